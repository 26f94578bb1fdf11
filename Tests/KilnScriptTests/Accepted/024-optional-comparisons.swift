// swiftc: accepted
let maybe: Int? = 3
print(maybe == 3, maybe != nil, maybe == nil)
let a: Double? = 1.5
if let a, a > 1 { print("big") }
let name: String? = "x"
print(name == "x")
