// swiftc: 4:7: error: type 'Badge' does not conform to protocol 'NSSecureCoding'
import Foundation

class Badge: NSObject, NSSecureCoding {
    var title: String
    var earned: Date

    init(title: String, earned: Date) {
        self.title = title
        self.earned = earned
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(earned, forKey: "earned")
    }

    required init?(coder: NSCoder) {
        guard let title = coder.decodeObject(of: NSString.self, forKey: "title") as String?,
              let earned = coder.decodeObject(of: NSDate.self, forKey: "earned") as Date? else { return nil }
        self.title = title
        self.earned = earned
    }
}

let badge = Badge(title: "First save", earned: Date())
let data = try NSKeyedArchiver.archivedData(withRootObject: badge, requiringSecureCoding: true)
print(data.count > 0)
