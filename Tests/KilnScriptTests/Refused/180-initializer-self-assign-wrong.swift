// swiftc: 5:19: error: cannot assign value of type 'String' to type 'Double'
struct Temperature {
    var celsius: Double
    init(fahrenheit: Double) {
        celsius = "\(fahrenheit)"
    }
}
print(Temperature(fahrenheit: 50).celsius)
