// swiftc: 8:19: error: value of type 'Rock' does not conform to specified type 'Animal'
protocol Animal {
    func sound() -> String
}
struct Rock {
    func sound() -> String { "..." }
}
let pet: Animal = Rock()
print(pet.sound())
