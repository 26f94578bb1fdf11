// swiftc: accepted
import Foundation
// NSSecureCoding and Codable decoding written with the metatype-taking members: their results are
// the type asked for, bridged with `as String?`, `as? [String]`, `?.intValue`, `as Date?`.
class Pet: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    var name: String
    var tags: [String]
    var age: Int
    var born: Date?
    init(name: String) { self.name = name; tags = ["a"]; age = 3; born = nil }
    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name"); coder.encode(tags, forKey: "tags"); coder.encode(age, forKey: "age")
        coder.encode(born, forKey: "born")
    }
    required init?(coder: NSCoder) {
        name = coder.decodeObject(of: NSString.self, forKey: "name") as String? ?? ""
        if let s = coder.decodeObject(of: NSString.self, forKey: "name") as String? { print("got", s) }
        let again = (coder.decodeObject(of: NSString.self, forKey: "name") ?? "") as String
        print(again)
        tags = coder.decodeObject(of: NSArray.self, forKey: "tags") as? [String] ?? []
        age = coder.decodeObject(of: NSNumber.self, forKey: "age")?.intValue ?? coder.decodeInteger(forKey: "age")
        born = coder.decodeObject(of: NSDate.self, forKey: "born") as Date?
        guard let n = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        print(n)
        super.init()
    }
}
struct Item: Codable {
    var title: String
    var count: Int
    var note: String?
    enum CodingKeys: String, CodingKey { case title, count, note }
    init(title: String) { self.title = title; count = 1; note = nil }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 0
        note = try c.decodeIfPresent(String.self, forKey: .note)
        let t2 = try c.decode(String.self, forKey: .title).uppercased()
        print(t2)
    }
}
let data = try NSKeyedArchiver.archivedData(withRootObject: Pet(name: "Rex"), requiringSecureCoding: false)
let items = try JSONDecoder().decode([Item].self, from: JSONEncoder().encode([Item(title: "x")]))
let one: Item = try JSONDecoder().decode(Item.self, from: JSONEncoder().encode(Item(title: "y")))
print(items.count, one.title)
