// swiftc: 3:29: error: cannot convert value of type 'Int' to specified type 'String'
enum Level: Int { case low = 1, high = 2 }
let raw: String = Level.low.rawValue
print(raw)
