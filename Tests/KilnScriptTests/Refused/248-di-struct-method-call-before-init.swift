// swiftc: 8:9: error: 'self' used before all stored properties are initialized
struct Temperature {
    var celsius: Double
    var fahrenheit: Double

    init(celsius: Double) {
        self.celsius = celsius
        log()
        fahrenheit = celsius * 9 / 5 + 32
    }

    func log() {
        print("Made a temperature")
    }
}

print(Temperature(celsius: 20).fahrenheit)
