// swiftc: 5:22: error: reference to property 'ticks' in closure requires explicit use of 'self' to make capture semantics explicit
class StopWatch {
    var ticks = 0
    func start() {
        let tick = { ticks += 1 }
        tick()
        print(ticks)
    }
}
StopWatch().start()
