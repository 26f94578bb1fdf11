// swiftc: 5:12: error: incorrect argument label in call (have 'name:', expected 'person:')
func greet(person name: String) -> String {
    return "Hi " + name
}
print(greet(name: "Ana"))
