// swiftc: accepted
struct Team { var members: [String]? }
var t = Team(members: ["a"])
print(t.members?[0] ?? "", t.members![0])
var d: [String: Int]? = ["a": 1]
d?["b"] = 2
print(d?["a"] ?? 0, d!["a"]!)
var nested: [[Int]?] = [[1], nil]
print(nested[0]?[0] ?? 0)
if let m = t.members { print(m[0]) }
let opt: [Int]? = [5]
print(opt?[0] as Any)
