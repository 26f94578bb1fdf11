// swiftc: no warnings
func summary(of items: [String]) -> String {
    var text = ""
    for item in items {
        text += item
    }
    var count = 0
    count = items.count
    let first = items.first ?? "-"
    var list = [String]()
    list.append(first)
    return "\(text) \(count) \(list)"
}
@discardableResult
func log(_ message: String) -> Int {
    print(message)
    return message.count
}
log("start")
print(summary(of: ["a", "b"]))
