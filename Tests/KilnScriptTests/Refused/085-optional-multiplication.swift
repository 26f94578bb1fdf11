// swiftc: 4:15: error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
let rate: Double? = 1.5
let hours = 8.0
print(hours * rate)
