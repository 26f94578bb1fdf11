// swiftc: 3:26: error: contextual closure type '(Int) throws -> Bool' expects 1 argument, but 2 were used in closure body
let scores = [3, 9, 5]
let high = scores.filter { $0 > $1 }
print(high)
