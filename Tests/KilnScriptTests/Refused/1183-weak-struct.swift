// swiftc: 8:14: error: 'weak' may only be applied to class and class-bound protocol types, not 'Engine'
struct Engine {
    var horsepower: Int
}

class Car {
    var model: String
    weak var engine: Engine?

    init(model: String) {
        self.model = model
    }
}

let car = Car(model: "Roadster")
car.engine = Engine(horsepower: 300)
print(car.model)
