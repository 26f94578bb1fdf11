// swiftc: 7:18: error: cannot override immutable 'let' property 'size' with the getter of a 'var'
class Beverage {
    let size = "medium"
}

class Coffee: Beverage {
    override var size: String {
        "large"
    }
}

print(Coffee().size)
