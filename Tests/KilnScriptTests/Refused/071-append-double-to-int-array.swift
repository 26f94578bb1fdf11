// swiftc: 3:15: error: cannot convert value of type 'Double' to expected argument type 'Int'
var grades: [Int] = []
grades.append(9.5)
print(grades)
