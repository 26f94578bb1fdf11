// swiftc: 3:14: error: cannot convert value of type 'Double' to specified type 'Int'
let half = { (n: Double) -> Double in n / 2 }
let h: Int = half(9)
print(h)
