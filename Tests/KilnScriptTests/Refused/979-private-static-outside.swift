// swiftc: 7:19: error: 'offset' is inaccessible due to 'private' protection level
struct Temperature {
    private static let offset = 273.15
    static func kelvin(fromCelsius c: Double) -> Double { c + offset }
}
print(Temperature.kelvin(fromCelsius: 20))
print(Temperature.offset)
