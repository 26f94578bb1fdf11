// swiftc: 3:10: error: cannot convert value of type 'Double' to expected argument type 'Int'
var score = 10
score += 0.5
print(score)
