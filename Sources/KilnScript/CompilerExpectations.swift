// `#expect(…)` and `#require(…)` as Swift Testing writes them: each evaluation is recorded for the
// lesson checker (`RunResult.expectations`), and a failure shows the values of the condition's
// parts as Swift Testing does: `Expectation failed: (store.items.count → 2) == 3`.
import SwiftSyntax

/// One evaluation of an `#expect(…)` or `#require(…)` in a script.
public struct ExpectationResult: Sendable, Equatable {
    /// Where the macro is (the `#`), in the script's lines.
    public var location: Location
    /// The condition as written (`store.items.count == 3`).
    public var condition: String
    /// Whether the condition held (for `#require(optional)`: whether it was not nil).
    public var passed: Bool
    /// Swift Testing's message for a failure, with the values of the condition's parts; nil when it passed.
    public var message: String?
    /// `#require`: a failure stops the script there.
    public var isRequire: Bool

    public init(location: Location, condition: String, passed: Bool, message: String?, isRequire: Bool) {
        self.location = location
        self.condition = condition
        self.passed = passed
        self.message = message
        self.isRequire = isRequire
    }
}

extension Compiler {
    /// The operators whose two sides a failure message shows, as Swift Testing expands them.
    private static let expandedOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="]

    /// `#expect(condition)`, `#expect(condition, "comment")`, `#require(condition)` and
    /// `#require(optional)` (which gives the unwrapped value).
    func compileExpectation(_ macro: MacroExpansionExprSyntax) -> Eval {
        let isRequire = macro.macroName.text == "require"
        let arguments = Array(macro.arguments)
        guard let first = arguments.first, first.label == nil else {
            return failed("'#\(macro.macroName.text)' needs a condition: #\(macro.macroName.text)(count == 3)", at: macro)
        }
        if let labelled = arguments.dropFirst().first(where: { $0.label != nil }) {
            return failed("'#\(macro.macroName.text)(\(labelled.label!.text):)' is not supported in Kiln yet; write the condition as a Bool", at: labelled)
        }
        let comment = arguments.count > 1 ? compileExpression(arguments[1].expression) : nil
        let condition = first.expression
        let text = condition.trimmedText
        let site = location(macro)
        let runtime = self.runtime

        // The failure message, from the condition's parts: a comparison shows both sides' values.
        let evaluate: (Frame) throws -> (value: Value, parts: [String])
        if let sequence = condition.as(SequenceExprSyntax.self), case .binary(let op, let node, let lhs, let rhs) = fold(sequence, custom: customOperators),
           Compiler.expandedOperators.contains(op) {
            let left = compileInfix(lhs)
            let right = compileInfix(rhs)
            let apply = binaryOperator(op, site: location(node))
            let leftText = Compiler.infixText(lhs)
            let rightText = Compiler.infixText(rhs)
            let leftIsLiteral = Compiler.isLiteral(lhs)
            let rightIsLiteral = Compiler.isLiteral(rhs)
            evaluate = { frame in
                let l = try left(frame)
                let r = try right(frame)
                let result = try apply(l, r)
                let shownLeft = leftIsLiteral ? leftText : "(\(leftText) → \(try runtime.debugDescribe(l, at: site)))"
                let shownRight = rightIsLiteral ? rightText : "(\(rightText) → \(try runtime.debugDescribe(r, at: site)))"
                return (result, [shownLeft, op, shownRight])
            }
        } else {
            let value = compileExpression(condition)
            let literal = condition.is(BooleanLiteralExprSyntax.self)
            evaluate = { frame in
                let result = try value(frame)
                if literal { return (result, [text]) }
                return (result, ["(\(text) → \(try runtime.debugDescribe(result, at: site)))"])
            }
        }

        return { frame in
            let (value, parts) = try evaluate(frame)
            let passed: Bool
            var result: Value = .void
            switch value {
            case .bool(let holds): passed = holds
            case .none: passed = false
            case .some(let wrapped):
                passed = true
                result = wrapped
            default:
                // A non-optional, non-Bool value given to #require is simply returned.
                guard isRequire else {
                    throw runtime.fault("'#expect' needs a Bool condition, not '\(typeName(of: value))'", at: site)
                }
                passed = true
                result = value
            }
            var message: String?
            if !passed {
                message = "Expectation failed: " + parts.joined(separator: " ")
                if let comment, case .string(let note) = try comment(frame) { message! += "\n" + note }
            }
            runtime.expectations.append(ExpectationResult(location: site, condition: text, passed: passed,
                                                          message: message, isRequire: isRequire))
            if !passed && isRequire {
                throw runtime.fault(message! + " (#require stops the script here)", at: site)
            }
            return result
        }
    }

    /// The source text of a folded operand or sub-expression.
    private static func infixText(_ tree: Infix) -> String {
        switch tree {
        case .operand(let expr): return expr.trimmedText
        case .binary(let op, _, let lhs, let rhs): return "\(infixText(lhs)) \(op) \(infixText(rhs))"
        case .ternary(let condition, let then, let otherwise, _):
            return "\(infixText(condition)) ? \(then.trimmedText) : \(infixText(otherwise))"
        case .cast(let kind, _, let value, let type): return "\(infixText(value)) \(kind) \(type.trimmedText)"
        }
    }

    /// Literals are shown as written, without their value (as Swift Testing does).
    private static func isLiteral(_ tree: Infix) -> Bool {
        guard case .operand(let expr) = tree else { return false }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        }
        return expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
            || expr.is(StringLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
            || expr.is(NilLiteralExprSyntax.self)
    }
}
