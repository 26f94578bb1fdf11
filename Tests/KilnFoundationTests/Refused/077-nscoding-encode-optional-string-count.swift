// swiftc: 8:22: error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
import Foundation

class Profile: NSObject, NSCoding {
    var nickname: String?
    func encode(with coder: NSCoder) {
        coder.encode(nickname, forKey: "nickname")
        coder.encode(nickname.count, forKey: "length")
    }
    required init?(coder: NSCoder) {
        nickname = coder.decodeObject(forKey: "nickname") as? String
        super.init()
    }
    override init() { super.init() }
}
print(Profile().nickname ?? "none")
