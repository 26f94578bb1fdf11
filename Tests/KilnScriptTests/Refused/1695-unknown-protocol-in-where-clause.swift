// swiftc: 2:35: error: cannot find type 'Summable' in scope
extension Sequence where Element: Summable {
    func total() -> Int { 0 }
}
print([1, 2, 3].count)
