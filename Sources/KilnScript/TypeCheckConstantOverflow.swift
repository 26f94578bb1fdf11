// What swiftc's constant folding refuses (its SIL pass, after the type checker: reported only
// when nothing else is): an integer literal its type cannot hold, and arithmetic of literals and
// `T.max`/`T.min` that overflows (`let tooBig: Int8 = Int8.max + 1`: "arithmetic operation
// '127 + 1' (on type 'Int8') results in an overflow"). swiftc's pass reports the top-level code's
// last first, then each function's, last first.
import SwiftSyntax

extension TypeChecker {
    /// `lhs op rhs` typed `type` (or the type a `T.max` operand or the context gives): an overflow
    /// of constants is noted for `constantFoldingOrder`.
    func judgeConstantArithmetic(_ op: String, node: Syntax, _ lhs: Infix, _ rhs: Infix, type: StaticType, expected: StaticType?) {
        guard ["+", "-", "*"].contains(op) else { return }
        guard let name = Self.integerTypeName(type) ?? expected.flatMap(Self.integerTypeName) ?? boundTypeName(lhs) ?? boundTypeName(rhs),
              let range = name == "Int" ? Int.min...Int.max : Self.fixedWidthRanges[name],
              let a = constantValue(lhs, name), let b = constantValue(rhs, name) else { return }
        let (value, overflow): (Int, Bool)
        switch op {
        case "+": (value, overflow) = a.addingReportingOverflow(b)
        case "-": (value, overflow) = a.subtractingReportingOverflow(b)
        default: (value, overflow) = a.multipliedReportingOverflow(by: b)
        }
        guard overflow || !range.contains(value) else { return }
        // Kiln's bounds for UInt and UInt64 stop at Int.max: only a value below zero is sure.
        if name == "UInt" || name == "UInt64", overflow || value >= 0 { return }
        noteConstantOverflow("arithmetic operation '\(a) \(op) \(b)' (on type '\(name)') results in an overflow", at: node)
    }

    /// A constant-folding error, reported as swiftc's SIL pass reports it (`constantFoldingOrder`).
    func noteConstantOverflow(_ message: String, at node: some SyntaxProtocol) {
        let location = source.location(of: node)
        guard !constantOverflows.contains(where: { $0.location == location && $0.message == message }) else { return }
        constantOverflows.append(Diagnostic(message: message, fileName: source.fileName, location: location))
    }

    /// The constant-folding errors in swiftc's order: the top-level code's, last first, then the
    /// declarations', each declaration's last first.
    func constantFoldingOrder() -> [Diagnostic] {
        func group(_ diagnostic: Diagnostic) -> Int {
            guard let line = diagnostic.location?.line else { return -1 }
            return declarationLines.firstIndex { $0.contains(line) } ?? -1
        }
        return constantOverflows.enumerated().sorted { a, b in
            let (x, y) = (a.element.location ?? Location(line: 0, column: 0), b.element.location ?? Location(line: 0, column: 0))
            let (ga, gb) = (group(a.element), group(b.element))
            if ga != gb { return ga < gb }
            return (x.line, x.column) > (y.line, y.column)
        }.map(\.element)
    }

    static func integerTypeName(_ type: StaticType) -> String? {
        if type == .int { return "Int" }
        if case .sugared(let name, _) = type, fixedWidthRanges[name] != nil { return name }
        return nil
    }

    /// `Int8.max` names its type.
    private func boundTypeName(_ infix: Infix) -> String? {
        guard case .operand(let expr) = infix, let member = expr.as(MemberAccessExprSyntax.self),
              ["max", "min"].contains(member.declName.baseName.text),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              base == "Int" || Self.fixedWidthRanges[base] != nil else { return nil }
        return base
    }

    /// The value of a literal, `-literal`, `T.max`/`T.min` of the operation's type, or a
    /// parenthesized or nested operation of them that does not overflow.
    private func constantValue(_ infix: Infix, _ name: String) -> Int? {
        switch infix {
        case .operand(let expr):
            var expr = expr
            while let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
                expr = tuple.elements.first!.expression
            }
            if let literal = expr.as(IntegerLiteralExprSyntax.self) { return Self.integerValue(literal.literal.text) }
            if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
               let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let value = Self.integerValue(literal.literal.text) {
                return -value
            }
            if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
               name != "UInt", name != "UInt64" {
                let range = name == "Int" ? Int.min...Int.max : Self.fixedWidthRanges[name]!
                switch member.declName.baseName.text {
                case "max": return range.upperBound
                case "min": return range.lowerBound
                default: return nil
                }
            }
            if let sequence = expr.as(SequenceExprSyntax.self) { return constantValue(fold(sequence), name) }
            if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
                return constantValue(.binary(op: op.operator.text, node: Syntax(op), lhs: .operand(infix.leftOperand), rhs: .operand(infix.rightOperand)), name)
            }
            return nil
        case .binary(let op, _, let lhs, let rhs):
            guard let a = constantValue(lhs, name), let b = constantValue(rhs, name) else { return nil }
            let (value, overflow): (Int, Bool)
            switch op {
            case "+": (value, overflow) = a.addingReportingOverflow(b)
            case "-": (value, overflow) = a.subtractingReportingOverflow(b)
            case "*": (value, overflow) = a.multipliedReportingOverflow(by: b)
            default: return nil
            }
            let range = name == "Int" ? Int.min...Int.max : Self.fixedWidthRanges[name]!
            return overflow || !range.contains(value) ? nil : value
        default:
            return nil
        }
    }

    static func integerValue(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        return digits.hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) : digits.hasPrefix("0b") ? Int(digits.dropFirst(2), radix: 2)
            : digits.hasPrefix("0o") ? Int(digits.dropFirst(2), radix: 8) : Int(digits)
    }
}
