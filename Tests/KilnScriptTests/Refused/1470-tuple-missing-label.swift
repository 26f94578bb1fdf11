// swiftc: 7:38: error: value of tuple type '(name: String, score: Int)' has no member 'grade'
// A labelled tuple read through a label it does not have.
func bestStudent() -> (name: String, score: Int) {
    return ("Mei", 98)
}
let best = bestStudent()
print("\(best.name) has grade \(best.grade)")
