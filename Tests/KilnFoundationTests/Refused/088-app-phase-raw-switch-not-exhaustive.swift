// swiftc: 9:5: error: switch must be exhaustive
import Foundation

enum Phase: String {
    case foreground, background, suspended
}
let saved = UserDefaults.standard.string(forKey: "phase") ?? "foreground"
if let phase = Phase(rawValue: saved) {
    switch phase {
    case .foreground: print("fg")
    case .background: print("bg")
    }
}
