// swiftc: 3:21: error: cannot reference 'mutating' method as function value
var scores = [40, 10, 30]
let sorter = scores.sort
print(scores)
