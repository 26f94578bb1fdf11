// swiftc: 13:7: error: call to actor-isolated instance method 'record' in a synchronous nonisolated context [#ActorIsolatedCall]
actor ScoreBoard {
    private var scores: [String: Int] = [:]

    func record(_ points: Int, for player: String) {
        scores[player, default: 0] += points
    }

    func record(_ player: String) { scores[player, default: 0] += 1 }
}

let board = ScoreBoard()
board.record("ann")
print("recorded")
