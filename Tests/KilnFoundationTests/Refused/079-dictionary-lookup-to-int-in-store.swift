// swiftc: 7:32: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
import Foundation

class ScoreStore {
    var scores: [String: Int] = ["ana": 3]
    func score(for name: String) -> Int {
        let value: Int = scores[name]
        return value
    }
}
print(ScoreStore().score(for: "ana"))
