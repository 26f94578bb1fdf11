// swiftc: 2:33: error: contextual closure type '(Int) -> Int' expects 1 argument, but 2 were used in closure body
let increment: (Int) -> Int = { a, b in a + b }
print(increment(1))
