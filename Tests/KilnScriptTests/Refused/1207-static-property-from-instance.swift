// swiftc: 13:7: error: static member 'apiVersion' cannot be used on instance of type 'AppConfig'
struct AppConfig {
    static let apiVersion = 3
    var userName: String

    func header() -> String {
        "v\(apiVersion) for \(userName)"
    }
}

let config = AppConfig(userName: "kim")
print(config.header())
print(config.apiVersion)
