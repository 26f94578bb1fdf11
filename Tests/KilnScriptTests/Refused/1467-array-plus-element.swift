// swiftc: 5:19: error: cannot convert value of type 'Int' to expected argument type 'Array<Int>'
// A student adds a score to the list with `+`, as if the list were a number.
var scores = [90, 85]
let newScore = 77
scores = scores + newScore
print(scores)
