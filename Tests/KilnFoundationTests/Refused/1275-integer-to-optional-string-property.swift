// swiftc: 12:23: error: cannot assign value of type 'Int' to type 'String'
import Foundation

class ScoreLabel {
    var text: String?
}

let defaults = UserDefaults.standard
defaults.set(42, forKey: "highScore")

let label = ScoreLabel()
label.text = defaults.integer(forKey: "highScore")
print(label.text ?? "")
