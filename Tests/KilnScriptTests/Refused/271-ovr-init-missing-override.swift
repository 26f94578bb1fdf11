// swiftc: 9:5: error: overriding declaration requires an 'override' keyword
class Note {
    var text: String
    init(text: String) { self.text = text }
}

class Reminder: Note {
    var date = "today"
    init(text: String) {
        super.init(text: text)
    }
}

print(Reminder(text: "call").text)
