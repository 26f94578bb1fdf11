// swiftc: 6:1: error: 'lazy' cannot be used on an already-lazy global
func loadConfig() -> [String: String] {
    print("loading")
    return ["mode": "dark"]
}
lazy var config = loadConfig()
print("start")
print(config["mode"] ?? "none")
