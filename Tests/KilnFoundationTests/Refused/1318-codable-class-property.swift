// swiftc: 8:8: error: type 'Car' does not conform to protocol 'Decodable'
import Foundation

class Engine {
    var horsepower = 150
}

struct Car: Codable {
    var model: String
    var engine: Engine
}

let car = Car(model: "Civic", engine: Engine())
print(car.model)
