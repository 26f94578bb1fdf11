// swiftc: 5:32: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
struct Inventory {
    var counts: [String: Int] = [:]
    func count(of name: String) -> Int {
        let found: Int = counts[name]
        return found
    }
}
print(Inventory().count(of: "x"))
