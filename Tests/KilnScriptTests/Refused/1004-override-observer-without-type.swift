// swiftc: 8:18: error: type annotation missing in pattern
class Thermostat {
    var target: Double = 20 {
        didSet { print("target now \(target)") }
    }
}
class SmartThermostat: Thermostat {
    override var target {
        didSet { print("sent to the cloud") }
    }
}
let t = SmartThermostat()
t.target = 22
