// swiftc: 6:12: error: initializer for conditional binding must have Optional type, not 'Int'
struct Inbox {
    var messages: [String] = []

    func unreadLabel() -> String {
        if let count = messages.count {
            return "\(count) unread"
        }
        return "No messages"
    }
}

var inbox = Inbox()
inbox.messages.append("Hi!")
print(inbox.unreadLabel())
