// swiftc: 9:26: error: value of type '[URL]' has no member 'appendingPathComponent'
import Foundation

class NoteStore {
    var notes: [String] = []

    var notesURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
        return documents.appendingPathComponent("notes.plist")
    }

    func save() throws {
        let data = try PropertyListEncoder().encode(notes)
        try data.write(to: notesURL)
    }
}

let store = NoteStore()
store.notes.append("Buy milk")
try store.save()
print("saved")
