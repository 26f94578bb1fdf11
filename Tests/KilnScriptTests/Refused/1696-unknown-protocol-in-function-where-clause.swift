// swiftc: 3:14: error: cannot find type 'Describable' in scope
func describeAll<T>(_ items: [T]) -> [String]
    where T: Describable {
    items.map { "\($0)" }
}
print(describeAll([1, 2]))
