// swiftc: 13:9: error: cannot use mutating member on immutable value: 'self' is immutable
import Foundation

struct HighScores {
    var scores: [Int] = []

    mutating func record(_ score: Int) {
        scores.append(score)
        scores.sort(by: >)
    }

    func saveGame(score: Int) {
        record(score)
        UserDefaults.standard.set(scores, forKey: "scores")
    }
}

var board = HighScores()
board.saveGame(score: 10)
