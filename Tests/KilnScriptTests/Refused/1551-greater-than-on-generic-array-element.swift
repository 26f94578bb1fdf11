// swiftc: 6:17: error: binary operator '>' cannot be applied to two 'Item' operands
// A running maximum over a generic array: the element type has no constraint.
func highest<Item>(_ items: [Item]) -> Item {
    var best = items[0]
    for item in items {
        if item > best {
            best = item
        }
    }
    return best
}
print(highest([4, 8, 2]))
