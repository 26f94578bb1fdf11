// swiftc: 3:26: error: cannot convert value of type 'Int' to specified type 'Double'
let whole = 7
let half: Double = whole / 2
print(half)
