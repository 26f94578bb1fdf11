// swiftc: 17:15: error: convenience initializer for 'Player' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')
import Foundation

class Player: NSObject, NSCoding {
    var name: String
    var level: Int

    init(name: String, level: Int) {
        self.name = name
        self.level = level
        super.init()
    }

    required convenience init?(coder: NSCoder) {
        guard let name = coder.decodeObject(forKey: "name") as? String else { return nil }
        let level = coder.decodeInteger(forKey: "level")
        super.init()
        self.name = name
        self.level = level
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(level, forKey: "level")
    }
}

print(Player(name: "Kim", level: 3).level)
