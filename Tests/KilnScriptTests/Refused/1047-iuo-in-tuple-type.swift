// swiftc: 2:42: error: using '!' is not allowed here
func bounds(_ values: [Int]) -> (min: Int!, max: Int) {
    return (values.min(), values.max() ?? 0)
}
print(bounds([3, 1]))
