// swiftc: 8:5: error: deinitializer cannot be declared in struct 'LogFile' that conforms to 'Copyable'
struct LogFile {
    var path: String
    init(path: String) {
        self.path = path
        print("opened", path)
    }
    deinit {
        print("closed", path)
    }
}
let log = LogFile(path: "app.log")
print(log.path)
