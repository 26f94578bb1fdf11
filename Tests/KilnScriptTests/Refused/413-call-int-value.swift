// swiftc: 3:13: error: cannot call value of non-function type 'Int'
let score = 10
let total = score(2)
print(total)
