// swiftc: 9:10: error: instance method 'save' has different argument labels from those required by protocol 'Storage' ('save(item:)')
protocol Storage {
    func save(item: String)
    func load() -> [String]
}

class MemoryStorage: Storage {
    var items: [String] = []
    func save(_ item: String) { items.append(item) }
    func load() -> [String] { items }
}

let store = MemoryStorage()
store.save("a")
