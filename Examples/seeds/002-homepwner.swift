// Seed 002 (Big Nerd Ranch, chapter 18): BNRItem archived with NSCoding, an item store that falls
// back to an empty array, saving in applicationDidEnterBackground, an image store (JPEG at
// quality 0.5 written atomically, delete, cache → disk → cache) and low-memory warnings through
// NotificationCenter clearing the cache.

class BNRItem: NSObject, NSCoding {
    var itemName: String
    var serialNumber: String
    var valueInDollars: Int
    let dateCreated: Date
    let itemKey: String

    init(itemName: String, serialNumber: String, valueInDollars: Int) {
        self.itemName = itemName
        self.serialNumber = serialNumber
        self.valueInDollars = valueInDollars
        dateCreated = Date()
        itemKey = UUID().uuidString
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(itemName, forKey: "itemName")
        aCoder.encode(serialNumber, forKey: "serialNumber")
        aCoder.encode(dateCreated, forKey: "dateCreated")
        aCoder.encode(itemKey, forKey: "itemKey")
        aCoder.encode(valueInDollars, forKey: "valueInDollars")
    }

    required init?(coder aDecoder: NSCoder) {
        itemName = aDecoder.decodeObject(forKey: "itemName") as! String
        serialNumber = aDecoder.decodeObject(forKey: "serialNumber") as! String
        dateCreated = aDecoder.decodeObject(forKey: "dateCreated") as! Date
        itemKey = aDecoder.decodeObject(forKey: "itemKey") as! String
        valueInDollars = aDecoder.decodeInteger(forKey: "valueInDollars")
        super.init()
    }
}

func documentPath(_ name: String) -> String {
    let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
    return (documentDirectories.first! as NSString).appendingPathComponent(name)
}

class ItemStore {
    var allItems: [BNRItem]

    init() {
        // No archive yet (the first launch): start with an empty array.
        allItems = NSKeyedUnarchiver.unarchiveObject(withFile: documentPath("items.archive")) as? [BNRItem] ?? []
    }

    func createItem(_ name: String, _ serial: String, _ value: Int) -> BNRItem {
        let item = BNRItem(itemName: name, serialNumber: serial, valueInDollars: value)
        allItems.append(item)
        return item
    }

    func saveChanges() -> Bool {
        return NSKeyedArchiver.archiveRootObject(allItems, toFile: documentPath("items.archive"))
    }
}

class ImageStore {
    var dictionary: [String: UIImage] = [:]

    init() {
        NotificationCenter.default.addObserver(self, selector: #selector(clearCache(_:)),
                                               name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    func setImage(_ image: UIImage, forKey key: String) {
        dictionary[key] = image
        if let data = image.jpegData(compressionQuality: 0.5) {
            try? data.write(to: URL(fileURLWithPath: documentPath(key)), options: [.atomic])
        }
    }

    func image(forKey key: String) -> UIImage? {
        if let existing = dictionary[key] {
            return existing
        }
        guard let fromDisk = UIImage(contentsOfFile: documentPath(key)) else {
            print("Error: unable to find \(key)")
            return nil
        }
        dictionary[key] = fromDisk
        return fromDisk
    }

    func deleteImage(forKey key: String) {
        dictionary.removeValue(forKey: key)
        try? FileManager.default.removeItem(atPath: documentPath(key))
    }

    @objc func clearCache(_ note: Notification) {
        print("flushing \(dictionary.count) images out of the cache")
        dictionary.removeAll()
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let itemStore = ItemStore()
    let imageStore = ImageStore()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
        print("launched with \(itemStore.allItems.count) items")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print(itemStore.saveChanges() ? "saved all of the items" : "could not save any of the items")
    }
}

Simulator.launch(AppDelegate.self)
var app = UIApplication.shared.delegate as! AppDelegate
let lamp = app.itemStore.createItem("Lamp", "A1B2", 25)
let chair = app.itemStore.createItem("Chair", "C3D4", 80)
app.imageStore.setImage(UIImage(color: .red, size: CGSize(width: 100, height: 100)), forKey: lamp.itemKey)
app.imageStore.setImage(UIImage(color: .blue, size: CGSize(width: 100, height: 100)), forKey: chair.itemKey)
print("images in memory: \(Simulator.memoryFootprint) bytes")

Simulator.receiveMemoryWarning()
print("after the warning: \(Simulator.memoryFootprint) bytes")
let again = app.imageStore.image(forKey: lamp.itemKey)
print("lamp from disk: \(again!.size), \(Simulator.memoryFootprint) bytes")

app.imageStore.deleteImage(forKey: chair.itemKey)
print(app.imageStore.image(forKey: chair.itemKey) == nil)

Simulator.pressHome()
Simulator.terminate()

Simulator.tapIcon()
app = UIApplication.shared.delegate as! AppDelegate
for item in app.itemStore.allItems {
    print(item.itemName, item.serialNumber, "$\(item.valueInDollars)", item.dateCreated, item.itemKey == lamp.itemKey)
}
print(app.imageStore.image(forKey: lamp.itemKey) != nil)
