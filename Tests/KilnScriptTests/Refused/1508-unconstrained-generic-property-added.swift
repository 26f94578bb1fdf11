// swiftc: 5:22: error: binary operator '+' cannot be applied to two 'Value' operands
struct Tally<Value> {
    var total: Value
    func combined(with other: Value) -> Value {
        return total + other
    }
}
print(Tally(total: 2).combined(with: 3))
