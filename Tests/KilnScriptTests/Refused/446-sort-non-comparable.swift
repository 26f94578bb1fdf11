// swiftc: 7:9: error: referencing instance method 'sort()' on 'MutableCollection' requires that 'Player' conform to 'Comparable'
struct Player {
    var name: String
    var score: Int
}
var players = [Player(name: "A", score: 3), Player(name: "B", score: 1)]
players.sort()
print(players)
