// swiftc: 6:8: error: type 'Planet' does not conform to protocol 'Named'
protocol Named {
    var name: String { get }
}

struct Planet: Named {
    var name: String?
}

let earth = Planet(name: "Earth")
print(earth.name ?? "")
