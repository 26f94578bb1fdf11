// swiftc: accepted
struct Person { var name: String; var age: Int }
let people = [Person(name: "Ann", age: 31), Person(name: "Bo", age: 12)]
let sortedByAge = people.sorted { $0.age < $1.age }
let names = people.map { $0.name }
let adults = people.filter { person in person.age >= 18 }
let totalAge = people.reduce(0) { $0 + $1.age }
let initials = people.map { person -> String in String(person.name.prefix(1)) }
let labels: [String] = people.map { "\($0.name) (\($0.age))" }
let scaled: [Double] = [1, 2, 3].map { _ in 1 }
let firstTeen = people.first { $0.age < 20 }
let anyBo = people.contains { $0.name == "Bo" }
people.forEach { print($0.name) }
func repeatTwice(_ action: (String) -> Void) { action("one"); action("two") }
repeatTwice { word in print(word) }
func transform(_ text: String, with f: (String) -> Int) -> Int { f(text) }
print(transform("abc") { $0.count })
var handlers: [() -> Void] = []
handlers.append { print("run") }
handlers.forEach { $0() }
let joined = names.reduce("") { $0 + $1 }
let pairs = people.map { ($0.name, $0.age) }
let ordered = [3, 1, 2].sorted(by: >)
print(sortedByAge.map(\.name), adults.count, totalAge, initials, labels, scaled, firstTeen?.name ?? "-", anyBo, joined, pairs.count, ordered)
