// swiftc: 3:17: error: no 'prefix' candidates produce the expected contextual result type 'String'
func shortCode(for city: String) -> String {
    return city.prefix(3)
}
print(shortCode(for: "London"))
