// swiftc: 3:10: error: cannot convert value of type 'Int' to expected element type 'String'
var names = ["a", "b"]
names = [1, 2]
print(names)
