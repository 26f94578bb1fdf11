// Seed 001 as a Swift 2 programmer translating the post would write it: Kiln runs the old
// spellings (encodeObject(_:forKey:), unarchiveObjectWithFile(_:), .DocumentDirectory,
// stringByAppendingPathComponent…) and notes today's.

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

    // Objects (String) are encoded with encodeObject, integers with encodeInteger.
    func encodeWithCoder(aCoder: NSCoder) {
        aCoder.encodeObject(name, forKey: "modelName")
        aCoder.encodeObject(detail, forKey: "modelDetail")
        aCoder.encodeInteger(ID, forKey: "modelID")
    }

    required init?(coder aDecoder: NSCoder) {
        name = aDecoder.decodeObjectForKey("modelName") as? String ?? ""
        detail = aDecoder.decodeObjectForKey("modelDetail") as? String ?? ""
        ID = aDecoder.decodeIntegerForKey("modelID")
        super.init()
    }
}

class Store {
    var items: [Model]

    init() {
        items = NSKeyedUnarchiver.unarchiveObjectWithFile(Store.itemArchivePath()) as? [Model] ?? []
    }

    // The first argument is .DocumentDirectory, not .DocumentationDirectory.
    static func itemArchivePath() -> String {
        let documentDirectories = NSSearchPathForDirectoriesInDomains(.DocumentDirectory, .UserDomainMask, true)
        let documentDirectory = documentDirectories.first!
        return (documentDirectory as NSString).stringByAppendingPathComponent("saveData.archive")
    }

    func saveChanges() -> Bool {
        return NSKeyedArchiver.archiveRootObject(items, toFile: Store.itemArchivePath())
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let store = Store()

    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        print("launched with \(store.items.count) items")
        return true
    }

    func applicationDidEnterBackground(application: UIApplication) {
        print(store.saveChanges() ? "saved \(store.items.count) items" : "could not save")
    }
}

// The sandbox: Documents, Library/Caches, Library/Preferences and tmp in the app's home.
let home = NSHomeDirectory()
let documents = NSSearchPathForDirectoriesInDomains(.DocumentDirectory, .UserDomainMask, true)[0]
let caches = NSSearchPathForDirectoriesInDomains(.CachesDirectory, .UserDomainMask, true)[0]
let preferences = (home as NSString).stringByAppendingPathComponent("Library/Preferences")
for path in [documents, caches, preferences, NSTemporaryDirectory()] {
    print(path.hasPrefix(home), (path as NSString).pathComponents.suffix(2).joinWithSeparator("/"),
          NSFileManager.defaultManager().fileExistsAtPath(path))
}
// The app's bundle is read-only.
do {
    try "x".writeToFile((NSBundle.mainBundle().bundlePath as NSString).stringByAppendingPathComponent("note.txt"),
                        atomically: true, encoding: NSUTF8StringEncoding)
} catch let error as NSError {
    print("bundle:", error.code)
}

Simulator.launch(AppDelegate.self)
let store = (UIApplication.sharedApplication().delegate as! AppDelegate).store
store.items.append(Model(name: "Lamp", detail: "desk lamp", ID: 1))
store.items.append(Model(name: "Chair", detail: "oak", ID: 2))
Simulator.pressHome()
Simulator.terminate()

// A new process: only the file remains.
Simulator.tapIcon()
for item in (UIApplication.sharedApplication().delegate as! AppDelegate).store.items {
    print("\(item.ID): \(item.name), \(item.detail)")
}

// The slip the post warns about: .DocumentationDirectory names Library/Documentation, which
// does not exist, so the archive is not written.
let wrong = (NSSearchPathForDirectoriesInDomains(.DocumentationDirectory, .UserDomainMask, true)[0] as NSString)
    .stringByAppendingPathComponent("saveData.archive")
print(NSKeyedArchiver.archiveRootObject(store.items, toFile: wrong))
