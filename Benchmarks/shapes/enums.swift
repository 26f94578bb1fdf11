let n = 200_000 // small: 2000
// Enums with associated values and `switch`: a turtle's commands, with `where` and a raw-value enum.
enum Command {
    case move(dx: Int, dy: Int)
    case turn(degrees: Int)
    case say(String)
    case stop
}

enum Heading: Int {
    case north = 0, east = 90, south = 180, west = 270
}

var commands: [Command] = []
var seed = 5
for i in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    switch seed % 4 {
    case 0: commands.append(.move(dx: seed % 7, dy: seed % 5))
    case 1: commands.append(.turn(degrees: 90 * (seed % 3)))
    case 2: commands.append(.say("hello \(i % 10)"))
    default: commands.append(.stop)
    }
}
var x = 0
var y = 0
var angle = 0
var said = 0
var stops = 0
for command in commands {
    switch command {
    case .move(let dx, let dy) where dx == 0:
        y += dy
    case let .move(dx, dy):
        x += dx
        y -= dy
    case .turn(let degrees):
        angle = (angle + degrees) % 360
    case .say(let text):
        said += text.count
    case .stop:
        stops += 1
    }
}
let heading = Heading(rawValue: angle) ?? .north
var name = ""
switch heading {
case .north: name = "north"
case .east: name = "east"
case .south: name = "south"
case .west: name = "west"
}
print("at \(x),\(y) facing \(name), said \(said), stopped \(stops) times")
