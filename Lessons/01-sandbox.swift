/*: lesson
id: 01-sandbox
title: Where an app keeps its files
title zh-Hans: 应用把文件放在哪里
minutes: 10
*/

//: # Where an app keeps its files
//:
//: Every iOS app lives in its own **sandbox**: a home folder that only it can see. Inside are
//: the folders an app writes to:
//:
//: - `Documents`: the user's data, backed up by iCloud;
//: - `Library/Caches`: data the app can make again (the system may empty it);
//: - `Library/Preferences`: where `UserDefaults` keeps its plist;
//: - `tmp`: scratch files, gone when the app is not running.
//:
//: The app's **bundle** (its code, images, plists) sits apart and is read-only.
//:
//: You never type these paths: you ask `FileManager` for them. Write `documentsURL` and
//: `cachesURL` below with `FileManager.default.urls(for:in:)`, then make `notes.txt` in
//: Documents. Watch out for `.documentationDirectory`: it is a different folder, and a common slip.

/*: zh-Hans
# 应用把文件放在哪里

每个 iOS 应用都住在自己的**沙盒**里：一个只有它自己能看到的主目录。里面有应用可以写入的几个文件夹：

- `Documents`：用户的数据，会被 iCloud 备份；
- `Library/Caches`：可以重新生成的数据（系统可能会清空它）；
- `Library/Preferences`：`UserDefaults` 存放 plist 的地方；
- `tmp`：临时文件，应用不运行时就没了。

应用的 **bundle**（代码、图片、plist）在另一个地方，而且是只读的。

这些路径不用自己拼：向 `FileManager` 要。请用 `FileManager.default.urls(for:in:)` 写出下面的
`documentsURL` 和 `cachesURL`，然后在 Documents 里创建 `notes.txt`。小心 `.documentationDirectory`：
那是另一个文件夹，也是很常见的笔误。
*/

/*: hint
`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)` gives an array of URLs; the first one is the folder.
*/
/*: hint zh-Hans
`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)` 返回一个 URL 数组，第一个就是那个文件夹。
*/
/*: hint
For the caches, ask for `.cachesDirectory`. To write the note: `try "Buy milk".write(to: documentsURL.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)`.
*/
/*: hint zh-Hans
缓存目录用 `.cachesDirectory`。写笔记：`try "Buy milk".write(to: documentsURL.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)`。
*/

import Foundation
import Testing

// ✏️ 1. The Documents folder (replace the placeholder).
let documentsURL = URL(fileURLWithPath: NSTemporaryDirectory())

// ✏️ 2. The Caches folder.
let cachesURL = URL(fileURLWithPath: NSTemporaryDirectory())

// ✏️ 3. Write "Buy milk" into Documents/notes.txt.


print(documentsURL.lastPathComponent)
print(cachesURL.deletingLastPathComponent().lastPathComponent + "/" + cachesURL.lastPathComponent)

#expect(documentsURL.lastPathComponent == "Documents")
#expect(cachesURL.lastPathComponent == "Caches")
#expect(documentsURL.path.hasPrefix(NSHomeDirectory()))

/*: expect output
Documents
Library/Caches
*/

/*: expect files
Documents/notes.txt contains "Buy milk"
*/
