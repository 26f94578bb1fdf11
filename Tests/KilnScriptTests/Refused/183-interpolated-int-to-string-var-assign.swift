// swiftc: 4:9: error: cannot convert value of type 'Int' to expected argument type 'String'
var label = ""
let count = 3
label = count + " items"
print(label)
