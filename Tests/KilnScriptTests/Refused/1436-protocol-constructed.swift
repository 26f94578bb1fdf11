// swiftc: 10:13: error: 'any Storage' cannot be constructed because it has no accessible initializers
protocol Storage {
    func save(_ text: String)
}

struct MemoryStorage: Storage {
    func save(_ text: String) { print("saved", text) }
}

let store = Storage()
store.save("draft")
