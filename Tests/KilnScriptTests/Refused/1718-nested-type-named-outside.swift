// swiftc: 11:25: error: cannot find type 'Difficulty' in scope
struct Recipe {
    enum Difficulty: Int {
        case easy = 1, medium, hard
    }
    let title: String
    let difficulty: Difficulty
}
let soup = Recipe(title: "Soup", difficulty: .easy)
print(soup.title, soup.difficulty.rawValue)
func harder(than level: Difficulty) -> Recipe.Difficulty? {
    Recipe.Difficulty(rawValue: level.rawValue + 1)
}
print(harder(than: soup.difficulty) as Any)
