// swiftc: 5:1: error: ambiguous use of 'roll()'
func roll() -> Int { Int.random(in: 1...6) }
func roll() -> String { "⚀" }
let n: Int = roll()
roll()
print(n > 0)
