// swiftc: accepted
let values: [Any] = [1, "two", 3.0, [4]]
var total = 0
for value in values {
    if let n = value as? Int { total += n }
    if let s = value as? String { total += s.count }
}
let raw: Any? = "x"
let text = raw as? String ?? ""
let forced = values[0] as! Int
let anyOptional: Any = raw as Any
let dict: [String: Any] = ["a": 1, "b": "c"]
let b = dict["b"] as? String
print(total, text, forced, anyOptional, b ?? "")
