// swiftc: 10:12: error: global function 'largest' requires that 'Score' conform to 'Comparable'
struct Score {
    var points: Int
}

func largest<T: Comparable>(_ items: [T]) -> T? {
    items.max()
}

let best = largest([Score(points: 3), Score(points: 9)])
print(best as Any)
