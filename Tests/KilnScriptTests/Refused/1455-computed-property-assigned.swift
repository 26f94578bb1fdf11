// swiftc: 10:7: error: cannot assign to property: 'fahrenheit' is a get-only property
// A computed property treated as if it could be set.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        celsius * 9 / 5 + 32
    }
}
var today = Temperature(celsius: 20)
today.fahrenheit = 70
print(today.celsius)
