// swiftc: 4:15: error: cannot convert value of type 'Int' to expected argument type 'Double'
var prices: [Double] = [1.5]
let extra = 2
prices.append(extra)
print(prices)
