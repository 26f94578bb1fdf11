let n = 150 // small: 3
// Loops over a dictionary: key-value pairs, `keys` and `values` (sums only: the order is unspecified).
var stock: [String: Int] = [:]
for i in 0..<2000 {
    stock["item\(i)"] = (i * 37) % 101
}
var total = 0
var low = 0
for round in 0..<n {
    for (name, quantity) in stock {
        if quantity < round {
            low += 1
        }
        total += quantity + name.count
    }
}
var sevens = 0
for key in stock.keys where key.hasSuffix("7") {
    sevens += 1
}
var big = 0
for quantity in stock.values {
    if quantity > 90 {
        big += quantity
    }
}
print("total \(total), low \(low), sevens \(sevens), big \(big)")
