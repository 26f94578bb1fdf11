// swiftc: 9:12: error: 'Settings' initializer is inaccessible due to 'private' protection level
final class Settings {
    static let shared = Settings()
    var theme = "light"
    private init() {}
}
Settings.shared.theme = "dark"
print(Settings.shared.theme)
let copy = Settings()
print(copy.theme)
