// Which `pow` a call reaches, as swiftc ranks Foundation's two: `pow(_: Double, _: Double)` and
// `pow(_: Decimal, _: Int) -> Decimal`. With no Double or Float wanted by the context, an
// integer-literal base with an Int exponent is Decimal's (`print(pow(2, 10))` prints `1024`:
// one literal converted away from its default type against Double's two); a Double context
// (`let area: Double = pow(2, 2)`) or a Double argument makes it Double's; a float-literal base
// with an integer-literal exponent is ambiguous, as swiftc says. The Decimal base literal is noted
// for the compiler (`floatingLiterals`), which makes it a Decimal (DecimalNumbers.swift).
import SwiftSyntax

extension TypeChecker {
    /// The type of a call of the library's `pow`; nil when it is the script's own or not two arguments.
    func powCallType(_ call: FunctionCallExprSyntax, expected: StaticType?) -> StaticType? {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }), call.trailingClosure == nil,
              lookupLocalOrMember("pow") == nil, table.functions(named: "pow") == nil else { return nil }
        let (base, exponent) = (arguments[0].expression, arguments[1].expression)
        if let wanted = expected?.aliasTarget, wanted == .double || wanted == .float {
            _ = typeOf(base, expected: wanted)
            _ = typeOf(exponent, expected: wanted)
            return wanted
        }
        let baseInteger = Self.integerLiteral(base)
        let baseFloat = Self.isFloatLiteral(base)
        let exponentInteger = Self.integerLiteral(exponent) != nil
        let exponentType: StaticType = exponentInteger ? .int : (Self.isFloatLiteral(exponent) ? .double : typeOf(exponent).aliasTarget)
        let decimalFits = (baseInteger != nil || baseFloat) && exponentType == .int
        if decimalFits, let literal = baseInteger {
            noteLiteral(literal, .nominal("Decimal"))
            return .unknown
        }
        if decimalFits, baseFloat, exponentInteger {
            error("ambiguous use of 'pow'", at: call.calledExpression)
            return .unknown
        }
        if decimalFits { return .unknown }
        let baseType = baseInteger != nil || baseFloat ? StaticType.double : typeOf(base).aliasTarget
        if baseType == .float || exponentType == .float {
            _ = typeOf(base, expected: .float)
            _ = typeOf(exponent, expected: .float)
            return .float
        }
        if baseType == .double || exponentType == .double {
            _ = typeOf(base, expected: .double)
            _ = typeOf(exponent, expected: .double)
            return .double
        }
        return nil
    }

    /// The integer literal an expression is, under a prefix minus too (`-2`).
    private static func integerLiteral(_ expr: ExprSyntax) -> IntegerLiteralExprSyntax? {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return integerLiteral(prefix.expression) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            return integerLiteral(tuple.elements.first!.expression)
        }
        return expr.as(IntegerLiteralExprSyntax.self)
    }

    private static func isFloatLiteral(_ expr: ExprSyntax) -> Bool {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isFloatLiteral(prefix.expression) }
        return expr.is(FloatLiteralExprSyntax.self)
    }
}
