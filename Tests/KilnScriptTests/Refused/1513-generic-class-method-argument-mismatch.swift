// swiftc: 7:7: error: cannot convert value of type 'String' to expected argument type 'Int'
final class Cache<Key: Hashable, Value> {
    private var store: [Key: Value] = [:]
    func put(_ v: Value, for k: Key) { store[k] = v }
}
let c = Cache<String, Int>()
c.put("x", for: "k")
