// swiftc: 4:37: error: binary operator '<' cannot be applied to two 'Value' operands
func smallest<Value>(_ values: [Value]) -> Value? {
    var best = values.first
    for value in values where value < best! {
        best = value
    }
    return best
}
print(smallest([4, 2, 8]) ?? 0)
