// swiftc: 8:17: error: immutable value 'self.version' may only be initialized once
struct Config {
    let version = 1
    var name: String

    init(name: String) {
        self.name = name
        version = 2
    }
}

print(Config(name: "app").version)
