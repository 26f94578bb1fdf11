// Calls of function values with one or two arguments — what `map`, `filter`, `reduce`,
// `sorted(by:)` and the other library algorithms do once per element — without an arguments
// array, in a pooled frame.

extension Runtime {
    /// `callee()`, as `callValue(_:arguments:at:)` calls it.
    func callValue(_ callee: Value, at site: Location) throws -> Value {
        if case .function(let function) = callee {
            let code = function.code
            if code.plainArity == 0, !code.isNative, code.weakCaptures.isEmpty {
                let frame = self.frame(size: code.frameSize, parent: function.captured ?? globals)
                if code.hasSelf { frame.slots[0] = function.boundSelf ?? .void }
                let result = code.returnsExpressionValue ? try evaluate(code, frame, at: site)
                    : self.result(of: code, try enter(code, frame, at: site), in: frame)
                recycle(frame)
                return result
            }
        }
        return try callValue(callee, arguments: [], at: site)
    }

    /// `callee(a)`, as `callValue(_:arguments:at:)` calls it.
    func callValue(_ callee: Value, _ a: Value, at site: Location) throws -> Value {
        if case .function(let function) = callee {
            let code = function.code
            if code.plainArity == 1, !code.isNative, code.weakCaptures.isEmpty {
                let frame = self.frame(size: code.frameSize, parent: function.captured ?? globals)
                let slots = frame.slots
                if code.hasSelf {
                    slots[0] = function.boundSelf ?? .void
                    slots[1] = a
                } else {
                    slots[0] = a
                }
                let result = code.returnsExpressionValue ? try evaluate(code, frame, at: site)
                    : self.result(of: code, try enter(code, frame, at: site), in: frame)
                recycle(frame)
                return result
            }
        }
        return try callValue(callee, arguments: [a], at: site)
    }

    /// `callee(a, b)`, as `callValue(_:arguments:at:)` calls it.
    func callValue(_ callee: Value, _ a: Value, _ b: Value, at site: Location) throws -> Value {
        if case .function(let function) = callee {
            let code = function.code
            if code.plainArity == 2, !code.isNative, code.weakCaptures.isEmpty {
                let frame = self.frame(size: code.frameSize, parent: function.captured ?? globals)
                let slots = frame.slots
                let first = code.hasSelf ? 1 : 0
                if code.hasSelf { slots[0] = function.boundSelf ?? .void }
                slots[first] = a
                slots[first + 1] = b
                let result = code.returnsExpressionValue ? try evaluate(code, frame, at: site)
                    : self.result(of: code, try enter(code, frame, at: site), in: frame)
                recycle(frame)
                return result
            }
            if code.plainArity == 2, let binary = code.nativeBinary {
                // Faults raised by the operator point at this call.
                currentLocation = site
                return try binary(a, b)
            }
        }
        return try callValue(callee, arguments: [a, b], at: site)
    }
}
