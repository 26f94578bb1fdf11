// swiftc: accepted
let line = "alpha beta gamma"
let words = line.split(separator: " ")
func count(_ text: String) -> Int { text.count }
struct Tag { var label: String }
let first = words[0]
print(count(String(first)), Tag(label: String(words[1])).label)
print(line.hasPrefix(first), line.contains(words[2]), first == "alpha", "<" + first + ">")
print(words.map { $0.uppercased() }, words.map(String.init).joined(separator: "+"))
var names: [String] = []
names.append(String(line.prefix(5)))
names += words.map { String($0) }
print(names, line.dropFirst(6).count, "\(line.dropLast(6))")
let key = String(line.prefix(5))
let table = ["alpha": 1]
print(table[key] ?? 0, table[String(first)] ?? 0)
