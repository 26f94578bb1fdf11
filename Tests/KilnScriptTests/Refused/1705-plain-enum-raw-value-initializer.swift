// swiftc: 6:15: error: 'CupSize' cannot be constructed because it has no accessible initializers
enum CupSize {
    case small, medium, large
}
print("ordering coffee")
if let size = CupSize(rawValue: "medium") {
    print(size)
}
