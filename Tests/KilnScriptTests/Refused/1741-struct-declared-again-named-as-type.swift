// swiftc: 6:18: error: 'Recipe' is ambiguous for type lookup in this context
struct Recipe {
    var title: String
    var minutes: Int
}
var favourites: [Recipe] = []
struct Recipe {
    var title: String
}
