// `DefaultStringInterpolation`, the buffer a string literal with `\(…)` is built in, used by name:
// made with its capacities, appended to (`appendLiteral`, `appendInterpolation` with what `print`
// would show), and turned into a String or Substring by `init(stringInterpolation:)`.

extension Library {
    func declareStringInterpolation(_ string: TypeInfo) {
        let interpolation = TypeInfo(name: "DefaultStringInterpolation", kind: .structure, module: "Swift")
        types["DefaultStringInterpolation"] = interpolation
        func text(_ value: Value) -> String {
            if case .structValue(_, let fields) = value, case .string(let text)? = fields.first { return text }
            return ""
        }
        initializer(interpolation, ["literalCapacity", "interpolationCount"]) { _ in .structValue(interpolation, [.string("")]) }
        method(interpolation, "appendLiteral", [nil], mutating: true) { s, a in
            guard case .string(let literal) = a[0] else { return .void }
            s = .structValue(interpolation, [.string(text(s) + literal)])
            return .void
        }
        method(interpolation, "appendInterpolation", [nil], mutating: true) { [unowned self] s, a in
            s = .structValue(interpolation, [.string(text(s) + (try self.runtime.describe(a[0], at: self.site)))])
            return .void
        }
        property(interpolation, "description") { .string(text($0)) }
        initializer(string, ["stringInterpolation"]) { arguments in .string(text(arguments[0])) }
    }
}
