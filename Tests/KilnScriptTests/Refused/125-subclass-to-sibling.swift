// swiftc: 5:17: error: cannot convert value of type 'Square' to specified type 'Circle'
class Shape {}
class Circle: Shape {}
class Square: Shape {}
let c: Circle = Square()
print(c)
