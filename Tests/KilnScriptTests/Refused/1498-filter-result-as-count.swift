// swiftc: 4:33: error: cannot convert value of type '[Int]' to specified type 'Int'
// `filter` gives the matching elements, not how many there are.
let temperatures = [21, 25, 19, 30]
let hotDays: Int = temperatures.filter { $0 > 24 }
print(hotDays)
