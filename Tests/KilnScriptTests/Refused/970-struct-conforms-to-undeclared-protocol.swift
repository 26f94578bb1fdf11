// swiftc: 2:16: error: cannot find type 'Shareable' in scope
struct Recipe: Shareable {
    var title: String
    var minutes: Int
}
let soup = Recipe(title: "Soup", minutes: 20)
print(soup.title)
