// swiftc: 4:14: error: cannot convert value of type 'Int' to expected argument type 'String'
var names = [String]()
names.append("ann")
names.append(3)
print(names)
