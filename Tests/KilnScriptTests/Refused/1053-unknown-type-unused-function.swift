// swiftc: 3:28: error: cannot find type 'Recipie' in scope
struct Recipe { var title: String }
func printCard(for recipe: Recipie) {
    print(recipe.title)
}
print(Recipe(title: "Soup").title)
