// A lesson-style program of about 300 lines, for the type checker's benchmark (`kiln-bench
// checker`): model classes with NSCoding, an enum, a store that archives them to Documents, and
// functions that search, sort and summarize — the code a persistence lesson's student writes.
import Foundation

enum Priority: Int, CustomStringConvertible {
    case low = 0, normal = 1, high = 2

    var description: String {
        switch self {
        case .low: return "low"
        case .normal: return "normal"
        case .high: return "high"
        }
    }

    var symbol: String {
        switch self {
        case .low: return "·"
        case .normal: return "•"
        case .high: return "!"
        }
    }
}

class Tag: NSObject, NSCoding {
    var name: String
    var colour: String

    init(name: String, colour: String) {
        self.name = name
        self.colour = colour
        super.init()
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        colour = coder.decodeObject(forKey: "colour") as? String ?? "grey"
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(colour, forKey: "colour")
    }

    override var description: String { return "#\(name)" }
}

class Note: NSObject, NSCoding {
    var title: String
    var body: String
    var priority: Priority
    var tags: [Tag]
    var created: Date
    var wordCount: Int { return body.split(separator: " ").count }
    var isDone = false

    init(title: String, body: String, priority: Priority = .normal, tags: [Tag] = []) {
        self.title = title
        self.body = body
        self.priority = priority
        self.tags = tags
        created = Date(timeIntervalSinceReferenceDate: 0)
        super.init()
    }

    required init?(coder: NSCoder) {
        guard let title = coder.decodeObject(forKey: "title") as? String else { return nil }
        self.title = title
        body = coder.decodeObject(forKey: "body") as? String ?? ""
        priority = Priority(rawValue: coder.decodeInteger(forKey: "priority")) ?? .normal
        tags = coder.decodeObject(forKey: "tags") as? [Tag] ?? []
        created = coder.decodeObject(forKey: "created") as? Date ?? Date(timeIntervalSinceReferenceDate: 0)
        isDone = coder.decodeBool(forKey: "done")
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(body, forKey: "body")
        coder.encode(priority.rawValue, forKey: "priority")
        coder.encode(tags, forKey: "tags")
        coder.encode(created, forKey: "created")
        coder.encode(isDone, forKey: "done")
    }

    func hasTag(named name: String) -> Bool {
        return tags.contains { $0.name == name }
    }

    func summary(width: Int) -> String {
        let mark = isDone ? "[x]" : "[ ]"
        var line = "\(mark) \(priority.symbol) \(title)"
        if line.count > width {
            line = String(line.prefix(width - 1)) + "…"
        }
        return line
    }

    override var description: String { return summary(width: 40) }
}

enum StoreError: Error, CustomStringConvertible {
    case notFound(String)
    case duplicate(String)
    case unreadable

    var description: String {
        switch self {
        case .notFound(let title): return "no note titled '\(title)'"
        case .duplicate(let title): return "a note titled '\(title)' exists"
        case .unreadable: return "the archive could not be read"
        }
    }
}

class NoteStore {
    private(set) var notes: [Note] = []
    private var tagsByName: [String: Tag] = [:]
    let fileName: String
    var saveCount = 0

    init(fileName: String) {
        self.fileName = fileName
    }

    var fileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent(fileName)
    }

    func tag(_ name: String, colour: String = "grey") -> Tag {
        if let existing = tagsByName[name] { return existing }
        let made = Tag(name: name, colour: colour)
        tagsByName[name] = made
        return made
    }

    func add(_ note: Note) throws {
        if notes.contains(where: { $0.title == note.title }) {
            throw StoreError.duplicate(note.title)
        }
        notes.append(note)
    }

    func note(titled title: String) throws -> Note {
        guard let found = notes.first(where: { $0.title == title }) else {
            throw StoreError.notFound(title)
        }
        return found
    }

    func remove(titled title: String) throws {
        guard let index = notes.firstIndex(where: { $0.title == title }) else {
            throw StoreError.notFound(title)
        }
        notes.remove(at: index)
    }

    func markDone(_ title: String) throws {
        let found = try note(titled: title)
        found.isDone = true
    }

    func save() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: notes, requiringSecureCoding: false)
        try data.write(to: fileURL, options: .atomic)
        saveCount += 1
    }

    func load() throws {
        let data = try Data(contentsOf: fileURL)
        guard let loaded = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? [Note] else {
            throw StoreError.unreadable
        }
        notes = loaded
        tagsByName = [:]
        for note in notes {
            for tag in note.tags where tagsByName[tag.name] == nil {
                tagsByName[tag.name] = tag
            }
        }
    }
}

