// swiftc: 3:19: error: cannot convert value of type 'String?' to specified type 'Int'
let input: String? = "42"
let number: Int = input
print(number)
