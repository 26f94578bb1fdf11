// swiftc: 3:14: error: cannot convert value of type 'Int' to expected argument type 'String'
var names = ["Ann"]
names.append(3)
print(names)
