/*: lesson
id: 13-checklists
title: Checklists: an archiver of your own, and today's API
title zh-Hans: Checklists：自己创建 archiver，以及今天的 API
minutes: 20
*/

//: # Checklists: an archiver of your own, and today's API
//:
//: Seed 004 is a to-do list app (Checklists, from *iOS Apprentice*). Its `ChecklistItem` has a
//: `text` and a `checked` flag, and its data model saves in a way you have not seen yet: instead of
//: `archiveRootObject(_:toFile:)`, it makes the archiver itself.
//:
//:     let data = NSMutableData()
//:     let archiver = NSKeyedArchiver(forWritingWith: data)
//:     archiver.encode(items, forKey: "ChecklistItems")
//:     archiver.finishEncoding()
//:     data.write(toFile: dataFilePath(), atomically: true)
//:
//: You choose the key (`"ChecklistItems"`, where `archiveRootObject` always uses `"root"`), you may
//: encode several objects under several keys, and you must call `finishEncoding()`: until then
//: the archiver has written **nothing** into `data`, and the file would be empty. Reading mirrors
//: it with `NSKeyedUnarchiver(forReadingWith: data)`, `decodeObject(forKey: "ChecklistItems")` and
//: `finishDecoding()`. A `Bool` comes back with `decodeBool(forKey:)`: as the seed says, Bool is
//: coded differently from objects.
//:
//: `NSKeyedArchiver(forWritingWith:)` is deprecated since iOS 12. Today's one-liner is
//:
//:     let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)
//:     try data.write(to: url, options: .atomic)
//:
//: which writes the same format, under the key `"root"` (`NSKeyedArchiveRootObjectKey`), and
//: **throws** instead of failing silently. (`requiringSecureCoding: true` is lesson 16.)
//:
//: Write `ChecklistItem`'s coding, the data model's `saveChecklistItems()` and
//: `loadChecklistItems()` as the seed does, and `saveTodaysWay()` with today's API. The app saves
//: when it goes to the background (lesson 7) and is suspended, ended and launched again.
//:
//: The seed, in Swift 2, writes `encodeObject(_:forKey:)`, `decodeBoolForKey(_:)`,
//: `NSKeyedArchiver(forWritingWithMutableData:)`, `writeToFile(_:atomically:)`; Kiln runs those
//: too, with a note naming today's spelling.

/*: zh-Hans
# Checklists：自己创建 archiver，以及今天的 API

种子文章 004 是一个待办事项应用（Checklists，出自 *iOS Apprentice*）。它的 `ChecklistItem` 有一个
`text` 和一个 `checked` 标记；它的数据模型用了一种你还没见过的保存方式：不用
`archiveRootObject(_:toFile:)`，而是自己创建 archiver：

    let data = NSMutableData()
    let archiver = NSKeyedArchiver(forWritingWith: data)
    archiver.encode(items, forKey: "ChecklistItems")
    archiver.finishEncoding()
    data.write(toFile: dataFilePath(), atomically: true)

键由你自己定（`"ChecklistItems"`，而 `archiveRootObject` 永远用 `"root"`），可以在不同的键下编码多个对象，
而且必须调用 `finishEncoding()`：在那之前 archiver 还**没有**往 `data` 里写任何东西，文件会是空的。
读取正好对称：`NSKeyedUnarchiver(forReadingWith: data)`、`decodeObject(forKey: "ChecklistItems")`、
`finishDecoding()`。`Bool` 用 `decodeBool(forKey:)` 读回：正如种子文章所说，Bool 的编码方式和对象不同。

`NSKeyedArchiver(forWritingWith:)` 从 iOS 12 起已被废弃。今天的写法是一行：

    let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)
    try data.write(to: url, options: .atomic)

它写出的是同一种格式，键是 `"root"`（`NSKeyedArchiveRootObjectKey`），出错时会**抛出错误**，而不是悄悄失败。
（`requiringSecureCoding: true` 是第 16 课的内容。）

请写出 `ChecklistItem` 的编码和解码，按种子文章的方式写出数据模型的 `saveChecklistItems()` 和
`loadChecklistItems()`，再用今天的 API 写出 `saveTodaysWay()`。应用在进入后台时保存（第 7 课），
然后被挂起、结束，再重新启动。

种子文章用的是 Swift 2：`encodeObject(_:forKey:)`、`decodeBoolForKey(_:)`、
`NSKeyedArchiver(forWritingWithMutableData:)`、`writeToFile(_:atomically:)`；Kiln 也能运行这些写法，
并提示今天的写法。
*/

