// swiftc: 11:7: error: type 'Weather' has no member 'snowy'
enum Weather {
    case sunny, rainy(millimetres: Int), windy
}
let today = Weather.rainy(millimetres: 12)
switch today {
case .sunny:
    print("sunglasses")
case .rainy(let mm) where mm > 10:
    print("boots")
case .snowy:
    print("sledge")
default:
    print("jacket")
}
