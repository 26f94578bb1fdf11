// String interpolation a script extends: `extension String.StringInterpolation { mutating func
// appendInterpolation(money value: Double) { appendLiteral(…) } }`. A literal with `\(…)` is then
// built as Swift builds it: a `DefaultStringInterpolation` value, each literal piece appended with
// `appendLiteral` and each interpolation with the `appendInterpolation` its labels name (the
// library's own prints the value as `print` would), then turned into the String.
import SwiftSyntax

extension Compiler {
    /// The literal built through the script's `appendInterpolation` methods; nil when the script
    /// declares none (the usual, quicker path) or the literal has no interpolation.
    func customInterpolation(_ literal: StringLiteralExprSyntax) -> Eval? {
        guard let type = resolver.types["DefaultStringInterpolation"],
              type.members["appendInterpolation"]?.contains(where: { $0.function.map { !$0.isNative } ?? false }) == true,
              literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return nil }
        let pounds = literal.openingPounds?.text.count ?? 0
        /// The buffer being built; saved and restored around each evaluation, so a literal whose
        /// interpolation evaluates the same literal again (recursion) keeps its own.
        final class Buffer { var value: Value = .void }
        let buffer = Buffer()
        let place = Place(get: { _ in buffer.value }, modify: { _, body in try body(&buffer.value) })
        var steps: [Eval] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let piece = unescape(text.content.text, pounds: pounds)
                guard !piece.isEmpty else { continue }
                let arguments = Compiler.CompiledArguments(labels: [nil], expressions: [CompiledExpression { _ in .string(piece) }], inoutPlaces: [:])
                steps.append(methodCall(receiver: place, name: "appendLiteral", arguments: arguments, site: location(text)))
            case .expressionSegment(let interpolation):
                let labels = interpolation.expressions.map { $0.label?.text }
                let values = interpolation.expressions.map { CompiledExpression(compileExpression($0.expression)) }
                let arguments = Compiler.CompiledArguments(labels: labels, expressions: values, inoutPlaces: [:])
                steps.append(methodCall(receiver: place, name: "appendInterpolation", arguments: arguments, site: location(interpolation)))
            }
        }
        let all = steps
        return { frame in
            let saved = buffer.value
            defer { buffer.value = saved }
            buffer.value = .structValue(type, [.string("")])
            for step in all { _ = try step(frame) }
            if case .structValue(_, let fields) = buffer.value, case .string(let text)? = fields.first { return .string(text) }
            return .string("")
        }
    }
}
