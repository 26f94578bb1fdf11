// swiftc: 5:32: error: cannot convert return expression of type 'Double' to return type 'Int'
struct Temperature {
    var celsius: Double
    func fahrenheit() -> Int {
        return celsius * 9 / 5 + 32
    }
}
print(Temperature(celsius: 20).fahrenheit())
