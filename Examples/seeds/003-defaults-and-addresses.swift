// Seed 003: the sandbox's folders, UserDefaults and what it can hold, file storage with Data,
// and an address model built from a dictionary, archived by a tool class with add / remove /
// update / remove-all and the selected address.

// 1. The sandbox.
let documentDirectory = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
let myDocPath = documentDirectory[0]
let libraryDirectory = NSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true).last!
let cachesDirectory = NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true).last!
print(myDocPath.lastPathComponent, libraryDirectory.lastPathComponent, cachesDirectory.lastPathComponent,
      NSTemporaryDirectory().lastPathComponent)

// 2. UserDefaults holds Data, String, numbers, Date, arrays and dictionaries.
let teleNum = "1868XX23763"
let userDefaults = UserDefaults.standard
userDefaults.set(teleNum, forKey: "teleNum")
print(userDefaults.object(forKey: "teleNum") as? String ?? "nil")

// 3. Files: write Data into Documents and read it back.
let fileName = (myDocPath as NSString).appendingPathComponent("greeting.txt")
let data = "你好, sandbox".data(using: .utf8)!
print(data.write(toFile: fileName, atomically: true))
let readBack = NSData(contentsOfFile: fileName)!
print(readBack.length, try String(contentsOfFile: fileName, encoding: .utf8))

// 4. The address model and its tool.
class AddressModel: NSObject, NSCoding {
    var state: String?          // "1" marks the selected address
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
        return (NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true).last! as NSString)
            .appendingPathComponent("addressInfo.archive")
    }
    static var addressInfos: [AddressModel] = []

    static func allAddressInfo() -> [AddressModel] {
        addressInfos = NSKeyedUnarchiver.unarchiveObject(withFile: addressInfosPath) as? [AddressModel] ?? []
        return addressInfos
    }

    static func currentSelectedAddress() -> AddressModel? {
        for info in allAddressInfo() where info.state == "1" {
            return info
        }
        return nil
    }

    static func save() {
        NSKeyedArchiver.archiveRootObject(addressInfos, toFile: addressInfosPath)
    }

    static func add(_ info: AddressModel) {
        _ = allAddressInfo()
        addressInfos.append(info)
        save()
    }

    static func removeInfo(at index: Int) {
        _ = allAddressInfo()
        addressInfos.remove(at: index)
        save()
    }

    static func updateInfo(at index: Int, with info: AddressModel) {
        _ = allAddressInfo()
        addressInfos[index] = info
        save()
    }

    static func removeAllInfo() {
        addressInfos = []
        try? FileManager.default.removeItem(atPath: addressInfosPath)
    }
}

AddressModelTool.add(AddressModel(dict: ["state": "0", "name": "Li Lei", "phoneNum": "13800000000",
                                        "mainAddress": "Beijing", "detailAddress": "Haidian 1"]))
AddressModelTool.add(AddressModel(dict: ["state": "1", "name": "Han Meimei", "phoneNum": "13900000000",
                                        "mainAddress": "Shanghai", "detailAddress": "Pudong 2"]))
AddressModelTool.add(AddressModel(dict: ["state": "0", "name": "Jim", "mainAddress": "Guangzhou"]))
print(AddressModelTool.allAddressInfo().map { $0.name ?? "?" })
print(AddressModelTool.currentSelectedAddress()?.name ?? "none")

AddressModelTool.updateInfo(at: 0, with: AddressModel(dict: ["state": "0", "name": "Li Lei", "phoneNum": "13800000001",
                                                              "mainAddress": "Beijing", "detailAddress": "Chaoyang 3"]))
AddressModelTool.removeInfo(at: 2)
for info in AddressModelTool.allAddressInfo() {
    print(info.name ?? "?", info.phoneNum ?? "-", info.detailAddress ?? "-", info.state == "1" ? "(selected)" : "")
}
print(FileManager.default.fileExists(atPath: AddressModelTool.addressInfosPath))
AddressModelTool.removeAllInfo()
print(AddressModelTool.allAddressInfo().count, FileManager.default.fileExists(atPath: AddressModelTool.addressInfosPath))
