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

// Foundation's IndexSet: a set of non-negative integers kept in ascending order (what a table's
// `onDelete` hands over), printed as corelibs prints it: "3 indexes".
struct IndexSet: Sequence, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    var __items: [Int]
    init() { __items = [] }
    init(integer: Int) { __items = [integer] }
    init(integersIn range: Range<Int>) { __items = Array(range) }
    init(integersIn range: ClosedRange<Int>) { __items = Array(range) }
    init<S: Sequence>(_ integers: S) where S.Element == Int { __items = Array(Set(integers)).sorted() }
    func makeIterator() -> IndexingIterator<[Int]> { return __items.makeIterator() }
    // Sequence's algorithms, over the integers in order.
    func sorted() -> [Int] { return __items }
    func sorted(by areInIncreasingOrder: (Int, Int) throws -> Bool) rethrows -> [Int] { return try __items.sorted(by: areInIncreasingOrder) }
    func reversed() -> [Int] { return __items.reversed() }
    func map(_ transform: (Int) throws -> Any) rethrows -> [Any] { return try __items.map(transform) }
    func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> [Int] { return try __items.filter(isIncluded) }
    func forEach(_ body: (Int) throws -> Void) rethrows { try __items.forEach(body) }
    func reduce(_ initial: Any, _ next: (Any, Int) throws -> Any) rethrows -> Any { return try __items.reduce(initial, next) }
    func contains(where predicate: (Int) throws -> Bool) rethrows -> Bool { return try __items.contains(where: predicate) }
    func first(where predicate: (Int) throws -> Bool) rethrows -> Int? { return try __items.first(where: predicate) }
    var count: Int { return __items.count }
    var isEmpty: Bool { return __items.isEmpty }
    var first: Int? { return __items.first }
    var last: Int? { return __items.last }
    func min() -> Int? { return __items.first }
    func max() -> Int? { return __items.last }
    func contains(_ integer: Int) -> Bool { return __items.contains(integer) }
    func contains(integersIn range: Range<Int>) -> Bool { return range.allSatisfy { __items.contains($0) } }
    func contains(integersIn indexSet: IndexSet) -> Bool { return indexSet.__items.allSatisfy { __items.contains($0) } }
    func count(in range: Range<Int>) -> Int { return __items.filter { range.contains($0) }.count }
    func integerGreaterThan(_ integer: Int) -> Int? { return __items.first { $0 > integer } }
    func integerGreaterThanOrEqualTo(_ integer: Int) -> Int? { return __items.first { $0 >= integer } }
    func integerLessThan(_ integer: Int) -> Int? { return __items.last { $0 < integer } }
    func integerLessThanOrEqualTo(_ integer: Int) -> Int? { return __items.last { $0 <= integer } }
    @discardableResult
    mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        if __items.contains(integer) { return (false, integer) }
        __items = (__items + [integer]).sorted()
        return (true, integer)
    }
    mutating func insert(integersIn range: Range<Int>) { __items = Array(Set(__items + Array(range))).sorted() }
    mutating func insert(integersIn range: ClosedRange<Int>) { __items = Array(Set(__items + Array(range))).sorted() }
    @discardableResult
    mutating func remove(_ integer: Int) -> Int? {
        guard let index = __items.firstIndex(of: integer) else { return nil }
        __items.remove(at: index)
        return integer
    }
    mutating func remove(integersIn range: Range<Int>) { __items = __items.filter { !range.contains($0) } }
    mutating func remove(integersIn range: ClosedRange<Int>) { __items = __items.filter { !range.contains($0) } }
    mutating func removeAll() { __items = [] }
    func union(_ other: IndexSet) -> IndexSet { return IndexSet(__items + other.__items) }
    func intersection(_ other: IndexSet) -> IndexSet { return IndexSet(__items.filter { other.contains($0) }) }
    func subtracting(_ other: IndexSet) -> IndexSet { return IndexSet(__items.filter { !other.contains($0) }) }
    func symmetricDifference(_ other: IndexSet) -> IndexSet {
        return IndexSet(__items.filter { !other.contains($0) } + other.__items.filter { !contains($0) })
    }
    mutating func formUnion(_ other: IndexSet) { self = union(other) }
    mutating func formIntersection(_ other: IndexSet) { self = intersection(other) }
    mutating func subtract(_ other: IndexSet) { self = subtracting(other) }
    func isSubset(of other: IndexSet) -> Bool { return __items.allSatisfy { other.contains($0) } }
    func isSuperset(of other: IndexSet) -> Bool { return other.isSubset(of: self) }
    func filteredIndexSet(includeInteger: (Int) throws -> Bool) rethrows -> IndexSet { return IndexSet(try __items.filter(includeInteger)) }
    var description: String { return "\(__items.count) indexes" }
    var debugDescription: String { return description }
}
"""#
}
