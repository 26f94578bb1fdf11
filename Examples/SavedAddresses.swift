// Saved addresses: the shopping app's address book that lessons 10–12 lead to (seed 003).
// The addresses are NSCoding models built from a dictionary and archived by a tool class into
// Documents/addressInfo.archive: add (the new one is selected), update, remove (deleting the
// selected address selects the first one left, the seed's updateAddressInfoAfterDeleted), remove
// all, and the selected address for the checkout. Small settings (the phone number last typed, how
// many times the app was opened) go in UserDefaults, whose plist lives in Library/Preferences.
//
//     kiln run Examples/SavedAddresses.swift

import Foundation
import UIKit

// MARK: - The model (seed 003's CLVoiceApplyAddressModel)

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

    var line: String {
        return "\(name ?? "?"), \(phoneNum ?? "no phone"), \(mainAddress ?? "") \(detailAddress ?? "")"
    }
}

// MARK: - The tool class (seed 003's CLInvoiceApplyAddressModelTool): load, change, save

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

    // The new address goes first and is the selected one.
    static func add(_ info: AddressModel) {
        var infos = allAddressInfo()
        for old in infos {
            old.state = "0"
        }
        info.state = "1"
        infos.insert(info, at: 0)
        update(infos)
    }

    // An edited address keeps whether it was selected.
    static func updateInfo(at index: Int, with info: AddressModel) {
        var infos = allAddressInfo()
        guard index < infos.count else { return }
        info.state = infos[index].state
        infos[index] = info
        update(infos)
    }

    // Deleting the selected address would leave none selected: select the first one left.
    static func removeInfo(at index: Int) {
        var infos = allAddressInfo()
        guard index < infos.count else { return }
        infos.remove(at: index)
        if !infos.isEmpty && !infos.contains(where: { $0.state == "1" }) {
            infos[0].state = "1"
        }
        update(infos)
    }

    static func select(at index: Int) {
        let infos = allAddressInfo()
        for (position, info) in infos.enumerated() {
            info.state = position == index ? "1" : "0"
        }
        update(infos)
    }

    static func removeAllInfo() {
        update([])
    }
}

// MARK: - Settings in UserDefaults: property-list values only, a few of them

enum Settings {
    static var lastPhoneNumber: String? {
        get { return UserDefaults.standard.string(forKey: "teleNum") }
        set { UserDefaults.standard.set(newValue, forKey: "teleNum") }
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let launches = UserDefaults.standard.integer(forKey: "launchCount") + 1
        UserDefaults.standard.set(launches, forKey: "launchCount")
        print("  launch \(launches); the phone field is pre-filled with: \(Settings.lastPhoneNumber ?? "nothing")")
        return true
    }
}

// What the user sees: the address list (✓ marks the selected one) and the checkout.
func showAddresses() {
    let infos = AddressModelTool.allAddressInfo()
    print("  ┌ My addresses (\(infos.count))")
    for info in infos {
        print("  │ \(info.state == "1" ? "✓" : " ") \(info.line)")
    }
    print("  └ checkout ships to: \(AddressModelTool.currentSelectedAddress()?.name ?? "— add an address first")")
}

func typeNewAddress(_ dict: [String: String]) {
    AddressModelTool.add(AddressModel(dict: dict))
    if let phone = dict["phoneNum"] {
        Settings.lastPhoneNumber = phone
    }
}

// MARK: - The story

print("1. The user opens the shop for the first time.")
Simulator.launch(AppDelegate.self)
showAddresses()

print("2. They add their home, then their office, then their parents' address.")
typeNewAddress(["name": "Li Lei", "phoneNum": "13800000000", "mainAddress": "Beijing", "detailAddress": "Haidian 1"])
typeNewAddress(["name": "Li Lei (office)", "phoneNum": "13800000000", "mainAddress": "Beijing", "detailAddress": "Chaoyang 3"])
typeNewAddress(["name": "Li Dad", "phoneNum": "13900000000", "mainAddress": "Shanghai", "detailAddress": "Pudong 2"])
showAddresses()

print("3. They fix the office's phone number, and choose home for this order.")
AddressModelTool.updateInfo(at: 1, with: AddressModel(dict: ["name": "Li Lei (office)", "phoneNum": "13800000001",
                                                              "mainAddress": "Beijing", "detailAddress": "Chaoyang 3"]))
AddressModelTool.select(at: 2)
showAddresses()

print("4. They delete the selected address (home).")
AddressModelTool.removeInfo(at: 2)
showAddresses()

print("5. They leave the app; later iOS ends it.")
Simulator.pressHome()
Simulator.advance(seconds: 60)
Simulator.terminate()

print("6. They open it again: the addresses and the settings were on disk.")
Simulator.tapIcon()
showAddresses()
let preferences = (NSHomeDirectory() as NSString).appendingPathComponent("Library/Preferences")
print("  Library/Preferences: \((try? FileManager.default.contentsOfDirectory(atPath: preferences)) ?? [])")

print("7. They clear the address book.")
AddressModelTool.removeAllInfo()
showAddresses()
print("  Documents/addressInfo.archive still exists: \(FileManager.default.fileExists(atPath: AddressModelTool.addressInfosPath)) (an empty array)")
