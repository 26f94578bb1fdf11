// swiftc: 8:18: error: cannot convert value of type 'String' to specified type 'Int'
import Foundation

func notesPath() -> String {
    return NSHomeDirectory() + "/Documents/notes.txt"
}
let home = NSHomeDirectory()
let depth: Int = home
print(notesPath(), depth)
