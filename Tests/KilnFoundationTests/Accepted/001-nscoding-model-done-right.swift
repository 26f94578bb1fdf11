// swiftc: accepted
import Foundation

class Item: NSObject, NSCoding {
    var name: String
    var detail = ""
    var id = 0
    var rating: Float = 0
    var done = false
    init(name: String) { self.name = name }
    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(detail, forKey: "detail")
        coder.encode(id, forKey: "id")
        coder.encode(rating, forKey: "rating")
        coder.encode(done, forKey: "done")
    }
    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        detail = coder.decodeObject(forKey: "detail") as! String
        id = coder.decodeInteger(forKey: "id")
        rating = coder.decodeFloat(forKey: "rating")
        done = coder.decodeBool(forKey: "done")
        super.init()
    }
}
let data = try NSKeyedArchiver.archivedData(withRootObject: [Item(name: "Lamp")], requiringSecureCoding: false)
let items = NSKeyedUnarchiver.unarchiveObject(with: data) as? [Item] ?? []
print(items.count, items.first?.name ?? "")
