// swiftc: 5:14: error: type 'Config' has no member 'name'
struct Config {
    static let version = 2
}
print(Config.name)
