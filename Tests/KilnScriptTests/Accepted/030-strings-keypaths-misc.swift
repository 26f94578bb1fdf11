// swiftc: accepted
struct Person { var name: String; var age: Int }
let people = [Person(name: "Ann", age: 30), Person(name: "Bob", age: 20)]
let names = people.map(\.name)
let ages = people.map { $0.age }
let oldest = people.max { $0.age < $1.age }
let sortedPeople = people.sorted { $0.name < $1.name }
let initials = names.compactMap { $0.first }
let joined: String = names.joined(separator: ", ")
let pairs = Array(zip(names, ages))
var log: [String] = []
func work() {
    defer { log.append("done") }
    log.append("working")
}
work()
let upper = "kiln".uppercased()
let chars = Array("abc")
let reversed = String("abc".reversed())
let count = "a-b-c".split(separator: "-").count
print(names, ages, oldest?.name ?? "", sortedPeople.count, initials, joined, pairs.count, log, upper, chars, reversed, count)
