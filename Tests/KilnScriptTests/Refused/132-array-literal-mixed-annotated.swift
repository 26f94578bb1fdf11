// swiftc: 2:29: error: cannot convert value of type 'String' to expected element type 'Double'
let mixed: [Double] = [1.5, "two"]
print(mixed)
