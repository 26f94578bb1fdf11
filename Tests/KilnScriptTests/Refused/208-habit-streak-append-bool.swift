// swiftc: 6:40: error: type 'Int' cannot be used as a boolean; test for '!= 0' instead
class Habit {
    var name: String
    var days: [Bool] = []
    init(name: String) { self.name = name }
    func check(day: Int) { days.append(day) }
}
Habit(name: "run").check(day: 1)
