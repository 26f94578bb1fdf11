// swiftc: 6:10: error: invalid redeclaration of 'add'
class Inbox {
    var messages: [String] = []
    func add(_ message: String) { messages.append(message) }
    func count() -> Int { messages.count }
    func add(_ message: String) { messages.insert(message, at: 0) }
}

Inbox().add("hi")
