// swiftc: 3:29: error: cannot convert value of type 'Int' to expected argument type 'String'
let input: String? = nil
let name: String = input ?? 0
print(name)
