// swiftc: 3:31: error: referencing operator function '>' on 'Comparable' requires that 'Score' conform to 'Comparable'
func ranked<Score>(_ scores: [Score]) -> [Score] {
    scores.sorted { a, b in a > b }
}
print(ranked([3, 1, 2]))
