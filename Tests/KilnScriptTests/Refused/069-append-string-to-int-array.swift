// swiftc: 3:16: error: cannot convert value of type 'String' to expected argument type 'Int'
var numbers = [1, 2]
numbers.append("x")
print(numbers)
