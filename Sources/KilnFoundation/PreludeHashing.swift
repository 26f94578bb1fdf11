// `hash(into:)` of Int, Double, Bool and Optional (String's is in PreludeCollections): the value
// combined into the script's Hasher, as Swift's own conformances do (Hasher is native,
// LibraryHasherIterators.swift; the in-out Hasher is why these are Swift, not primitives).
extension Prelude {
    static let hashing = #"""
extension Int {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension Double {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension Bool {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension Optional where Wrapped: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
"""#
}
