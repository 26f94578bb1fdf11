// swiftc: 7:9: error: 'super' cannot be used in non-class type 'Temperature'
// A struct's initializer calling super.init as a class's would.
struct Temperature {
    var celsius: Double
    init(fahrenheit: Double) {
        celsius = (fahrenheit - 32) * 5 / 9
        super.init()
    }
}
print(Temperature(fahrenheit: 212).celsius)
