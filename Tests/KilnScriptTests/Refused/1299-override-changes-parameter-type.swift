// swiftc: 9:19: error: method does not override any method from its superclass
class Employee {
    func pay(hours: Int) -> Double {
        Double(hours) * 15
    }
}

class Manager: Employee {
    override func pay(hours: Double) -> Double {
        hours * 30
    }
}

print(Manager().pay(hours: 8))
