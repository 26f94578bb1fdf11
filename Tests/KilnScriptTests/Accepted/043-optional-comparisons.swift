// swiftc: accepted
let stock: [String: Int] = ["pen": 3]
let wanted = 3
print(stock["pen"] == wanted, stock["ink"] != wanted, stock["pen"] == nil)
let nickname: String? = "Kiki"
let typed = "Kiki"
print(nickname == typed, typed == nickname)
let word = "kiln"
print(word.first == "k", word.last != "x")
let a: Int? = 4
let b: Int? = 4
print(a == b)
