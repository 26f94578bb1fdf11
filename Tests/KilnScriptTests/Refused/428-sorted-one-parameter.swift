// swiftc: 3:29: error: contextual closure type '(Int, Int) throws -> Bool' expects 2 arguments, but 1 was used in closure body
let ages = [31, 12, 45]
let ordered = ages.sorted { a in a > 20 }
print(ordered)
