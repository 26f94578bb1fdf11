// swiftc: 5:11: error: initializer for conditional binding must have Optional type, not 'Int'
import Foundation

func lastLevel() -> Int {
    guard let level = UserDefaults.standard.integer(forKey: "level") else {
        return 1
    }
    return level
}

print(lastLevel())
