// swiftc: 2:39: error: cannot convert value of type 'Int' to closure result type 'String'
let label: (Int) -> String = { n in n * 2 }
print(label(3))
