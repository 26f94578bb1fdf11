// swiftc: 8:9: error: 'self' used in method call 'resetScore' before all stored properties are initialized
class Player {
    var name: String
    var score: Int

    init(name: String) {
        self.name = name
        resetScore()
        score = 0
    }

    func resetScore() {
        print("Resetting \(name)")
    }
}

let p = Player(name: "Ana")
print(p.score)
