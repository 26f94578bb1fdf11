// swiftc: 5:5: error: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope
func parseAge(_ text: String) -> Int {
    guard let age = Int(text) else {
        print("Not a number: \(text)")
    }
    return age
}

let inputs = ["21", "x", "65"]
for input in inputs {
    print(parseAge(input))
}
