// swiftc: 3:17: error: cannot convert value of type 'Float' to specified type 'Double'
let f: Float = 2.5
let d: Double = f
print(d)
