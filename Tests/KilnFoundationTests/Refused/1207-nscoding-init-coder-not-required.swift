// swiftc: 14:5: error: initializer requirement 'init(coder:)' can only be satisfied by a 'required' initializer in non-final class 'Player'
import Foundation

class Player: NSObject, NSCoding {
    var name: String
    var score: Int

    init(name: String, score: Int) {
        self.name = name
        self.score = score
        super.init()
    }

    init?(coder: NSCoder) {
        guard let name = coder.decodeObject(forKey: "name") as? String else { return nil }
        self.name = name
        self.score = coder.decodeInteger(forKey: "score")
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(score, forKey: "score")
    }
}

let player = Player(name: "Ada", score: 42)
let data = try NSKeyedArchiver.archivedData(withRootObject: player, requiringSecureCoding: false)
print(data.count > 0)
