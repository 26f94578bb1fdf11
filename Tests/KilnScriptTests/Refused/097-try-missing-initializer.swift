// swiftc: 5:14: error: call can throw but is not marked with 'try'
struct Config {
    init(path: String) throws {}
}
let config = Config(path: "a")
print(config)
