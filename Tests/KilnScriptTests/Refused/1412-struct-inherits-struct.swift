// swiftc: 5:8: error: inheritance from non-protocol type 'Vehicle'
struct Vehicle {
    var wheels = 4
}
struct Truck: Vehicle, CustomStringConvertible {
    var load = 0
    var description: String { "truck" }
}
print(Truck())
