// swiftc: 8:9: error: extensions must not contain stored properties
struct Recipe {
    var name: String
    var minutes: Int
}

extension Recipe {
    var isFavorite = false
    var summary: String { "\(name) (\(minutes) min)" }
}

print(Recipe(name: "Soup", minutes: 20).summary)
