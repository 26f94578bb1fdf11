// swiftc: 14:23: error: cannot assign value of type 'Any?' to type 'String'
import Foundation

class Note: NSObject, NSCoding {
    var title: String
    var body: String

    init(title: String, body: String) {
        self.title = title
        self.body = body
    }

    required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "title")
        body = coder.decodeObject(forKey: "body") as? String ?? ""
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(body, forKey: "body")
    }
}

let note = Note(title: "Groceries", body: "Milk, eggs")
print(note.title)
