// swiftc: 3:37: error: cannot convert value of type 'Int' to specified type 'String'
let threeTimesTable = [3, 6, 9]
let answer: String = threeTimesTable[1]
print(answer)
