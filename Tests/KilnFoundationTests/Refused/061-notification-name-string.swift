// swiftc: 5:17: error: cannot convert value of type 'Notification.Name' (aka 'NSNotification.Name') to specified type 'String'
import Foundation

func lowMemory(_ note: Notification) -> String {
    return note.name
}
print("ok")
// kiln: not yet: Apple's Notification.Name is NSNotification.Name, and swiftc's words for it differ
