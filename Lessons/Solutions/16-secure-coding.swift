/*: lesson
id: 16-secure-coding
title: Secure coding, and why it exists
title zh-Hans: 安全编码（NSSecureCoding），以及它为什么存在
minutes: 20
*/

//: # Secure coding, and why it exists
//:
//: Remember `$classes` in lesson 4? An archive **names** the classes of its objects, and
//: `unarchiveObject(with:)` makes whatever it names, running that class's `init?(coder:)`. The
//: `as? [Item]` comes afterwards, too late. So a file you did not write yourself (restored from a
//: backup, shared by AirDrop, downloaded) can make your app create any class the app contains,
//: and run its code. That is how real attacks on iOS apps and on iMessage have worked.
//:
//: **Secure coding** turns it around: the reader says which classes it accepts, and anything else
//: is refused before it is made.
//:
//: - The class adopts `NSSecureCoding` (which includes `NSCoding`) and says so:
//:   `static var supportsSecureCoding: Bool { return true }`.
//: - Inside `init?(coder:)`, each object is decoded with the class it must be:
//:   `aDecoder.decodeObject(of: NSString.self, forKey: "name") as String?`. (A plain
//:   `decodeObject(forKey:)` gets a String through on today's iOS with a warning in the console,
//:   "this will be disallowed in the future"; Kiln already refuses it.)
//: - Saving: `archivedData(withRootObject:requiringSecureCoding: true)` throws for a class that
//:   does not adopt `NSSecureCoding`.
//: - Loading: `try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Item.self], from: data)`
//:   (an array of items: both classes) throws for any other class. Unarchiving a single object is
//:   `unarchivedObject(ofClass: Item.self, from: data)`.
//:
//: The store below already saves with `requiringSecureCoding: true`. Make `Item` secure, and load
//: securely. (If your own archive is refused, either a class in it is missing from the list, or
//: `init?(coder:)` still decodes an object without `of:`.) Then someone replaces `items.archive` with an archive of a `Cleaner`, a class the app
//: contains for another purpose, whose `init?(coder:)` deletes the user's photo.

/*: zh-Hans
# 安全编码（NSSecureCoding），以及它为什么存在

还记得第 4 课里的 `$classes` 吗？归档文件里**写着**其中对象的类名，而 `unarchiveObject(with:)` 会按文件里写的
类名创建对象，并执行那个类的 `init?(coder:)`。后面的 `as? [Item]` 已经太晚了。所以一个不是你自己写的文件
（从备份恢复的、通过 AirDrop 收到的、从网上下载的）可以让你的应用创建应用里的任何一个类，并执行它的代码。
针对 iOS 应用和 iMessage 的真实攻击就是这样进行的。

**安全编码**把主动权反过来：读取的一方说明自己接受哪些类，其他的类在创建之前就会被拒绝。

- 类要遵守 `NSSecureCoding`（它包含了 `NSCoding`），并且声明：
  `static var supportsSecureCoding: Bool { return true }`。
- 在 `init?(coder:)` 里，每个对象都按它应有的类来解码：
  `aDecoder.decodeObject(of: NSString.self, forKey: "name") as String?`。（用普通的 `decodeObject(forKey:)`
  读 String，今天的 iOS 仍会放行，但会在控制台警告"将来会禁止"；Kiln 已经直接拒绝了。）
- 保存：`archivedData(withRootObject:requiringSecureCoding: true)`，如果类没有遵守 `NSSecureCoding` 就会抛出错误。
- 读取：`try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Item.self], from: data)`
  （物品数组：两个类都要列出），遇到其他类就抛出错误。解档单个对象用 `unarchivedObject(ofClass: Item.self, from: data)`。

下面的 store 已经用 `requiringSecureCoding: true` 来保存了。请让 `Item` 支持安全编码，并用安全的方式读取。
（如果连你自己保存的归档也被拒绝了，要么是列表里漏了归档中的某个类，要么是 `init?(coder:)` 里还有对象没用 `of:` 来解码。）
接着有人把 `items.archive` 换成了一个 `Cleaner` 的归档——这是应用里另有用途的一个类，它的 `init?(coder:)`
会删除用户的照片。
*/

