// swiftc: accepted
import Foundation
// Notification names written as implicit members before a trailing closure, as the app
// lessons register their observers.
let center = NotificationCenter.default
let token = center.addObserver(forName: .init("notesSaved"), object: nil, queue: nil) { note in
    print("heard", note.name.rawValue)
}
center.post(name: .init("notesSaved"), object: nil)
center.removeObserver(token)
center.post(name: .init("notesSaved"), object: nil)
print("done")
