// swiftc: 14:5: error: initializer requirement 'init(coder:)' can only be satisfied by a 'required' initializer in non-final class 'Session'
import Foundation

class Session: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    var token: String

    init(token: String) { self.token = token }

    func encode(with coder: NSCoder) {
        coder.encode(token, forKey: "token")
    }

    init?(coder: NSCoder) {
        guard let token = coder.decodeObject(of: NSString.self, forKey: "token") else { return nil }
        self.token = token as String
    }
}
print(Session(token: "abc").token)
