// swiftc: 12:10: error: invalid redeclaration of 'fahrenheit()'
struct Temperature {
    var celsius: Double
    func fahrenheit() -> Double { celsius * 9 / 5 + 32 }
}

extension Temperature {
    var kelvin: Double { celsius + 273.15 }
}

extension Temperature {
    func fahrenheit() -> Double { (celsius * 1.8) + 32 }
    func describe() -> String { "\(celsius)°C" }
}

let t = Temperature(celsius: 20)
print(t.fahrenheit(), t.kelvin, t.describe())
