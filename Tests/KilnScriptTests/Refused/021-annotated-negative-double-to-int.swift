// swiftc: 2:24: error: cannot convert value of type 'Double' to specified type 'Int'
let temperature: Int = -3.5
print(temperature)
