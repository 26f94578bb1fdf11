// swiftc: 5:17: error: editor placeholder in source file
let prices = [3.5, 1.25, 8.0]
let total = prices.reduce(0, +)
print(total)
let format = { (<#value#>) -> String in
    "$\(total)"
}
print(format(total))
