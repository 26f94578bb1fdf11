// swiftc: 5:20: error: incorrect argument label in call (have 'text:', expected 'message:')
struct Greeter {
    func say(message: String) -> String { message }
}
print(Greeter().say(text: "hello"))
