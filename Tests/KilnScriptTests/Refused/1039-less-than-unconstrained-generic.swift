// swiftc: 3:10: error: binary operator '<' cannot be applied to two 'T' operands
func smallest<T>(_ a: T, _ b: T) -> T {
    if a < b {
        return a
    }
    return b
}
print(smallest(4, 9))
