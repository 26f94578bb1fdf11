// swiftc: 8:7: error: cannot assign to property: 'points' setter is inaccessible
class Scoreboard {
    private(set) var points = 0
    func score() { points += 3 }
}
let board = Scoreboard()
board.score()
board.points = 100
print(board.points)
