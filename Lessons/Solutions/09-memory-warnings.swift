/*: lesson
id: 09-memory-warnings
title: Memory warnings: empty the cache, reload from disk
title zh-Hans: 内存警告：清空缓存，再从磁盘读回
minutes: 15
*/

//: # Memory warnings: empty the cache, reload from disk
//:
//: The image store keeps every photo it has shown in its `dictionary`. A decoded photo is big
//: (width × height × 4 bytes), and a phone's memory is shared by every app. When memory runs low,
//: iOS warns the apps, and an app that gives nothing back may be ended: in the background, iOS
//: ends the biggest apps first, without a callback (this is called **jetsam**).
//:
//: The cache can always be made again, because every photo is also a file (lesson 8). So when the
//: warning comes, the image store empties its dictionary; the next `image(forKey:)` reads the
//: file back. Seed 002 listens with the **notification center**:
//:
//:     [nc addObserver:self selector:@selector(clearCache:)
//:                name:UIApplicationDidReceiveMemoryWarningNotification object:nil];
//:
//: The image store is not the app delegate and not a view controller, so it does not get
//: `applicationDidReceiveMemoryWarning(_:)` or `didReceiveMemoryWarning()`; a notification reaches
//: any object that asked for it. In Swift the name is `UIApplication.didReceiveMemoryWarningNotification`,
//: the selector `#selector(clearCache(_:))`, and the method must be `@objc`.
//:
//: Make `ImageStore` observe the warning in its `init()`, and write `clearCache(_:)`. The app
//: shows three photos, gets a warning, shows the lamp again, then goes to the background while
//: the camera needs memory: `Simulator.memoryLimit` drops below what the app holds.
//: `Simulator.memoryFootprint` is what the app holds, in bytes.

/*: zh-Hans
# 内存警告：清空缓存，再从磁盘读回

图片存储把显示过的每张照片都放在 `dictionary` 里。解码后的照片很占内存（宽 × 高 × 4 字节），而手机的内存是
所有应用共用的。内存不足时，iOS 会向各个应用发出警告；不肯释放内存的应用可能会被结束：在后台时，
iOS 会先结束占用最多的应用，而且不会有任何回调（这叫 **jetsam**）。

缓存总是可以重新生成的，因为每张照片同时也是一个文件（第 8 课）。所以收到警告时，图片存储清空它的字典；
下一次 `image(forKey:)` 会从文件里重新读出来。种子文章 002 用**通知中心**来监听：

    [nc addObserver:self selector:@selector(clearCache:)
               name:UIApplicationDidReceiveMemoryWarningNotification object:nil];

图片存储既不是 app delegate，也不是 view controller，所以收不到 `applicationDidReceiveMemoryWarning(_:)`
或 `didReceiveMemoryWarning()`；而通知可以送到任何登记过的对象。在 Swift 里，通知名是
`UIApplication.didReceiveMemoryWarningNotification`，selector 是 `#selector(clearCache(_:))`，方法要标上 `@objc`。

请在 `ImageStore` 的 `init()` 里监听这个警告，并写出 `clearCache(_:)`。应用会显示三张照片，收到一次警告，
再显示台灯，然后进入后台——这时相机需要内存：`Simulator.memoryLimit` 降到了应用占用的内存以下。
`Simulator.memoryFootprint` 是应用占用的内存（字节）。
*/

/*: hint
In `init()`, after `super.init()`: `NotificationCenter.default.addObserver(self, selector: #selector(clearCache(_:)), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)`.
*/
/*: hint zh-Hans
在 `init()` 里、`super.init()` 之后：`NotificationCenter.default.addObserver(self, selector: #selector(clearCache(_:)), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)`。
*/
/*: hint
In `clearCache(_:)`: `print("flushing \(dictionary.count) images out of the cache")`, then `dictionary.removeAll()`. Print before you empty it, or the count is 0.
*/
/*: hint zh-Hans
在 `clearCache(_:)` 里：`print("flushing \(dictionary.count) images out of the cache")`，然后 `dictionary.removeAll()`。要先打印再清空，否则数量就是 0 了。
*/

import Foundation
import UIKit
import Testing

func documentPath(_ name: String) -> String {
    let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
    return (documentDirectories.first! as NSString).appendingPathComponent(name)
}

class ImageStore: NSObject {
    static let shared = ImageStore()

    var dictionary: [String: UIImage] = [:]

    // 1. Any object can hear the warning through the notification center.
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(clearCache(_:)),
                                               name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    // 2. Everything here is also on disk: image(forKey:) reads it back when needed.
    @objc func clearCache(_ note: Notification) {
        print("flushing \(dictionary.count) images out of the cache")
        dictionary.removeAll()
    }

    // Lesson 8's store.
    func setImage(_ image: UIImage, forKey key: String) {
        dictionary[key] = image
        if let data = image.jpegData(compressionQuality: 0.5) {
            try? data.write(to: URL(fileURLWithPath: documentPath(key)), options: [.atomic])
        }
    }

    func image(forKey key: String) -> UIImage? {
        if let cached = dictionary[key] {
            return cached
        }
        guard let fromDisk = UIImage(contentsOfFile: documentPath(key)) else {
            return nil
        }
        print("read \(key) from disk")
        dictionary[key] = fromDisk
        return fromDisk
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launched")
        _ = ImageStore.shared
        return true
    }
}

Simulator.launch(AppDelegate.self)
for name in ["lamp", "chair", "kettle"] {
    ImageStore.shared.setImage(UIImage(named: name)!, forKey: name)
}
print("in memory: \(Simulator.memoryFootprint) bytes")

Simulator.receiveMemoryWarning()
let afterWarning = Simulator.memoryFootprint
print("after the warning: \(afterWarning) bytes")

let lampIsBack = ImageStore.shared.image(forKey: "lamp") != nil
print("the lamp again: \(lampIsBack), \(Simulator.memoryFootprint) bytes")

// The user opens the camera: iOS needs memory, and this app, in the background, holds too much.
Simulator.pressHome()
Simulator.memoryLimit = 8_000
print("in the background: \(Simulator.state), \(Simulator.memoryFootprint) bytes")

#expect(afterWarning == 0)
#expect(lampIsBack)
#expect(Simulator.memoryFootprint <= Simulator.memoryLimit)

/*: expect output
launched
in memory: 36864 bytes
flushing 3 images out of the cache
after the warning: 0 bytes
read lamp from disk
the lamp again: true, 12288 bytes
flushing 1 images out of the cache
in the background: background, 0 bytes
*/

/*: expect events
UIApplication.didReceiveMemoryWarningNotification
no jetsam
*/

/*: expect files
Documents/lamp is a JPEG of 64×48
*/
