// A lesson-style script of about 100 lines, in plain Swift (no UIKit), so that `swift FILE` runs it
// too: a checklist model, a store that keeps items in a dictionary "archive", edits, and a report.

struct Archive {
    var entries: [String: [String: String]] = [:]

    mutating func store(_ fields: [String: String], forKey key: String) {
        entries[key] = fields
    }

    func fields(forKey key: String) -> [String: String]? {
        return entries[key]
    }
}

class ChecklistItem: CustomStringConvertible {
    let id: Int
    var text: String
    var checked: Bool

    init(id: Int, text: String, checked: Bool = false) {
        self.id = id
        self.text = text
        self.checked = checked
    }

    func toggle() {
        checked = !checked
    }

    var description: String {
        return "\(checked ? "[x]" : "[ ]") #\(id) \(text)"
    }

    func encode() -> [String: String] {
        return ["id": String(id), "text": text, "checked": checked ? "1" : "0"]
    }

    convenience init?(fields: [String: String]) {
        guard let idText = fields["id"], let id = Int(idText), let text = fields["text"] else {
            return nil
        }
        self.init(id: id, text: text, checked: fields["checked"] == "1")
    }
}

enum StoreError: Error {
    case missing(Int)
}

class ChecklistStore {
    private(set) var items: [ChecklistItem] = []
    var archive = Archive()

    func add(_ text: String) -> ChecklistItem {
        let item = ChecklistItem(id: items.count + 1, text: text)
        items.append(item)
        return item
    }

    func item(withID id: Int) throws -> ChecklistItem {
        guard let found = items.first(where: { $0.id == id }) else {
            throw StoreError.missing(id)
        }
        return found
    }

    func save() {
        for item in items {
            archive.store(item.encode(), forKey: "item-\(item.id)")
        }
    }

    func load() -> [ChecklistItem] {
        let keys = archive.entries.keys.sorted()
        return keys.compactMap { archive.fields(forKey: $0) }.compactMap { ChecklistItem(fields: $0) }
    }
}

let store = ChecklistStore()
for text in ["Walk the dog", "Brush my teeth", "Learn iOS development", "Soccer practice", "Eat ice cream"] {
    _ = store.add(text)
}
try store.item(withID: 2).toggle()
try store.item(withID: 4).toggle()
do {
    _ = try store.item(withID: 9)
} catch StoreError.missing(let id) {
    print("no item \(id)")
}
store.save()
let restored = store.load().sorted { $0.id < $1.id }
for item in restored {
    print(item)
}
let done = restored.filter { $0.checked }.map { $0.text }
print("done: \(done.joined(separator: ", "))")
let lengths = restored.reduce(into: [Bool: Int]()) { counts, item in
    counts[item.checked, default: 0] += item.text.count
}
print("characters still to do: \(lengths[false] ?? 0)")
print("archive keys: \(store.archive.entries.count)")
