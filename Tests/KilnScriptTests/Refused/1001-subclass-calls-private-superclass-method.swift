// swiftc: 7:39: error: 'stamp' is inaccessible due to 'private' protection level
class Logger {
    private func stamp() -> String { "[log]" }
    func log(_ text: String) { print(stamp(), text) }
}
class FileLogger: Logger {
    func save(_ text: String) { print(stamp(), "saved", text) }
}
FileLogger().save("x")
