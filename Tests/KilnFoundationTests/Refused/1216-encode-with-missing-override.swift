// swiftc: 23:10: error: overriding declaration requires an 'override' keyword
import Foundation

class Vehicle: NSObject, NSCoding {
    var wheels: Int

    init(wheels: Int) {
        self.wheels = wheels
    }

    required init?(coder: NSCoder) {
        wheels = coder.decodeInteger(forKey: "wheels")
    }

    func encode(with coder: NSCoder) {
        coder.encode(wheels, forKey: "wheels")
    }
}

class Car: Vehicle {
    var brand = "Generic"

    func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(brand, forKey: "brand")
    }
}

let car = Car(wheels: 4)
print(car.wheels)
