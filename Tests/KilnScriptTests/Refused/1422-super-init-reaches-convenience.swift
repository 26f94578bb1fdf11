// swiftc: 17:9: error: must call a designated initializer of the superclass 'Message'
class Message {
    var text: String
    var sender: String
    init(text: String, sender: String) {
        self.text = text
        self.sender = sender
    }
    convenience init(text: String) {
        self.init(text: text, sender: "me")
    }
}

class UrgentMessage: Message {
    var level = 1
    init(alert: String) {
        super.init(text: alert.uppercased())
    }
}
print(UrgentMessage(alert: "fire").text)
