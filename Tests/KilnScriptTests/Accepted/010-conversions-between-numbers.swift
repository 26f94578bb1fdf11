// swiftc: accepted
let items = 3
let price = 2.5
let total = Double(items) * price
let whole = Int(total)
let parsed = Int("12") ?? 0
let text = String(items) + "!"
let f: Float = 2.5
let back: Double = Double(f)
let maybe: Int? = Int("x")
let rounded = (price * 10).rounded() / 10
print(total, whole, parsed, text, f, back, maybe ?? -1, rounded)
