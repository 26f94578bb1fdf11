// swiftc: 14:5: error: initializer requirement 'init(coder:)' can only be satisfied by a 'required' initializer in non-final class 'Setting'
import Foundation

class Setting: NSObject, NSCoding {
    var key: String
    var enabled: Bool

    init(key: String, enabled: Bool) {
        self.key = key
        self.enabled = enabled
        super.init()
    }

    init?(coder: NSCoder) {
        key = coder.decodeObject(forKey: "key") as? String ?? ""
        enabled = coder.decodeBool(forKey: "enabled")
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(key, forKey: "key")
        coder.encode(enabled, forKey: "enabled")
    }
}

print(Setting(key: "sound", enabled: true).key)
