// swiftc: 15:23: error: cannot assign value of type 'Int' to type 'String'
import Foundation

class Level: NSObject, NSCoding {
    var number: Int
    var title: String

    init(number: Int, title: String) {
        self.number = number
        self.title = title
    }

    required init?(coder: NSCoder) {
        number = coder.decodeObject(forKey: "number") as? Int ?? 1
        title = coder.decodeInteger(forKey: "title")
    }

    func encode(with coder: NSCoder) {
        coder.encode(number, forKey: "number")
        coder.encode(title, forKey: "title")
    }
}

print(Level(number: 2, title: "Caves").title)
