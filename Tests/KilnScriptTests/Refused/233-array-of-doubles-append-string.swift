// swiftc: 3:21: error: cannot convert value of type 'String' to expected argument type 'Double'
var temperatures: [Double] = [21.5, 19.0]
temperatures.append("20.1")
print(temperatures)
