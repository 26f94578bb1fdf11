// swiftc: 4:23: error: cannot convert value of type 'Int' to specified type 'String'
let text = "a,b,c"
let parts = text.split(separator: ",")
let n: String = parts.count
print(n)
