// swiftc: accepted
func stats(_ values: [Int]) -> (min: Int, max: Int, mean: Double) {
    return (values.min() ?? 0, values.max() ?? 0, 2)
}
let s = stats([1, 3])
let pair: (name: String, score: Double) = ("Ann", 1)
let plain: (String, Double) = pair
var best: (name: String, score: Int) = (name: "Bo", score: 3)
best = (name: "Cy", score: 4)
let (lo, hi, _) = stats([2])
func swapped(_ p: (Int, Int)) -> (first: Int, second: Int) { (p.1, p.0) }
print(s.min, s.max, s.mean, pair.name, plain.0, best.score, lo, hi, swapped((1, 2)).first)
