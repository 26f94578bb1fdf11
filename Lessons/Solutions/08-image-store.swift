/*: lesson
id: 08-image-store
title: The image store: photos as JPEG files
title zh-Hans: 图片存储：把照片存成 JPEG 文件
minutes: 20
*/

//: # The image store: photos as JPEG files
//:
//: A photo does not belong in the item archive: it is big, and the archive is rewritten every
//: time the app goes to the background. Seed 002 keeps photos in a separate `BNRImageStore`, one
//: file per photo in Documents, named by the item's `itemKey`:
//:
//: - `setImage:forKey:` keeps the image in a dictionary (a cache in memory), turns it into JPEG
//:   data at quality 0.5 and writes the data **atomically** to `imagePathForKey:`;
//: - `imageForKey:` returns the image from the dictionary if it is there, otherwise reads the file
//:   (and puts the image back in the dictionary for next time);
//: - `deleteImageForKey:` removes the image from the dictionary **and** deletes the file, so that a
//:   deleted item leaves no orphan photo behind.
//:
//: In today's Swift these are `image.jpegData(compressionQuality: 0.5)`,
//: `data.write(to: url, options: [.atomic])` (written to a temporary file first, then moved into
//: place: lesson 14 shows why), `UIImage(contentsOfFile: path)` and
//: `FileManager.default.removeItem(atPath:)`. Old articles write `UIImageJPEGRepresentation(image, 0.5)`
//: and `writeToFile:atomically:`.
//:
//: Write the three methods. The app adds two items with photos from its bundle, is ended and
//: launched again (a new `ImageStore`, with an empty dictionary: the photos must come from the
//: files), then the chair is deleted.

/*: zh-Hans
# 图片存储：把照片存成 JPEG 文件

照片不应该放进物品的归档里：它很大，而归档每次进入后台都要整个重写。种子文章 002 把照片放在单独的
`BNRImageStore` 里，每张照片在 Documents 里占一个文件，用物品的 `itemKey` 命名：

- `setImage:forKey:` 把图片放进一个字典（内存里的缓存），转成质量为 0.5 的 JPEG 数据，再以**原子方式**
  写到 `imagePathForKey:` 给出的路径；
- `imageForKey:` 如果字典里有就直接返回，否则从文件读取（并放回字典，下次就快了）；
- `deleteImageForKey:` 既从字典里删除图片，**也**删除文件，这样删掉的物品不会留下没人要的照片。

在今天的 Swift 里，对应的是 `image.jpegData(compressionQuality: 0.5)`、
`data.write(to: url, options: [.atomic])`（先写到临时文件，再移动到目标位置，第 14 课会讲为什么）、
`UIImage(contentsOfFile: path)` 和 `FileManager.default.removeItem(atPath:)`。老文章里写的是
`UIImageJPEGRepresentation(image, 0.5)` 和 `writeToFile:atomically:`。

请写出这三个方法。应用会添加两件带照片的物品（照片来自应用的 bundle），然后被结束、再重新启动
（新的 `ImageStore`，字典是空的：照片必须从文件里读出来），最后删除椅子。
*/

/*: hint
`setImage`: after `dictionary[key] = image`, write `if let data = image.jpegData(compressionQuality: 0.5) { try? data.write(to: URL(fileURLWithPath: imagePath(forKey: key)), options: [.atomic]) }`.
*/
/*: hint zh-Hans
`setImage`：在 `dictionary[key] = image` 之后写 `if let data = image.jpegData(compressionQuality: 0.5) { try? data.write(to: URL(fileURLWithPath: imagePath(forKey: key)), options: [.atomic]) }`。
*/
/*: hint
`image(forKey:)`: `if let cached = dictionary[key] { return cached }`, then `guard let fromDisk = UIImage(contentsOfFile: imagePath(forKey: key)) else { return nil }`, `dictionary[key] = fromDisk`, `return fromDisk`.
*/
/*: hint zh-Hans
`image(forKey:)`：`if let cached = dictionary[key] { return cached }`，然后 `guard let fromDisk = UIImage(contentsOfFile: imagePath(forKey: key)) else { return nil }`，`dictionary[key] = fromDisk`，`return fromDisk`。
*/
/*: hint
`deleteImage(forKey:)`: `dictionary.removeValue(forKey: key)` and `try? FileManager.default.removeItem(atPath: imagePath(forKey: key))`.
*/
/*: hint zh-Hans
`deleteImage(forKey:)`：`dictionary.removeValue(forKey: key)`，再加上 `try? FileManager.default.removeItem(atPath: imagePath(forKey: key))`。
*/

import Foundation
import UIKit
import Testing

class BNRItem: NSObject, NSCoding {
    var itemName: String
    let itemKey: String

