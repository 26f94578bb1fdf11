/*: lesson
id: 05-fallback-store
title: The first launch: a store that falls back to empty
title zh-Hans: 第一次启动：找不到文件就从空数组开始
minutes: 10
*/

//: # The first launch: a store that falls back to empty
//:
//: Seed 002 (Big Nerd Ranch, chapter 18) keeps its items in one shared `BNRItemStore`. The store
//: loads the archive when it is created, in its private initializer `initPrivate`:
//:
//:     _privateItems = [NSKeyedUnarchiver unarchiveObjectWithFile:path];
//:     if (!_privateItems) {
//:         _privateItems = [[NSMutableArray alloc] init];
//:     }
//:
//: The `if` matters. The very first time the app runs there is no file yet, and
//: `unarchiveObject(withFile:)` returns `nil`. In Swift, the starter below force-casts that
//: `nil` with `as!`, so the app crashes on its first launch, before the user has done anything.
//: Run `kiln check` and see it stop there.
//:
//: Fix `init()` so that the store starts with an empty array when there is nothing to read,
//: and with the saved items when there is. In Swift the shared store is a `static let shared`,
//: and `private init()` plays the part of `initPrivate`: nobody else can make a second store.
//:
//: The code below launches the app twice on the simulated iPhone: `Simulator.launch` starts it,
//: `Simulator.terminate()` ends it as iOS does, and everything in memory is gone (even
//: `ItemStore.shared`), only the files remain. Lesson 6 looks at the app's states in detail.
//:
//: (The seed writes `encodeInt:forKey:` for `valueInDollars`; in Swift `encode(_:forKey:)` with an
//: `Int` and `decodeInteger(forKey:)` do the same job.)

/*: zh-Hans
# 第一次启动：找不到文件就从空数组开始

种子文章 002（Big Nerd Ranch 第 18 章）把所有物品放在一个共享的 `BNRItemStore` 里。store 在创建时就
载入归档，写在它的私有初始化方法 `initPrivate` 里：

    _privateItems = [NSKeyedUnarchiver unarchiveObjectWithFile:path];
    if (!_privateItems) {
        _privateItems = [[NSMutableArray alloc] init];
    }

这个 `if` 很重要。应用第一次运行时还没有文件，`unarchiveObject(withFile:)` 返回 `nil`。下面的初始代码
用 `as!` 对这个 `nil` 做强制转换，于是应用在第一次启动时就崩溃了，用户什么都还没做。
运行 `kiln check`，看看它停在哪里。

请修改 `init()`：没有东西可读时，store 从空数组开始；有保存的数据时，就用保存的物品。在 Swift 里，
共享的 store 是一个 `static let shared`，`private init()` 相当于 `initPrivate`：别人没法再创建第二个 store。

下面的代码在模拟的 iPhone 上启动应用两次：`Simulator.launch` 启动它，`Simulator.terminate()` 像 iOS
那样结束它，内存里的一切都没了（连 `ItemStore.shared` 也是），只有文件还在。第 6 课会详细讲应用的各种状态。

（种子文章里 `valueInDollars` 用的是 `encodeInt:forKey:`；在 Swift 里，用 `encode(_:forKey:)` 编码 `Int`，
再用 `decodeInteger(forKey:)` 解码，效果一样。）
*/

/*: hint
`unarchiveObject(withFile:)` returns `Any?`. Cast it with `as?` instead of `as!`: the result is `nil` both when there is no file and when it holds something else.
*/
/*: hint zh-Hans
`unarchiveObject(withFile:)` 返回 `Any?`。用 `as?` 代替 `as!` 来转换：没有文件、或者文件里是别的东西时，结果都是 `nil`。
*/
/*: hint
`allItems = NSKeyedUnarchiver.unarchiveObject(withFile: itemArchivePath()) as? [BNRItem] ?? []` — or, closer to the seed, `if let items = … as? [BNRItem] { allItems = items } else { allItems = [] }`.
*/
/*: hint zh-Hans
`allItems = NSKeyedUnarchiver.unarchiveObject(withFile: itemArchivePath()) as? [BNRItem] ?? []`；或者更接近种子文章的写法：`if let items = … as? [BNRItem] { allItems = items } else { allItems = [] }`。
*/

import Foundation
import UIKit
import Testing

class BNRItem: NSObject, NSCoding {
    var itemName: String
    var serialNumber: String
    var valueInDollars: Int

    init(itemName: String, serialNumber: String, valueInDollars: Int) {
        self.itemName = itemName
        self.serialNumber = serialNumber
        self.valueInDollars = valueInDollars
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(itemName, forKey: "itemName")
        aCoder.encode(serialNumber, forKey: "serialNumber")
        aCoder.encode(valueInDollars, forKey: "valueInDollars")
    }

    required init?(coder aDecoder: NSCoder) {
        itemName = aDecoder.decodeObject(forKey: "itemName") as? String ?? ""
        serialNumber = aDecoder.decodeObject(forKey: "serialNumber") as? String ?? ""
        valueInDollars = aDecoder.decodeInteger(forKey: "valueInDollars")
        super.init()
    }
}

class ItemStore {
    static let shared = ItemStore()

    private(set) var allItems: [BNRItem]

    // ✏️ Load the archive, or start with an empty array when there is none
    //    (this line crashes on the first launch).
    private init() {
        allItems = NSKeyedUnarchiver.unarchiveObject(withFile: ItemStore.itemArchivePath()) as! [BNRItem]
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
}

// The first launch ever: Documents is empty.
Simulator.launch(AppDelegate.self)
let firstCount = ItemStore.shared.allItems.count
ItemStore.shared.createItem("Lamp", serial: "A1B2", value: 25)
ItemStore.shared.createItem("Chair", serial: "C3D4", value: 80)
print("saved:", ItemStore.shared.saveChanges())

// The app ends; the next launch finds the file.
Simulator.terminate()
Simulator.launch(AppDelegate.self)
for item in ItemStore.shared.allItems {
    print(item.itemName, item.serialNumber, "$\(item.valueInDollars)")
}

#expect(firstCount == 0)
#expect(ItemStore.shared.allItems.count == 2)

/*: expect output
launched with 0 items
saved: true
launched with 2 items
Lamp A1B2 $25
Chair C3D4 $80
*/

/*: expect files
Documents/items.archive is a keyed archive whose root is an array of 2 BNRItem
*/
