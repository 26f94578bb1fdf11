// swiftc: 3:9: error: cannot assign value of type 'Double' to type 'Int'
var total = 0
total = 9.99
print(total)
