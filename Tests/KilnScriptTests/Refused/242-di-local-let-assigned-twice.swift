// swiftc: 6:14: error: immutable value 'kind' may only be initialized once
func describe(_ n: Int) -> String {
    let kind: String
    kind = n % 2 == 0 ? "even" : "odd"
    if n == 0 {
        kind = "zero"
    }
    return kind
}

print(describe(4))
