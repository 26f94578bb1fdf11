// swiftc: accepted
// A persistence model swiftc accepts: NSCoding with `required init?(coder:)` that may return
// nil, a convenience decoder delegating with self.init, `override init()`, `override var
// description`, an inherited NSCoding conformance, Codable with CodingKeys, lazy and weak vars.
import Foundation

protocol StoreDelegate: AnyObject {
    func storeDidSave(_ count: Int)
}

class Item: NSObject, NSCoding {
    var name: String
    var valueInDollars: Int
    var serial: String?

    init(name: String, valueInDollars: Int) {
        self.name = name
        self.valueInDollars = valueInDollars
        super.init()
    }

    override init() {
        name = "Untitled"
        valueInDollars = 0
        super.init()
    }

    required init?(coder: NSCoder) {
        guard let name = coder.decodeObject(forKey: "name") as? String else { return nil }
        self.name = name
        valueInDollars = coder.decodeInteger(forKey: "value")
        serial = coder.decodeObject(forKey: "serial") as? String
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(valueInDollars, forKey: "value")
        coder.encode(serial, forKey: "serial")
    }

    override var description: String { "\(name) ($\(valueInDollars))" }
}

class Gadget: Item {
    var battery = 100
}

final class Folder: NSObject, NSCoding {
    var title: String

    init(title: String) {
        self.title = title
    }

    convenience init?(coder: NSCoder) {
        let title = coder.decodeObject(forKey: "title") as? String ?? "?"
        self.init(title: title)
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
    }
}

struct Settings: Codable {
    var volume: Int
    var theme: String
    var lastOpened: Date?

    enum CodingKeys: String, CodingKey {
        case volume, theme
    }
}

class ItemStore {
    var allItems: [Item] = []
    weak var delegate: StoreDelegate?
    lazy var archiveURL: URL = {
        FileManager.default.temporaryDirectory.appendingPathComponent("items.archive")
    }()

    func add(_ item: Item) {
        allItems.append(item)
        delegate?.storeDidSave(allItems.count)
    }
}

class Logger: StoreDelegate {
    func storeDidSave(_ count: Int) { print("saved \(count)") }
}

let store = ItemStore()
let logger = Logger()
store.delegate = logger
store.add(Item(name: "Lamp", valueInDollars: 12))
store.add(Gadget())
store.allItems[1].name = "Phone"
let data = try JSONEncoder().encode(Settings(volume: 3, theme: "dark", lastOpened: nil))
let back = try JSONDecoder().decode(Settings.self, from: data)
print(store.allItems, back.theme, Folder(title: "Work").title, store.archiveURL.lastPathComponent)
