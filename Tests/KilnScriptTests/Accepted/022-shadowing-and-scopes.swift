// swiftc: accepted
let value = "global"
func show() -> String {
    let value = 3
    return String(value)
}
struct Holder {
    var value: Double = 1
    func get() -> Double { return value }
    func other() -> String { let value = "local"; return value }
}
var count = 0
if true { let count = "shadow"; print(count) }
count += 1
print(value, show(), Holder().get(), Holder().other(), count)
