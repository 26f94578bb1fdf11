// Seed 004 in today's Swift: ChecklistItem (NSCoding with decodeBool), a data model that archives
// its items with NSKeyedArchiver(forWritingWith:) + encode(_:forKey:) + finishEncoding() into
// Documents/Checklists.plist, reads them back with NSKeyedUnarchiver(forReadingWith:), and an app
// delegate that saves when the app is about to be suspended or terminated.

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
        text = aDecoder.decodeObject(forKey: "Text") as! String
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
                let unarchiver = NSKeyedUnarchiver(forReadingWith: data)
                items = unarchiver.decodeObject(forKey: "ChecklistItems") as! [ChecklistItem]
                unarchiver.finishDecoding()
            }
        }
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let dataModel = DataModel()

    func applicationDidEnterBackground(_ application: UIApplication) {
        dataModel.saveChecklistItems()
        print("saved \(dataModel.items.count) items on entering the background")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        dataModel.saveChecklistItems()
        print("saved \(dataModel.items.count) items before terminating")
    }
}

func show(_ items: [ChecklistItem]) {
    for item in items {
        print(item.checked ? "[x]" : "[ ]", item.text)
    }
}

Simulator.launch(AppDelegate.self)
var model = (UIApplication.shared.delegate as! AppDelegate).dataModel
print("first launch: \(model.items.count) items")
for text in ["Walk the dog", "Brush my teeth", "Learn iOS development"] {
    let item = ChecklistItem()
    item.text = text
    model.items.append(item)
}
model.items[1].toggleChecked()

// Home, then 5 seconds: the app is suspended; the system ends it without a callback.
Simulator.pressHome()
Simulator.advance(seconds: 5)
Simulator.terminate()

Simulator.tapIcon()
model = (UIApplication.shared.delegate as! AppDelegate).dataModel
print("relaunched: \(model.items.count) items")
show(model.items)

// Terminated while active: applicationWillTerminate saves the new item.
let item = ChecklistItem()
item.text = "Soccer practice"
model.items.append(item)
Simulator.terminate()
Simulator.tapIcon()
show((UIApplication.shared.delegate as! AppDelegate).dataModel.items)
