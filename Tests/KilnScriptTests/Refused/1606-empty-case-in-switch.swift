// swiftc: 10:5: error: 'case' label in a 'switch' must have at least one executable statement
enum Weather {
    case sunny, rainy, snowy
}
func advice(_ w: Weather) -> String {
    var text = ""
    switch w {
    case .sunny:
        text = "sunglasses"
    case .rainy:
    case .snowy:
        text = "boots"
    }
    return text
}
print(advice(.rainy))
