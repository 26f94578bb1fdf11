// swiftc: 5:6: error: invalid redeclaration of 'firstMatch(in:where:)'
func firstMatch<T>(in items: [T], where test: (T) -> Bool) -> T? {
    items.first(where: test)
}
func firstMatch<T>(in items: [T], where test: (T) -> Bool) -> T? {
    for item in items where test(item) { return item }
    return nil
}
print(firstMatch(in: [3, 8, 11], where: { $0 > 5 }) ?? 0)
