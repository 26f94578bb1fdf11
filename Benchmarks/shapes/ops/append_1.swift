let n = 4_000_000 // small: 2000
// A basic-operation pair: append_0 and append_1 differ only in append_1 appending to an array once
// per iteration.
var items: [Int] = []
var total = 0
for i in 0..<n {
    total += i
    items.append(i)
}
print(total, items.count)
