/*: lesson
id: 14-atomic-writes
title: Atomic writes and power loss
title zh-Hans: 原子写入与突然断电
minutes: 10
*/

//: # Atomic writes and power loss
//:
//: Every seed writes with `atomically: YES` (`writeToFile:atomically:`, `data.write(toFile:
//: atomically: true)`), and lessons 8 and 11 used `options: .atomic`. Why?
//:
//: Writing a file takes time. If the battery dies, or the app is killed, halfway through, a plain
//: write leaves a **torn** file: the first part of the new archive and nothing after it. The old
//: data is gone, and the new data is unreadable. Worse, `unarchiveObject(withFile:)` stops the
//: app on a damaged archive ("incomprehensible archive"), so the app now crashes every time it
//: launches.
//:
//: An **atomic** write never touches the old file: it writes the whole new file under a temporary
//: name in the same folder, then renames it over the old one. A rename happens entirely or not at
//: all. Cut the power at any moment, and you find either the old file or the new one, never half
//: of one. (`archiveRootObject(_:toFile:)` writes atomically too.)
//:
//: This store saves with `data.write(to:)` and no options. Run the check: the user has saved three
//: items, adds a fourth, presses Home, and the power is lost in the middle of the save
//: (`Simulator.failNextWrite(afterBytes: 100)`). Then the phone is turned on again. Make the write
//: atomic, and the app comes back with the three items it had saved.

/*: zh-Hans
# 原子写入与突然断电

每篇种子文章写文件时都用了 `atomically: YES`（`writeToFile:atomically:`、`data.write(toFile:atomically: true)`），
第 8 课和第 11 课也用了 `options: .atomic`。为什么？

写文件需要时间。如果写到一半电池没电了、或者应用被杀掉了，普通的写入会留下一个**残缺**的文件：前半截是新的
归档，后面什么都没有。旧数据没了，新数据又读不出来。更糟的是，`unarchiveObject(withFile:)` 遇到损坏的归档
会让应用直接崩溃（"incomprehensible archive"），于是应用以后每次启动都会崩溃。

**原子写入**从不碰旧文件：它先用一个临时文件名把整个新文件写到同一个文件夹里，再把它重命名、覆盖旧文件。
重命名要么完全发生，要么完全不发生。不管在哪一刻断电，你看到的要么是旧文件，要么是新文件，绝不会是半个文件。
（`archiveRootObject(_:toFile:)` 也是原子写入的。）

这个 store 用 `data.write(to:)` 保存，没有任何选项。运行检查：用户已经保存了三件物品，又添加了第四件，
按下 Home 键，保存到一半时断电了（`Simulator.failNextWrite(afterBytes: 100)`）。然后手机重新开机。
把写入改成原子写入，应用重启后就会带着之前保存的三件物品回来。
*/

/*: hint
`write(to:options:)` takes `.atomic`: `try data.write(to: URL(fileURLWithPath: ItemStore.itemArchivePath()), options: .atomic)`.
*/
/*: hint zh-Hans
`write(to:options:)` 可以传 `.atomic`：`try data.write(to: URL(fileURLWithPath: ItemStore.itemArchivePath()), options: .atomic)`。
*/
/*: hint
The fourth item is lost either way: the power went before it was saved. What atomic writing saves is the three items written before.
*/
/*: hint zh-Hans
第四件物品无论如何都会丢失：它还没保存完就断电了。原子写入保住的是之前已经写好的三件物品。
*/

import Foundation
import UIKit
import Testing

class Item: NSObject, NSCoding {
    var name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(name, forKey: "name")
    }

    required init?(coder aDecoder: NSCoder) {
        name = aDecoder.decodeObject(forKey: "name") as? String ?? ""
        super.init()
    }
}

class ItemStore {
    static let shared = ItemStore()

    var items: [Item]

    private init() {
        items = NSKeyedUnarchiver.unarchiveObject(withFile: ItemStore.itemArchivePath()) as? [Item] ?? []
    }

    static func itemArchivePath() -> String {
        let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        return (documentDirectories.first! as NSString).appendingPathComponent("items.archive")
    }

    func saveChanges() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)
        // A temporary file first, then a rename: the old file or the new one, never half.
        try data.write(to: URL(fileURLWithPath: ItemStore.itemArchivePath()), options: .atomic)
        print("saved \(items.count) items")
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launched with \(ItemStore.shared.items.map { $0.name })")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        do {
            try ItemStore.shared.saveChanges()
        } catch {
            print("could not save: \(error)")
        }
    }
}

Simulator.launch(AppDelegate.self)
for name in ["Lamp", "Chair", "Desk"] {
    ItemStore.shared.items.append(Item(name: name))
}
Simulator.pressHome()
Simulator.tapIcon()

ItemStore.shared.items.append(Item(name: "Kettle"))
Simulator.failNextWrite(afterBytes: 100)    // the battery dies during the next write
Simulator.pressHome()
print("the power is lost while saving: \(Simulator.state)")

Simulator.tapIcon()                         // the phone is on again: a fresh launch
#expect(ItemStore.shared.items.count == 3)

/*: expect output
launched with []
saved 3 items
the power is lost while saving: notRunning
launched with ["Lamp", "Chair", "Desk"]
*/

/*: expect events
applicationDidEnterBackground(_:) before power lost
*/

/*: expect files
Documents/items.archive is a keyed archive whose root is an array of 3 Item
*/
