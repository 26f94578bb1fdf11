// swiftc: 9:18: error: escaping closure captures mutating 'self' parameter
var handlers: [() -> Void] = []
func whenDone(_ action: @escaping () -> Void) {
    handlers.append(action)
}
struct Timer {
    var ticks = 0
    mutating func start() {
        whenDone { ticks += 1 }
    }
}
var timer = Timer()
timer.start()
for handler in handlers { handler() }
print(timer.ticks)
