// swiftc: 4:8: error: type 'ChecklistItem' does not conform to protocol 'Hashable'
import Foundation

struct ChecklistItem: Hashable {
    var text: String
    var checked = false
    var onToggle: (Bool) -> Void
}

print("checklist")
