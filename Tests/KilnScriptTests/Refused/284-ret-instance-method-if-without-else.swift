// swiftc: 11:5: error: missing return in instance method expected to return 'String'
struct Thermostat {
    var temperature: Double

    func status() -> String {
        if temperature > 25 {
            return "hot"
        } else if temperature < 15 {
            return "cold"
        }
    }
}

print(Thermostat(temperature: 20).status())
