// swiftc: 10:1: error: type 'Robot' does not conform to protocol 'Greeter'
protocol Greeter {
    func greet() -> String
}

struct Robot {
    var model: String
}

extension Robot: Greeter {
    func hello() -> String { "Beep, I am \(model)" }
}

print(Robot(model: "R2").hello())
