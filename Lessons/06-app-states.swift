/*: lesson
id: 06-app-states
title: App states and the callbacks between them
title zh-Hans: 应用的状态，以及状态之间的回调
minutes: 15
*/

//: # App states and the callbacks between them
//:
//: An iOS app is always in one of five states, and iOS tells the **app delegate** each time it
//: moves between them (seed 002, "Application State and Transitions"):
//:
//: | from → to | what happened | callbacks, in order |
//: |---|---|---|
//: | not running → active | the user launches the app | `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`, `applicationDidBecomeActive(_:)` |
//: | active → inactive | a phone call comes in | `applicationWillResignActive(_:)` |
//: | inactive → active | the call ends | `applicationDidBecomeActive(_:)` |
//: | active → background | the Home button (or swipe up) | `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)` |
//: | background → suspended | about 5 seconds later | **none**: a suspended app runs no code |
//: | suspended → active | the user taps the icon | `applicationWillEnterForeground(_:)`, `applicationDidBecomeActive(_:)` |
//: | suspended → not running | the system needs the memory | **none** |
//:
//: The last line is the one that matters for saving data: iOS ends suspended apps without a word,
//: so `applicationWillTerminate(_:)` is often never called. The last chance the app surely has
//: is `applicationDidEnterBackground(_:)`. That is where the next lesson saves.
//:
//: The `AppDelegate` below only knows `didFinishLaunching`. Add the other six callbacks, each
//: calling `log` with its name, exactly as the first one does; then run the check and compare
//: the callbacks you see with the table. `Simulator` plays the user and iOS: it launches the app,
//: rings the phone, presses Home, lets time pass, taps the icon and, at the end, ends the
//: suspended app.

/*: zh-Hans
# 应用的状态，以及状态之间的回调

iOS 应用在任何时刻都处于五种状态之一；每次在状态之间切换时，iOS 都会通知 **app delegate**
（种子文章 002 的 "Application State and Transitions" 一节）：

| 从 → 到 | 发生了什么 | 回调（按顺序） |
|---|---|---|
| 未运行 → 活跃（active） | 用户启动应用 | `application(_:willFinishLaunchingWithOptions:)`、`application(_:didFinishLaunchingWithOptions:)`、`applicationDidBecomeActive(_:)` |
| 活跃 → 非活跃（inactive） | 来电话了 | `applicationWillResignActive(_:)` |
| 非活跃 → 活跃 | 电话挂断 | `applicationDidBecomeActive(_:)` |
| 活跃 → 后台（background） | 按下 Home 键（或上滑） | `applicationWillResignActive(_:)`、`applicationDidEnterBackground(_:)` |
| 后台 → 挂起（suspended） | 大约 5 秒之后 | **没有**：挂起的应用不执行任何代码 |
| 挂起 → 活跃 | 用户点击图标 | `applicationWillEnterForeground(_:)`、`applicationDidBecomeActive(_:)` |
| 挂起 → 未运行 | 系统需要内存 | **没有** |

对保存数据来说，最后一行最关键：iOS 结束挂起的应用时一声不吭，所以 `applicationWillTerminate(_:)`
常常根本不会被调用。应用唯一有把握的最后机会是 `applicationDidEnterBackground(_:)`，下一课就在那里保存数据。

下面的 `AppDelegate` 只实现了 `didFinishLaunching`。请补上另外六个回调，每个都像第一个那样用自己的名字
调用 `log`；然后运行检查，把你看到的回调和上表对照一下。`Simulator` 扮演用户和 iOS：它启动应用、
打来电话、按 Home 键、让时间流逝、点击图标，最后结束已经挂起的应用。
*/

/*: hint
Each callback has the `application` parameter, unlabelled: `func applicationDidBecomeActive(_ application: UIApplication) { log("applicationDidBecomeActive") }`. The same shape works for `applicationWillResignActive`, `applicationDidEnterBackground`, `applicationWillEnterForeground` and `applicationWillTerminate`.
*/
/*: hint zh-Hans
每个回调都有一个不带标签的 `application` 参数：`func applicationDidBecomeActive(_ application: UIApplication) { log("applicationDidBecomeActive") }`。`applicationWillResignActive`、`applicationDidEnterBackground`、`applicationWillEnterForeground`、`applicationWillTerminate` 也是同样的写法。
*/
/*: hint
`willFinishLaunching` has the same shape as `didFinishLaunching`: `func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { log("willFinishLaunching"); return true }`. Nothing prints `applicationWillTerminate`: that is the lesson.
*/
/*: hint zh-Hans
`willFinishLaunching` 的写法和 `didFinishLaunching` 一样：`func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { log("willFinishLaunching"); return true }`。`applicationWillTerminate` 一次也不会打印：这正是本课要说明的。
*/

import Foundation
import UIKit
import Testing

var calls: [String] = []

func log(_ callback: String) {
    calls.append(callback)
    print("    \(callback)")
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("didFinishLaunching")
        return true
    }

    // ✏️ Add willFinishLaunching, applicationDidBecomeActive, applicationWillResignActive,
    //    applicationDidEnterBackground, applicationWillEnterForeground and applicationWillTerminate,
    //    each calling log("its name").
}

func step(_ what: String, _ action: () -> Void) {
    print(what)
    action()
    print("  → \(Simulator.state)")
}

step("launch") { Simulator.launch(AppDelegate.self) }
step("a phone call") { Simulator.incomingCall() }
step("the call ends") { Simulator.endCall() }
step("Home") { Simulator.pressHome() }
step("5 seconds pass") { Simulator.advance(seconds: 5) }
step("tap the icon") { Simulator.tapIcon() }
step("Home") { Simulator.pressHome() }
step("5 seconds pass") { Simulator.advance(seconds: 5) }
step("iOS ends the app") { Simulator.terminate() }

#expect(calls.first == "willFinishLaunching")
#expect(calls.contains("applicationWillResignActive"))
#expect(calls.contains("applicationWillEnterForeground"))
#expect(calls.filter { $0 == "applicationDidEnterBackground" }.count == 2)
#expect(!calls.contains("applicationWillTerminate"))

/*: expect output
launch
    willFinishLaunching
    didFinishLaunching
    applicationDidBecomeActive
  → active
a phone call
    applicationWillResignActive
  → inactive
the call ends
    applicationDidBecomeActive
  → active
Home
    applicationWillResignActive
    applicationDidEnterBackground
  → background
5 seconds pass
  → suspended
tap the icon
    applicationWillEnterForeground
    applicationDidBecomeActive
  → active
Home
    applicationWillResignActive
    applicationDidEnterBackground
  → background
5 seconds pass
  → suspended
iOS ends the app
  → notRunning
*/

/*: expect events
applicationWillResignActive(_:) before applicationDidEnterBackground(_:) before state suspended
applicationWillEnterForeground(_:) before applicationDidBecomeActive(_:)
state suspended before terminated
no applicationWillTerminate(_:)
*/
