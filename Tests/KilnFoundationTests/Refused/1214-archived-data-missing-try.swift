// swiftc: 22:16: error: call can throw, but it is not marked with 'try' and the error is not handled
import Foundation

class Highscore: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let points: Int

    init(points: Int) {
        self.points = points
    }

    required init?(coder: NSCoder) {
        points = coder.decodeInteger(forKey: "points")
    }

    func encode(with coder: NSCoder) {
        coder.encode(points, forKey: "points")
    }
}

func archive(_ score: Highscore) -> Data? {
    let data = NSKeyedArchiver.archivedData(withRootObject: score, requiringSecureCoding: true)
    return data
}

print(archive(Highscore(points: 99))?.count ?? 0)
