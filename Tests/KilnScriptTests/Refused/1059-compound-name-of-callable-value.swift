// swiftc: 8:32: error: cannot find 'triple(_:times:)' in scope
struct Multiplier {
    let factor: Int
    func callAsFunction(_ value: Int, times: Int) -> Int { value * factor * times }
}
let triple = Multiplier(factor: 3)
print(triple(2, times: 1))
let apply: (Int, Int) -> Int = triple(_:times:)
print(apply(1, 2))