// MARK: Queries

func notes(in store: NoteStore, withTag name: String) -> [Note] {
    return store.notes.filter { $0.hasTag(named: name) }
}

func byPriority(_ notes: [Note]) -> [Note] {
    return notes.sorted { left, right in
        if left.priority.rawValue != right.priority.rawValue {
            return left.priority.rawValue > right.priority.rawValue
        }
        return left.title < right.title
    }
}

func search(_ store: NoteStore, for word: String) -> [String] {
    let lowered = word.lowercased()
    var titles: [String] = []
    for note in store.notes {
        if note.title.lowercased().contains(lowered) || note.body.lowercased().contains(lowered) {
            titles.append(note.title)
        }
    }
    return titles
}

func countsByPriority(_ notes: [Note]) -> [Priority: Int] {
    var counts: [Priority: Int] = [:]
    for note in notes {
        counts[note.priority, default: 0] += 1
    }
    return counts
}

func averageWords(_ notes: [Note]) -> Double {
    guard !notes.isEmpty else { return 0 }
    let total = notes.reduce(0) { $0 + $1.wordCount }
    return Double(total) / Double(notes.count)
}

func longestNote(_ notes: [Note]) -> Note? {
    var best: Note? = nil
    for note in notes {
        if let current = best, current.wordCount >= note.wordCount { continue }
        best = note
    }
    return best
}

func tagCloud(_ notes: [Note]) -> String {
    var counts: [String: Int] = [:]
    for note in notes {
        for tag in note.tags {
            counts[tag.name, default: 0] += 1
        }
    }
    let sortedNames = counts.keys.sorted { (counts[$0] ?? 0, $1) > (counts[$1] ?? 0, $0) }
    return sortedNames.map { "\($0)×\(counts[$0] ?? 0)" }.joined(separator: " ")
}

func report(_ store: NoteStore) -> [String] {
    var lines: [String] = []
    lines.append("\(store.notes.count) notes, \(store.notes.filter { $0.isDone }.count) done")
    for note in byPriority(store.notes) {
        lines.append("  " + note.summary(width: 32))
    }
    let counts = countsByPriority(store.notes)
    let parts = [Priority.high, .normal, .low].map { "\($0): \(counts[$0] ?? 0)" }
    lines.append("priorities " + parts.joined(separator: ", "))
    lines.append("average words \(averageWords(store.notes))")
    if let longest = longestNote(store.notes) {
        lines.append("longest: \(longest.title) (\(longest.wordCount) words)")
    }
    lines.append("tags: " + tagCloud(store.notes))
    return lines
}

// MARK: The lesson's steps

let store = NoteStore(fileName: "notes.archive")
let work = store.tag("work", colour: "blue")
let home = store.tag("home", colour: "green")
let urgent = store.tag("urgent", colour: "red")

let seed: [(String, String, Priority, [Tag])] = [
    ("Quarterly report", "Collect the numbers from every team and write the summary", .high, [work, urgent]),
    ("Groceries", "Milk eggs bread and something for dinner", .normal, [home]),
    ("Call the plumber", "The kitchen tap is dripping again", .high, [home, urgent]),
    ("Read chapter 4", "Persistence with NSCoding and keyed archives", .low, [work]),
    ("Plan the trip", "Book the train and find a place to stay near the lake", .normal, [home]),
]

for (title, body, priority, tags) in seed {
    do {
        try store.add(Note(title: title, body: body, priority: priority, tags: tags))
    } catch {
        print("could not add \(title): \(error)")
    }
}

do {
    try store.add(Note(title: "Groceries", body: "again"))
} catch let error as StoreError {
    print("refused: \(error)")
}

try store.markDone("Groceries")
try store.save()

let reloaded = NoteStore(fileName: "notes.archive")
try reloaded.load()
for line in report(reloaded) {
    print(line)
}

print("search 'the': \(search(reloaded, for: "the"))")
print("urgent: \(notes(in: reloaded, withTag: "urgent").map { $0.title })")

try reloaded.remove(titled: "Read chapter 4")
try reloaded.save()
let again = NoteStore(fileName: "notes.archive")
try again.load()
print("after removing: \(again.notes.count) notes, saved \(reloaded.saveCount) time(s)")
do {
    _ = try again.note(titled: "Read chapter 4")
} catch {
    print("as expected: \(error)")
}
