// swiftc: 7:7: error: conflicting arguments to generic parameter 'T' ('Int' vs. 'String')
func larger<T: Comparable>(_ a: T, _ b: T) -> T {
    return a > b ? a : b
}
let limit = 10
print(larger(limit, 4))
print(larger(3, "three"))
