// swiftc: 9:25: error: cannot convert value of type 'Recipe.Minutes' (aka 'Int') to specified type 'String'
struct Recipe {
    typealias Minutes = Int
    var title: String
    var cookingTime: Minutes
}

let soup = Recipe(title: "Soup", cookingTime: 25)
let text: String = soup.cookingTime
print(text)
