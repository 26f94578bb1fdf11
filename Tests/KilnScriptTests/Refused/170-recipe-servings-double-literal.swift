// swiftc: 6:43: error: cannot convert value of type 'Double' to expected argument type 'Int'
struct Recipe {
    var name: String
    var servings: Int
}
let soup = Recipe(name: "Soup", servings: 2.5)
print(soup.servings)
