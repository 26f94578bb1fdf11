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
            let elementHint = adopted.contains("OptionSet") ? type : literalParameterTypes(type, label).first ?? nil
            parts = array.elements.map { compileExpression($0.expression, hint: elementHint) }
        } else if let dictionary = plain.as(DictionaryExprSyntax.self), adopted.contains("ExpressibleByDictionaryLiteral") {
            label = "dictionaryLiteral"
            guard case .elements(let elements) = dictionary.content else {
                parts = []
                return construction(type, label: label, parts: parts, at: expr)
            }
            // `["tags": ["a", "b"], "none": nil]` of a `(String, JSON)...` parameter: each value a JSON literal too.
            let hints = literalParameterTypes(type, label)
            parts = elements.map { element in
                let key = compileExpression(element.key, hint: hints.first ?? nil)
                let value = compileExpression(element.value, hint: hints.count > 1 ? hints[1] : nil)
                return { frame in .tuple(Tuple(elements: [try key(frame), try value(frame)], labels: [nil, nil])) }
            }
        } else {
            return nil
        }
        return construction(type, label: label, parts: parts, at: expr)
    }

    /// The script types of `init(arrayLiteral: Element...)`'s element (one) or of
    /// `init(dictionaryLiteral: (Key, Value)...)`'s pair (two), where the initializer names them;
    /// a literal element of such a type is made through its own literal initializer.
    private func literalParameterTypes(_ type: TypeInfo, _ label: String) -> [TypeInfo?] {
        for member in type.initializers {
            guard let code = member.function, code.parameters.count == 1, code.parameters[0].label == label,
                  let written = code.parameterTypeNames?.first ?? nil else { continue }
            let names = written.hasPrefix("(") && written.hasSuffix(")")
                ? written.dropFirst().dropLast().split(separator: ",").map { String($0.filter { $0 != " " }) } : [written]
            return names.map { name in
                guard let found = resolver.qualifiedTypes[name] ?? resolver.types[name], found.module == runtime.moduleName else { return nil }
                return found
            }
        }
        return []
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
        // `[]` or `[:]` passes no argument to carry the label: the initializer of that label is named.
        if parts.isEmpty, let chosen = type.initializers.lazy.compactMap(\.function).first(where: { $0.parameters.first?.label == label }) {
            cache.staticChoice = chosen.location
        }
        return { frame in
            var arguments: [Value] = []
            for part in parts { arguments.append(try part(frame)) }
            return try runtime.construct(type, labels: labels, arguments: arguments, cache: cache, frame: frame, at: site)
        }
    }
}