    init(itemName: String) {
        self.itemName = itemName
        itemKey = UUID().uuidString
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(itemName, forKey: "itemName")
        aCoder.encode(itemKey, forKey: "itemKey")
    }

    required init?(coder aDecoder: NSCoder) {
        itemName = aDecoder.decodeObject(forKey: "itemName") as? String ?? ""
        itemKey = aDecoder.decodeObject(forKey: "itemKey") as? String ?? UUID().uuidString
        super.init()
    }
}

func documentPath(_ name: String) -> String {
    let documentDirectories = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
    return (documentDirectories.first! as NSString).appendingPathComponent(name)
}

class ImageStore {
    static let shared = ImageStore()

    var dictionary: [String: UIImage] = [:]

    func imagePath(forKey key: String) -> String {
        return documentPath(key)
    }

    // 1. In memory, and on disk as a JPEG at quality 0.5, written atomically.
    func setImage(_ image: UIImage, forKey key: String) {
        dictionary[key] = image
        if let data = image.jpegData(compressionQuality: 0.5) {
            try? data.write(to: URL(fileURLWithPath: imagePath(forKey: key)), options: [.atomic])
        }
    }

    // 2. The cache first, then the file (kept in the cache for next time).
    func image(forKey key: String) -> UIImage? {
        if let cached = dictionary[key] {
            return cached
        }
        guard let fromDisk = UIImage(contentsOfFile: imagePath(forKey: key)) else {
            return nil
        }
        dictionary[key] = fromDisk
        return fromDisk
    }

    // 3. Both copies go: the cached image and the file.
    func deleteImage(forKey key: String) {
        dictionary.removeValue(forKey: key)
        try? FileManager.default.removeItem(atPath: imagePath(forKey: key))
    }
}

class ItemStore {
    static let shared = ItemStore()

    private(set) var allItems: [BNRItem]

    private init() {
        allItems = NSKeyedUnarchiver.unarchiveObject(withFile: documentPath("items.archive")) as? [BNRItem] ?? []
    }

    func createItem(_ name: String) -> BNRItem {
        let item = BNRItem(itemName: name)
        allItems.append(item)
        return item
    }

    // An item goes, and its photo with it.
    func removeItem(_ item: BNRItem) {
        ImageStore.shared.deleteImage(forKey: item.itemKey)
        allItems.removeAll { $0 === item }
    }

    func saveChanges() -> Bool {
        return NSKeyedArchiver.archiveRootObject(allItems, toFile: documentPath("items.archive"))
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidEnterBackground(_ application: UIApplication) {
        print(ItemStore.shared.saveChanges() ? "saved items: \(ItemStore.shared.allItems.count)" : "could not save")
    }
}

func isJPEG(atPath path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path), data.count > 2 else { return false }
    return data[0] == 0xFF && data[1] == 0xD8
}

func describePhoto(of item: BNRItem) -> String {
    guard let photo = ImageStore.shared.image(forKey: item.itemKey) else { return "\(item.itemName): no photo" }
    return "\(item.itemName): \(Int(photo.size.width))×\(Int(photo.size.height))"
}

Simulator.launch(AppDelegate.self)
let lamp = ItemStore.shared.createItem("Lamp")
let chair = ItemStore.shared.createItem("Chair")
ImageStore.shared.setImage(UIImage(named: "lamp")!, forKey: lamp.itemKey)
ImageStore.shared.setImage(UIImage(named: "chair")!, forKey: chair.itemKey)
Simulator.pressHome()
Simulator.terminate()

// A new launch: the stores are new, and ImageStore's dictionary is empty.
Simulator.tapIcon()
for item in ItemStore.shared.allItems {
    print(describePhoto(of: item))
}
let lampPath = ImageStore.shared.imagePath(forKey: lamp.itemKey)
let chairPath = ImageStore.shared.imagePath(forKey: chair.itemKey)

ItemStore.shared.removeItem(ItemStore.shared.allItems[1])
print("deleted the chair; its photo file exists: \(FileManager.default.fileExists(atPath: chairPath))")
Simulator.pressHome()

#expect(isJPEG(atPath: lampPath))
#expect(ImageStore.shared.image(forKey: lamp.itemKey)?.size == CGSize(width: 64, height: 48))
#expect(!FileManager.default.fileExists(atPath: chairPath))
#expect(ImageStore.shared.image(forKey: chair.itemKey) == nil)

/*: expect output
saved items: 2
Lamp: 64×48
Chair: 48×64
deleted the chair; its photo file exists: false
saved items: 1
*/

/*: expect files
Documents/items.archive is a keyed archive whose root is an array of 1 BNRItem
*/
