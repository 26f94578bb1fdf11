let n = 400_000 // small: 3000
// Closures that capture and change variables: a counter factory, and closures stored in an array.
func makeCounter(step: Int) -> () -> Int {
    var count = 0
    return {
        count += step
        return count
    }
}
let byOne = makeCounter(step: 1)
let byThree = makeCounter(step: 3)
var total = 0
for i in 0..<n {
    total += i % 2 == 0 ? byOne() : byThree()
    total %= 1_000_000_007
}
var operations: [(Int) -> Int] = []
operations.append { $0 + 1 }
operations.append { $0 * 2 }
operations.append { x in x % 1000 }
var value = 1
for i in 0..<n {
    value = operations[i % 3](value)
}
print("total \(total), counters \(byOne()) \(byThree()), value \(value)")
