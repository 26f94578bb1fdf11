// swiftc: 3:8: error: 'nil' cannot be assigned to type 'String'
var name = "Ann"
name = nil
print(name)
