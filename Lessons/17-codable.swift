/*: lesson
id: 17-codable
title: Codable beside NSCoding: the store as JSON and as a plist
title zh-Hans: Codable 与 NSCoding：把数据存成 JSON 和 plist
minutes: 15
*/

//: # Codable beside NSCoding: the store as JSON and as a plist
//:
//: Everything so far used `NSCoding`, as the seeds do. Swift has its own way, `Codable`: a
//: `struct` (no `NSObject`, no `encode(with:)`, no `init?(coder:)`) that says `: Codable` gets
//: its coding written by the compiler, one key per stored property. An encoder turns values into
//: `Data`, a decoder turns `Data` back into values of the type you name:
//:
//:     let data = try JSONEncoder().encode(items)
//:     let items = try JSONDecoder().decode([ChecklistItem].self, from: data)
//:
//: `PropertyListEncoder` / `PropertyListDecoder` do the same with a property list
//: (`outputFormat = .xml` for one you can read, `.binary` by default). A decoder **throws** a
//: `DecodingError` that names the key when the data does not fit the type: nothing is made that
//: you did not ask for, which is the safety lesson 16 had to add to archives.
//:
//: Which to choose?
//:
//: | | `NSCoding` + `NSKeyedArchiver` | `Codable` + JSON / plist |
//: |---|---|---|
//: | types | classes that inherit `NSObject` | structs, enums and classes |
//: | the code | you write both methods, key by key | the compiler writes it |
//: | the file | `$objects`, readable only by an unarchiver | text anyone can read, a server can send |
//: | shared objects, cycles | kept (lesson 4) | written as copies; no cycles |
//: | where you meet it | older apps and articles, UIKit, `NSSecureCoding` APIs | new Swift code, network APIs |
//:
//: Make seed 004's `ChecklistItem` a `Codable` struct, then save the checklist as JSON and as an
//: XML property list, and read the JSON back.

/*: zh-Hans
# Codable 与 NSCoding：把数据存成 JSON 和 plist

到目前为止，我们都用 `NSCoding`，和种子文章一样。Swift 有自己的方式：`Codable`。一个声明了 `: Codable` 的
`struct`（不需要 `NSObject`，也不需要 `encode(with:)` 和 `init?(coder:)`）由编译器替它写好编码代码，
每个存储属性对应一个键。编码器把值变成 `Data`，解码器再把 `Data` 变回你指定的类型：

    let data = try JSONEncoder().encode(items)
    let items = try JSONDecoder().decode([ChecklistItem].self, from: data)

`PropertyListEncoder` / `PropertyListDecoder` 做的是同样的事，只是换成属性列表（`outputFormat = .xml`
得到可以直接阅读的文本，默认是 `.binary`）。数据和类型对不上时，解码器会**抛出** `DecodingError`，
并指出是哪个键：它不会创建任何你没有要求的东西——这正是第 16 课必须给归档补上的那份安全性。

该选哪个？

| | `NSCoding` + `NSKeyedArchiver` | `Codable` + JSON / plist |
|---|---|---|
| 类型 | 继承 `NSObject` 的类 | 结构体、枚举和类 |
| 代码 | 两个方法都要自己写，一个键一个键地写 | 编译器替你写 |
| 文件 | `$objects` 表，只有 unarchiver 能读懂 | 谁都能读的文本，服务器也能发送 |
| 共享对象、循环引用 | 能保留（第 4 课） | 写成多份拷贝；不支持循环 |
| 在哪里会遇到 | 老项目和老文章、UIKit、`NSSecureCoding` 相关 API | 新的 Swift 代码、网络接口 |

请把种子文章 004 的 `ChecklistItem` 改成 `Codable` 结构体，然后把清单分别存成 JSON 和 XML 属性列表，
再把 JSON 读回来。
*/

/*: hint
`struct ChecklistItem: Codable { … }`: nothing else to write for the item.
*/
/*: hint zh-Hans
`struct ChecklistItem: Codable { … }`：物品本身不需要再写别的了。
*/
/*: hint
`saveJSON()`: `let encoder = JSONEncoder()`, `encoder.outputFormatting = [.prettyPrinted, .sortedKeys]`, `try encoder.encode(items).write(to: jsonURL, options: .atomic)`. `savePlist()` is the same with `PropertyListEncoder()` and `encoder.outputFormat = .xml`.
*/
/*: hint zh-Hans
`saveJSON()`：`let encoder = JSONEncoder()`，`encoder.outputFormatting = [.prettyPrinted, .sortedKeys]`，`try encoder.encode(items).write(to: jsonURL, options: .atomic)`。`savePlist()` 一样，换成 `PropertyListEncoder()`，并设置 `encoder.outputFormat = .xml`。
*/
/*: hint
`loadJSON()`: `let data = try Data(contentsOf: jsonURL)`, then `items = try JSONDecoder().decode([ChecklistItem].self, from: data)`.
*/
/*: hint zh-Hans
`loadJSON()`：`let data = try Data(contentsOf: jsonURL)`，然后 `items = try JSONDecoder().decode([ChecklistItem].self, from: data)`。
*/

import Foundation
import Testing

// ✏️ 1. Make it Codable.
struct ChecklistItem {
    var text: String
    var checked = false
}

class DataModel {
    var items: [ChecklistItem] = []

    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    var jsonURL: URL { return documents.appendingPathComponent("Checklist.json") }
    var plistURL: URL { return documents.appendingPathComponent("Checklist.plist") }

    // ✏️ 2. Encode items as JSON (pretty-printed, sorted keys) and write it to jsonURL, atomically.
    func saveJSON() throws {
    }

    // ✏️ 3. The same as an XML property list, to plistURL.
    func savePlist() throws {
    }

    // ✏️ 4. Read the JSON back into items.
    func loadJSON() throws {
    }
}

let model = DataModel()
model.items = [
    ChecklistItem(text: "Walk the dog"),
    ChecklistItem(text: "Brush my teeth", checked: true),
    ChecklistItem(text: "Learn iOS development"),
]
try model.saveJSON()
try model.savePlist()
print((try? String(contentsOf: model.jsonURL, encoding: .utf8)) ?? "no Checklist.json")

let reopened = DataModel()
try reopened.loadJSON()
for item in reopened.items {
    print(item.checked ? "[x]" : "[ ]", item.text)
}

#expect(reopened.items.count == 3)
#expect(reopened.items.map { $0.checked } == [false, true, false])

/*: expect output
[
  {
    "checked" : false,
    "text" : "Walk the dog"
  },
  {
    "checked" : true,
    "text" : "Brush my teeth"
  },
  {
    "checked" : false,
    "text" : "Learn iOS development"
  }
]
[ ] Walk the dog
[x] Brush my teeth
[ ] Learn iOS development
*/

/*: expect files
Documents/Checklist.json contains "Learn iOS development"
Documents/Checklist.plist is a property list
Documents/Checklist.plist contains "<key>checked</key>"
*/
