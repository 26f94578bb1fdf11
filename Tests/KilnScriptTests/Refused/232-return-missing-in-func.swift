// swiftc: 6:12: error: cannot convert return expression of type 'Int' to return type 'String'
func grade(for score: Int) -> String {
    if score > 90 {
        return "A"
    }
    return score
}
print(grade(for: 95))
