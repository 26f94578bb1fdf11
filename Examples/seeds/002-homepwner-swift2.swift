// Seed 002 (Big Nerd Ranch, chapter 18) as a Swift 2 programmer translating the post would write
// it: Kiln runs the old spellings (encodeInt(_:forKey:), UIImageJPEGRepresentation,
// writeToFile(_:atomically:), NSNotificationCenter.defaultCenter()…) and notes today's.

class BNRItem: NSObject, NSCoding {
    var itemName: String
    var serialNumber: String
    var valueInDollars: Int
    let dateCreated: NSDate
    let itemKey: String

    init(itemName: String, serialNumber: String, valueInDollars: Int) {
        self.itemName = itemName
        self.serialNumber = serialNumber
        self.valueInDollars = valueInDollars
        dateCreated = NSDate()
        itemKey = NSUUID().UUIDString
        super.init()
    }

    func encodeWithCoder(aCoder: NSCoder) {
        aCoder.encodeObject(itemName, forKey: "itemName")
        aCoder.encodeObject(serialNumber, forKey: "serialNumber")
        aCoder.encodeObject(dateCreated, forKey: "dateCreated")
        aCoder.encodeObject(itemKey, forKey: "itemKey")
        aCoder.encodeInt(Int32(valueInDollars), forKey: "valueInDollars")
    }

    required init?(coder aDecoder: NSCoder) {
        itemName = aDecoder.decodeObjectForKey("itemName") as! String
        serialNumber = aDecoder.decodeObjectForKey("serialNumber") as! String
        dateCreated = aDecoder.decodeObjectForKey("dateCreated") as! NSDate
        itemKey = aDecoder.decodeObjectForKey("itemKey") as! String
        valueInDollars = Int(aDecoder.decodeIntForKey("valueInDollars"))
        super.init()
    }
}

func documentPath(name: String) -> String {
    let documentDirectories = NSSearchPathForDirectoriesInDomains(.DocumentDirectory, .UserDomainMask, true)
    return (documentDirectories.first! as NSString).stringByAppendingPathComponent(name)
}

class ItemStore {
    var allItems: [BNRItem]

    init() {
        // No archive yet (the first launch): start with an empty array.
        allItems = NSKeyedUnarchiver.unarchiveObjectWithFile(documentPath("items.archive")) as? [BNRItem] ?? []
    }

    func createItem(name: String, serial: String, value: Int) -> BNRItem {
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
        NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(clearCache(_:)),
                                                         name: UIApplicationDidReceiveMemoryWarningNotification, object: nil)
    }

    func setImage(image: UIImage, forKey key: String) {
        dictionary[key] = image
        if let data = UIImageJPEGRepresentation(image, 0.5) {
            data.writeToFile(documentPath(key), atomically: true)
        }
    }

    func imageForKey(key: String) -> UIImage? {
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

    func deleteImageForKey(key: String) {
        dictionary.removeValueForKey(key)
        try? NSFileManager.defaultManager().removeItemAtPath(documentPath(key))
    }

    @objc func clearCache(note: NSNotification) {
        print("flushing \(dictionary.count) images out of the cache")
        dictionary.removeAll()
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let itemStore = ItemStore()
    let imageStore = ImageStore()

    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        print("launched with \(itemStore.allItems.count) items")
        return true
    }

    func applicationDidEnterBackground(application: UIApplication) {
        print(itemStore.saveChanges() ? "saved all of the items" : "could not save any of the items")
    }
}

Simulator.launch(AppDelegate.self)
var app = UIApplication.sharedApplication().delegate as! AppDelegate
let lamp = app.itemStore.createItem("Lamp", serial: "A1B2", value: 25)
let chair = app.itemStore.createItem("Chair", serial: "C3D4", value: 80)
app.imageStore.setImage(UIImage(color: UIColor.redColor(), size: CGSize(width: 100, height: 100)), forKey: lamp.itemKey)
app.imageStore.setImage(UIImage(color: UIColor.blueColor(), size: CGSize(width: 100, height: 100)), forKey: chair.itemKey)
print("images in memory: \(Simulator.memoryFootprint) bytes")

Simulator.receiveMemoryWarning()
print("after the warning: \(Simulator.memoryFootprint) bytes")
let again = app.imageStore.imageForKey(lamp.itemKey)
print("lamp from disk: \(again!.size), \(Simulator.memoryFootprint) bytes")

app.imageStore.deleteImageForKey(chair.itemKey)
print(app.imageStore.imageForKey(chair.itemKey) == nil)

Simulator.pressHome()
Simulator.terminate()

Simulator.tapIcon()
app = UIApplication.sharedApplication().delegate as! AppDelegate
for item in app.itemStore.allItems {
    print(item.itemName, item.serialNumber, "$\(item.valueInDollars)", item.dateCreated, item.itemKey == lamp.itemKey)
}
print(app.imageStore.imageForKey(lamp.itemKey) != nil)
