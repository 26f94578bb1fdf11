// swiftc: 11:13: error: cannot use mutating member on immutable value: 'self' is immutable
struct Stopwatch {
    var seconds = 0

    mutating func tick() {
        seconds += 1
    }

    func run(times: Int) {
        for _ in 0..<times {
            tick()
        }
    }
}

var s = Stopwatch()
s.run(times: 3)
