// swiftc: 13:14: error: 'stamp' is inaccessible due to 'private' protection level
class Logger {
    private var lines: [String] = []
    func log(_ text: String) { lines.append(stamp(text)) }
    private func stamp(_ text: String) -> String { "[log] " + text }
}
extension Logger {
    func dump() { for line in lines { print(line) } }
}
let logger = Logger()
logger.log("started")
logger.dump()
print(logger.stamp("direct"))
