// swiftc: 9:17: error: cannot assign value of type 'String' to type 'Date'
import Foundation

class Entry {
    var created = Date()
    var title = ""
}
let entry = Entry()
entry.created = "2024-01-01"
print(entry.title)
