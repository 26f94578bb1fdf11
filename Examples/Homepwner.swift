// Homepwner: the item store with photos that lessons 5–9 lead to (seed 002, Big Nerd Ranch ch. 18).
// Items are archived with NSCoding into Documents/items.archive when the app enters the background;
// each photo is a JPEG (quality 0.5, written atomically) named by its item's key, kept in a cache
// that a memory warning empties; the photo then comes back from disk. The user launches the app,
// adds items and takes photos, presses Home, iOS ends the suspended app, and the user comes back.
//
//     kiln run Examples/Homepwner.swift

import Foundation
import UIKit

// MARK: - Model (lessons 2, 5, 7)

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
        itemName = aDecoder.decodeObject(forKey: "itemName") as? String ?? ""
        serialNumber = aDecoder.decodeObject(forKey: "serialNumber") as? String ?? ""
        dateCreated = aDecoder.decodeObject(forKey: "dateCreated") as? Date ?? Date()
        itemKey = aDecoder.decodeObject(forKey: "itemKey") as? String ?? UUID().uuidString
        valueInDollars = aDecoder.decodeInteger(forKey: "valueInDollars")
        super.init()
    }
}

func documentPath(_ name: String) -> String {
    let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
    return (documentDirectories.first! as NSString).appendingPathComponent(name)
}

// MARK: - The item store (lessons 3, 5, 7)

class BNRItemStore {
    static let shared = BNRItemStore()

    private(set) var allItems: [BNRItem]

    // Seed 002's initPrivate: the saved items, or an empty array on the very first launch.
    private init() {
        allItems = NSKeyedUnarchiver.unarchiveObject(withFile: BNRItemStore.itemArchivePath()) as? [BNRItem] ?? []
    }

    static func itemArchivePath() -> String {
        return documentPath("items.archive")
    }

    @discardableResult
    func createItem(_ name: String, serial: String, value: Int) -> BNRItem {
        let item = BNRItem(itemName: name, serialNumber: serial, valueInDollars: value)
        allItems.append(item)
        return item
    }

    // An item's photo goes with it.
    func removeItem(_ item: BNRItem) {
        BNRImageStore.shared.deleteImage(forKey: item.itemKey)
        allItems.removeAll { $0 === item }
    }

    func saveChanges() -> Bool {
        return NSKeyedArchiver.archiveRootObject(allItems, toFile: BNRItemStore.itemArchivePath())
    }
}

// MARK: - The image store (lessons 8, 9)

class BNRImageStore: NSObject {
    static let shared = BNRImageStore()

    private var dictionary: [String: UIImage] = [:]

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(clearCache(_:)),
                                               name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    func setImage(_ image: UIImage, forKey key: String) {
        dictionary[key] = image
        if let data = image.jpegData(compressionQuality: 0.5) {
            try? data.write(to: URL(fileURLWithPath: documentPath(key)), options: [.atomic])
        }
    }

    // The cache first, then the disk (and back into the cache).
    func image(forKey key: String) -> (image: UIImage, from: String)? {
        if let cached = dictionary[key] {
            return (cached, "memory")
        }
        guard let fromDisk = UIImage(contentsOfFile: documentPath(key)) else {
            return nil
        }
        dictionary[key] = fromDisk
        return (fromDisk, "disk")
    }

    func deleteImage(forKey key: String) {
        dictionary.removeValue(forKey: key)
        try? FileManager.default.removeItem(atPath: documentPath(key))
    }

    // Everything in the cache is also on disk: it can all go.
    @objc func clearCache(_ note: Notification) {
        print("  (image store: flushing \(dictionary.count) photos out of the cache)")
        dictionary.removeAll()
    }
}

// MARK: - What the user sees

class ItemsViewController: UIViewController {
    func show() {
        let items = BNRItemStore.shared.allItems
        print("  ┌ Homepwner: \(items.count) item\(items.count == 1 ? "" : "s")")
        for item in items {
            let hasPhoto = FileManager.default.fileExists(atPath: documentPath(item.itemKey))
            print("  │ \(item.itemName)  \(item.serialNumber)  $\(item.valueInDollars)\(hasPhoto ? "  [photo]" : "")")
        }
        if items.isEmpty {
            print("  │ (no items yet: tap + to add one)")
        }
        print("  └")
    }

    func showDetail(of item: BNRItem) {
        if let found = BNRImageStore.shared.image(forKey: item.itemKey) {
            let size = found.image.size, scale = found.image.scale
            print("  \(item.itemName): photo of \(Int(size.width * scale))×\(Int(size.height * scale)) pixels (from \(found.from))")
        } else {
            print("  \(item.itemName): no photo")
        }
    }

    override func didReceiveMemoryWarning() {
        print("  (items view controller: memory warning)")
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let itemsViewController = ItemsViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("  launched with \(BNRItemStore.shared.allItems.count) saved items")
        return true
    }

    // The last moment the app surely has: iOS may end it, suspended, without another word.
    func applicationDidEnterBackground(_ application: UIApplication) {
        let success = BNRItemStore.shared.saveChanges()
        print(success ? "  saved all of the items" : "  could not save any of the items")
    }
}

func screen() -> ItemsViewController {
    return (UIApplication.shared.delegate as! AppDelegate).itemsViewController
}

func documentsFiles() -> String {
    let documents = (NSHomeDirectory() as NSString).appendingPathComponent("Documents")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: documents)) ?? []
    let photos = names.filter { $0 != "items.archive" }.count
    return "\(names.contains("items.archive") ? "items.archive + " : "")\(photos) photo file\(photos == 1 ? "" : "s")"
}

// MARK: - The story

print("1. The user installs Homepwner and opens it.")
Simulator.launch(AppDelegate.self)
screen().show()

print("2. They add three things they own, and photograph two of them.")
let lamp = BNRItemStore.shared.createItem("Lamp", serial: "A1B2", value: 25)
let chair = BNRItemStore.shared.createItem("Chair", serial: "C3D4", value: 80)
BNRItemStore.shared.createItem("Kettle", serial: "E5F6", value: 30)
// Kiln's stand-in for the camera: a photo of 320×240 points.
BNRImageStore.shared.setImage(UIImage(color: .red, size: CGSize(width: 320, height: 240)), forKey: lamp.itemKey)
BNRImageStore.shared.setImage(UIImage(color: .blue, size: CGSize(width: 320, height: 240)), forKey: chair.itemKey)
screen().show()
screen().showDetail(of: lamp)
print("  Documents: \(documentsFiles()); photos in memory: \(Simulator.memoryFootprint) bytes")

print("3. Memory runs low while they browse.")
Simulator.receiveMemoryWarning()
print("  photos in memory: \(Simulator.memoryFootprint) bytes")
screen().showDetail(of: lamp)

print("4. They sell the chair and delete it, photo and all.")
BNRItemStore.shared.removeItem(chair)
screen().show()
print("  Documents: \(documentsFiles())")

print("5. They press Home and put the phone away.")
Simulator.pressHome()
Simulator.advance(seconds: 60)
print("  the app is \(Simulator.state)")

print("6. iOS needs the memory and ends the suspended app: no callback.")
Simulator.terminate()
print("  the app is \(Simulator.state); Documents: \(documentsFiles())")

print("7. The next day they tap the icon.")
Simulator.tapIcon()
screen().show()
for item in BNRItemStore.shared.allItems {
    screen().showDetail(of: item)
}
