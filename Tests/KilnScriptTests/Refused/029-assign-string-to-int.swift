// swiftc: 3:5: error: cannot assign value of type 'String' to type 'Int'
var n = 3
n = "three"
print(n)
