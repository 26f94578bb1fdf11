// swiftc: 8:24: error: cannot assign value of type 'Int' to type 'String'
import Foundation

class Score: NSObject, NSCoding {
    var points = ""
    func encode(with coder: NSCoder) { coder.encode(points, forKey: "points") }
    required init?(coder: NSCoder) {
        points = coder.decodeInteger(forKey: "points")
        super.init()
    }
    override init() { super.init() }
}
print(Score().points)
