// swiftc: 3:24: error: cannot convert value of type '[Dictionary<String, Int>.Keys.Element]' (aka 'Array<String>') to specified type 'Int'
let ages = ["ann": 31, "bob": 27]
let n: Int = ages.keys.sorted()
print(n)
