/*: lesson
id: 02-nscoding
title: Teaching an object to archive itself (NSCoding)
title zh-Hans: 让对象学会归档自己（NSCoding）
minutes: 15
*/

//: # Teaching an object to archive itself
//:
//: An app's objects live in memory; when the app ends, they are gone. To keep one, you turn it
//: into bytes (**archiving**, 归档) and later make it again from those bytes (**unarchiving**).
//: `NSKeyedArchiver` does the work, but it cannot guess what your object holds: the class must
//: adopt `NSCoding` and write two methods.
//:
//: - `encode(with aCoder: NSCoder)`: hand each property to the coder under a **key** (a string).
//:   `aCoder.encode(name, forKey: "modelName")` works for every type: Swift picks the right
//:   overload for a `String`, an `Int`, a `Double` or a `Bool`.
//: - `init?(coder aDecoder: NSCoder)`: read each property back under the **same** key.
//:   Numbers and flags come back with `decodeInteger(forKey:)`, `decodeDouble(forKey:)` and
//:   `decodeBool(forKey:)`, which give `0` or `false` when the key is not there.
//:   Objects come back with `decodeObject(forKey:)`, which returns `Any?`: it does not know what
//:   you stored, and the key may be missing. So you cast and give a default:
//:
//:       name = aDecoder.decodeObject(forKey: "modelName") as? String ?? ""
//:
//:   `as? String` asks "is it a String?"; `?? ""` says what to use when it is not. Some articles
//:   write `as! String`, which stops the app when the key is missing.
//:
//: Below is seed 001's `Model` (name, detail, ID) with two more fields, a price and a favourite
//: flag. Write its `encode(with:)` and `init?(coder:)`. The code after them archives a lamp
//: into `Data` and makes a copy from it (the next lesson writes that data to a file), then reads
//: an archive made by an older version of the app, which had no detail, price or favourite yet.
//:
//: Older articles (and Objective-C) spell these `encodeWithCoder:`, `encodeObject:forKey:`,
//: `encodeInteger:forKey:` and `decodeObjectForKey:`; Kiln runs those Swift 2 names too, with a
//: note naming today's.

/*: zh-Hans
# 让对象学会归档自己

应用里的对象都在内存中，应用一结束就没了。想把一个对象留下来，就要把它变成字节（**归档**，也叫固化），
以后再用这些字节把它重新创建出来（**解档**）。这件事由 `NSKeyedArchiver` 来做，但它猜不到你的对象里
有什么：类必须遵守 `NSCoding` 协议，并实现两个方法。

- `encode(with aCoder: NSCoder)`：把每个属性交给 coder，并给它一个**键**（字符串）。
  `aCoder.encode(name, forKey: "modelName")` 对所有类型都适用：`String`、`Int`、`Double` 还是 `Bool`，
  Swift 会自动选对重载。
- `init?(coder aDecoder: NSCoder)`：用**同一个**键把每个属性读回来。数字和布尔值用
  `decodeInteger(forKey:)`、`decodeDouble(forKey:)`、`decodeBool(forKey:)`，键不存在时返回 `0` 或 `false`。
  对象用 `decodeObject(forKey:)`，它返回的是 `Any?`：它不知道你存的是什么，而且这个键可能根本不存在。
  所以要做类型转换，再给一个默认值：

      name = aDecoder.decodeObject(forKey: "modelName") as? String ?? ""

  `as? String` 的意思是"它是 String 吗？"；`?? ""` 说明不是的时候用什么。有些文章写成 `as! String`，
  一旦键不存在，应用就会崩溃。

下面是种子文章 001 里的 `Model`（name、detail、ID），又加了两个字段：价格和"收藏"标记。请写出它的
`encode(with:)` 和 `init?(coder:)`。后面的代码会把一盏台灯归档成 `Data`，再用它创建一个副本
（下一课会把这些数据写进文件），然后读取旧版本应用留下的归档——那时 Model 还没有 detail、价格和收藏标记。

老文章（以及 Objective-C）里写的是 `encodeWithCoder:`、`encodeObject:forKey:`、`encodeInteger:forKey:`、
`decodeObjectForKey:`；Kiln 也能运行这些 Swift 2 写法，并提示今天的写法。
*/

