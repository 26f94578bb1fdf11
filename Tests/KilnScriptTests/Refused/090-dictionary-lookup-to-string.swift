// swiftc: 3:31: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
let capitals = ["France": "Paris"]
let capital: String = capitals["France"]
print(capital)
