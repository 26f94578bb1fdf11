// swiftc: 6:16: error: value of optional type 'Engine?' must be unwrapped to refer to member 'start' of wrapped base type 'Engine'
class Engine { func start() -> String { "vroom" } }
class Car {
    var engine: Engine?
    func drive() -> String {
        return engine.start()
    }
}
print(Car().drive())
