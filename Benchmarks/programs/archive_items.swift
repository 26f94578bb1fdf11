// Issue 4's benchmark: 100,000 NSCoding items archived into Documents and unarchived again.
// The same file runs in Kiln (`kiln run`) and compiled with `swiftc -O` against corelibs Foundation.
import Foundation

class Item: NSObject, NSCoding {
    var name: String
    var id: Int
    var checked: Bool

    init(name: String, id: Int, checked: Bool) {
        self.name = name
        self.id = id
        self.checked = checked
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        id = coder.decodeInteger(forKey: "id")
        checked = coder.decodeBool(forKey: "checked")
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(id, forKey: "id")
        coder.encode(checked, forKey: "checked")
    }
}

let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
try FileManager.default.createDirectory(atPath: documents, withIntermediateDirectories: true, attributes: nil)
let url = URL(fileURLWithPath: documents).appendingPathComponent("items.archive")

var items: [Item] = []
for i in 0..<100_000 {
    items.append(Item(name: "Item \(i)", id: i, checked: i % 3 == 0))
}
let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)
try data.write(to: url, options: .atomic)

let loaded = try Data(contentsOf: url)
let unarchiver = try NSKeyedUnarchiver(forReadingFrom: loaded)
unarchiver.requiresSecureCoding = false
let back = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as! [Item]
print(back.count, back[back.count - 1].name, back.filter { $0.checked }.count)
