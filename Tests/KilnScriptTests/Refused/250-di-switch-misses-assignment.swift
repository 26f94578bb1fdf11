// swiftc: 14:12: error: variable 'cost' used before being initialized
enum Size { case small, medium, large }

func price(of size: Size) -> Double {
    var cost: Double
    switch size {
    case .small:
        cost = 2.5
    case .medium:
        cost = 3.0
    case .large:
        print("large cup")
    }
    return cost
}

print(price(of: .medium))
