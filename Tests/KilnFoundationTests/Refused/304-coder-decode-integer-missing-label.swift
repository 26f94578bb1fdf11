// swiftc: 10:38: error: missing argument label 'forKey:' in call
import Foundation
class Score: NSObject, NSCoding {
    var points = 0
    override init() {}
    func encode(with coder: NSCoder) {
        coder.encode(points, forKey: "points")
    }
    required init?(coder: NSCoder) {
        points = coder.decodeInteger("points")
    }
}
print(Score().points)
