/*: lesson
id: 15-changing-a-model
title: Changing a model, and still reading old archives
title zh-Hans: 修改模型之后，还要能读旧的归档
minutes: 15
*/

//: # Changing a model, and still reading old archives
//:
//: Apps change. Version 2 of this app gives `Item` two new fields: a `serialNumber` and a
//: `quantity`. But the users' phones hold archives written by version 1, whose items have only a
//: `name` and a `valueInDollars`. The update must read them, because they are the users' data.
//:
//: `init?(coder:)` meets keys that are not there. What each decoder gives for a missing key:
//:
//: | call | missing key gives |
//: |---|---|
//: | `decodeObject(forKey:)` | `nil` (so `as! String` crashes; `as? String ?? ""` does not) |
//: | `decodeInteger(forKey:)`, `decodeDouble(forKey:)` | `0` |
//: | `decodeBool(forKey:)` | `false` |
//:
//: Sometimes `0` is the wrong default: an old item is one item, not zero. `containsValue(forKey:)`
//: tells you whether the key is there at all:
//:
//:     quantity = aDecoder.containsValue(forKey: "quantity") ? aDecoder.decodeInteger(forKey: "quantity") : 1
//:
//: A bigger app also writes a **version** number into each object (`aCoder.encode(2, forKey:
//: "version")`) and decides by it; an archive from before versioning reads `0`.
//:
//: The two marked lines in `init?(coder:)` assume every archive already has the new keys. The
//: update launches on a phone with version 1's `items.archive` in Documents (it comes from this
//: lesson's folder). Fix the two lines so the old items load, with no serial number (`""`) and a
//: quantity of 1; items saved by version 2 keep theirs.

/*: zh-Hans
# 修改模型之后，还要能读旧的归档

应用总是会变的。这个应用的第 2 版给 `Item` 加了两个字段：`serialNumber` 和 `quantity`。可是用户手机里的归档
是第 1 版写的，那时的物品只有 `name` 和 `valueInDollars`。升级后的应用必须能读出它们，因为那是用户的数据。

`init?(coder:)` 会遇到不存在的键。各个解码方法遇到不存在的键时返回：

| 调用 | 键不存在时返回 |
|---|---|
| `decodeObject(forKey:)` | `nil`（所以 `as! String` 会崩溃，`as? String ?? ""` 不会） |
| `decodeInteger(forKey:)`、`decodeDouble(forKey:)` | `0` |
| `decodeBool(forKey:)` | `false` |

有时候 `0` 并不是合适的默认值：旧的物品是一件，而不是零件。`containsValue(forKey:)` 可以告诉你这个键到底存不存在：

    quantity = aDecoder.containsValue(forKey: "quantity") ? aDecoder.decodeInteger(forKey: "quantity") : 1

大一些的应用还会在每个对象里写一个**版本号**（`aCoder.encode(2, forKey: "version")`），再根据它来决定怎么读；
加版本号之前的归档读出来是 `0`。

`init?(coder:)` 里标出的两行假定每个归档都已经有了新的键。升级后的应用在一部手机上启动，Documents 里有
第 1 版留下的 `items.archive`（来自本课的文件夹）。请修改这两行，让旧物品能载入：序列号为空（`""`），
数量为 1；第 2 版保存的物品则保留自己的值。
*/

/*: hint
The serial number is an object: `serialNumber = aDecoder.decodeObject(forKey: "serialNumber") as? String ?? ""`.
*/
/*: hint zh-Hans
序列号是对象：`serialNumber = aDecoder.decodeObject(forKey: "serialNumber") as? String ?? ""`。
*/
/*: hint
`decodeInteger` gives 0 for a missing key; ask first: `quantity = aDecoder.containsValue(forKey: "quantity") ? aDecoder.decodeInteger(forKey: "quantity") : 1`. (Or by version: `aDecoder.decodeInteger(forKey: "version") >= 2`.)
*/
/*: hint zh-Hans
键不存在时 `decodeInteger` 返回 0，所以先问一下：`quantity = aDecoder.containsValue(forKey: "quantity") ? aDecoder.decodeInteger(forKey: "quantity") : 1`。（也可以按版本号判断：`aDecoder.decodeInteger(forKey: "version") >= 2`。）
*/

import Foundation
import UIKit
import Testing

// Version 2 of Item.
class Item: NSObject, NSCoding {
    var name: String
    var valueInDollars: Int
    var serialNumber: String        // new in version 2
    var quantity: Int               // new in version 2

    init(name: String, valueInDollars: Int, serialNumber: String, quantity: Int) {
        self.name = name
        self.valueInDollars = valueInDollars
        self.serialNumber = serialNumber
        self.quantity = quantity
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(2, forKey: "version")
        aCoder.encode(name, forKey: "name")
        aCoder.encode(valueInDollars, forKey: "valueInDollars")
        aCoder.encode(serialNumber, forKey: "serialNumber")
        aCoder.encode(quantity, forKey: "quantity")
    }

    required init?(coder aDecoder: NSCoder) {
        name = aDecoder.decodeObject(forKey: "name") as? String ?? ""
        valueInDollars = aDecoder.decodeInteger(forKey: "valueInDollars")
        // Version 1 archives have neither key: nil becomes "", and a missing quantity is 1, not 0.
        serialNumber = aDecoder.decodeObject(forKey: "serialNumber") as? String ?? ""
        quantity = aDecoder.containsValue(forKey: "quantity") ? aDecoder.decodeInteger(forKey: "quantity") : 1
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

    func saveChanges() -> Bool {
        return NSKeyedArchiver.archiveRootObject(items, toFile: ItemStore.itemArchivePath())
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidEnterBackground(_ application: UIApplication) {
        _ = ItemStore.shared.saveChanges()
    }
}

func show(_ items: [Item]) {
    for item in items {
        print("  \(item.quantity) × \(item.name) $\(item.valueInDollars) serial: \(item.serialNumber.isEmpty ? "none" : item.serialNumber)")
    }
}

// The phone still has version 1's archive in Documents.
let oldArchive = Bundle.main.path(forResource: "items-v1", ofType: "archive")!
try FileManager.default.copyItem(atPath: oldArchive, toPath: ItemStore.itemArchivePath())

// Version 2 launches on it.
Simulator.launch(AppDelegate.self)
print("version 2 reads version 1's archive:")
show(ItemStore.shared.items)
ItemStore.shared.items.append(Item(name: "Kettle", valueInDollars: 30, serialNumber: "E5F6", quantity: 2))
Simulator.pressHome()
Simulator.terminate()

Simulator.tapIcon()
print("after saving in version 2:")
show(ItemStore.shared.items)
let loaded = ItemStore.shared.items

#expect(loaded.count == 4)
#expect(loaded.map { $0.quantity } == [1, 1, 1, 2])
#expect(loaded.map { $0.serialNumber } == ["", "", "", "E5F6"])

/*: expect output
version 2 reads version 1's archive:
  1 × Lamp $25 serial: none
  1 × Chair $80 serial: none
  1 × Desk $120 serial: none
after saving in version 2:
  1 × Lamp $25 serial: none
  1 × Chair $80 serial: none
  1 × Desk $120 serial: none
  2 × Kettle $30 serial: E5F6
*/

/*: expect files
Documents/items.archive is a keyed archive whose root is an array of 4 Item
*/
