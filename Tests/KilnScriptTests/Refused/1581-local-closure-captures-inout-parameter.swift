// swiftc: 3:15: error: escaping closure captures 'inout' parameter 'total'
func addAll(_ values: [Int], into total: inout Int) {
    let add = { (v: Int) in total += v }
    for v in values { add(v) }
}
var sum = 0
addAll([1, 2], into: &sum)
print(sum)
