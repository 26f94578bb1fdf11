/*: lesson
id: 12-saved-addresses
title: The saved-addresses tool
title zh-Hans: 收货地址工具类
minutes: 20
*/

//: # The saved-addresses tool
//:
//: Seed 003 ends with a real feature: the delivery addresses a shopping app remembers (as Taobao
//: does). They are model objects the user adds, edits and deletes, so not `UserDefaults`
//: (lesson 10) but a keyed archive in Documents, managed by a tool class
//: (`CLInvoiceApplyAddressModelTool`) with class methods: all addresses, the selected one, add,
//: remove, update, remove all. One address is the **selected** one: its `state` is `"1"`, every
//: other one's is `"0"`.
//:
//: Every change follows the same three steps: **load** the array from the file, **change** it,
//: **save** it back (`update()`). `updateInfo(at:with:)` below is written that way; write the
//: other three the same way:
//:
//: 1. `add(_:)`: the new address goes first and becomes the selected one, so every other address
//:    gets `state = "0"` (seed: `oldInfo.state = @"0"` in a loop, then `insertObject:atIndex:0`).
//: 2. `removeInfo(at:)`: remove it. But if it was the **selected** address, nothing is selected
//:    any more, and the order page has no address to send to. The seed fixes this in
//:    `updateAddressInfoAfterDeleted`: when no address is selected, the first one becomes
//:    selected. Do that before saving.
//: 3. `removeAllInfo()`: an empty list, saved.
//:
//: (In the seed, `addInfo:` works on the static array without loading it first: on a fresh launch,
//: if nothing has read the file yet, that array is empty and the first address added replaces
//: every saved one. Loading first avoids that.)

/*: zh-Hans
# 收货地址工具类

种子文章 003 最后做了一个真实的功能：购物应用记住的收货地址（淘宝就是这样）。地址是用户会添加、修改、删除的
模型对象，所以不用 `UserDefaults`（第 10 课），而是存成 Documents 里的键控归档，由一个工具类
（`CLInvoiceApplyAddressModelTool`）通过类方法来管理：全部地址、当前选中的地址、添加、删除、修改、全部删除。
其中有一个地址是**选中**的：它的 `state` 是 `"1"`，其他地址都是 `"0"`。

每次修改都是同样的三步：从文件**读出**数组，**修改**它，再**保存**回去（`update()`）。下面的
`updateInfo(at:with:)` 就是这样写的；请用同样的方式写出另外三个方法：

1. `add(_:)`：新地址放在最前面，并成为选中的地址，所以其他所有地址都要设为 `state = "0"`
   （种子里是循环执行 `oldInfo.state = @"0"`，再 `insertObject:atIndex:0`）。
2. `removeInfo(at:)`：删掉它。但如果删掉的正是**选中**的地址，就没有任何地址被选中了，下单页面也就没有
   收货地址可用。种子文章在 `updateAddressInfoAfterDeleted` 里处理了这种情况：没有选中的地址时，
   让第一个地址成为选中的。请在保存之前做这件事。
3. `removeAllInfo()`：清空列表，然后保存。

（种子文章里的 `addInfo:` 直接操作静态数组，没有先读文件：应用刚启动、还没有读过文件时，这个数组是空的，
于是添加的第一个地址会把之前保存的地址全部覆盖。先读出来再改，就不会有这个问题。）
*/

/*: hint
`add(_:)`: `var infos = allAddressInfo()`, `for old in infos { old.state = "0" }`, `info.state = "1"`, `infos.insert(info, at: 0)`, `update(infos)`.
*/
/*: hint zh-Hans
`add(_:)`：`var infos = allAddressInfo()`，`for old in infos { old.state = "0" }`，`info.state = "1"`，`infos.insert(info, at: 0)`，`update(infos)`。
*/
/*: hint
`removeInfo(at:)`: after `infos.remove(at: index)`, add `if !infos.isEmpty && !infos.contains(where: { $0.state == "1" }) { infos[0].state = "1" }`, then `update(infos)`.
*/
/*: hint zh-Hans
`removeInfo(at:)`：在 `infos.remove(at: index)` 之后加上 `if !infos.isEmpty && !infos.contains(where: { $0.state == "1" }) { infos[0].state = "1" }`，再 `update(infos)`。
*/
/*: hint
`removeAllInfo()` is one line: `update([])`. The file stays, holding an empty array, so the next `allAddressInfo()` reads `[]`.
*/
/*: hint zh-Hans
`removeAllInfo()` 只有一行：`update([])`。文件还在，里面是一个空数组，所以下一次 `allAddressInfo()` 读出来的是 `[]`。
*/

import Foundation
import Testing

