let n = 4_000_000 // small: 2000
// A basic-operation pair: dictionary_0 and dictionary_1 differ only in dictionary_1 storing into a
// dictionary (one of 1,000 Int keys, so mostly an update) once per iteration.
var counts: [Int: Int] = [:]
var total = 0
for i in 0..<n {
    let key = i % 1000
    total += key
}
print(total, counts.count)
