// Ranges whose bounds are not Ints: `0.0..<0.5`, `"a"..."z"`, `start...end` of Dates or of a
// script's Comparable type, and the partial `0.5...`, `..<"m"`. Such a range is a struct value
// of the library's `ClosedRange` or `Range` (`BuiltinTypes.closedBounds` / `halfOpenBounds`)
// holding its two bounds (`.void` at an open end), compared with the runtime's own `<`. It
// answers `contains`, `~=` and `case` patterns, `lowerBound`/`upperBound`, `isEmpty`,
// `clamped(to:)` and `Double.random(in:)`, and prints as Swift prints it (`0.0...1.0`, in a
// collection `ClosedRange(0.0...1.0)`). Int ranges keep their own compact `.range` value.

extension Runtime {
    /// `lower...upper` (`closed`) or `lower..<upper`; `.void` for an open end.
    func boundsRange(_ lower: Value, _ upper: Value, closed: Bool, at site: Location) throws -> Value {
        var (lower, upper) = (lower, upper)
        // `UnicodeScalar("a")..."z"`: a literal beside a Character (or scalar) bound is one too.
        if case .character = lower, case .string(let text) = upper, text.count == 1 { upper = .character(text.first!) }
        if case .character = upper, case .string(let text) = lower, text.count == 1 { lower = .character(text.first!) }
        if !isVoid(lower), !isVoid(upper), try less(upper, lower, at: site) {
            throw fault("Range requires lowerBound <= upperBound", at: site)
        }
        return .structValue(closed ? builtinTypes.closedBounds : builtinTypes.halfOpenBounds, [lower, upper])
    }

    /// The bounds of a range of non-Int bounds, or nil for any other value.
    func bounds(of value: Value) -> (lower: Value, upper: Value, closed: Bool)? {
        guard case .structValue(let type, let fields) = value, fields.count == 2,
              type === builtinTypes.closedBounds || type === builtinTypes.halfOpenBounds else { return nil }
        return (fields[0], fields[1], type === builtinTypes.closedBounds)
    }

    /// Whether `x` lies in the range (`range ~= x`, `range.contains(x)`). An Int against Double
    /// bounds (`case 0.5...:` on an Int is refused by swiftc; the reverse is a literal) compares as Double.
    func boundsContain(_ range: (lower: Value, upper: Value, closed: Bool), _ x: Value, at site: Location) throws -> Bool {
        var x = x
        if case .some(let wrapped) = x { x = wrapped }
        // `("a"..."z").contains(character)`: literal bounds made without their Character context.
        if case .character(let c) = x, case .string = isVoid(range.lower) ? range.upper : range.lower { x = .string(String(c)) }
        // `(scalarA...scalarZ).contains("k")`: a literal tested against Character bounds is one.
        if case .string(let text) = x, text.count == 1, case .character = isVoid(range.lower) ? range.upper : range.lower { x = .character(text.first!) }
        if !isVoid(range.lower), try less(x, range.lower, at: site) { return false }
        if isVoid(range.upper) { return true }
        return range.closed ? !(try less(range.upper, x, at: site)) : try less(x, range.upper, at: site)
    }

    func describeBounds(_ range: (lower: Value, upper: Value, closed: Bool), debug: Bool, at site: Location) throws -> String {
        // Swift's description shows the bounds' descriptions, its debugDescription their debug forms.
        let show: (Value) throws -> String = { debug ? try self.debugDescribe($0, at: site) : try self.describe($0, at: site) }
        let lower = isVoid(range.lower) ? "" : try show(range.lower)
        let upper = isVoid(range.upper) ? "" : try show(range.upper)
        let text = lower + (range.closed ? "..." : "..<") + upper
        guard debug, !lower.isEmpty, !upper.isEmpty else { return text }
        return (range.closed ? "ClosedRange(" : "Range(") + text + ")"
    }

    private func isVoid(_ value: Value) -> Bool {
        if case .void = value { return true }
        return false
    }
}

extension Library {
    func declareBoundsRanges() {
        let runtime = self.runtime
        for type in [runtime.builtinTypes.closedBounds, runtime.builtinTypes.halfOpenBounds] {
            func bounds(_ value: Value) throws -> (lower: Value, upper: Value, closed: Bool) {
                guard let found = runtime.bounds(of: value) else { throw runtime.fault("expected a range", at: self.site) }
                return found
            }
            method(type, "contains", [nil]) { [unowned self] s, a in .bool(try runtime.boundsContain(try bounds(s), a[0], at: self.site)) }
            property(type, "lowerBound") { try bounds($0).lower }
            property(type, "upperBound") { try bounds($0).upper }
            property(type, "isEmpty") { [unowned self] in
                let range = try bounds($0)
                return .bool(try !range.closed && runtime.equal(range.lower, range.upper, at: self.site))
            }
            method(type, "clamped", ["to"]) { [unowned self] s, a in
                let (range, limits) = (try bounds(s), try bounds(a[0]))
                func clamp(_ x: Value) throws -> Value {
                    if try runtime.less(x, limits.lower, at: self.site) { return limits.lower }
                    if try runtime.less(limits.upper, x, at: self.site) { return limits.upper }
                    return x
                }
                return try runtime.boundsRange(try clamp(range.lower), try clamp(range.upper), closed: range.closed, at: self.site)
            }
            property(type, "description") { [unowned self] in .string(try runtime.describeBounds(try bounds($0), debug: false, at: self.site)) }
            property(type, "debugDescription") { [unowned self] in .string(try runtime.describeBounds(try bounds($0), debug: true, at: self.site)) }
        }
    }
}
