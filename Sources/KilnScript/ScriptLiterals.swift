// A literal where a script type that adopts an `ExpressibleBy…Literal` protocol is expected makes
// an instance through the protocol's initializer, as Swift does: `let price: Money = 5` calls
// `init(integerLiteral: 5)`, `let path: Path = "a/b"` `init(stringLiteral:)`, `let s: Stack =
// [1, 2]` `init(arrayLiteral: 1, 2)`, a dictionary literal `init(dictionaryLiteral:)` with
// its pairs, `true` `init(booleanLiteral:)`, `nil` `init(nilLiteral: ())`.
import SwiftSyntax

extension Compiler {
    func literalConstruction(_ expr: ExprSyntax, of type: TypeInfo) -> Eval? {
        let adopted = type.allConformances
        guard adopted.contains(where: { $0.hasPrefix("ExpressibleBy") }), type.kind != .builtin else { return nil }
        var label: String
        var parts: [Eval]
        let plain = expr.as(TupleExprSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.expression : nil } ?? expr
        let isNegated = plain.as(PrefixOperatorExprSyntax.self).map { $0.operator.text == "-" } ?? false
        let number = isNegated ? plain.as(PrefixOperatorExprSyntax.self)!.expression : plain
        if number.is(IntegerLiteralExprSyntax.self), adopted.contains("ExpressibleByIntegerLiteral") {
            label = "integerLiteral"
            parts = [literalPart(plain)]
        } else if number.is(IntegerLiteralExprSyntax.self) || number.is(FloatLiteralExprSyntax.self), adopted.contains("ExpressibleByFloatLiteral") {
            label = "floatLiteral"
            parts = [literalPart(plain, hint: library.doubleType)]
        } else if let string = plain.as(StringLiteralExprSyntax.self), adopted.contains("ExpressibleByStringLiteral"),
                  string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
            label = "stringLiteral"
            parts = [literalPart(plain)]
        } else if plain.is(BooleanLiteralExprSyntax.self), adopted.contains("ExpressibleByBooleanLiteral") {
            label = "booleanLiteral"
            parts = [literalPart(plain)]
        } else if plain.is(NilLiteralExprSyntax.self), adopted.contains("ExpressibleByNilLiteral") {
            label = "nilLiteral"
            parts = [{ _ in .void }]
        } else if let array = plain.as(ArrayExprSyntax.self), adopted.contains("ExpressibleByArrayLiteral") {
            label = "arrayLiteral"
            // An OptionSet's elements are of its own type (`[.read, .write]`).
            let elementHint = adopted.contains("OptionSet") ? type : nil
            parts = array.elements.map { compileExpression($0.expression, hint: elementHint) }
        } else if let dictionary = plain.as(DictionaryExprSyntax.self), adopted.contains("ExpressibleByDictionaryLiteral") {
            label = "dictionaryLiteral"
            guard case .elements(let elements) = dictionary.content else {
                parts = []
                return construction(type, label: label, parts: parts, at: expr)
            }
            parts = elements.map { element in
                let key = compileExpression(element.key), value = compileExpression(element.value)
                return { frame in .tuple(Tuple(elements: [try key(frame), try value(frame)], labels: [nil, nil])) }
            }
        } else {
            return nil
        }
        return construction(type, label: label, parts: parts, at: expr)
    }

    /// `let flag: NSNumber = true`: Foundation's NSNumber of a Bool (printed `1`), through its
    /// `init(booleanLiteral:)` (a number literal stays the bridged number it already is).
    func foundationNumberLiteral(_ expr: ExprSyntax, of type: TypeInfo) -> Eval? {
        guard type.name == "NSNumber", type.module != runtime.moduleName, expr.is(BooleanLiteralExprSyntax.self) else { return nil }
        return construction(type, label: "booleanLiteral", parts: [compileExpression(expr)], at: expr)
    }

    /// The literal itself, compiled as what it is (not again as the script type).
    private func literalPart(_ expr: ExprSyntax, hint: TypeInfo? = nil) -> Eval {
        let place = location(expr)
        let saved = literalNominalTypes.removeValue(forKey: place)
        defer { if let saved { literalNominalTypes[place] = saved } }
        return compileExpression(expr, hint: hint)
    }

    private func construction(_ type: TypeInfo, label: String, parts: [Eval], at expr: ExprSyntax) -> Eval {
        let runtime = self.runtime
        let site = location(expr)
        let cache = MemberCache()
        // A variadic initializer takes its first argument labelled, the rest unlabelled.
        let labels: [String?] = parts.isEmpty ? [] : [label] + Array(repeating: nil, count: parts.count - 1)
        return { frame in
            var arguments: [Value] = []
            for part in parts { arguments.append(try part(frame)) }
            return try runtime.construct(type, labels: labels, arguments: arguments, cache: cache, frame: frame, at: site)
        }
    }
}
