// swiftc: 3:17: error: cannot convert value of type '[Int]' to specified type 'Int'
let scores = [90, 85, 77]
let best: Int = scores
print(best)
