// swiftc: 5:19: error: binary operator '+' cannot be applied to two 'Item' operands
func total<Item>(_ items: [Item]) -> Item {
    var sum = items[0]
    for item in items.dropFirst() {
        sum = sum + item
    }
    return sum
}
print(total([1, 2, 3]))
