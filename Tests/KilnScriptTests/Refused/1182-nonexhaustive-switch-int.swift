// swiftc: 4:5: error: switch must be exhaustive
func grade(for score: Int) -> String {
    var letter = ""
    switch score {
    case 90...100:
        letter = "A"
    case 80..<90:
        letter = "B"
    case 70..<80:
        letter = "C"
    case 0..<70:
        letter = "F"
    }
    return letter
}

let scores = [95, 83, 71, 40]
for score in scores {
    print("\(score): \(grade(for: score))")
}
