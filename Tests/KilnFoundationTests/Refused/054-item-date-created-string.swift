// swiftc: 8:68: error: cannot assign value of type 'String' to type 'Date'
import Foundation

class Item: NSObject, NSCoding {
    var dateCreated: Date = Date()
    func encode(with aCoder: NSCoder) { aCoder.encode(dateCreated, forKey: "dateCreated") }
    required init?(coder aDecoder: NSCoder) {
        dateCreated = aDecoder.decodeObject(forKey: "dateCreated") as! String
        super.init()
    }
    override init() { super.init() }
}
print(Item().dateCreated)
