// swiftc: 7:8: error: cannot convert value of type 'Size' to expected argument type 'String'
enum Size: String {
    case small = "S", medium = "M", large = "L"
}

func price(for size: Size) -> Double {
    if size == "S" {
        return 2.0
    }
    return size == .medium ? 2.5 : 3.0
}

print(price(for: .small))
print(price(for: .large))
