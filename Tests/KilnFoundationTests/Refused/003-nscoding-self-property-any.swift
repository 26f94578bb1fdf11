// swiftc: 16:31: error: cannot assign value of type 'Any?' to type 'String'
import Foundation

class Note: NSObject, NSCoding {
    var title: String
    var body: String
    init(title: String, body: String) {
        self.title = title
        self.body = body
    }
    func encode(with aCoder: NSCoder) {
        aCoder.encode(title, forKey: "title")
        aCoder.encode(body, forKey: "body")
    }
    required init?(coder aDecoder: NSCoder) {
        self.title = aDecoder.decodeObject(forKey: "title")
        self.body = aDecoder.decodeObject(forKey: "body") as? String ?? ""
    }
}
print(Note(title: "a", body: "b").title)
