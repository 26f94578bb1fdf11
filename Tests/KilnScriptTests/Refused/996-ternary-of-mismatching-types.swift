// swiftc: 3:25: error: result values in '? :' expression have mismatching types 'Int' and 'String'
let score = 7
let label = score > 5 ? score : "low"
print(label)
