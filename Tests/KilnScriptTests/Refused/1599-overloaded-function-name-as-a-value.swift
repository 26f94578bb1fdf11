// swiftc: 4:17: error: ambiguous use of 'format'
func format(_ value: Int) -> String { "#\(value)" }
func format(_ value: Double) -> String { "\(value)" }
let formatter = format
print(formatter(3))
