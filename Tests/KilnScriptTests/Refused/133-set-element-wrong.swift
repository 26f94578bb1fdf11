// swiftc: 2:31: error: cannot convert value of type 'String' to expected element type 'Int'
let primes: Set<Int> = [2, 3, "five"]
print(primes)
