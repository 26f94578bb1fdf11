// Seed 003 as a Swift 2 programmer translating the post would write it: Kiln runs the old
// spellings (NSUserDefaults.standardUserDefaults(), setObject(_:forKey:), dataUsingEncoding,
// writeToFile(_:atomically:), removeAtIndex…) and notes today's.

// 1. The sandbox.
let documentDirectory = NSSearchPathForDirectoriesInDomains(.DocumentDirectory, .UserDomainMask, true)
let myDocPath = documentDirectory[0]
let libraryDirectory = NSSearchPathForDirectoriesInDomains(.LibraryDirectory, .UserDomainMask, true).last!
let cachesDirectory = NSSearchPathForDirectoriesInDomains(.CachesDirectory, .UserDomainMask, true).last!
print((myDocPath as NSString).lastPathComponent, (libraryDirectory as NSString).lastPathComponent,
      (cachesDirectory as NSString).lastPathComponent, (NSTemporaryDirectory() as NSString).lastPathComponent)

// 2. NSUserDefaults holds NSData, NSString, NSNumber, NSDate, NSArray and NSDictionary.
let teleNum = "1868XX23763"
let userDefaults = NSUserDefaults.standardUserDefaults()
userDefaults.setObject(teleNum, forKey: "teleNum")
print(userDefaults.objectForKey("teleNum") as? String ?? "nil")

// 3. Files: write NSData into Documents and read it back.
let fileName = (myDocPath as NSString).stringByAppendingPathComponent("greeting.txt")
let data = "你好, sandbox".dataUsingEncoding(NSUTF8StringEncoding)!
print(data.writeToFile(fileName, atomically: true))
let readBack = NSData(contentsOfFile: fileName)!
print(readBack.length, try String(contentsOfFile: fileName, encoding: NSUTF8StringEncoding))

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

    func encodeWithCoder(aCoder: NSCoder) {
        aCoder.encodeObject(state, forKey: "state")
        aCoder.encodeObject(name, forKey: "name")
        aCoder.encodeObject(phoneNum, forKey: "phoneNum")
        aCoder.encodeObject(mainAddress, forKey: "mainAddress")
        aCoder.encodeObject(detailAddress, forKey: "detailAddress")
    }

    required init?(coder aDecoder: NSCoder) {
        state = aDecoder.decodeObjectForKey("state") as? String
        name = aDecoder.decodeObjectForKey("name") as? String
        phoneNum = aDecoder.decodeObjectForKey("phoneNum") as? String
        mainAddress = aDecoder.decodeObjectForKey("mainAddress") as? String
        detailAddress = aDecoder.decodeObjectForKey("detailAddress") as? String
        super.init()
    }
}

class AddressModelTool {
    static var addressInfosPath: String {
        return (NSSearchPathForDirectoriesInDomains(.DocumentDirectory, .UserDomainMask, true).last! as NSString)
            .stringByAppendingPathComponent("addressInfo.archive")
    }
    static var addressInfos: [AddressModel] = []

    static func allAddressInfo() -> [AddressModel] {
        addressInfos = NSKeyedUnarchiver.unarchiveObjectWithFile(addressInfosPath) as? [AddressModel] ?? []
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

    static func add(info: AddressModel) {
        allAddressInfo()
        addressInfos.append(info)
        save()
    }

    static func removeInfoAtIndex(index: Int) {
        allAddressInfo()
        addressInfos.removeAtIndex(index)
        save()
    }

    static func updateInfoAtIndex(index: Int, withInfo info: AddressModel) {
        allAddressInfo()
        addressInfos[index] = info
        save()
    }

    static func removeAllInfo() {
        addressInfos = []
        try? NSFileManager.defaultManager().removeItemAtPath(addressInfosPath)
    }
}

AddressModelTool.add(AddressModel(dict: ["state": "0", "name": "Li Lei", "phoneNum": "13800000000",
                                        "mainAddress": "Beijing", "detailAddress": "Haidian 1"]))
AddressModelTool.add(AddressModel(dict: ["state": "1", "name": "Han Meimei", "phoneNum": "13900000000",
                                        "mainAddress": "Shanghai", "detailAddress": "Pudong 2"]))
AddressModelTool.add(AddressModel(dict: ["state": "0", "name": "Jim", "mainAddress": "Guangzhou"]))
print(AddressModelTool.allAddressInfo().map { $0.name ?? "?" })
print(AddressModelTool.currentSelectedAddress()?.name ?? "none")

AddressModelTool.updateInfoAtIndex(0, withInfo: AddressModel(dict: ["state": "0", "name": "Li Lei", "phoneNum": "13800000001",
                                                                    "mainAddress": "Beijing", "detailAddress": "Chaoyang 3"]))
AddressModelTool.removeInfoAtIndex(2)
for info in AddressModelTool.allAddressInfo() {
    print(info.name ?? "?", info.phoneNum ?? "-", info.detailAddress ?? "-", info.state == "1" ? "(selected)" : "")
}
print(NSFileManager.defaultManager().fileExistsAtPath(AddressModelTool.addressInfosPath))
AddressModelTool.removeAllInfo()
print(AddressModelTool.allAddressInfo().count, NSFileManager.defaultManager().fileExistsAtPath(AddressModelTool.addressInfosPath))
