// swiftc: 4:7: error: type 'Note' does not conform to protocol 'NSCoding'
import Foundation

class Note: NSObject, NSCoding {
    var title: String

    init(title: String) {
        self.title = title
        super.init()
    }

    required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "title") as? String ?? ""
        super.init()
    }
}

print(Note(title: "Groceries").title)
