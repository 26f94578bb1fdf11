// swiftc: 17:9: error: switch must be exhaustive
import Foundation

enum Priority: Int { case low, medium, high }
class Task: NSObject, NSCoding {
    var priority = Priority.low
    func encode(with coder: NSCoder) { coder.encode(priority.rawValue, forKey: "p") }
    required init?(coder: NSCoder) {
        switch coder.decodeInteger(forKey: "p") {
        case 0: priority = .low
        default: priority = .high
        }
        super.init()
    }
    override init() { super.init() }
    var label: String {
        switch priority {
        case .low: return "low"
        case .high: return "high"
        }
    }
}
print(Task().label)