/*: hint
Two places to write. `encode(with:)` hands each of the five properties to `aCoder` under its key; `init?(coder:)` replaces each placeholder with a decode call that uses the **same** key. A key spelled differently finds nothing, and you get `""`, `0` or `false` back: `kiln run` on your file prints a note naming the keys the archive really has.
*/
/*: hint zh-Hans
要写两个地方。`encode(with:)` 把五个属性分别交给 `aCoder`，各用自己的键；`init?(coder:)` 把每个占位值换成一次解码调用，用的是**同一个**键。键拼错了就什么也找不到，得到的是 `""`、`0` 或 `false`：对你的文件运行 `kiln run`，会打印一条提示，列出归档里实际有哪些键。
*/
/*: hint
`encode(with:)`, one line per property: `aCoder.encode(name, forKey: "modelName")`, then `detail`, `ID`, `price` and `isFavorite` the same way ("modelDetail", "modelID", "modelPrice", "modelFavorite").
*/
/*: hint zh-Hans
`encode(with:)` 里每个属性写一行：`aCoder.encode(name, forKey: "modelName")`，`detail`、`ID`、`price`、`isFavorite` 也一样（"modelDetail"、"modelID"、"modelPrice"、"modelFavorite"）。
*/
/*: hint
`init?(coder:)`: `name = aDecoder.decodeObject(forKey: "modelName") as? String ?? ""` (the same for `detail`), `ID = aDecoder.decodeInteger(forKey: "modelID")`, `price = aDecoder.decodeDouble(forKey: "modelPrice")`, `isFavorite = aDecoder.decodeBool(forKey: "modelFavorite")`.
*/
/*: hint zh-Hans
`init?(coder:)`：`name = aDecoder.decodeObject(forKey: "modelName") as? String ?? ""`（`detail` 同理），`ID = aDecoder.decodeInteger(forKey: "modelID")`，`price = aDecoder.decodeDouble(forKey: "modelPrice")`，`isFavorite = aDecoder.decodeBool(forKey: "modelFavorite")`。
*/

import Foundation
import Testing

class Model: NSObject, NSCoding {
    var name: String
    var detail: String
    var ID: Int
    var price: Double
    var isFavorite: Bool

    init(name: String, detail: String, ID: Int, price: Double, isFavorite: Bool) {
        self.name = name
        self.detail = detail
        self.ID = ID
        self.price = price
        self.isFavorite = isFavorite
        super.init()
    }

    // ✏️ 1. Encode every property, each under its own key:
    //       "modelName", "modelDetail", "modelID", "modelPrice", "modelFavorite".
    func encode(with aCoder: NSCoder) {
    }

    // ✏️ 2. Decode every property with the same keys (replace the placeholders).
    required init?(coder aDecoder: NSCoder) {
        name = ""
        detail = ""
        ID = 0
        price = 0
        isFavorite = false
        super.init()
    }
}

func describe(_ model: Model) -> String {
    return "\(model.name) (\(model.detail)) #\(model.ID) $\(model.price) favourite: \(model.isFavorite)"
}

// Archive a lamp into Data, then make a new Model from that data.
let lamp = Model(name: "Lamp", detail: "desk lamp", ID: 1, price: 19.5, isFavorite: true)
let data = try NSKeyedArchiver.archivedData(withRootObject: lamp, requiringSecureCoding: false)
let copy = NSKeyedUnarchiver.unarchiveObject(with: data) as! Model
print(describe(copy))

#expect(copy !== lamp)
#expect(copy.name == "Lamp")
#expect(copy.detail == "desk lamp")
#expect(copy.ID == 1)
#expect(copy.price == 19.5)
#expect(copy.isFavorite == true)

// An archive from version 1 of the app: it has only a name and an ID.
let oldArchiver = NSKeyedArchiver(requiringSecureCoding: false)
oldArchiver.encode("Chair", forKey: "modelName")
oldArchiver.encode(2, forKey: "modelID")
oldArchiver.finishEncoding()
// Unarchiving calls init?(coder:) for each object; here we call it ourselves on that archive.
let oldCoder = try NSKeyedUnarchiver(forReadingFrom: oldArchiver.encodedData)
oldCoder.requiresSecureCoding = false
let chair = Model(coder: oldCoder)!
print(describe(chair))

#expect(chair.name == "Chair")
#expect(chair.detail == "")
#expect(chair.ID == 2)

/*: expect output
Lamp (desk lamp) #1 $19.5 favourite: true
Chair () #2 $0.0 favourite: false
*/
