// swiftc: 5:12: error: generic parameter 'T' could not be inferred
func emptyList<T>() -> [T] {
    return []
}
let list = emptyList()
print(list)
