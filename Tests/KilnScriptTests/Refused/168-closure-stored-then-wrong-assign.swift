// swiftc: 5:11: error: cannot assign value of type '[Int]' to type 'String'
var message = "start"
let numbers = [1, 2, 3]
let doubled = numbers.map { $0 * 2 }
message = doubled
print(message)
