// swiftc: 12:24: error: 'Vehicle' is not convertible to 'Bicycle'
class Vehicle {
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}
class Bicycle: Vehicle {
    var hasBell = true
    init() { super.init(wheels: 2) }
}
let garage: [Vehicle] = [Bicycle(), Vehicle(wheels: 4)]
for vehicle in garage {
    let bike = vehicle as Bicycle
    print(bike.hasBell)
}
