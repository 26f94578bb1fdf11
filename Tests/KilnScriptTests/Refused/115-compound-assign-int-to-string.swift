// swiftc: 3:8: error: cannot convert value of type 'Int' to expected argument type 'String'
var log = ""
log += 1
print(log)
