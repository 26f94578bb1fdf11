// swiftc: 7:13: error: value of tuple type '(Int, Int)' has no member 'min'
// An unlabelled tuple read as if its elements had names.
func minMax(_ values: [Int]) -> (Int, Int) {
    return (values.min() ?? 0, values.max() ?? 0)
}
let range = minMax([3, 9, 1])
print(range.min, range.1)
