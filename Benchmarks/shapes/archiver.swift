let n = 8000 // small: 100
// An NSKeyedArchiver round trip: NSCoding classes (a notebook holding notes) archived and read back.
import Foundation

class Note: NSObject, NSCoding {
    var title: String
    var priority: Int
    var pinned: Bool

    init(title: String, priority: Int, pinned: Bool) {
        self.title = title
        self.priority = priority
        self.pinned = pinned
    }

    required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "title") as? String ?? ""
        priority = coder.decodeInteger(forKey: "priority")
        pinned = coder.decodeBool(forKey: "pinned")
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(priority, forKey: "priority")
        coder.encode(pinned, forKey: "pinned")
    }
}

class Notebook: NSObject, NSCoding {
    var name: String
    var notes: [Note]

    init(name: String, notes: [Note]) {
        self.name = name
        self.notes = notes
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        notes = coder.decodeObject(forKey: "notes") as? [Note] ?? []
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(notes, forKey: "notes")
    }
}

var notes: [Note] = []
for i in 0..<n {
    notes.append(Note(title: "Note \(i)", priority: i % 5, pinned: i % 7 == 0))
}
var book = Notebook(name: "Homework", notes: notes)
for _ in 0..<2 {
    let data = try NSKeyedArchiver.archivedData(withRootObject: book, requiringSecureCoding: false)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    book = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as! Notebook
}
var priorities = 0
var pinned = 0
var letters = 0
for note in book.notes {
    priorities += note.priority
    if note.pinned {
        pinned += 1
    }
    letters += note.title.count
}
print("\(book.name): \(book.notes.count) notes, priorities \(priorities), pinned \(pinned), letters \(letters)")
