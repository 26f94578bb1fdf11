// swiftc: 8:9: error: 'self' used in method call 'reset' before all stored properties are initialized
class Game {
    var score: Int
    var lives: Int

    init() {
        score = 0
        reset()
        lives = 3
    }

    func reset() {
        score = 0
    }
}

print(Game().lives)
