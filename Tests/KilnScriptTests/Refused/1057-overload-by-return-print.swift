// swiftc: 4:7: error: ambiguous use of 'describe'
func describe(_ value: Int) -> String { "number \(value)" }
func describe(_ value: Int) -> Int { value * 10 }
print(describe(3))
