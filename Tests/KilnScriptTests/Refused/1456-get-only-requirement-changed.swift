// swiftc: 10:16: error: left side of mutating operator isn't mutable: 'name' is a get-only property
// A protocol's read-only requirement changed through a value of the protocol's type.
protocol Named {
    var name: String { get }
}
struct Pet: Named {
    var name: String
}
var favourite: Named = Pet(name: "Mochi")
favourite.name += "!"
print(favourite.name)
