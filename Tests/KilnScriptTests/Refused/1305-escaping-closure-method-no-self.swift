// swiftc: 15:13: error: call to method 'tick' in closure requires explicit use of 'self' to make capture semantics explicit
class Timer {
    var actions: [() -> Void] = []

    func schedule(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    func tick() {
        print("tick")
    }

    func start() {
        schedule {
            tick()
        }
        actions.forEach { $0() }
    }
}

Timer().start()
