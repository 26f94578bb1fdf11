// swiftc: 2:18: error: cannot convert value of type 'Int' to specified type 'Bool'
let flag: Bool = 2
print(flag)
