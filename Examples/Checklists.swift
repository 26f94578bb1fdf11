// Checklists: the to-do list app that lessons 6, 7 and 13 lead to (seed 004, in today's Swift).
// ChecklistItem adopts NSCoding (its Bool with decodeBool); the data model archives the items under
// the key "ChecklistItems" with NSKeyedArchiver(forWritingWith:) + finishEncoding() into
// Documents/Checklists.plist and reads them back with NSKeyedUnarchiver(forReadingWith:). The app
// delegate saves when the app is about to be suspended (applicationDidEnterBackground) or
// terminated (applicationWillTerminate, which only an app that is still running hears).
//
//     kiln run Examples/Checklists.swift

import Foundation
import UIKit

class ChecklistItem: NSObject, NSCoding {
    var text = ""
    var checked = false

    func toggleChecked() {
        checked = !checked
    }

    override init() {
        super.init()
    }

    required init?(coder aDecoder: NSCoder) {
        text = aDecoder.decodeObject(forKey: "Text") as? String ?? ""
        checked = aDecoder.decodeBool(forKey: "Checked")
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(text, forKey: "Text")
        aCoder.encode(checked, forKey: "Checked")
    }
}

class DataModel {
    var items: [ChecklistItem] = []

    init() {
        loadChecklistItems()
    }

    func documentsDirectory() -> String {
        let paths = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        return paths[0]
    }

    func dataFilePath() -> String {
        return (documentsDirectory() as NSString).appendingPathComponent("Checklists.plist")
    }

    func saveChecklistItems() {
        let data = NSMutableData()
        let archiver = NSKeyedArchiver(forWritingWith: data)
        archiver.encode(items, forKey: "ChecklistItems")
        archiver.finishEncoding()
        data.write(toFile: dataFilePath(), atomically: true)
    }

    func loadChecklistItems() {
        let path = dataFilePath()
        if FileManager.default.fileExists(atPath: path) {
            if let data = NSData(contentsOfFile: path) {
                let unarchiver = NSKeyedUnarchiver(forReadingWith: data as Data)
                items = unarchiver.decodeObject(forKey: "ChecklistItems") as? [ChecklistItem] ?? []
                unarchiver.finishDecoding()
            }
        }
    }

    func add(_ text: String) {
        let item = ChecklistItem()
        item.text = text
        items.append(item)
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let dataModel = DataModel()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("  launched: \(dataModel.items.count) items loaded from Checklists.plist")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        dataModel.saveChecklistItems()
        print("  applicationDidEnterBackground: saved \(dataModel.items.count) items")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        dataModel.saveChecklistItems()
        print("  applicationWillTerminate: saved \(dataModel.items.count) items")
    }
}

func model() -> DataModel {
    return (UIApplication.shared.delegate as! AppDelegate).dataModel
}

// What the user sees: the list, a check mark for each item done.
func showList() {
    print("  ┌ Checklist")
    for item in model().items {
        print("  │ \(item.checked ? "✓" : "·") \(item.text)")
    }
    if model().items.isEmpty {
        print("  │ (empty: tap + to add an item)")
    }
    print("  └")
}

// The file, as the archiver left it: a plist whose $top holds the key the app chose.
func showFile() {
    let path = model().dataFilePath()
    guard let data = FileManager.default.contents(atPath: path),
          let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
          let top = plist["$top"] as? [String: Any],
          let objects = plist["$objects"] as? [Any] else {
        print("  Documents/Checklists.plist: none yet")
        return
    }
    print("  Documents/Checklists.plist: \(data.count) bytes, $top keys \(top.keys.sorted()), \(objects.count) objects")
}

print("1. First launch: no file yet.")
Simulator.launch(AppDelegate.self)
showList()
showFile()

print("2. The user adds three items and checks one off.")
for text in ["Walk the dog", "Brush my teeth", "Learn iOS development"] {
    model().add(text)
}
model().items[1].toggleChecked()
showList()

print("3. Home: the app is about to be suspended, and saves.")
Simulator.pressHome()
showFile()
Simulator.advance(seconds: 5)
print("  the app is \(Simulator.state)")

print("4. iOS ends the suspended app (no callback), and the user opens it again.")
Simulator.terminate()
Simulator.tapIcon()
showList()

print("5. They add an item and check the dog walk off; iOS ends the app while it is still active.")
model().add("Soccer practice")
model().items[0].toggleChecked()
Simulator.terminate()

print("6. Opened again.")
Simulator.tapIcon()
showList()
showFile()
