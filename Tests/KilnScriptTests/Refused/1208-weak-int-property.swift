// swiftc: 3:14: error: 'weak' may only be applied to class and class-bound protocol types, not 'Int'
class GameSession {
    weak var highScore: Int?
    var players: [String] = []

    func join(_ name: String) {
        players.append(name)
    }
}

let session = GameSession()
session.join("Lee")
session.highScore = 40
print(session.players)
