// A call site's arguments array, used again by the site's next call: a library method or function
// (`"aeiou".contains(ch)`, `max(a, b)`, `line.hasPrefix("#")`) takes its arguments as an array,
// and making a new one on every call costs an allocation and a deallocation.

/// The array a call site's arguments were last evaluated into, emptied and kept for the next
/// call. Taken out while a call uses it, so a call that comes back to the same site (recursion,
/// a closure the callee runs) finds none and makes its own; given back only once the callee is
/// done with it. Should the callee have kept the array (a copy of it lives on), emptying it
/// copies it first (copy on write) and the kept one is left as it was.
final class ArgumentBuffer {
    @exclusivity(unchecked) private var spare: [Value] = []

    /// The kept array (empty, with its capacity), or a new empty one.
    @inline(__always)
    func take() -> [Value] {
        var taken: [Value] = []
        swap(&taken, &spare)
        return taken
    }

    /// Keeps `arguments`, emptied, for the next call (the values in it are released now). An
    /// array with no room (none was taken: no arguments) leaves the kept one kept.
    @inline(__always)
    func giveBack(_ arguments: inout [Value]) {
        guard arguments.capacity > 0 else { return }
        // One by one: `removeAll(keepingCapacity:)` replaces a subrange, several times the cost
        // for an array of one or two.
        while !arguments.isEmpty { arguments.removeLast() }
        swap(&arguments, &spare)
    }
}

extension Array where Element == CompiledExpression {
    /// `evaluator()` evaluating into the array `buffer` keeps (see `ArgumentBuffer`): the caller
    /// gives the array back once the callee is done with it.
    func evaluator(reusing buffer: ArgumentBuffer) -> (Frame) throws -> [Value] {
        switch count {
        case 0: return { _ in [] }
        case 1:
            let first = self[0].eval
            return { frame in
                var arguments = buffer.take()
                arguments.append(try first(frame))
                return arguments
            }
        case 2:
            let first = self[0].eval, second = self[1].eval
            return { frame in
                var arguments = buffer.take()
                arguments.append(try first(frame))
                arguments.append(try second(frame))
                return arguments
            }
        default:
            return { frame in
                var arguments = buffer.take()
                arguments.reserveCapacity(count)
                for expression in self { arguments.append(try expression.eval(frame)) }
                return arguments
            }
        }
    }
}
