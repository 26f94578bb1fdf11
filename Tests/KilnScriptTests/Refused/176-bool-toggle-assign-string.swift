// swiftc: 3:8: error: cannot assign value of type 'String' to type 'Bool'
var isOn = false
isOn = "true"
print(isOn)
