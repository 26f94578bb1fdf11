// swiftc: accepted
var total = 0
for i in 0..<5 { total += i }
for i in stride(from: 0, to: 10, by: 3) { total += i }
for (index, value) in ["a", "b"].enumerated() { total += index + value.count }
for (key, value) in ["k": 1] { total += key.count + value }
var k = 0
while k < 3 { k += 1 }
repeat { k -= 1 } while k > 0
let halfOpen = Array(1...3)
print(total, k, halfOpen)
