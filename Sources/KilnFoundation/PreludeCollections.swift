// Members of Array and Dictionary that Kiln writes in Swift: the in-place index steps
// (`formIndex(after:)`), which take an `inout` index, the literal protocols' initializers
// called by name (`[Int](arrayLiteral: 1, 2)`), and `hash(into:)` (with CharacterSet's).
extension Prelude {
    static let collections = #"""
extension Array {
    init(arrayLiteral elements: Element...) { self = elements }
    func formIndex(after i: inout Int) { i = index(after: i) }
    func formIndex(before i: inout Int) { i = index(before: i) }
}

extension Dictionary {
    init(dictionaryLiteral elements: (Key, Value)...) { self = Dictionary(uniqueKeysWithValues: elements) }
    func formIndex(after i: inout Dictionary<Key, Value>.Index) { i = index(after: i) }
}

// `hash(into:)` of the library's Hashable collections: the value itself, hashed as Kiln hashes
// Set members and Dictionary keys.
extension Array where Element: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension Dictionary where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension String {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension CharacterSet {
    // Sets equal by their listed scalars hash alike, whatever CF would call them.
    func hash(into hasher: inout Hasher) {
        hasher.combine(__isListed ? "listed" : __kind)
        hasher.combine(__text)
        for part in __parts { part.hash(into: &hasher) }
    }
}
"""#
}
