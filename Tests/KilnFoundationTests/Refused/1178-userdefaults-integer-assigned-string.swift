// swiftc: 19:37: error: cannot convert value of type 'Int' to specified type 'String'
import Foundation

struct HighScores {
    let defaults = UserDefaults.standard
    var best: Int = 0

    mutating func load() {
        best = defaults.integer(forKey: "best")
    }

    func save(score: Int) {
        if score > best {
            defaults.set(score, forKey: "best")
        }
    }

    func label() -> String {
        var text: String = defaults.integer(forKey: "best")
        text += " points"
        return text
    }
}

var scores = HighScores()
scores.load()
scores.save(score: 120)
print(scores.label())
