// swiftc: 8:15: error: 'self' used before all stored properties are initialized
// A struct whose initializer reads a property before every property is set.
struct Reading {
    let celsius: Double
    let label: String
    init(celsius: Double) {
        self.celsius = celsius
        print(label)
        label = "\(celsius)°"
    }
}
print(Reading(celsius: 21).label)
