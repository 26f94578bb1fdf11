// swiftc: 6:11: error: cannot call value of non-function type 'String'
struct Pet {
    var name: String
}
let pet = Pet(name: "Tom")
print(pet.name())
