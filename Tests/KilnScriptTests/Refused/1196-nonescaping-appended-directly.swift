// swiftc: 6:26: error: converting non-escaping parameter 'listener' to generic parameter 'Element' may allow it to escape
class EventBus {
    private var listeners: [(String) -> Void] = []

    func subscribe(_ listener: (String) -> Void) {
        listeners.append(listener)
    }

    func post(_ event: String) {
        for listener in listeners {
            listener(event)
        }
    }
}

let bus = EventBus()
bus.subscribe { event in
    print("Got \(event)")
}
bus.post("saved")
