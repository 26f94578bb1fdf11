// Members of Set and Array that take an `inout` argument, written in Swift: Set's in-place index
// step and its `hash(into:)`, and the Collection's `formIndex(_:offsetBy:)` forms on Array. The
// rest of Set as a Collection and the Sequence algorithms are native (KilnScript's
// LibrarySetMembers.swift, LibrarySequenceAlgorithms.swift).
extension Prelude {
    static let setsSequences = #"""
extension Set {
    func formIndex(after i: inout Set<Element>.Index) { i = index(after: i) }
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}

extension Array {
    func formIndex(_ i: inout Int, offsetBy distance: Int) { i = index(i, offsetBy: distance) }
    func formIndex(_ i: inout Int, offsetBy distance: Int, limitedBy limit: Int) -> Bool {
        if let moved = index(i, offsetBy: distance, limitedBy: limit) {
            i = moved
            return true
        }
        i = limit
        return false
    }
}
"""#
}
