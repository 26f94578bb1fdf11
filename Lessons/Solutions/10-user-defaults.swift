/*: lesson
id: 10-user-defaults
title: UserDefaults: small settings in a plist
title zh-Hans: UserDefaults：存在 plist 里的小设置
minutes: 15
*/

//: # UserDefaults: small settings in a plist
//:
//: Seed 003 lists four ways an app keeps data: `NSUserDefaults` for settings, keyed archives for
//: objects, plain files, and a database. `UserDefaults.standard` is the simplest: a dictionary
//: that survives the app. Write with `set(_:forKey:)`, read with `string(forKey:)`,
//: `integer(forKey:)`, `bool(forKey:)`, `double(forKey:)`, `data(forKey:)` or `object(forKey:)`.
//: A key that was never set reads as `nil`, `0` or `false`.
//:
//: - **What it holds**: property-list values only: `String`, numbers, `Bool`, `Date`, `Data`, and
//:   arrays and dictionaries of those. Anything else must be turned into one of them first: an
//:   `NSCoding` object becomes `Data` with `NSKeyedArchiver`. Give it the object itself and the
//:   app crashes: "Attempt to insert non-property list object".
//: - **Where it lives**: in `Library/Preferences/<bundle identifier>.plist` in the sandbox (not in
//:   Documents, and not encrypted).
//: - **Why it is not a database**: the whole plist is loaded into memory and rewritten when it
//:   changes; there are no queries. It is for a launch count, a switch, the last phone number
//:   typed. A list the user edits (the addresses of lesson 12) belongs in a file of its own.
//:
//: Write the three marked parts. The app is launched three times; on the third launch it remembers
//: the last item the user looked at, which is a `Model` object: the starter hands that object to
//: `UserDefaults` directly, and crashes.

/*: zh-Hans
# UserDefaults：存在 plist 里的小设置

种子文章 003 列出了应用保存数据的四种方式：用 `NSUserDefaults` 存配置、用键控归档存对象、直接存文件，
以及数据库。`UserDefaults.standard` 是最简单的：一个在应用结束后依然存在的字典。用 `set(_:forKey:)` 写入，
用 `string(forKey:)`、`integer(forKey:)`、`bool(forKey:)`、`double(forKey:)`、`data(forKey:)` 或
`object(forKey:)` 读取。从来没设置过的键，读出来是 `nil`、`0` 或 `false`。

- **能存什么**：只能存属性列表类型的值：`String`、数字、`Bool`、`Date`、`Data`，以及由它们组成的数组和字典。
  其他类型必须先转换成这些类型之一：遵守 `NSCoding` 的对象可以用 `NSKeyedArchiver` 转成 `Data`。
  直接把对象交给它，应用就会崩溃："Attempt to insert non-property list object"。
- **存在哪里**：沙盒里的 `Library/Preferences/<bundle identifier>.plist`（不在 Documents 里，也没有加密）。
- **为什么它不是数据库**：整个 plist 会被读进内存，每次改动都要重写；也没有查询功能。它适合存启动次数、
  一个开关、用户上次输入的电话号码。用户会反复增删改的列表（第 12 课的地址）应该单独存成文件。

请完成标出的三个部分。应用会启动三次；第三次启动时，它要记住用户最后看过的物品——这是一个 `Model`
对象：初始代码直接把这个对象交给 `UserDefaults`，于是崩溃了。
*/

/*: hint
1: `let defaults = UserDefaults.standard`, `let launches = defaults.integer(forKey: "launchCount") + 1`, `defaults.set(launches, forKey: "launchCount")`. A missing key reads as 0, so the first launch is 1.
*/
/*: hint zh-Hans
第 1 部分：`let defaults = UserDefaults.standard`，`let launches = defaults.integer(forKey: "launchCount") + 1`，`defaults.set(launches, forKey: "launchCount")`。不存在的键读出来是 0，所以第一次启动是 1。
*/
/*: hint
2: `UserDefaults.standard.set(number, forKey: "teleNum")` and `return UserDefaults.standard.string(forKey: "teleNum")`.
*/
/*: hint zh-Hans
第 2 部分：`UserDefaults.standard.set(number, forKey: "teleNum")`，以及 `return UserDefaults.standard.string(forKey: "teleNum")`。
*/
/*: hint
3: turn the object into `Data` first: `let data = try? NSKeyedArchiver.archivedData(withRootObject: item, requiringSecureCoding: false)`, then `UserDefaults.standard.set(data, forKey: "lastViewed")`.
*/
/*: hint zh-Hans
第 3 部分：先把对象转成 `Data`：`let data = try? NSKeyedArchiver.archivedData(withRootObject: item, requiringSecureCoding: false)`，再 `UserDefaults.standard.set(data, forKey: "lastViewed")`。
*/

import Foundation
import UIKit
import Testing

class Model: NSObject, NSCoding {
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

// 2. A String is a property-list value: it goes in as it is.
func savePhone(_ number: String) {
    UserDefaults.standard.set(number, forKey: "teleNum")
}

func savedPhone() -> String? {
    return UserDefaults.standard.string(forKey: "teleNum")
}

// 3. A Model is not: archive it into Data first.
func saveLastViewed(_ item: Model) {
    let data = try? NSKeyedArchiver.archivedData(withRootObject: item, requiringSecureCoding: false)
    UserDefaults.standard.set(data, forKey: "lastViewed")
}

func lastViewed() -> Model? {
    guard let data = UserDefaults.standard.data(forKey: "lastViewed") else { return nil }
    return NSKeyedUnarchiver.unarchiveObject(with: data) as? Model
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // 1. A key never set reads as 0: the first launch is 1.
        let defaults = UserDefaults.standard
        let launches = defaults.integer(forKey: "launchCount") + 1
        defaults.set(launches, forKey: "launchCount")

        print("launch \(launches), phone: \(savedPhone() ?? "none"), last viewed: \(lastViewed()?.name ?? "none")")
        return true
    }
}

Simulator.launch(AppDelegate.self)
savePhone("1868XX23763")
Simulator.terminate()

Simulator.launch(AppDelegate.self)
saveLastViewed(Model(name: "Lamp"))
Simulator.terminate()

Simulator.launch(AppDelegate.self)
let preferences = (NSHomeDirectory() as NSString).appendingPathComponent("Library/Preferences")
print(try FileManager.default.contentsOfDirectory(atPath: preferences))

#expect(UserDefaults.standard.integer(forKey: "launchCount") == 3)
#expect(savedPhone() == "1868XX23763")
#expect(lastViewed()?.name == "Lamp")

/*: expect output
launch 1, phone: none, last viewed: none
launch 2, phone: 1868XX23763, last viewed: none
launch 3, phone: 1868XX23763, last viewed: Lamp
["com.example.App.plist"]
*/

/*: expect files
Library/Preferences/com.example.App.plist is a property list
UserDefaults "launchCount" is 3
UserDefaults "teleNum" is "1868XX23763"
*/
