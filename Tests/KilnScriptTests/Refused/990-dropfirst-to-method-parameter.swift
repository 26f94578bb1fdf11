// swiftc: 7:25: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
class Greeter {
    func greet(_ name: String) -> String { "Hi, \(name)" }
}
let tag = "@sam"
let greeter = Greeter()
print(greeter.greet(tag.dropFirst()))
