// swiftc: 4:26: error: value of optional type 'Planet?' must be unwrapped to a value of type 'Planet'
enum Planet: Int { case mercury = 1, venus, earth }
let positionToFind = 11
let somePlanet: Planet = Planet(rawValue: positionToFind)
print(somePlanet)
