// swiftc: 5:8: error: type 'Scoreboard' does not conform to protocol 'Resettable'
protocol Resettable {
    func reset()
}
struct Scoreboard: Resettable {
    var home = 0
    var away = 0
    mutating func reset() {
        home = 0
        away = 0
    }
}
var board = Scoreboard()
board.reset()
