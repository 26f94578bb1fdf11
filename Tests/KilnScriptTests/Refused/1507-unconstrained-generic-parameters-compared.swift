// swiftc: 3:14: error: binary operator '<' cannot be applied to two 'T' operands
func larger<T>(_ first: T, _ second: T) -> T {
    if first < second { return second }
    return first
}
print(larger(3, 9))
