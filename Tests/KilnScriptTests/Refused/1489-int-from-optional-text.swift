// swiftc: 5:18: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
// Parsing text that may be missing, without unwrapping it first.
let answers: [String: String] = ["age": "17"]
let typed = answers["age"]
if let age = Int(typed) {
    print("Next year: \(age + 1)")
}
