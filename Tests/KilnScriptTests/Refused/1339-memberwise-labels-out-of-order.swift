// swiftc: 8:36: error: argument 'species' must precede argument 'age'
struct Pet {
    var name: String
    var species: String
    var age: Int
}

let rex = Pet(name: "Rex", age: 4, species: "dog")
print(rex.name)
