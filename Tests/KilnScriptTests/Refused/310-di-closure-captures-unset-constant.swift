// swiftc: 4:31: error: constant 'ascending' captured by a closure before being initialized
func sortedNames(_ names: [String], descending: Bool) -> [String] {
    let ascending: Bool
    let sorted = names.sorted { ascending ? $0 < $1 : $0 > $1 }
    ascending = !descending
    return sorted
}

print(sortedNames(["b", "a"], descending: false))
