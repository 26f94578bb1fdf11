// swiftc: 5:9: error: switch must be exhaustive
enum Planet {
    case mercury, venus, earth
    var order: Int {
        switch self {
        case .mercury: return 1
        case .venus: return 2
        }
    }
}
print(Planet.earth.order)
