// swiftc: 5:16: error: type 'Size' has no member 'huge'
enum Size {
    case small, medium, large
}
let s: Size = .huge
print(s)
