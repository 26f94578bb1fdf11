// swiftc: 4:26: error: cannot convert value of type 'Int' to specified type 'String'
let area = 1024.0
let side = area.squareRoot()
let label: String = side.exponent
print("side \(side) has exponent \(label)")
