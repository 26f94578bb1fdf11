// Members of Array and Dictionary that Kiln writes in Swift: the in-place index steps
// (`formIndex(after:)`), which take an `inout` index, the literal protocols' initializers
// called by name (`[Int](arrayLiteral: 1, 2)`), `hash(into:)` (with CharacterSet's), and the
// random members that take a script's own generator (`shuffled(using: &seeded)`), computed as the
// standard library computes them, so that a seeded generator gives Swift's own sequence.
extension Prelude {
    static let collections = #"""
extension Array {
    init(arrayLiteral elements: Element...) { self = elements }
    func formIndex(after i: inout Int) { i = index(after: i) }
    func formIndex(before i: inout Int) { i = index(before: i) }
}

extension Dictionary {
    init(dictionaryLiteral elements: (Key, Value)...) { self = Dictionary(uniqueKeysWithValues: elements) }
    func formIndex(after i: inout Dictionary<Key, Value>.Index) { i = index(after: i) }
}

// `hash(into:)` of the library's Hashable collections: the value itself, hashed as Kiln hashes
// Set members and Dictionary keys.
extension Array where Element: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension Dictionary where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
extension String {
    func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
protocol RandomNumberGenerator {
    mutating func next() -> UInt64
}
struct SystemRandomNumberGenerator: RandomNumberGenerator {
    init() {}
    mutating func next() -> UInt64 { UInt64(truncatingIfNeeded: Int.random(in: Int.min..<Int.max)) }
}
// `next(upperBound:)`: Lemire's multiply-shift, rejecting the biased low products.
func __kilnRandom<G: RandomNumberGenerator>(below upperBound: UInt64, _ generator: inout G) -> UInt64 {
    var random = generator.next()
    var product = random.multipliedFullWidth(by: upperBound)
    if product.low < upperBound {
        let threshold = (0 &- upperBound) % upperBound
        while product.low < threshold {
            random = generator.next()
            product = random.multipliedFullWidth(by: upperBound)
        }
    }
    return product.high
}
extension Array {
    mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
        guard count > 1 else { return }
        var amount = count
        var current = 0
        while amount > 1 {
            let offset = Int(__kilnRandom(below: UInt64(amount), &generator))
            amount -= 1
            swapAt(current, current + offset)
            current += 1
        }
    }
    func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> [Element] {
        var copy = self
        copy.shuffle(using: &generator)
        return copy
    }
    func randomElement<G: RandomNumberGenerator>(using generator: inout G) -> Element? {
        guard !isEmpty else { return nil }
        return self[Int(__kilnRandom(below: UInt64(count), &generator))]
    }
}
extension Int {
    static func random<G: RandomNumberGenerator>(in range: Range<Int>, using generator: inout G) -> Int {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        let delta = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
        return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: range.lowerBound) &+ __kilnRandom(below: delta, &generator))
    }
    static func random<G: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout G) -> Int {
        var delta = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
        if delta == UInt64.max { return Int(truncatingIfNeeded: generator.next()) }
        delta += 1
        return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: range.lowerBound) &+ __kilnRandom(below: delta, &generator))
    }
}
extension Double {
    static func random<G: RandomNumberGenerator>(in range: Range<Double>, using generator: inout G) -> Double {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        let delta = range.upperBound - range.lowerBound
        let random = generator.next() & ((1 << 53) - 1)
        let value = delta * (Double(random) * (Double.ulpOfOne / 2)) + range.lowerBound
        if value == range.upperBound { return Double.random(in: range, using: &generator) }
        return value
    }
    static func random<G: RandomNumberGenerator>(in range: ClosedRange<Double>, using generator: inout G) -> Double {
        let delta = range.upperBound - range.lowerBound
        let limit: UInt64 = 1 << 53
        let random = __kilnRandom(below: limit + 1, &generator)
        if random == limit { return range.upperBound }
        return delta * (Double(random) * (Double.ulpOfOne / 2)) + range.lowerBound
    }
}
extension Bool {
    static func random<G: RandomNumberGenerator>(using generator: inout G) -> Bool {
        (generator.next() >> 17) & 1 == 0
    }
}
extension CharacterSet {
    // Sets equal by their listed scalars hash alike, whatever CF would call them.
    func hash(into hasher: inout Hasher) {
        hasher.combine(__isListed ? "listed" : __kind)
        hasher.combine(__text)
        for part in __parts { part.hash(into: &hasher) }
    }
}
"""#
}
