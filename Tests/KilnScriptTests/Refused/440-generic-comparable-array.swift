// swiftc: 8:7: error: global function 'heaviest' requires that 'Box' conform to 'Comparable'
struct Box {
    var weight: Int
}
func heaviest<T: Comparable>(_ items: [T]) -> T? {
    return items.max()
}
print(heaviest([Box(weight: 2), Box(weight: 5)]) as Any)
