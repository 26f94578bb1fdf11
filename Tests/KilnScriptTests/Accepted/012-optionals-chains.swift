// swiftc: accepted
class Node { var next: Node?; var value = 1; func sum() -> Int { value + (next?.sum() ?? 0) } }
let head = Node()
head.next = Node()
let second = head.next?.value
let deep: Int = head.next?.next?.value ?? 0
if let n = head.next { print(n.value) }
if let v = second, v > 0 { print(v) }
guard let firstNext = head.next else { fatalError() }
let names: [String]? = ["a"]
let c = names?.count ?? 0
let upper = names?.first?.uppercased()
var dict: [String: Int]? = ["a": 1]
dict?["b"] = 2
print(second ?? 0, deep, firstNext.value, c, upper ?? "", head.sum(), dict?.count ?? 0)
