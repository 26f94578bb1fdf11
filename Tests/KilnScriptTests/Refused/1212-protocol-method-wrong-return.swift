// swiftc: 6:8: error: type 'Reminder' does not conform to protocol 'Storable'
protocol Storable {
    func serialized() -> String
}

struct Reminder: Storable {
    var text: String
    var hour: Int

    func serialized() -> [String] {
        [text, String(hour)]
    }
}

let reminder = Reminder(text: "Stretch", hour: 10)
print(reminder.serialized())
