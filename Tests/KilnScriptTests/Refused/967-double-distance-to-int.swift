// swiftc: 4:30: error: cannot convert value of type 'Int' to expected argument type 'Double'
let start = 2.5
let steps = 4
let gap = start.distance(to: steps)
print(gap)
