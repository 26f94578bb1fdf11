// swiftc: 4:4: error: optional type 'Int?' cannot be used as a boolean; test for '!= nil' instead
let saved: Int? = UserDefaultsStandIn.count
let hasSaved = true
if saved == hasSaved {
    print("saved")
}
enum UserDefaultsStandIn { static let count: Int? = 2 }
