// swiftc: 5:30: error: extra argument 'greeting' in call
func greet(name: String) {
    print("Hello, \(name)!")
}
greet(name: "Ada", greeting: "Hi")
