// swiftc: 4:21: error: cannot convert value of type 'Int' to expected argument type 'String'
func describe(_ n: String) -> String { "n = " + n }
let word = "clay"
print(describe(word.count))
