/*: lesson
id: 07-save-on-background
title: Save when the app goes to the background
title zh-Hans: 在应用进入后台时保存
minutes: 10
*/

//: # Save when the app goes to the background
//:
//: When should an app save? Seed 002 answers: "when the user presses Home,
//: `applicationDidEnterBackground:` is sent to the application delegate; call `saveChanges` there".
//:
//: The app below saves somewhere that looks just as sensible: in `applicationWillTerminate(_:)`,
//: "when the app is about to end". Run the check and watch the user's items disappear. The
//: user adds three items, presses Home and leaves the phone for a while; after 5 seconds in the
//: background the app is **suspended**, and later iOS ends it to free memory. A suspended app runs
//: no code, so `applicationWillTerminate(_:)` never comes (lesson 6). When the user taps the icon
//: again, the app launches with the old, empty file.
//:
//: Move the save to `applicationDidEnterBackground(_:)`, the callback every app gets when the
//: user leaves it. The check then proves it the only way that counts: the app is terminated,
//: launched again, and the items are there.
//:
//: `BNRItem` now has seed 002's `dateCreated` and `itemKey` too: the key will name the item's
//: photo in the next lesson.

/*: zh-Hans
# 在应用进入后台时保存

应用应该在什么时候保存？种子文章 002 的回答是：按下 Home 键时，`applicationDidEnterBackground:` 会发送给
application delegate，在这里调用 `saveChanges`。

下面的应用把保存放在了一个看起来同样合理的地方：`applicationWillTerminate(_:)`，也就是"应用将要结束时"。
运行检查，看看用户的物品是怎么消失的。用户添加了三件物品，按下 Home 键，然后放下手机；应用在后台
5 秒后被**挂起**，之后 iOS 为了释放内存结束了它。挂起的应用不执行任何代码，所以
`applicationWillTerminate(_:)` 根本不会到来（见第 6 课）。用户再次点击图标时，应用启动后读到的还是那个
旧的、空的文件。

请把保存移到 `applicationDidEnterBackground(_:)`：用户离开应用时，每个应用都一定会收到这个回调。
检查会用唯一有说服力的方式来证明：结束应用，重新启动，物品还在。

`BNRItem` 现在也有了种子文章 002 里的 `dateCreated` 和 `itemKey`：下一课会用这个 key 给物品的照片命名。
*/

/*: hint
Rename the method: `func applicationDidEnterBackground(_ application: UIApplication)`, with the same body. You may keep an `applicationWillTerminate(_:)` that saves as well: iOS calls it when it ends an app that is running in the background but not yet suspended.
*/
/*: hint zh-Hans
把方法改名为 `func applicationDidEnterBackground(_ application: UIApplication)`，方法体不变。也可以同时保留一个保存数据的 `applicationWillTerminate(_:)`：iOS 结束一个还在后台运行、尚未挂起的应用时会调用它。
*/
/*: hint
The check's output shows `saved all of the items` right after `Home`: that is the save happening in time.
*/
/*: hint zh-Hans
检查的输出里，`saved all of the items` 紧跟在 `Home` 之后：这说明保存发生得正是时候。
*/

import Foundation
import UIKit
import Testing

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

class ItemStore {
    static let shared = ItemStore()

    private(set) var allItems: [BNRItem]

    private init() {
        allItems = NSKeyedUnarchiver.unarchiveObject(withFile: ItemStore.itemArchivePath()) as? [BNRItem] ?? []
    }

    static func itemArchivePath() -> String {
        let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        return (documentDirectories.first! as NSString).appendingPathComponent("items.archive")
    }

    @discardableResult
    func createItem(_ name: String, serial: String, value: Int) -> BNRItem {
        let item = BNRItem(itemName: name, serialNumber: serial, valueInDollars: value)
        allItems.append(item)
        return item
    }

    func saveChanges() -> Bool {
        return NSKeyedArchiver.archiveRootObject(allItems, toFile: ItemStore.itemArchivePath())
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launched with \(ItemStore.shared.allItems.count) items")
        return true
    }

    // Every app gets this when the user leaves it; a suspended app is ended without another word.
    func applicationDidEnterBackground(_ application: UIApplication) {
        let success = ItemStore.shared.saveChanges()
        print(success ? "saved all of the items" : "could not save any of the items")
    }
}

Simulator.launch(AppDelegate.self)
let lamp = ItemStore.shared.createItem("Lamp", serial: "A1B2", value: 25)
ItemStore.shared.createItem("Chair", serial: "C3D4", value: 80)
ItemStore.shared.createItem("Kettle", serial: "E5F6", value: 30)

print("Home")
Simulator.pressHome()
Simulator.advance(seconds: 60)      // suspended after 5 s
print("iOS ends the suspended app")
Simulator.terminate()

print("tap the icon")
Simulator.tapIcon()
let relaunched = ItemStore.shared.allItems
print(relaunched.map { $0.itemName })

#expect(relaunched.count == 3)
#expect(relaunched.first?.itemKey == lamp.itemKey)

/*: expect output
launched with 0 items
Home
saved all of the items
iOS ends the suspended app
tap the icon
launched with 3 items
["Lamp", "Chair", "Kettle"]
*/

/*: expect events
applicationDidEnterBackground(_:) before state suspended before terminated
no applicationWillTerminate(_:)
*/

/*: expect files
Documents/items.archive is a keyed archive whose root is an array of 3 BNRItem
*/
