// swiftc: 3:6: error: cannot convert value of type 'String' to expected argument type 'Int'
var c = 0
c += "a"
print(c)
