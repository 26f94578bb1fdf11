let n = 150_000 // small: 1500
// Optionals: dictionary lookups with `if let` and `??`, `Int(String)` parsed with `guard let`,
// a function returning an optional, and optional chaining.
var ages: [String: Int] = [:]
for i in 0..<1000 where i % 3 != 0 {
    ages["p\(i)"] = i % 90
}

func firstMultiple(of k: Int, in values: [Int]) -> Int? {
    for value in values where value % k == 0 {
        return value
    }
    return nil
}

func parse(_ text: String) -> Int {
    guard let value = Int(text) else {
        return -1
    }
    return value
}

let window = [7, 11, 13, 22, 35, 49]
var found = 0
var total = 0
for i in 0..<n {
    let key = "p\(i % 1500)"
    if let age = ages[key] {
        found += 1
        total += age
    }
    total += ages["q\(i % 5)"] ?? 1
    if let multiple = firstMultiple(of: i % 6 + 2, in: window) {
        total += multiple
    }
    total += parse(i % 4 == 0 ? "x\(i)" : "\(i % 100)")
}
let names: [String?] = ["Ada", nil, "Grace"]
var letters = 0
for name in names {
    letters += name?.count ?? 0
}
print("found \(found), total \(total), letters \(letters)")
