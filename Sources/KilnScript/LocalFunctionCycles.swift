// Local functions that call each other (`func even` calls `odd`, `odd` calls `even`) each hold
// the frame of the call that declared them, and that frame holds them: without this, the cycle
// kept the call's locals (and what they referred to) alive for good, and no `deinit` ran. Swift
// frees them when the call returns unless a function escaped; so does this.

extension Runtime {
    /// At the end of a call whose frame is still held: when the only holders are the frame's own
    /// local functions (none of them kept elsewhere), the frame is let go as if nothing held it.
    /// Returns true then, with `frame` uniquely referenced; otherwise leaves everything as it was.
    func releasesLocalFunctionCycle(_ frame: inout Frame) -> Bool {
        guard let layout = frame.capturedBy, !layout.captured.isEmpty else { return false }
        let slots = frame.slots, count = frame.count
        let identity = ObjectIdentifier(frame)
        var taken: [(slot: Int, function: Function)] = []
        for slot in layout.captured where slot < count {
            guard case .function(let function) = slots[slot], function.boundSelf == nil,
                  let captured = function.captured, ObjectIdentifier(captured) == identity else { continue }
            taken.append((slot, function))
        }
        guard !taken.isEmpty else { return false }
        for (slot, _) in taken { slots[slot] = .void }
        var functions = taken.map(\.function)
        let codes = taken.map { ($0.slot, $0.function.code) }
        taken = []
        // A function value kept elsewhere (returned, stored) may still call the others.
        var escaped = false
        for index in functions.indices where !isKnownUniquelyReferenced(&functions[index]) { escaped = true }
        if escaped {
            for (index, (slot, _)) in codes.enumerated() { slots[slot] = .function(functions[index]) }
            return false
        }
        functions = []
        if isKnownUniquelyReferenced(&frame) { return true }
        // A closure made in the call still holds the frame: the functions stay, as they were.
        for (slot, code) in codes { slots[slot] = .function(Function(code: code, captured: frame)) }
        return false
    }
}
