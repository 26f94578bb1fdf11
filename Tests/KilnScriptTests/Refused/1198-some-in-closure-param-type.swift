// swiftc: 12:37: error: 'some' cannot appear in parameter position in result type '(some Animal) -> String'
protocol Animal {
    var sound: String { get }
}

struct Cow: Animal { var sound: String { "Moo" } }
struct Duck: Animal { var sound: String { "Quack" } }

struct Farm {
    var animals: [any Animal] = [Cow(), Duck()]

    func visitor() -> (some Animal) -> String {
        { animal in "The animal says \(animal.sound)" }
    }
}

let farm = Farm()
let visit = farm.visitor()
print(visit(Cow()))
