// swiftc: 5:19: error: type 'Theme' has no member 'primary'
struct Theme {
    static let accent = "blue"
}
let color = Theme.primary.uppercased()
print(color)
