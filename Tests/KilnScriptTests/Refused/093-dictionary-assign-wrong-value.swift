// swiftc: 3:15: error: cannot assign value of type 'String' to subscript of type 'Int'
var ages = ["Ann": 30]
ages["Bob"] = "thirty"
print(ages)
