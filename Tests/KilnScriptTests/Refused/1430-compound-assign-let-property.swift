// swiftc: 7:19: error: left side of mutating operator isn't mutable: 'laps' is a 'let' constant
struct Stopwatch {
    let laps = 0
    var running = false

    mutating func lap() {
        self.laps += 1
    }
}
var watch = Stopwatch()
watch.lap()
