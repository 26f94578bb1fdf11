// swiftc: 3:12: error: cannot convert return expression of type '(String, String)' to return type '(name: String, score: Int)'
func bestScore() -> (name: String, score: Int) {
    return ("Ann", "100")
}
print(bestScore())
