// swiftc: 13:5: error: 'super.init' isn't called on all paths before returning from initializer
class Vehicle {
    var wheels: Int
    init(wheels: Int) {
        self.wheels = wheels
    }
}

class Bicycle: Vehicle {
    var hasBell: Bool
    init(hasBell: Bool) {
        self.hasBell = hasBell
    }
}

let bike = Bicycle(hasBell: true)
print(bike.wheels)