/*: hint
`class Item: NSObject, NSSecureCoding` and, inside it, `static var supportsSecureCoding: Bool { return true }`. Then `name = aDecoder.decodeObject(of: NSString.self, forKey: "name") as String? ?? ""`.
*/
/*: hint zh-Hans
`class Item: NSObject, NSSecureCoding`，并在类里写上 `static var supportsSecureCoding: Bool { return true }`。然后 `name = aDecoder.decodeObject(of: NSString.self, forKey: "name") as String? ?? ""`。
*/
/*: hint
`load()`: `do { return try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Item.self], from: data) as? [Item] ?? [] } catch { print("refused the archive (error \((error as NSError).code))"); return [] }`.
*/
/*: hint zh-Hans
`load()`：`do { return try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Item.self], from: data) as? [Item] ?? [] } catch { print("refused the archive (error \((error as NSError).code))"); return [] }`。
*/

import Foundation
import Testing

func documentURL(_ name: String) -> URL {
    return FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(name)
}

// 1. NSSecureCoding includes NSCoding; the class says it decodes securely.
class Item: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool {
        return true
    }

    var name: String
    var quantity: Int

    init(name: String, quantity: Int) {
        self.name = name
        self.quantity = quantity
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(name, forKey: "name")
        aCoder.encode(quantity, forKey: "quantity")
    }

    required init?(coder aDecoder: NSCoder) {
        // 2. The class the object must be, checked before it is made.
        name = aDecoder.decodeObject(of: NSString.self, forKey: "name") as String? ?? ""
        quantity = aDecoder.decodeInteger(forKey: "quantity")
        super.init()
    }
}

// Part of the app, for another job. Making one from an archive deletes the user's photo.
class Cleaner: NSObject, NSCoding {
    override init() {
        super.init()
    }

    func encode(with aCoder: NSCoder) {
    }

    required init?(coder aDecoder: NSCoder) {
        try? FileManager.default.removeItem(at: documentURL("photo.jpg"))
        print("Cleaner.init(coder:) ran: photo.jpg deleted")
        super.init()
    }
}

class ItemStore {
    var items: [Item] = []
    let url = documentURL("items.archive")

    func save() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: true)
        try data.write(to: url, options: .atomic)
    }

    // 3. An array of Item and nothing else: a Cleaner is refused before it is made.
    func load() -> [Item] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        do {
            return try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Item.self], from: data) as? [Item] ?? []
        } catch {
            print("refused the archive (error \((error as NSError).code))")
            return []
        }
    }
}

// The user's photo.
try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: documentURL("photo.jpg"))

let store = ItemStore()
store.items = [Item(name: "Lamp", quantity: 1), Item(name: "Chair", quantity: 4)]
do {
    try store.save()
    print("saved")
} catch {
    print("could not save (error \((error as NSError).code))")
}
let loaded = store.load()
print("loaded: \(loaded.map { $0.name })")

print("someone replaces items.archive")
let tampered = try NSKeyedArchiver.archivedData(withRootObject: [Cleaner()], requiringSecureCoding: false)
try tampered.write(to: store.url, options: .atomic)
print("loaded: \(store.load().count) items")

let photoSurvived = FileManager.default.fileExists(atPath: documentURL("photo.jpg").path)
print("photo.jpg is still there: \(photoSurvived)")

#expect(loaded.map { $0.name } == ["Lamp", "Chair"])
#expect(photoSurvived)

/*: expect output
saved
loaded: ["Lamp", "Chair"]
someone replaces items.archive
refused the archive (error 4864)
loaded: 0 items
photo.jpg is still there: true
*/

/*: expect files
Documents/photo.jpg exists
*/
