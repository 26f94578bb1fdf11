// swiftc: 8:9: error: 'self' used before all stored properties are initialized
struct Reading {
    var value: Double
    var unit: String

    init(value: Double) {
        self.value = value
        validate()
    }

    func validate() {
        print(value >= 0 ? "ok" : "negative")
    }
}

print(Reading(value: 3).unit)
