final class Counter {
    var value = 0
    func bump(_ amount: Int) {
        value += amount
    }
}
var total = 0
for i in 0..<1_000_000 {
    let counter = Counter()
    counter.bump(i)
    total += counter.value
}
print(total)
