// swiftc: 10:21: error: cannot convert return expression of type 'TimeInterval' (aka 'Double') to return type 'String'
import Foundation

struct Reminder {
    var title: String
    var delay: TimeInterval
}

func delayText(for reminder: Reminder) -> String {
    return reminder.delay
}

print(delayText(for: Reminder(title: "Stretch", delay: 90)))
