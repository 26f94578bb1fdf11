// swiftc: 3:12: error: incorrect argument label in call (have 'nmae:', expected 'name:')
func greet(name: String) -> String { "Hi " + name }
print(greet(nmae: "Ann"))
