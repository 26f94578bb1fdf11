// swiftc: 9:45: error: missing argument for parameter 'encoding' in call
import Foundation

let journal = ["Mon: ran 5k", "Tue: rest", "Wed: swim"]
let text = journal.joined(separator: "\n")
let url = FileManager.default.temporaryDirectory.appendingPathComponent("journal.txt")

do {
    try text.write(to: url, atomically: true)
    print("wrote \(journal.count) entries")
} catch {
    print("could not save: \(error)")
}
