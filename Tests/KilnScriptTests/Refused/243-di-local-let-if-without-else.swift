// swiftc: 9:12: error: constant 'letter' used before being initialized
func grade(for score: Int) -> String {
    let letter: String
    if score >= 90 {
        letter = "A"
    } else if score >= 80 {
        letter = "B"
    }
    return letter
}

print(grade(for: 85))
