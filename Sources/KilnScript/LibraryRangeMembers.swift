// Range's and ClosedRange's members beyond their bounds: `clamped(to:)`, `overlaps(_:)`,
// `description` / `debugDescription`, Range<Int> as a collection of its Ints (`startIndex`,
// `index(after:)`, `distance(from:to:)`, `indices`, `r[i]`, `r[a..<b]`, `dropFirst`, `dropLast`,
// `prefix(_:)`, `suffix(_:)`), `Range(uncheckedBounds:)`
// and `Range(closedRange)`; and Optional's `take()` and `debugDescription`. Each computed by
// Swift's own Range / ClosedRange of Ints (Kiln keeps a range as its bounds, the upper exclusive).

extension Library {
    func declareRangeMembers(_ range: TypeInfo) {
        // Not "ClosedRange": Kiln's ranges of one type would give its initializers Range's meaning.
        types["Range"] = range
        property(range, "description") { [unowned self] in .string(try self.rangeText(self.anyRange($0))) }
        property(range, "debugDescription") { [unowned self] in
            let bounds = try self.anyRange($0)
            return .string((bounds.closed ? "ClosedRange(" : "Range(") + self.rangeText(bounds) + ")")
        }
        method(range, "clamped", ["to"]) { [unowned self] selfValue, arguments in
            let (me, limits) = (try self.anyRange(selfValue), try self.anyRange(arguments[0]))
            if me.closed != limits.closed {
                throw self.runtime.fault("clamped(to:) needs a range of the same kind (both ..< or both ...)", at: self.site)
            }
            if me.closed {
                let clamped = (me.lower...(me.upper - 1)).clamped(to: limits.lower...(limits.upper - 1))
                return .range(lower: clamped.lowerBound, upper: clamped.upperBound + 1, closed: true)
            }
            let clamped = (me.lower..<me.upper).clamped(to: limits.lower..<limits.upper)
            return .range(lower: clamped.lowerBound, upper: clamped.upperBound, closed: false)
        }
        method(range, "overlaps", [nil]) { [unowned self] selfValue, arguments in
            let (me, other) = (try self.anyRange(selfValue), try self.anyRange(arguments[0]))
            switch (me.closed, other.closed) {
            case (false, false): return .bool((me.lower..<me.upper).overlaps(other.lower..<other.upper))
            case (false, true): return .bool((me.lower..<me.upper).overlaps(other.lower...(other.upper - 1)))
            case (true, false): return .bool((me.lower...(me.upper - 1)).overlaps(other.lower..<other.upper))
            case (true, true): return .bool((me.lower...(me.upper - 1)).overlaps(other.lower...(other.upper - 1)))
            }
        }
        // Range<Int> is a collection whose indices are its Ints.
        property(range, "startIndex") { [unowned self] in .int(try self.halfOpen($0, "startIndex").lowerBound) }
        property(range, "endIndex") { [unowned self] in .int(try self.halfOpen($0, "endIndex").upperBound) }
        // `(0..<4).last`, `(1...5).last`: a closed range is kept half-open, so both end one before `upper`.
        property(range, "first") { value in
            guard case .range(let lower, let upper, _) = value else { return .none }
            return lower < upper ? .some(.int(lower)) : .none
        }
        property(range, "last") { [unowned self] in
            let r = try self.anyRange($0)
            return r.lower < r.upper ? .some(.int(r.upper - 1)) : .none
        }
        property(range, "indices") { [unowned self] in
            let r = try self.halfOpen($0, "indices")
            return .range(lower: r.lowerBound, upper: r.upperBound, closed: false)
        }
        // Range<Int> is its own SubSequence: `indices.dropLast()` is a Range, as Swift's own gives.
        for (name, counted) in [("dropFirst", false), ("dropFirst", true), ("dropLast", false), ("dropLast", true),
                                ("prefix", true), ("suffix", true)] {
            method(range, name, counted ? [nil] : []) { [unowned self] s, a in
                let k = counted ? try self.int(a[0]) : 1
                // `(1...).prefix(3)`: the first k of a range without an end.
                if name == "prefix", case .range(let lower, Int.max, _) = s, lower != Int.min, k >= 0 {
                    return .range(lower: lower, upper: lower + k, closed: false)
                }
                // `(1...5).dropFirst()`: a closed range's elements, kept half-open.
                let r = try self.anyRange(s).lower..<self.anyRange(s).upper
                guard k >= 0 else { throw self.runtime.fault("Can't \(name.hasPrefix("drop") ? "drop" : "take") a negative number of elements from a collection", at: self.site) }
                let part: Range<Int>
                switch name {
                case "dropFirst": part = r.dropFirst(k)
                case "dropLast": part = r.dropLast(k)
                case "prefix": part = r.prefix(k)
                default: part = r.suffix(k)
                }
                return .range(lower: part.lowerBound, upper: part.upperBound, closed: false)
            }
        }
        method(range, "index", ["after"]) { [unowned self] s, a in .int(try self.halfOpen(s, "index(after:)").index(after: try self.int(a[0]))) }
        method(range, "index", ["before"]) { [unowned self] s, a in .int(try self.halfOpen(s, "index(before:)").index(before: try self.int(a[0]))) }
        method(range, "index", [nil, "offsetBy"]) { [unowned self] s, a in
            .int(try self.halfOpen(s, "index(_:offsetBy:)").index(try self.int(a[0]), offsetBy: try self.int(a[1])))
        }
        method(range, "distance", ["from", "to"]) { [unowned self] s, a in
            .int(try self.halfOpen(s, "distance(from:to:)").distance(from: try self.int(a[0]), to: try self.int(a[1])))
        }
        // `r.relative(to: collection)`: a Range of indices is already the range it stands for.
        // A partial range (`2...`, `..<3`) takes its missing bound from the collection's indices.
        method(range, "relative", ["to"]) { [unowned self] s, a in
            guard case .range(var lower, var upper, _) = s else { return .range(lower: try self.anyRange(s).lower, upper: try self.anyRange(s).upper, closed: false) }
            if lower == Int.min || upper == Int.max {
                let indices = try self.anyRange(a[0])
                if lower == Int.min { lower = indices.lower }
                if upper == Int.max { upper = indices.upper }
            }
            return .range(lower: lower, upper: upper, closed: false)
        }
        initializer(range, ["uncheckedBounds"]) { [unowned self] arguments in
            guard case .tuple(let bounds) = arguments[0], bounds.elements.count == 2 else {
                throw self.runtime.fault("Range(uncheckedBounds:) needs a (lower:, upper:) pair", at: self.site)
            }
            return .range(lower: try self.int(bounds.elements[0]), upper: try self.int(bounds.elements[1]), closed: false)
        }
        initializer(range, [nil]) { [unowned self] arguments in
            let r = try self.anyRange(arguments[0])
            return .range(lower: r.lower, upper: r.upper, closed: false)
        }
    }

