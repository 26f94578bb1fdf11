// swiftc: 8:15: error: 'TrafficLight' cannot be constructed because it has no accessible initializers
enum TrafficLight {
    case red, amber, green
    var canGo: Bool { self == .green }
}
let first = TrafficLight.red
print(first.canGo)
var current = TrafficLight()
