/*: lesson
id: 03-archiving
title: Archiving an array to a file and reading it back
title zh-Hans: 把数组归档到文件，再读回来
minutes: 15
*/

//: # Archiving an array to a file and reading it back
//:
//: Your `Model` can archive itself. An app keeps many of them, in a **store**: here seed 001's
//: `Store`, with an array of items. Saving the store is one call:
//:
//:     NSKeyedArchiver.archiveRootObject(items, toFile: path)
//:
//: It makes an archiver and sends `encode(with:)` to the array; the array sends `encode(with:)`
//: to each `Model` in it, and they all write into the same archiver. When everything is encoded,
//: the archiver writes the file and the call returns `true` (or `false` when it could not).
//:
//: Reading is the mirror image: `NSKeyedUnarchiver.unarchiveObject(withFile: path)` loads the file,
//: makes the root object (an array, because you archived an array), and the array sends
//: `init?(coder:)` to a new `Model` for each item. It returns `Any?`: `nil` when there is no file,
//: so cast it as you did in lesson 2: `as? [Model] ?? []`.
//:
//: Where should the file go? In Documents, the folder for the user's data. Write the store's
//: three methods, named as in seed 001:
//:
//: 1. `itemArchivePath()`: `NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)`
//:    gives an array of paths (as `String`s) with one element; append `"saveData.archive"` to it.
//:    Careful: `.documentDirectory`, not `.documentationDirectory`.
//: 2. `saveChanges()`: archive `items` to that path, and return what `archiveRootObject` returns.
//: 3. `readData()`: set `items` from the file.
//:
//: The code below fills a store, saves it, and opens a second store on the same file, as the
//: app does when it starts again.
//:
//: `archiveRootObject(_:toFile:)` and `unarchiveObject(withFile:)` are what seed 001 and most
//: articles use; Apple has marked them deprecated since iOS 12 in favour of
//: `archivedData(withRootObject:requiringSecureCoding:)` plus `Data.write(to:)`, which you will
//: meet in lesson 13. The file they write is the same.

/*: zh-Hans
# 把数组归档到文件，再读回来

`Model` 已经会归档自己了。一个应用通常有很多这样的对象，放在一个 **store** 里：这里是种子文章 001 的
`Store`，里面有一个 items 数组。保存整个 store 只要一行：

    NSKeyedArchiver.archiveRootObject(items, toFile: path)

它会创建一个 archiver，向数组发送 `encode(with:)`；数组再向其中的每个 `Model` 发送 `encode(with:)`，
所有对象都编码进同一个 archiver。全部编码完之后，archiver 把数据写进文件，这个调用返回 `true`
（写不了时返回 `false`）。

读取正好反过来：`NSKeyedUnarchiver.unarchiveObject(withFile: path)` 载入文件，创建根对象（一个数组，
因为你归档的就是数组），数组再为每一项创建一个新的 `Model` 并发送 `init?(coder:)`。它返回 `Any?`：
文件不存在时是 `nil`，所以要像第 2 课那样转换：`as? [Model] ?? []`。

文件放在哪里？放在 Documents，也就是存放用户数据的文件夹。请按种子文章 001 的命名写出 store 的三个方法：

1. `itemArchivePath()`：`NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)`
   返回一个只有一个元素的路径数组（`String`）；在后面拼上 `"saveData.archive"`。
   注意：是 `.documentDirectory`，不是 `.documentationDirectory`。
2. `saveChanges()`：把 `items` 归档到这个路径，并返回 `archiveRootObject` 的返回值。
3. `readData()`：从文件里读出 `items`。

下面的代码会往 store 里放几件物品、保存，然后在同一个文件上打开第二个 store，就像应用重新启动时那样。

`archiveRootObject(_:toFile:)` 和 `unarchiveObject(withFile:)` 是种子文章 001 和大多数文章的写法；
从 iOS 12 起，Apple 把它们标记为 deprecated，推荐用 `archivedData(withRootObject:requiringSecureCoding:)`
加 `Data.write(to:)`，第 13 课会讲到。两种写法写出的文件是一样的。
*/

/*: hint
`let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)`, then `return (documentDirectories.first! as NSString).appendingPathComponent("saveData.archive")`. A Swift `String` has no `appendingPathComponent`: go through `NSString`, as the seeds do.
*/
/*: hint zh-Hans
`let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)`，然后 `return (documentDirectories.first! as NSString).appendingPathComponent("saveData.archive")`。Swift 的 `String` 没有 `appendingPathComponent`，要像种子文章里那样转成 `NSString`。
*/
/*: hint
`saveChanges()` is one line: `return NSKeyedArchiver.archiveRootObject(items, toFile: itemArchivePath())`.
*/
/*: hint zh-Hans
`saveChanges()` 只有一行：`return NSKeyedArchiver.archiveRootObject(items, toFile: itemArchivePath())`。
*/
/*: hint
`readData()`: `items = NSKeyedUnarchiver.unarchiveObject(withFile: itemArchivePath()) as? [Model] ?? []`.
*/
/*: hint zh-Hans
`readData()`：`items = NSKeyedUnarchiver.unarchiveObject(withFile: itemArchivePath()) as? [Model] ?? []`。
*/

import Foundation
import Testing

// Lesson 2's model, finished.
class Model: NSObject, NSCoding {
    var name: String
    var detail: String
    var ID: Int

    init(name: String, detail: String, ID: Int) {
        self.name = name
        self.detail = detail
        self.ID = ID
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(name, forKey: "modelName")
        aCoder.encode(detail, forKey: "modelDetail")
        aCoder.encode(ID, forKey: "modelID")
    }

    required init?(coder aDecoder: NSCoder) {
        name = aDecoder.decodeObject(forKey: "modelName") as? String ?? ""
        detail = aDecoder.decodeObject(forKey: "modelDetail") as? String ?? ""
        ID = aDecoder.decodeInteger(forKey: "modelID")
        super.init()
    }
}

class Store {
    var items: [Model] = []

    // ✏️ 1. The path of Documents/saveData.archive.
    func itemArchivePath() -> String {
        return ""
    }

    // ✏️ 2. Archive items to that path; return whether it worked.
    func saveChanges() -> Bool {
        return false
    }

    // ✏️ 3. Read items back from the file.
    func readData() {
    }
}

let store = Store()
store.items.append(Model(name: "Lamp", detail: "desk lamp", ID: 1))
store.items.append(Model(name: "Chair", detail: "oak", ID: 2))
store.items.append(Model(name: "Kettle", detail: "1.7 litres", ID: 3))
let saved = store.saveChanges()
print((store.itemArchivePath() as NSString).pathComponents.suffix(2).joined(separator: "/"))
print("saved:", saved)

// A second store, as after a relaunch: it finds only what is in the file.
let reopened = Store()
reopened.readData()
print("read \(reopened.items.count) items")
for item in reopened.items {
    print("\(item.ID): \(item.name), \(item.detail)")
}

#expect(store.itemArchivePath().hasSuffix("/Documents/saveData.archive"))
#expect(saved)
#expect(reopened.items.count == 3)
#expect(reopened.items.first !== store.items.first)

/*: expect output
Documents/saveData.archive
saved: true
read 3 items
1: Lamp, desk lamp
2: Chair, oak
3: Kettle, 1.7 litres
*/

/*: expect files
Documents/saveData.archive is a keyed archive whose root is an array of 3 Model
*/
