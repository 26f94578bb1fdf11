/*: lesson
id: 04-inside-an-archive
title: Inside an archive: the $objects table
title zh-Hans: 归档文件里面有什么：$objects 表
minutes: 20
*/

//: # Inside an archive: the $objects table
//:
//: The file `archiveRootObject(_:toFile:)` wrote in lesson 3 is a **property list** (a binary
//: plist), so you can open it with `PropertyListSerialization` and look inside. It is a
//: dictionary with four keys:
//:
//: - `$archiver`: `"NSKeyedArchiver"`; `$version`: `100000`;
//: - `$top`: where to start. `archiveRootObject` puts the array under the key `"root"`;
//: - `$objects`: a flat table of **every** object in the archive, numbered from 0.
//:
//: Objects do not hold each other: they hold **references** (`CF$UID`), which are numbers into
//: `$objects`. In the table:
//:
//: - `$objects[0]` is always the string `"$null"`: a `nil` property points at 0;
//: - a string is stored as itself (`"Lamp"`);
//: - an object is a dictionary: one entry per key its `encode(with:)` wrote, each a reference,
//:   plus `"$class"`, a reference to a **class dictionary** such as
//:   `{"$classname": "main.Model", "$classes": ["main.Model", "NSObject"]}` (the class name
//:   carries the module: in an app it is `YourApp.Model`). Each class is written once;
//: - an array is `{"NS.objects": [references…], "$class": …}`.
//:
//: An object that appears twice is written **once** and referenced twice. That is why
//: unarchiving gives you back one object in two places, not two copies.
//:
//: A reference is not an ordinary number (an `Int` property is stored inline, as a number, so the
//: two must differ). On iOS it is a private class, `CFKeyedArchiverUID`, with no public API (Kiln
//: shows it as a plain `Int`); the `reference(_:)` helper below reads one either way. Write the three marked steps, which walk the
//: archive of `[lamp, chair, lamp]`: the lamp has no detail (`nil`), and it is in the array twice.
//: `kiln plist --objects FILE` shows the same table from the command line.

/*: zh-Hans
# 归档文件里面有什么：$objects 表

第 3 课里 `archiveRootObject(_:toFile:)` 写出的文件是一个**属性列表**（二进制 plist），所以可以用
`PropertyListSerialization` 打开看看里面有什么。它是一个有四个键的字典：

- `$archiver`：`"NSKeyedArchiver"`；`$version`：`100000`；
- `$top`：从哪里开始读。`archiveRootObject` 把数组放在 `"root"` 这个键下；
- `$objects`：一张平铺的表，归档里的**所有**对象都在里面，从 0 开始编号。

对象之间并不直接互相包含，而是保存**引用**（`CF$UID`），也就是 `$objects` 里的编号。在这张表里：

- `$objects[0]` 永远是字符串 `"$null"`：值为 `nil` 的属性就指向 0；
- 字符串直接存它本身（`"Lamp"`）；
- 对象是一个字典：`encode(with:)` 写的每个键各占一项，值都是引用；另外还有 `"$class"`，指向一个
  **类字典**，比如 `{"$classname": "main.Model", "$classes": ["main.Model", "NSObject"]}`
  （类名带着模块名：在真正的应用里是 `YourApp.Model`）。每个类只写一次；
- 数组是 `{"NS.objects": [引用…], "$class": …}`。

同一个对象出现两次时，只**写一次**，被引用两次。所以解档得到的是同一个对象出现在两个位置，而不是两份拷贝。

引用不是普通的数字（`Int` 属性是直接以数字形式存的，两者必须区分开）。在 iOS 上它是一个私有类
`CFKeyedArchiverUID`，没有公开的 API（Kiln 把它显示成普通的 `Int`）；下面的 `reference(_:)`
辅助函数在两种情况下都能帮你读出它的编号。请完成标出的
三步，遍历 `[lamp, chair, lamp]` 的归档：lamp 没有 detail（`nil`），而且在数组里出现了两次。
在命令行里用 `kiln plist --objects FILE` 也能看到同一张表。
*/

