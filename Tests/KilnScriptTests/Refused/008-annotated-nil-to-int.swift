// swiftc: 2:18: error: 'nil' cannot initialize specified type 'Int'
var score: Int = nil
score = 3
print(score)
