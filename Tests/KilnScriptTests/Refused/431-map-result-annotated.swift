// swiftc: 3:39: error: cannot convert value of type 'Int' to closure result type 'String'
let prices = [3, 5, 8]
let texts: [String] = prices.map { $0 * 2 }
print(texts)
