// swiftc: 13:13: error: value of type 'Engine' has no member 'start'
class Engine {
    var horsepower = 120
    func describe() -> String { "\(horsepower) hp" }
}
class Car {
    var engine: Engine?
}
let car = Car()
print(car.engine?.describe() ?? "no engine")
car.engine = Engine()
print(car.engine?.describe() ?? "no engine")
car.engine?.start()
