// swiftc: 4:5: error: only classes and overridable class members can be declared 'open'; use 'public'
struct Temperature {
    var celsius: Double
    open func fahrenheit() -> Double { celsius * 9 / 5 + 32 }
}
print(Temperature(celsius: 20).fahrenheit())
