// swiftc: 5:9: error: cannot assign value of type 'String' to type 'Int'
var total = 0
let add = { (n: Int) in total += n }
add(2)
total = "done"
print(total)
