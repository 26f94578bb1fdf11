// Seed 001: an NSCoding model (name / detail / ID) and a Store that archives its items to
// Documents/saveData.archive with archiveRootObject(_:toFile:) and reads them back with
// unarchiveObject(withFile:), across a terminate and a relaunch.

class Model: NSObject, NSCoding {
    var name: String
    var detail: String
    var ID: Int

    init(name: String, detail: String, ID: Int) {
        self.name = name
        self.detail = detail
        self.ID = ID
        super.init()
    }

    // Objects (String) are encoded with encode(_:forKey:) as objects, integers as integers.
    func encode(with aCoder: NSCoder) {
        aCoder.encode(name, forKey: "modelName")
        aCoder.encode(detail, forKey: "modelDetail")
        aCoder.encode(ID, forKey: "modelID")
    }

    required init?(coder aDecoder: NSCoder) {
        name = aDecoder.decodeObject(forKey: "modelName") as? String ?? ""
        detail = aDecoder.decodeObject(forKey: "modelDetail") as? String ?? ""
        ID = aDecoder.decodeInteger(forKey: "modelID")
        super.init()
    }
}

class Store {
    var items: [Model]

    init() {
        items = NSKeyedUnarchiver.unarchiveObject(withFile: Store.itemArchivePath()) as? [Model] ?? []
    }

    // The first argument is .documentDirectory, not .documentationDirectory.
    static func itemArchivePath() -> String {
        let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        let documentDirectory = documentDirectories.first!
        return (documentDirectory as NSString).appendingPathComponent("saveData.archive")
    }

    func saveChanges() -> Bool {
        return NSKeyedArchiver.archiveRootObject(items, toFile: Store.itemArchivePath())
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let store = Store()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
        print("launched with \(store.items.count) items")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print(store.saveChanges() ? "saved \(store.items.count) items" : "could not save")
    }
}

// The sandbox: Documents, Library/Caches, Library/Preferences and tmp in the app's home.
let home = NSHomeDirectory()
let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
let caches = NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true)[0]
let preferences = (home as NSString).appendingPathComponent("Library/Preferences")
for path in [documents, caches, preferences, NSTemporaryDirectory()] {
    print(path.hasPrefix(home), path.pathComponents.suffix(2).joined(separator: "/"),
          FileManager.default.fileExists(atPath: path))
}
// The app's bundle is read-only.
do {
    try "x".write(toFile: (Bundle.main.bundlePath as NSString).appendingPathComponent("note.txt"), atomically: true, encoding: .utf8)
} catch let error as NSError {
    print("bundle:", error.code)
}

Simulator.launch(AppDelegate.self)
let store = (UIApplication.shared.delegate as! AppDelegate).store
store.items.append(Model(name: "Lamp", detail: "desk lamp", ID: 1))
store.items.append(Model(name: "Chair", detail: "oak", ID: 2))
Simulator.pressHome()
Simulator.terminate()

// A new process: only the file remains.
Simulator.tapIcon()
for item in (UIApplication.shared.delegate as! AppDelegate).store.items {
    print("\(item.ID): \(item.name), \(item.detail)")
}

// The slip the post warns about: .documentationDirectory names Library/Documentation, which
// does not exist, so the archive is not written.
let wrong = (NSSearchPathForDirectoriesInDomains(.documentationDirectory, .userDomainMask, true)[0] as NSString)
    .appendingPathComponent("saveData.archive")
print(NSKeyedArchiver.archiveRootObject(store.items, toFile: wrong))
