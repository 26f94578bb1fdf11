// swiftc: 5:7: error: no exact matches in call to global function 'describe'
func describe(_ value: Int) -> String { "int \(value)" }
func describe(_ value: String) -> String { "string \(value)" }
let flag = true
print(describe(flag))
