// swiftc: 3:16: error: cannot convert value of type 'Double' to specified type 'Float'
let d = 2.5
let f: Float = d
print(f)
