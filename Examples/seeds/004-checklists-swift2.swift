// Seed 004 as the post writes it, in Swift 2: Kiln runs the old spellings and notes today's.

class ChecklistItem: NSObject, NSCoding {
  var text = ""
  var checked = false

  func toggleChecked() {
    checked = !checked
  }

  override init() {
    super.init()
  }

  required init(coder aDecoder: NSCoder) {
    text = aDecoder.decodeObjectForKey("Text") as! String
    checked = aDecoder.decodeBoolForKey("Checked")
    super.init()
  }

  func encodeWithCoder(aCoder: NSCoder) {
    aCoder.encodeObject(text, forKey: "Text")
    aCoder.encodeBool(checked, forKey: "Checked")
  }
}

class DataModel {
  var items: [ChecklistItem] = []

  init() {
    loadChecklistItems()
  }

  func documentsDirectory() -> String {
    let paths = NSSearchPathForDirectoriesInDomains(.DocumentDirectory, .UserDomainMask, true) as! [String]
    return paths[0]
  }

  func dataFilePath() -> String {
    return documentsDirectory().stringByAppendingPathComponent("Checklists.plist")
  }

  func saveChecklistItems() {
    let data = NSMutableData()
    let archiver = NSKeyedArchiver(forWritingWithMutableData: data)
    archiver.encodeObject(items, forKey: "ChecklistItems")
    archiver.finishEncoding()
    data.writeToFile(dataFilePath(), atomically: true)
  }

  func loadChecklistItems() {
    let path = dataFilePath()
    if NSFileManager.defaultManager().fileExistsAtPath(path) {
      if let data = NSData(contentsOfFile: path) {
        let unarchiver = NSKeyedUnarchiver(forReadingWithData: data)
        items = unarchiver.decodeObjectForKey("ChecklistItems") as! [ChecklistItem]
        unarchiver.finishDecoding()
      }
    }
  }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
  let dataModel = DataModel()

  func applicationDidEnterBackground(application: UIApplication) {
    dataModel.saveChecklistItems()
  }

  func applicationWillTerminate(application: UIApplication) {
    dataModel.saveChecklistItems()
  }
}

Simulator.launch(AppDelegate.self)
var model = (UIApplication.sharedApplication().delegate as! AppDelegate).dataModel
for text in ["Walk the dog", "Brush my teeth"] {
  let item = ChecklistItem()
  item.text = text
  model.items.append(item)
}
model.items[0].toggleChecked()
Simulator.pressHome()
Simulator.terminate()

Simulator.tapIcon()
for item in (UIApplication.sharedApplication().delegate as! AppDelegate).dataModel.items {
  print(item.checked ? "[x]" : "[ ]", item.text)
}
