// swiftc: 3:42: error: cannot convert value of type 'Int' to expected argument type 'String'
struct Pair<A, B> { let a: A; let b: B }
let p: Pair<Int, String> = Pair(a: 1, b: 2)
print(p)
