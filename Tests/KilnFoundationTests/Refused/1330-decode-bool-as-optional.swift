// swiftc: 15:15: error: initializer for conditional binding must have Optional type, not 'Bool'
import Foundation

class Reminder: NSObject, NSCoding {
    var text: String
    var isDone: Bool

    init(text: String) {
        self.text = text
        self.isDone = false
    }

    required init?(coder: NSCoder) {
        text = coder.decodeObject(forKey: "text") as? String ?? ""
        guard let done = coder.decodeBool(forKey: "isDone") else { return nil }
        isDone = done
    }

    func encode(with coder: NSCoder) {
        coder.encode(text, forKey: "text")
        coder.encode(isDone, forKey: "isDone")
    }
}

print(Reminder(text: "Call mum").isDone)
