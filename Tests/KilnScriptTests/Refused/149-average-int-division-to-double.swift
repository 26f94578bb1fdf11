// swiftc: 5:27: error: cannot convert value of type 'Int' to specified type 'Double'
let scores = [80, 90, 100]
var sum = 0
for s in scores { sum += s }
let average: Double = sum / scores.count
print(average)
