// swiftc: 4:20: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
func double(_ n: Int) -> Int { n * 2 }
let prices = ["tea": 3]
print(double(prices["tea"]))
