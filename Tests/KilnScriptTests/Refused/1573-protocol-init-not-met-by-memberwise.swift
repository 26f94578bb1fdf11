// swiftc: 6:8: error: type 'Draft' does not conform to protocol 'Resettable'
// A protocol asking for `init()`, adopted by a struct whose property has no default.
protocol Resettable {
    init()
}
struct Draft: Resettable {
    var text: String
}
print(Draft(text: "hi").text)
