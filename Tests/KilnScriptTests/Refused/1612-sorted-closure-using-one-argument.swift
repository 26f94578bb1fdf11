// swiftc: 7:29: error: contextual closure type '(Player, Player) throws -> Bool' expects 2 arguments, but 1 was used in closure body
struct Player {
    var name: String
    var score: Int
}
let players = [Player(name: "Ana", score: 7), Player(name: "Bo", score: 9)]
let ranked = players.sorted { $0.score > 5 }
print(ranked.map(\.name))
