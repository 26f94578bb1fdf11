// swiftc: 4:29: error: cannot convert value of type 'Int' to specified type 'String'
let words = ["a", "bb", "ccc"]
let lengths = words.map { $0.count }
let total: String = lengths.reduce(0, +)
print(total)
