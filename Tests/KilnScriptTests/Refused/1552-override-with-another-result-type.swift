// swiftc: 7:19: error: method does not override any method from its superclass
// A subclass that changes the result type of the method it means to override.
class Shape {
    func sides() -> Int { return 0 }
}
class Triangle: Shape {
    override func sides() -> Double { return 3 }
}
print(Triangle().sides())
