// Compiled closures kept in arrays, without the cost Swift charges for it.
//
// A closure stored straight into an Array (or an Optional, or any generic container) is kept in its
// most general calling convention, and taking it out again wraps it in a reabstraction thunk: every
// call then runs through two extra functions. Wrapped in a non-generic struct, the closure keeps
// its own convention. The hot paths (a block's statements, a call's arguments) keep their closures
// in these wrappers.
import SwiftSyntax

/// A compiled statement, as an element of an array.
struct CompiledStatement {
    let run: Exec
    init(_ run: @escaping Exec) { self.run = run }
}

/// A compiled condition (`if`, `guard`, `while`), as an element of an array.
struct CompiledCondition {
    let test: (Frame) throws -> Bool
    init(_ test: @escaping (Frame) throws -> Bool) { self.test = test }
}

/// A compiled expression, as an element of an array.
struct CompiledExpression {
    let eval: Eval
    init(_ eval: @escaping Eval) { self.eval = eval }
}

extension Array where Element == CompiledExpression {
    mutating func append(_ eval: @escaping Eval) { append(CompiledExpression(eval)) }

    /// One closure that evaluates the expressions into an array (a library call's arguments). For
    /// the usual one or two arguments the closures are captured one by one: called from a
    /// closure's context, they need no retain, as they would taken out of an array.
    func evaluator() -> (Frame) throws -> [Value] {
        switch count {
        case 0: return { _ in [] }
        case 1:
            let first = self[0].eval
            return { frame in [try first(frame)] }
        case 2:
            let first = self[0].eval, second = self[1].eval
            return { frame in
                let a = try first(frame)
                return [a, try second(frame)]
            }
        default:
            return { frame in try self.evaluate(in: frame) }
        }
    }

    /// The values of the expressions, in order (a call's arguments).
    func evaluate(in frame: Frame) throws -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        for expression in self { values.append(try expression.eval(frame)) }
        return values
    }
}

extension Compiler {
    /// Whether an expression names `self` or holds a closure: the two ways a stored property's
    /// default can reach the frame it is given (see `declareProperty`).
    static func mentionsSelfOrClosure(_ expression: ExprSyntax) -> Bool {
        ClosureFinder.containsClosure(expression)
            || expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) || $0.tokenKind == .keyword(.Self) }
    }
}

extension Compiler {
    /// A literal whose value is the same every time it is evaluated: a number, a Boolean, nil, a
    /// string without interpolation, an empty array or dictionary (values, so copies are
    /// independent).
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .colon = dictionary.content { return true }
        return false
    }
}

extension Compiler {
    /// Writes the argument values into a callee's slots from `offset` on. A chain of closures, not
    /// a loop over an array of them (which would call each through a reabstraction thunk). The
    /// slots are a fresh call frame's, all `()`: initialized, with nothing to release first.
    func argumentWriter(_ values: [CompiledExpression], offset: Int) -> (Frame, UnsafeMutablePointer<Value>) throws -> Void {
        switch values.count {
        case 0: return { _, _ in }
        case 1:
            let first = values[0].eval
            return { frame, slots in (slots + offset).initialize(to: try first(frame)) }
        case 2:
            let first = values[0].eval, second = values[1].eval
            return { frame, slots in
                (slots + offset).initialize(to: try first(frame))
                (slots + offset + 1).initialize(to: try second(frame))
            }
        default:
            let first = values[0].eval
            let rest = argumentWriter(Array(values.dropFirst()), offset: offset + 1)
            return { frame, slots in
                (slots + offset).initialize(to: try first(frame))
                try rest(frame, slots)
            }
        }
    }
}
