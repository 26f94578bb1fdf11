// swiftc: 4:40: error: cannot convert value of type '[Dictionary<String, Int>.Element]' (aka 'Array<(key: String, value: Int)>') to specified type '[String : Int]'
// A dictionary sorted by value, expected to stay a dictionary.
let wordCounts = ["swift": 3, "code": 5, "data": 1]
let ranked: [String: Int] = wordCounts.sorted { $0.value > $1.value }
print(ranked)