/*: hint
`ChecklistItem`: `aCoder.encode(text, forKey: "Text")`, `aCoder.encode(checked, forKey: "Checked")`; and back: `text = aDecoder.decodeObject(forKey: "Text") as? String ?? ""`, `checked = aDecoder.decodeBool(forKey: "Checked")`.
*/
/*: hint zh-Hans
`ChecklistItem`：`aCoder.encode(text, forKey: "Text")`，`aCoder.encode(checked, forKey: "Checked")`；读回：`text = aDecoder.decodeObject(forKey: "Text") as? String ?? ""`，`checked = aDecoder.decodeBool(forKey: "Checked")`。
*/
/*: hint
Saving is the five lines above, ending in `data.write(toFile: dataFilePath(), atomically: true)`. Loading: `if let data = NSData(contentsOfFile: dataFilePath()) { let unarchiver = NSKeyedUnarchiver(forReadingWith: data as Data); items = unarchiver.decodeObject(forKey: "ChecklistItems") as? [ChecklistItem] ?? []; unarchiver.finishDecoding() }`.
*/
/*: hint zh-Hans
保存就是上面那五行，最后是 `data.write(toFile: dataFilePath(), atomically: true)`。读取：`if let data = NSData(contentsOfFile: dataFilePath()) { let unarchiver = NSKeyedUnarchiver(forReadingWith: data as Data); items = unarchiver.decodeObject(forKey: "ChecklistItems") as? [ChecklistItem] ?? []; unarchiver.finishDecoding() }`。
*/
/*: hint
`saveTodaysWay()`: `let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)`, then `try data.write(to: URL(fileURLWithPath: todaysFilePath()), options: .atomic)`.
*/
/*: hint zh-Hans
`saveTodaysWay()`：`let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)`，然后 `try data.write(to: URL(fileURLWithPath: todaysFilePath()), options: .atomic)`。
*/

import Foundation
import UIKit
import Testing

class ChecklistItem: NSObject, NSCoding {
    var text = ""
    var checked = false

    func toggleChecked() {
        checked = !checked
    }

    override init() {
        super.init()
    }

    // ✏️ 1. Decode "Text" (an object) and "Checked" (a Bool).
    required init?(coder aDecoder: NSCoder) {
        super.init()
    }

    // ✏️ 1. Encode text under "Text" and checked under "Checked".
    func encode(with aCoder: NSCoder) {
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

    func todaysFilePath() -> String {
        return (documentsDirectory() as NSString).appendingPathComponent("Checklists-today.plist")
    }

    // ✏️ 2. The seed's way: NSMutableData, NSKeyedArchiver(forWritingWith:), encode(_:forKey:)
    //       under "ChecklistItems", finishEncoding(), and write the data to dataFilePath().
    func saveChecklistItems() {
    }

    // ✏️ 3. Read them back from dataFilePath() with NSKeyedUnarchiver(forReadingWith:),
    //       when the file is there.
    func loadChecklistItems() {
    }

    // ✏️ 4. Today's way, into todaysFilePath().
    func saveTodaysWay() throws {
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

Simulator.pressHome()
Simulator.advance(seconds: 5)
Simulator.terminate()

Simulator.tapIcon()
model = (UIApplication.shared.delegate as! AppDelegate).dataModel
print("relaunched: \(model.items.count) items")
show(model.items)

try model.saveTodaysWay()
let todaysData = (try? Data(contentsOf: URL(fileURLWithPath: model.todaysFilePath()))) ?? Data()
var todaysItems: [ChecklistItem] = []
if let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: todaysData) {
    unarchiver.requiresSecureCoding = false
    todaysItems = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? [ChecklistItem] ?? []
}
print("today's file, under \"\(NSKeyedArchiveRootObjectKey)\": \(todaysItems.count) items")

#expect(model.items.count == 3)
#expect(model.items.map { $0.checked } == [false, true, false])
#expect(todaysItems.count == 3)

/*: expect output
first launch: 0 items
saved 3 items on entering the background
relaunched: 3 items
[ ] Walk the dog
[x] Brush my teeth
[ ] Learn iOS development
today's file, under "root": 3 items
*/

/*: expect events
applicationDidEnterBackground(_:) before terminated
*/

/*: expect files
Documents/Checklists.plist is a keyed archive whose "ChecklistItems" is an array of 3 ChecklistItem
Documents/Checklists-today.plist is a keyed archive whose root is an array of 3 ChecklistItem
*/
