/*: lesson
id: 11-files-of-data
title: Files of Data, in the right folder
title zh-Hans: 用 Data 读写文件，放在正确的文件夹
minutes: 15
*/

//: # Files of Data, in the right folder
//:
//: Under every archive, plist and photo there is the same thing: a file of bytes. In Swift the
//: bytes are a `Data` value. Seed 003's third way of storing ("文件沙盒存储") is just that, in
//: three steps: find the folder, make the file's path, write the data (`writeToFile:atomically:`);
//: reading is one line (`dataWithContentsOfFile:`). Today:
//:
//: - text to bytes: `text.data(using: .utf8)`; bytes to text: `String(data: data, encoding: .utf8)`.
//:   UTF-8 takes 1 byte for `a`, 3 for `你`: a string's `count` (characters) is not its size on disk;
//: - write: `try data.write(to: url, options: .atomic)`, the whole file at once, through a
//:   temporary file, so a reader never sees half of it;
//: - read: `try Data(contentsOf: url)`, which **throws** when there is no such file
//:   (`try?` turns that into `nil`).
//:
//: And the right folder for each kind of file (lesson 1):
//:
//: | the file | folder | why |
//: |---|---|---|
//: | what the user made | `Documents` | kept, and backed up |
//: | what can be downloaded again | `Library/Caches` | kept, not backed up; iOS may empty it when the disk is full |
//: | scratch, for a moment | `tmp` | iOS may delete it whenever the app is not running |
//:
//: Write `folder(for:)` for the three kinds, then `write` and `read`. The code saves a greeting
//: (the user's), a downloaded feed (a cache) and an export to share (scratch).

/*: zh-Hans
# 用 Data 读写文件，放在正确的文件夹

归档、plist、照片，底下都是同一样东西：一个装着字节的文件。在 Swift 里这些字节就是一个 `Data` 值。
种子文章 003 讲的第三种存储方式（"文件沙盒存储"）就是这个，分三步：找到文件夹，拼出文件路径，
写入数据（`writeToFile:atomically:`）；读取只要一行（`dataWithContentsOfFile:`）。今天的写法是：

- 文本转字节：`text.data(using: .utf8)`；字节转文本：`String(data: data, encoding: .utf8)`。
  UTF-8 里 `a` 占 1 个字节，`你` 占 3 个：字符串的 `count`（字符数）并不是它在磁盘上的大小；
- 写入：`try data.write(to: url, options: .atomic)`，整个文件一次写完，先写临时文件，
  所以读的人永远不会看到写了一半的文件；
- 读取：`try Data(contentsOf: url)`，文件不存在时会**抛出错误**（用 `try?` 可以把它变成 `nil`）。

每种文件要放在正确的文件夹里（见第 1 课）：

| 文件 | 文件夹 | 原因 |
|---|---|---|
| 用户自己创建的内容 | `Documents` | 会保留，也会备份 |
| 可以重新下载的内容 | `Library/Caches` | 会保留但不备份；磁盘满时 iOS 可能清空它 |
| 临时用一下的草稿 | `tmp` | 应用不运行时，iOS 随时可能删除它 |

请写出针对三种文件的 `folder(for:)`，再写出 `write` 和 `read`。代码会保存一句问候（用户的内容）、
一份下载的数据（缓存）和一个准备分享的导出文件（临时文件）。
*/

/*: hint
`folder(for:)`: `switch kind { case .userData: return FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]; case .cache: … .cachesDirectory …; case .scratch: return FileManager.default.temporaryDirectory }`.
*/
/*: hint zh-Hans
`folder(for:)`：`switch kind { case .userData: return FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]; case .cache: … .cachesDirectory …; case .scratch: return FileManager.default.temporaryDirectory }`。
*/
/*: hint
`write`: `let data = text.data(using: .utf8)!` and `try data.write(to: folder(for: kind).appendingPathComponent(name), options: .atomic)`.
*/
/*: hint zh-Hans
`write`：`let data = text.data(using: .utf8)!`，然后 `try data.write(to: folder(for: kind).appendingPathComponent(name), options: .atomic)`。
*/
/*: hint
`read`: `guard let data = try? Data(contentsOf: folder(for: kind).appendingPathComponent(name)) else { return nil }`, then `return String(data: data, encoding: .utf8)`.
*/
/*: hint zh-Hans
`read`：`guard let data = try? Data(contentsOf: folder(for: kind).appendingPathComponent(name)) else { return nil }`，然后 `return String(data: data, encoding: .utf8)`。
*/

import Foundation
import Testing

enum Kind {
    case userData   // the user's own: Documents
    case cache      // can be downloaded again: Library/Caches
    case scratch    // for a moment: tmp
}

// ✏️ 1. The folder for each kind of file.
func folder(for kind: Kind) -> URL {
    return URL(fileURLWithPath: NSHomeDirectory())
}

// ✏️ 2. Write the text as UTF-8 Data into that folder, atomically.
func write(_ text: String, to name: String, in kind: Kind) throws {
}

// ✏️ 3. Read the text back; nil when there is no such file.
func read(_ name: String, in kind: Kind) -> String? {
    return nil
}

let greeting = "你好, sandbox"
try write(greeting, to: "greeting.txt", in: .userData)
try write("[\"Lamp\", \"Chair\"]", to: "feed.json", in: .cache)
try write("name,phone\nLi Lei,13800000000\n", to: "export.csv", in: .scratch)

let bytes = (try? Data(contentsOf: folder(for: .userData).appendingPathComponent("greeting.txt"))) ?? Data()
print("\(greeting.count) characters, \(bytes.count) bytes")
if bytes.count >= 3 {
    print("你 in UTF-8: \(bytes[0]) \(bytes[1]) \(bytes[2])")
}
print(read("greeting.txt", in: .userData) ?? "nil")
print(read("feed.json", in: .cache) ?? "nil")
print(read("missing.txt", in: .userData) ?? "no such file")

#expect(folder(for: .userData).lastPathComponent == "Documents")
#expect(folder(for: .cache).lastPathComponent == "Caches")
#expect(folder(for: .scratch).lastPathComponent == "tmp")
#expect(bytes.count == 15)
#expect(read("greeting.txt", in: .userData) == greeting)

/*: expect output
11 characters, 15 bytes
你 in UTF-8: 228 189 160
你好, sandbox
["Lamp", "Chair"]
no such file
*/

/*: expect files
Documents/greeting.txt contains "你好, sandbox"
Library/Caches/feed.json contains "Lamp"
tmp/export.csv contains "Li Lei"
*/
