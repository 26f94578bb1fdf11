// swiftc: 5:15: error: cannot convert value of type 'Int' to expected argument type 'Array<Int>'
// High scores kept in an array, one new score added with `+=`.
var highScores = [120, 95]
let latest = 140
highScores += latest
print(highScores.sorted(by: >))
