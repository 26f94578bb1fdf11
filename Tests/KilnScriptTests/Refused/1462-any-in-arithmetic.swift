// swiftc: 5:16: error: cannot convert value of type 'Any' to expected argument type 'Int'
// A score read back from a property-list-like dictionary and used before it is cast.
let saved: [String: Any] = ["name": "Lin", "score": 41]
if let score = saved["score"] {
    let next = score + 1
    print(next)
}
