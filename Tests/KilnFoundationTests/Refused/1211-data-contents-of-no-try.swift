// swiftc: 16:20: error: call can throw but is not marked with 'try'
import Foundation

struct Recipe: Codable {
    var name: String
    var minutes: Int
}

func recipesURL() -> URL {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    return documents.appendingPathComponent("recipes.json")
}

func loadRecipes() -> [Recipe] {
    do {
        let data = Data(contentsOf: recipesURL())
        return try JSONDecoder().decode([Recipe].self, from: data)
    } catch {
        print("Could not load: \(error)")
        return []
    }
}

let recipes = loadRecipes()
print("Loaded \(recipes.count) recipes")
