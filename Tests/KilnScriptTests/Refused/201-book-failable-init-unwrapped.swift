// swiftc: 9:28: error: value of optional type 'Animal?' must be unwrapped to a value of type 'Animal'
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
let someCreature: Animal = Animal(species: "Giraffe")
print(someCreature.species)
