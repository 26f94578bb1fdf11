// swiftc: accepted
extension Int { func squared() -> Int { self * self } }
extension String { var shout: String { uppercased() + "!" } }
extension Array where Element == Int { func total() -> Int { reduce(0, +) } }
let n = 4.squared()
let s = "hi".shout
print(n, s, [1, 2].total())
