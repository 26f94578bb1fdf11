// swiftc: 14:17: error: inout arguments are not allowed to alias each other
struct Player {
    var name: String
    var health: Int
    mutating func share(with other: inout Player) {
        let total = health + other.health
        health = total / 2
        other.health = total - health
    }
}
var ana = Player(name: "Ana", health: 10)
var ben = Player(name: "Ben", health: 4)
ana.share(with: &ben)
ana.share(with: &ana)
print(ana.health, ben.health)
