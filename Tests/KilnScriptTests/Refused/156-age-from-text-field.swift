// swiftc: 3:16: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let ageText = "29"
let age: Int = Int(ageText)
print(age + 1)
