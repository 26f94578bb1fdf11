// swiftc: 4:25: error: cannot convert value of type 'String' to specified type 'Double'
let items = ["a", "b", "c"]
let middle = items.count / 2
let pick: Double = items[middle]
print(pick)
