// swiftc: 8:43: error: value of optional type '[Any]?' must be unwrapped to a value of type '[Any]'
import Foundation

class FavoritesStore {
    var favorites: [String] = []

    func load() {
        favorites = UserDefaults.standard.array(forKey: "favorites")
    }

    func save() {
        UserDefaults.standard.set(favorites, forKey: "favorites")
    }
}

let store = FavoritesStore()
store.load()
print(store.favorites)
