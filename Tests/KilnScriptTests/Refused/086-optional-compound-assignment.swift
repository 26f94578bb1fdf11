// swiftc: 4:10: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
var total = 0
let extra: Int? = 2
total += extra
print(total)
