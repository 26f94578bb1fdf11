// Expressions compiled once every declaration is known (field defaults, top-level defaults).

/// An expression whose compilation waits until every declaration is known.
final class DeferredExpression {
    // Unchecked: read on every use (a field default, on every new instance), only ever on the
    // run's thread.
    @exclusivity(unchecked) var eval: Eval = { _ in .void }
    /// Slots of the frame it runs in, for expressions compiled in a scope of their own.
    @exclusivity(unchecked) var frameSize = 0
    /// False when it uses no slot of that frame and runs in its caller's.
    @exclusivity(unchecked) var needsFrame = true
    /// The value of a literal (`0`, `""`, `[]`), worked out once: every new instance gets a copy.
    @exclusivity(unchecked) var constant: Value?
}

extension Compiler {
    /// `compile()` run after the declaration pass (in the global scope); the closure returned
    /// calls what it made.
    func compiledLater(_ compile: @escaping () -> Eval) -> Eval {
        let compiled = DeferredExpression()
        pendingBodies.append { compiled.eval = compile() }
        return { frame in try compiled.eval(frame) }
    }
}

/// The member name a subscript's setter is kept under.
let subscriptSetterName = "subscript(set)"
