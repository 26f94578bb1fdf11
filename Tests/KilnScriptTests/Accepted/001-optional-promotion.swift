// swiftc: accepted
func find(_ name: String, in names: [String]) -> Int? {
    for (index, candidate) in names.enumerated() where candidate == name { return index }
    return nil
}
var best: Int? = 3
best = 4
best = nil
let where_ = find("b", in: ["a", "b"]) ?? -1
func wrap(_ x: Int) -> Int? { return x }
let nested: String? = Optional("x")
print(where_, best as Any, wrap(2) ?? 0, nested ?? "none")
