// swiftc: 7:9: error: value of type 'Recipe' has no member 'duration'
struct Recipe {
    var title: String
    var minutes: Int
}
let r = Recipe(title: "Soup", minutes: 20)
print(r.duration)
