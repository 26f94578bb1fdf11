// Stopping a running script from outside: Ctrl-C in the REPL stops the input being evaluated, as
// the time limit does, and the session goes on (a teacher does not lose the class's session to a
// loop that runs too long).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One flag for the process, a plain machine word: a signal handler may set it (nothing else is
/// safe there), and the running script reads it where it checks its time limit.
private nonisolated(unsafe) let interruptRequested: UnsafeMutablePointer<sig_atomic_t> = {
    let flag = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
    flag.initialize(to: 0)
    return flag
}()

extension Interpreter {
    /// Asks the script running now to stop at its next check (the watchdog sees it within a few
    /// milliseconds), with "interrupted" at the line it reached. Safe to call from a signal
    /// handler once `takeInterrupt()` has been called once (which sets the flag up).
    public static func interrupt() { interruptRequested.pointee = 1 }

    /// Whether an interrupt was asked for and not yet taken (the watchdog's look, which leaves it).
    static var interruptPending: Bool { interruptRequested.pointee != 0 }

    /// Whether an interrupt was asked for and not yet taken; clears it.
    @discardableResult
    public static func takeInterrupt() -> Bool {
        guard interruptRequested.pointee != 0 else { return false }
        interruptRequested.pointee = 0
        return true
    }
}
