// swiftc: 7:20: error: cannot assign to value: 'self' is immutable
enum TrafficLight {
    case red, yellow, green

    func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

var light = TrafficLight.red
light.advance()
print(light)
