// swiftc: 13:9: error: instance member 'log' cannot be used on type 'Logger'; did you mean to use a value of this type instead?
class Logger {
    var lines: [String] = []

    func log(_ message: String) {
        lines.append(message)
        print("[LOG] \(message)")
    }
}

struct App {
    func launch() {
        Logger.log("App launched")
    }
}

App().launch()
