// swiftc: 6:16: error: cannot use mutating member on immutable value: 'self' is immutable
struct Leaderboard {
    var scores: [Int] = []

    func rank() {
        scores.sort(by: >)
    }
}

var board = Leaderboard(scores: [3, 9, 4])
board.rank()
print(board.scores)
