// swiftc: 7:13: error: type 'any Animal' cannot conform to 'Animal' [#ProtocolTypeNonConformance]
protocol Animal { var name: String { get } }
struct Dog: Animal { let name: String }
struct Shelter<A: Animal> {
    var animals: [A]
}
let mixed = Shelter<any Animal>(animals: [Dog(name: "d")])
print(mixed.animals.count)
