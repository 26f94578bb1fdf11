// Bodies compiled on first call. An embedder's prelude (Kiln's Foundation is ~1,100 lines of
// Swift) is compiled ahead of every script, and most scripts call a handful of its functions:
// compiling each body when it is first called keeps a script's start-up in milliseconds.
// Only the prelude's bodies wait: the student's own code is compiled whole before it runs, so
// that its mistakes are reported before anything happens.

extension Compiler {
    /// Makes `code`'s body a stand-in that compiles the real body when first called.
    ///
    /// Callers allocate a call's frame from `code.frameSize` before calling the body, and the
    /// stand-in learns the real size only by compiling; so the first call (and any call that
    /// comes through a frame made before the body was compiled) runs in a frame of the right size,
    /// with `self` and the arguments copied in and copied back out for in-out parameters, mutating
    /// methods and initializers, which read them from the caller's frame afterwards.
    func compileOnFirstCall(_ code: FunctionCode, argumentSlots: Int, hasSelf: Bool, _ compileBody: @escaping () -> Void) {
        code.frameSize = argumentSlots
        code.hasSelf = hasSelf
        var compiled: Exec?
        code.body = { [unowned self, unowned code] frame in
            if compiled == nil {
                let errorsBefore = self.diagnostics.count
                compileBody()
                if self.diagnostics.count > errorsBefore {
                    let first = self.diagnostics[errorsBefore]
                    self.diagnostics.removeSubrange(errorsBefore...)
                    throw self.runtime.fault("internal: Kiln's prelude function '\(code.name)' does not compile: \(first.message)", at: nil)
                }
                compiled = code.body
            }
            guard let body = compiled else { return .next }
            if frame.count >= code.frameSize { return try body(frame) }
            let full = Frame.make(size: code.frameSize, parent: frame.header.parent)
            let count = min(argumentSlots, frame.count)
            full.slots.update(from: frame.slots, count: count)
            defer { frame.slots.update(from: full.slots, count: count) }
            return try body(full)
        }
    }
}
