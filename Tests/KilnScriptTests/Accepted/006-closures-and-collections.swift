// swiftc: accepted
let numbers = [3, 1, 2]
let doubled = numbers.map { $0 * 2 }
let evens = numbers.filter { $0 % 2 == 0 }
let sum = numbers.reduce(0, +)
let sorted = numbers.sorted { $0 > $1 }
let words = numbers.map { String($0) }.joined(separator: ", ")
var counts: [String: Int] = [:]
counts["a", default: 0] += 1
counts["b"] = 2
counts["b"] = nil
var groups: [String: [Int]] = [:]
groups["x", default: []].append(1)
let mixed = [1, 2.5]
let prices = ["a": 1, "b": 2.5]
let set: Set = [1, 2]
let pairs = zip(numbers, words.split(separator: ",")).map { "\($0)\($1)" }
print(doubled, evens, sum, sorted, words, counts, groups, mixed, prices["b"] ?? 0, set.count, pairs.count)
