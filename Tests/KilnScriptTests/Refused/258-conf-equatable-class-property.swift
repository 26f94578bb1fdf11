// swiftc: 6:8: error: type 'Pet' does not conform to protocol 'Equatable'
class Owner {
    var name = "Sam"
}

struct Pet: Equatable {
    var name: String
    var owner: Owner
}

let a = Pet(name: "Rex", owner: Owner())
print(a.name)
