// swiftc: 2:8: error: type 'Score' does not conform to protocol 'Comparable'
struct Score: Comparable {
    var points: Int
    var player: String
}

let scores = [Score(points: 3, player: "a"), Score(points: 1, player: "b")]
print(scores.count)