    func declareOptionalMembers(_ optional: TypeInfo) {
        property(optional, "debugDescription") { [unowned self] value in
            .string(try self.runtime.describe(value, at: self.site))
        }
        // `Optional<String>.none.map { … }`: the case read off the type in a longer chain.
        staticProperty(optional, "none", .none)
        method(optional, "take", [], mutating: true) { selfValue, _ in
            let taken = selfValue
            selfValue = .none
            return taken
        }
    }

    /// A range value's bounds (the upper exclusive) and kind; partial ranges (`5...`) are not one.
    private func anyRange(_ value: Value) throws -> (lower: Int, upper: Int, closed: Bool) {
        guard case .range(let lower, let upper, let closed) = value, lower != Int.min, upper != Int.max else {
            throw runtime.fault("expected a Range of Ints, got '\(typeName(of: value))'", at: site)
        }
        return (lower, upper, closed)
    }

    private func halfOpen(_ value: Value, _ member: String) throws -> Range<Int> {
        let r = try anyRange(value)
        guard !r.closed else { throw runtime.fault("ClosedRange's '\(member)' is not supported in Kiln yet", at: site) }
        return r.lower..<r.upper
    }

    private func rangeText(_ r: (lower: Int, upper: Int, closed: Bool)) -> String {
        r.closed ? "\(r.lower)...\(r.upper - 1)" : "\(r.lower)..<\(r.upper)"
    }
}

extension Runtime {
    /// `(1..<5)[2]` is 2, `(1..<5)[2..<4]` is `2..<4`: a Range<Int>'s elements are its indices.
    func rangeElement(_ range: Range<Int>, _ key: Value, at site: Location) throws -> Value {
        switch key {
        case .int(let index):
            guard range.contains(index) else { throw fault("Index out of range", at: site) }
            return key
        case .range(let lower, let upper, _) where lower != Int.min && upper != Int.max:
            guard lower >= range.lowerBound, upper <= range.upperBound, lower <= upper else {
                throw fault("Range out of bounds", at: site)
            }
            return .range(lower: lower, upper: upper, closed: false)
        default:
            throw fault("value of type 'Range<Int>' has no subscript taking these arguments", at: site)
        }
    }
}
