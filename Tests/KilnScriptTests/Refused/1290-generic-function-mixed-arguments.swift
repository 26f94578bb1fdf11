// swiftc: 8:7: error: conflicting arguments to generic parameter 'T' ('Int' vs. 'String')
func same<T: Equatable>(_ a: T, _ b: T) -> Bool {
    a == b
}

let count = 3
let label = "3"
print(same(count, label))
