// swiftc: 3:5: error: closure expression is unused [#no-usage]
func greet() {
    { print("Hello!") }
}

greet()
