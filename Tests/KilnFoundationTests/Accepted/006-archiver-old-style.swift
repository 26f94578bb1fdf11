// swiftc: accepted
import Foundation

class Checklist: NSObject, NSCoding {
    var name = ""
    var items: [String] = []
    override init() { super.init() }
    func encode(with aCoder: NSCoder) {
        aCoder.encode(name, forKey: "Name")
        aCoder.encode(items, forKey: "Items")
    }
    required init?(coder aDecoder: NSCoder) {
        name = aDecoder.decodeObject(forKey: "Name") as! String
        items = aDecoder.decodeObject(forKey: "Items") as? [String] ?? []
        super.init()
    }
}
let data = NSMutableData()
let archiver = NSKeyedArchiver(forWritingWith: data)
let list = Checklist()
list.name = "Home"
archiver.encode([list], forKey: "Checklists")
archiver.finishEncoding()
let unarchiver = NSKeyedUnarchiver(forReadingWith: data as Data)
let lists = unarchiver.decodeObject(forKey: "Checklists") as? [Checklist] ?? []
unarchiver.finishDecoding()
print(lists.count, lists.first?.name ?? "")
