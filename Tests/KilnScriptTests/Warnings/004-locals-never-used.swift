// swiftc: 4:9: warning: initialization of immutable value 'average' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
// swiftc: 5:9: warning: initialization of variable 'best' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
func report(scores: [Int]) {
    let average = scores.reduce(0, +) / max(scores.count, 1)
    var best = scores.max() ?? 0
    let label = "Scores"
    print(label, scores.count)
}
report(scores: [3, 5])