class AddressModel: NSObject, NSCoding {
    var state: String?          // "1": the selected address
    var name: String?
    var phoneNum: String?
    var mainAddress: String?
    var detailAddress: String?

    init(dict: [String: String]) {
        state = dict["state"]
        name = dict["name"]
        phoneNum = dict["phoneNum"]
        mainAddress = dict["mainAddress"]
        detailAddress = dict["detailAddress"]
        super.init()
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(state, forKey: "state")
        aCoder.encode(name, forKey: "name")
        aCoder.encode(phoneNum, forKey: "phoneNum")
        aCoder.encode(mainAddress, forKey: "mainAddress")
        aCoder.encode(detailAddress, forKey: "detailAddress")
    }

    required init?(coder aDecoder: NSCoder) {
        state = aDecoder.decodeObject(forKey: "state") as? String
        name = aDecoder.decodeObject(forKey: "name") as? String
        phoneNum = aDecoder.decodeObject(forKey: "phoneNum") as? String
        mainAddress = aDecoder.decodeObject(forKey: "mainAddress") as? String
        detailAddress = aDecoder.decodeObject(forKey: "detailAddress") as? String
        super.init()
    }
}

class AddressModelTool {
    static var addressInfosPath: String {
        let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true).last!
        return (documents as NSString).appendingPathComponent("addressInfo.archive")
    }

    static func allAddressInfo() -> [AddressModel] {
        return NSKeyedUnarchiver.unarchiveObject(withFile: addressInfosPath) as? [AddressModel] ?? []
    }

    static func currentSelectedAddress() -> AddressModel? {
        return allAddressInfo().first { $0.state == "1" }
    }

    static func update(_ infos: [AddressModel]) {
        _ = NSKeyedArchiver.archiveRootObject(infos, toFile: addressInfosPath)
    }

    // Load, change, save.
    static func updateInfo(at index: Int, with info: AddressModel) {
        var infos = allAddressInfo()
        guard index < infos.count else { return }
        info.state = infos[index].state
        infos[index] = info
        update(infos)
    }

    // 1. The new address goes first and is the selected one; every other one is not.
    static func add(_ info: AddressModel) {
        var infos = allAddressInfo()
        for old in infos {
            old.state = "0"
        }
        info.state = "1"
        infos.insert(info, at: 0)
        update(infos)
    }

    // 2. Deleting the selected address leaves none selected: select the first one
    //    (the seed's updateAddressInfoAfterDeleted).
    static func removeInfo(at index: Int) {
        var infos = allAddressInfo()
        guard index < infos.count else { return }
        infos.remove(at: index)
        if !infos.isEmpty && !infos.contains(where: { $0.state == "1" }) {
            infos[0].state = "1"
        }
        update(infos)
    }

    // 3. The file stays, with an empty array in it.
    static func removeAllInfo() {
        update([])
    }
}

func show(_ title: String) {
    let names = AddressModelTool.allAddressInfo().map { ($0.state == "1" ? "*" : "") + ($0.name ?? "?") }
    print("\(title): \(names), selected: \(AddressModelTool.currentSelectedAddress()?.name ?? "none")")
}

AddressModelTool.add(AddressModel(dict: ["name": "Li Lei", "phoneNum": "13800000000", "mainAddress": "Beijing", "detailAddress": "Haidian 1"]))
AddressModelTool.add(AddressModel(dict: ["name": "Han Meimei", "phoneNum": "13900000000", "mainAddress": "Shanghai", "detailAddress": "Pudong 2"]))
AddressModelTool.add(AddressModel(dict: ["name": "Jim", "mainAddress": "Guangzhou"]))
show("added three")
let afterAdding = AddressModelTool.currentSelectedAddress()?.name

AddressModelTool.updateInfo(at: 2, with: AddressModel(dict: ["name": "Li Lei", "phoneNum": "13800000001", "mainAddress": "Beijing", "detailAddress": "Chaoyang 3"]))
let liLei = AddressModelTool.allAddressInfo().first(where: { $0.name == "Li Lei" })
print("Li Lei's phone: \(liLei?.phoneNum ?? "-")")

AddressModelTool.removeInfo(at: 0)
show("removed Jim")
let afterRemoving = AddressModelTool.currentSelectedAddress()?.name

AddressModelTool.removeAllInfo()
show("removed all")

#expect(afterAdding == "Jim")
#expect(afterRemoving == "Han Meimei")
#expect(AddressModelTool.allAddressInfo().isEmpty)

/*: expect output
added three: ["*Jim", "Han Meimei", "Li Lei"], selected: Jim
Li Lei's phone: 13800000001
removed Jim: ["*Han Meimei", "Li Lei"], selected: Han Meimei
removed all: [], selected: none
*/

/*: expect files
Documents/addressInfo.archive is a keyed archive whose root is an empty array
*/
