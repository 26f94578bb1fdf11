// swiftc: 9:8: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
// A score kept as an optional: adding to it needs the value first.
class Player {
    var name: String
    var best: Int?
    init(name: String) { self.name = name }
}
let player = Player(name: "Mei")
player.best += 10
print(player.best ?? 0)
