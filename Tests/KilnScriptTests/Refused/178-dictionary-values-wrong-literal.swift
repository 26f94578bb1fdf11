// swiftc: 3:22: error: cannot assign value of type 'Int' to subscript of type 'String'
var capitals: [String: String] = [:]
capitals["France"] = 1
print(capitals)
