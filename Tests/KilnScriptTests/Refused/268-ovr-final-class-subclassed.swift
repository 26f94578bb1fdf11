// swiftc: 6:7: error: inheritance from a final class 'Logger'
final class Logger {
    func log(_ message: String) { print(message) }
}

class FileLogger: Logger {
    var path = "/tmp/log.txt"
}

FileLogger().log("hi")
