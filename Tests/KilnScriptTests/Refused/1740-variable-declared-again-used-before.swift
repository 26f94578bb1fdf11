// swiftc: 4:7: error: ambiguous use of 'highScore'
var highScore = 120
print("best so far:")
print(highScore)
var highScore = 150
