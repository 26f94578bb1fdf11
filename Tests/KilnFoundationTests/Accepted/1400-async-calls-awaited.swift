// swiftc: accepted
// Async functions called with `await` in every place swiftc asks for it, inside tasks, `async let`,
// a closure made async by its `await`, and a top level that awaits.
import Foundation

func fetchScore(for player: String) async -> Int { player.count * 10 }
func loadNames() async throws -> [String] { ["ann", "bob"] }

struct Leaderboard {
    func total(_ players: [String]) async -> Int {
        var sum = 0
        for p in players { sum += await fetchScore(for: p) }
        return sum
    }
}

func run() async throws {
    async let first = fetchScore(for: "zoe")
    let names = try await loadNames()
    let board = Leaderboard()
    let total = await board.total(names)
    print(await first, total, try await loadNames().count)
    if await fetchScore(for: "x") > 5 { print("big") }
}

let task = Task {
    let score = await fetchScore(for: "eve")
    print("task", score)
}
try await run()
await task.value
let check: () async -> Int = { await fetchScore(for: "al") }
print(await check())
