// swiftc: 4:14: error: value of optional type 'Array<String>.Index?' (aka 'Optional<Int>') must be unwrapped to a value of type 'Array<String>.Index' (aka 'Int')
let fruits = ["apple", "pear", "plum"]
let spot = fruits.firstIndex(of: "pear")
print(fruits[spot])
