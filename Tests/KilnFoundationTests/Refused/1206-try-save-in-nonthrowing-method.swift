// swiftc: 13:20: error: errors thrown from here are not handled
import Foundation

class ScoreBoard {
    var scores: [String: Int] = [:]
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scores.plist")

    func record(_ name: String, _ points: Int) {
        scores[name, default: 0] += points
    }

    func save() {
        let data = try PropertyListEncoder().encode(scores)
        do {
            try data.write(to: url)
        } catch {
            print("Could not save")
        }
    }
}

let board = ScoreBoard()
board.record("Ann", 3)
board.save()
