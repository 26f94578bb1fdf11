// A checklist saved as JSON with Codable: the items are plain structs (no NSCoding), the data
// model writes Documents/Checklist.json with JSONEncoder when the app goes to the background and
// reads it back with JSONDecoder at launch. Run it with `kiln run Examples/codable-checklist.swift`.

enum Priority: Int, Codable {
    case low, normal, high
}

struct ChecklistItem: Codable {
    var text: String
    var checked = false
    var priority = Priority.normal
    var due: Date?
}

class DataModel {
    var items: [ChecklistItem] = []

    init() {
        load()
    }

    var fileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("Checklist.json")
    }

    func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(items)
            try data.write(to: fileURL, options: .atomic)
            print("saved \(items.count) items")
        } catch {
            print("could not save: \(error)")
        }
    }

    func load() {
        guard let data = try? Data(contentsOf: fileURL) else {
            print("first launch: no checklist yet")
            return
        }
        do {
            items = try JSONDecoder().decode([ChecklistItem].self, from: data)
        } catch {
            // A damaged file: start empty, and say why.
            print("could not load: \(error)")
        }
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    var dataModel = DataModel()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launched with \(dataModel.items.count) items")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        dataModel.save()
    }
}

Simulator.launch(AppDelegate.self)
let delegate = UIApplication.shared.delegate as! AppDelegate
delegate.dataModel.items.append(ChecklistItem(text: "Walk the dog"))
delegate.dataModel.items.append(ChecklistItem(text: "Brush my teeth", checked: true, priority: .high))
delegate.dataModel.items.append(ChecklistItem(text: "Learn iOS development", due: Date(timeIntervalSinceReferenceDate: 86_400)))
Simulator.pressHome()          // the app saves in applicationDidEnterBackground
Simulator.advance(seconds: 5)  // suspended
Simulator.terminate()          // gone: only Documents/Checklist.json remains
Simulator.tapIcon()            // a fresh launch loads it

let relaunched = UIApplication.shared.delegate as! AppDelegate
for item in relaunched.dataModel.items {
    print(item.checked ? "[x]" : "[ ]", item.text, item.priority, item.due.map { "due \($0)" } ?? "")
}
let json = try String(contentsOf: relaunched.dataModel.fileURL, encoding: .utf8)
print(json)
