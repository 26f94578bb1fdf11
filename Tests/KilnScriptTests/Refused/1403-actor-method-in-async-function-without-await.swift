// swiftc: 9:23: error: actor-isolated instance method 'next()' cannot be called from outside of the actor
actor TicketCounter {
    private var last = 0
    func next() -> Int { last += 1; return last }
}

func issue(from counter: TicketCounter) async -> String {
    let number = 0
    return "\(counter.next()) \(number)"
}
