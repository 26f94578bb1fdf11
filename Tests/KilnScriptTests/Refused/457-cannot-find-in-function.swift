// swiftc: 7:12: error: cannot find 'summ' in scope
func total(_ values: [Int]) -> Int {
    var sum = 0
    for v in values {
        sum += v
    }
    return summ
}
print(total([1, 2]))
