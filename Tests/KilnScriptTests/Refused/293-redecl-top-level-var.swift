// swiftc: 4:5: error: invalid redeclaration of 'score'
var score = 0
let bonus = 5
var score = 20
print(bonus)
