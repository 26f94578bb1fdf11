// swiftc: 11:5: error: return from initializer without initializing all stored properties
class Recipe {
    var title: String
    var servings: Int
    var notes: String

    init(title: String) {
        self.title = title
        printSummary()
        servings = 2
    }

    func printSummary() {
        print("Recipe: \(title)")
    }
}

print(Recipe(title: "Soup").servings)
