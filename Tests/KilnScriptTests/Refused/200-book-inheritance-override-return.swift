// swiftc: 8:16: error: cannot convert return expression of type 'String' to return type 'Int'
class Vehicle {
    var currentSpeed = 0.0
    var description: String { return "traveling at \(currentSpeed) mph" }
}
class Train: Vehicle {
    func makeNoise() -> Int {
        return "Choo Choo"
    }
}
print(Train().makeNoise())