/*: hint
Step 1: `let top = archive["$top"] as! [String: Any]`, then `let rootUID = reference(top["root"])!`.
*/
/*: hint zh-Hans
第 1 步：`let top = archive["$top"] as! [String: Any]`，然后 `let rootUID = reference(top["root"])!`。
*/
/*: hint
Step 2: `let classInfo = objects[reference(object["$class"])!] as! [String: Any]` and `return classInfo["$classname"] as! String`.
*/
/*: hint zh-Hans
第 2 步：`let classInfo = objects[reference(object["$class"])!] as! [String: Any]`，然后 `return classInfo["$classname"] as! String`。
*/
/*: hint
Step 3: `let elementUIDs = (rootObject["NS.objects"] as! [Any]).map { reference($0)! }`.
*/
/*: hint zh-Hans
第 3 步：`let elementUIDs = (rootObject["NS.objects"] as! [Any]).map { reference($0)! }`。
*/

import Foundation
import Testing

class Model: NSObject, NSCoding {
    var name: String
    var detail: String?

    init(name: String, detail: String?) {
        self.name = name
        self.detail = detail
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(name, forKey: "name")
        aCoder.encode(detail, forKey: "detail")
    }

    required init?(coder aDecoder: NSCoder) {
        name = aDecoder.decodeObject(forKey: "name") as? String ?? ""
        detail = aDecoder.decodeObject(forKey: "detail") as? String
        super.init()
    }
}

/// The number of the `$objects` entry a reference (`CF$UID`) points at; nil if `value` is not one.
/// Foundation has no public type for a reference: on iOS its description ends in `{value = 3}`.
func reference(_ value: Any?) -> Int? {
    guard let value = value else { return nil }
    if let number = value as? Int { return number }     // how Kiln shows a reference
    let text = String(describing: value)
    guard text.contains("CFKeyedArchiverUID"), let tail = text.split(separator: "=").last else { return nil }
    return Int(String(tail.filter { $0.isNumber }))
}

// Archive [lamp, chair, lamp] as lesson 3 did, then read the file back as a plain property list.
let lamp = Model(name: "Lamp", detail: nil)
let chair = Model(name: "Chair", detail: "oak")
let path = (NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0] as NSString)
    .appendingPathComponent("saveData.archive")
_ = NSKeyedArchiver.archiveRootObject([lamp, chair, lamp], toFile: path)

let data = try Data(contentsOf: URL(fileURLWithPath: path))
let archive = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as! [String: Any]
let objects = archive["$objects"] as! [Any]
print("\(archive["$archiver"]!), \(objects.count) objects, $objects[0] = \(objects[0])")

// 1. The root: the reference under "root" in the "$top" dictionary.
let top = archive["$top"] as! [String: Any]
let rootUID = reference(top["root"])!

// 2. An object's class name: its "$class" reference leads to the class dictionary,
//    written once for every object of that class.
func className(of object: [String: Any]) -> String {
    let classInfo = objects[reference(object["$class"])!] as! [String: Any]
    return classInfo["$classname"] as! String
}

let rootObject = objects[rootUID] as? [String: Any] ?? [:]
print("root → $objects[\(rootUID)]: \(className(of: rootObject))")

// 3. The array's references: the lamp's number appears twice, its object once.
let elementUIDs = (rootObject["NS.objects"] as! [Any]).map { reference($0)! }

print("NS.objects → \(elementUIDs)")
for uid in Set(elementUIDs).sorted() {
    let element = objects[uid] as! [String: Any]
    let name = objects[reference(element["name"])!]
    let detail = objects[reference(element["detail"])!]
    print("$objects[\(uid)]: \(className(of: element)), name → \(name), detail → \(detail)")
}

// What the table means once unarchived: one lamp, in two places.
let restored = NSKeyedUnarchiver.unarchiveObject(withFile: path) as! [Model]
print("restored[0] === restored[2]: \(restored[0] === restored[2])")

#expect(objects[0] as? String == "$null")
#expect(className(of: rootObject) == "NSArray")
#expect(elementUIDs.count == 3)
#expect(Set(elementUIDs).count == 2)
let lampObject = objects[elementUIDs.first ?? 0] as? [String: Any] ?? [:]
#expect(className(of: lampObject).hasSuffix("Model"))
#expect(reference(lampObject["detail"]) == 0)
#expect(restored[0] === restored[2])

/*: expect output
NSKeyedArchiver, 9 objects, $objects[0] = $null
root → $objects[1]: NSArray
NS.objects → [2, 5, 2]
$objects[2]: main.Model, name → Lamp, detail → $null
$objects[5]: main.Model, name → Chair, detail → oak
restored[0] === restored[2]: true
*/

/*: expect files
Documents/saveData.archive is a keyed archive whose root is an array of 3 Model
*/
