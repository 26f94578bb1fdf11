// swiftc: 24:13: error: referencing instance method 'sum()' on 'Box' requires that 'String' conform to 'Numeric'
struct Box<Value> {
    var items: [Value] = []

    mutating func put(_ item: Value) {
        items.append(item)
    }
}

extension Box where Value: Numeric {
    func sum() -> Value {
        items.reduce(0, +)
    }
}

var coins = Box<Int>()
coins.put(5)
coins.put(10)
print(coins.sum())

var words = Box<String>()
words.put("hello")
words.put("world")
print(words.sum())
