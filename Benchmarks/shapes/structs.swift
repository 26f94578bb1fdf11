let n = 200_000 // small: 2000
// Structs copied and mutated: a nested struct, a `mutating` method, copies changed apart from the original.
struct Point {
    var x: Int
    var y: Int
    mutating func move(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
}

struct Player {
    var name: String
    var position: Point
    var score: Int
}

var player = Player(name: "Ada", position: Point(x: 0, y: 0), score: 0)
var kept = 0
var sum = 0
for i in 0..<n {
    var copy = player
    copy.position.move(dx: i % 3, dy: 1)
    copy.score += i % 10
    if copy.score % 7 == 0 {
        player = copy
        kept += 1
    }
    sum += copy.position.x + player.position.y
}
var team = Array(repeating: player, count: 5)
for index in team.indices {
    team[index].score += index
    team[index].position.x = index * 10
}
print("kept \(kept), sum \(sum), player \(player.position.x),\(player.position.y) \(player.score), team \(team[4].score) \(team[0].position.x)")
