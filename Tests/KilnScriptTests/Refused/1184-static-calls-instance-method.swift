// swiftc: 8:17: error: instance member 'celsiusToFahrenheit' cannot be used on type 'TemperatureConverter'
struct TemperatureConverter {
    func celsiusToFahrenheit(_ c: Double) -> Double {
        c * 9 / 5 + 32
    }

    static func describe(_ c: Double) -> String {
        let f = celsiusToFahrenheit(c)
        return "\(c)°C is \(f)°F"
    }
}

print(TemperatureConverter.describe(20))
print(TemperatureConverter.describe(-5))
