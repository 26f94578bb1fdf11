// swiftc: 3:27: error: cannot convert value of type 'Int' to specified type 'String'
let word = "kiln"
let length: String = word.count
print(length)
