// String's views — `utf8`, `utf16`, `unicodeScalars` — as Swift has them: a collection over the
// string's code units or scalars that prints as the string (`UTF8View("…")` for debugPrint), with
// its own index movement (a UTF-8 index may stop inside a scalar, a UTF-16 one inside a surrogate
// pair), subscripts by String.Index, and every Sequence algorithm. A view value is a struct of
// the view's type holding the string; Kiln holds a Unicode.Scalar as a Character of one scalar.

/// Which of String's views a view value is.
enum StringViewKind: CaseIterable {
    /// `indices` is the collection of the text's (Character) indices, DefaultIndices.
    case utf8, utf16, unicodeScalars, indices

    var property: String {
        switch self {
        case .utf8: return "utf8"
        case .utf16: return "utf16"
        case .unicodeScalars: return "unicodeScalars"
        case .indices: return "indices"
        }
    }
    var typeName: String {
        switch self {
        case .utf8: return "UTF8View"
        case .utf16: return "UTF16View"
        case .unicodeScalars: return "UnicodeScalarView"
        case .indices: return "DefaultIndices<String>"
        }
    }
    /// The name debugPrint gives it.
    var debugName: String {
        switch self {
        case .utf8: return "UTF8View"
        case .utf16: return "StringUTF16"
        case .unicodeScalars: return "StringUnicodeScalarView"
        case .indices: return "DefaultIndices<String>"
        }
    }

    /// The elements of the view of `text`, as script values.
    func elements(of text: String) -> [Value] {
        switch self {
        case .utf8: return text.utf8.map { .fixed(FixedInt(truncating: UInt64($0), .uint8)) }
        case .utf16: return text.utf16.map { .fixed(FixedInt(truncating: UInt64($0), .uint16)) }
        case .unicodeScalars: return text.unicodeScalars.map { .character(Character($0)) }
        case .indices:
            return text.indices.map { $0 == text.startIndex ? .stringIndex(StringIndex(offset: 0, anyEncoding: true)) : Value.stringIndex($0, in: text) }
        }
    }
}

extension Library {
    func declareStringViews(_ string: TypeInfo, _ character: TypeInfo) {
        let runtime = self.runtime
        func text(_ value: Value) -> String {
            switch value {
            case .string(let s): return s
            case .substring(let s): return s.text
            case .character(let c): return String(c)
            case .structValue(_, let fields) where fields.count == 1: return text(fields[0])
            default: return ""
            }
        }
        // A Unicode.Scalar's `properties` (Kiln's scalars are Characters of one scalar): its own
        // Character questions (`isUppercase`, `isWhitespace`, …) and these.
        property(character, "properties") { $0 }
        let scalarTests: [(String, (Unicode.Scalar.Properties) -> Bool)] = [("isAlphabetic", \.isAlphabetic), ("isEmoji", \.isEmoji)]
        for (name, test) in scalarTests {
            property(character, name) {
                guard case .character(let c) = $0, let scalar = c.unicodeScalars.first else { return .bool(false) }
                return .bool(test(scalar.properties))
            }
        }
        for (kind, view) in zip(StringViewKind.allCases, runtime.builtinTypes.stringViews) {
            let make: (String) -> Value = { .structValue(view, [.string($0)]) }
            if kind == .indices {
                property(string, kind.property) { make(text($0)) }
                declareView(view, kind, make: make, text: text)
                continue
            }
            types["String.\(kind.typeName)"] = view
            for owner in [string, character] { property(owner, kind.property) { make(text($0)) } }
            // `result.unicodeScalars.append(scalar)`: the view set back into the string.
            let setter = FunctionCode(name: kind.property, parameters: [Parameter(label: nil)], hasSelf: true, isMutating: true)
            setter.native = { s, a in
                s = .string(text(a[0]))
                return .void
            }
            if case .computed(let name, let getter, _)? = string.members[kind.property]?.last {
                string.members[kind.property] = [.computed(name: name, get: getter, set: setter)]
            }
            initializer(view, []) { _ in make("") }
            if kind == .unicodeScalars {
                // `String.UnicodeScalarView(scalars)`: a RangeReplaceableCollection made of a sequence of scalars.
                initializer(view, [nil]) { [unowned self] a in
                    make(try runtime.elements(of: a[0], at: self.site).map(text).joined())
                }
            }
            declareView(view, kind, make: make, text: text)
        }
    }

    private func declareView(_ view: TypeInfo, _ kind: StringViewKind, make: @escaping (String) -> Value, text: @escaping (Value) -> String) {
        let runtime = self.runtime
        func outOfBounds() -> Error { runtime.fault("String index is out of bounds", at: site) }
        func position(_ value: Value, _ string: String) throws -> String.Index { try runtime.hostIndex(value, in: string, at: site) }
        /// Moves an index of the view by `distance` code units (or scalars).
        func moved(_ value: Value, by distance: Int, in string: String) throws -> Value {
            if distance == 0 { return value }
            switch kind {
            case .utf8:
                guard case .stringIndex(let index) = value else { return try moved(runtime.indexValue(position(value, string), in: string), by: distance, in: string) }
                let target = index.offset + distance
                guard target >= 0, target <= string.utf8.count else { throw outOfBounds() }
                return .stringIndex(StringIndex(offset: target))
            case .utf16:
                let start = try position(value, string)
                let u16 = string.utf16
                let from = u16.distance(from: u16.startIndex, to: start)
                guard from + distance >= 0, from + distance <= u16.count else { throw outOfBounds() }
                return runtime.indexValue(u16.index(start, offsetBy: distance), in: string)
            case .unicodeScalars:
                let i = try walk(string.unicodeScalars, from: try position(value, string), by: distance, outOfBounds: outOfBounds)
                return runtime.indexValue(i ?? string.endIndex, in: string)
            case .indices:
                let i = try walk(string, from: try position(value, string), by: distance, outOfBounds: outOfBounds)
                return runtime.indexValue(i ?? string.endIndex, in: string)
            }
        }
        func element(at value: Value, in string: String) throws -> Value {
            let i = try position(value, string)
            switch kind {
            case .utf8:
                guard i < string.utf8.endIndex else { throw outOfBounds() }
                return .fixed(FixedInt(truncating: UInt64(string.utf8[i]), .uint8))
            case .utf16:
                guard i < string.utf16.endIndex else { throw outOfBounds() }
                return .fixed(FixedInt(truncating: UInt64(string.utf16[i]), .uint16))
            case .unicodeScalars:
                guard i < string.unicodeScalars.endIndex else { throw outOfBounds() }
                return .character(Character(string.unicodeScalars[i]))
            case .indices:
                guard i < string.endIndex else { throw outOfBounds() }
                return value
            }
        }
        /// Swift's forms: a view prints as its text, DefaultIndices as its fields.
        func describe(_ value: Value, _ kind: StringViewKind) -> String {
            let string = text(value)
            guard kind == .indices else { return "\(kind.debugName)(\(string.debugDescription))" }
            return "DefaultIndices<String>(_elements: \(string.debugDescription), _startIndex: 0[any], _endIndex: \(StringIndex(offset: string.utf8.count)))"
        }
        property(view, "description") { kind == .indices ? .string(describe($0, kind)) : .string(text($0)) }
        property(view, "debugDescription") { .string(describe($0, kind)) }
        property(view, "count") {
            let string = text($0)
            switch kind {
            case .utf8: return .int(string.utf8.count)
            case .utf16: return .int(string.utf16.count)
            case .unicodeScalars: return .int(string.unicodeScalars.count)
            case .indices: return .int(string.count)
            }
        }
        property(view, "isEmpty") { .bool(text($0).isEmpty) }
        property(view, "first") { kind.elements(of: text($0)).first.map { .some($0) } ?? .none }
        property(view, "last") { kind.elements(of: text($0)).last.map { .some($0) } ?? .none }
        property(view, "startIndex") { _ in .stringIndex(StringIndex(offset: 0, anyEncoding: true)) }
        property(view, "endIndex") { .stringIndex(StringIndex(offset: text($0).utf8.count)) }
        property(view, "indices") { value in
            let string = text(value)
            var result: [Value] = []
            var i = Value.stringIndex(StringIndex(offset: 0, anyEncoding: true))
            for _ in 0..<kind.elements(of: string).count {
                result.append(i)
                i = try moved(i, by: 1, in: string)
            }
            return .array(result)
        }
        method(view, "index", ["after"]) { s, a in try moved(a[0], by: 1, in: text(s)) }
        method(view, "index", ["before"]) { s, a in try moved(a[0], by: -1, in: text(s)) }
        method(view, "index", [nil, "offsetBy"]) { [unowned self] s, a in try moved(a[0], by: try self.int(a[1]), in: text(s)) }
        method(view, "distance", ["from", "to"]) { s, a in
            let string = text(s)
            let (from, to) = (try position(a[0], string), try position(a[1], string))
            switch kind {
            case .utf8: return .int(string.utf8.distance(from: from, to: to))
            case .utf16: return .int(string.utf16.distance(from: from, to: to))
            case .unicodeScalars: return .int(string.unicodeScalars.distance(from: from, to: to))
            case .indices: return .int(string.distance(from: from, to: to))
            }
        }
        method(view, "subscript", [nil]) { s, a in
            let string = text(s)
            if case .indexRange = a[0] { return make(String(string[try runtime.hostRange(a[0], in: string, at: self.site)])) }
            return try element(at: a[0], in: string)
        }
        let iterator = indexingIteratorType
        method(view, "makeIterator", []) { s, _ in .structValue(iterator, [.array(kind.elements(of: text(s))), .int(0)]) }
        if kind == .unicodeScalars {
            // A UnicodeScalarView is RangeReplaceable: scalars appended, and filtered into a view.
            for label in [nil, "contentsOf"] as [String?] {
                method(view, "append", [label], mutating: true) { s, a in
                    var string = text(s)
                    if case .array(let elements) = a[0] { string += elements.map(text).joined() } else { string += text(a[0]) }
                    s = make(string)
                    return .void
                }
            }
            method(view, "filter", [nil]) { [unowned self] s, a in
                make(try kind.elements(of: text(s)).filter { self.truth(try self.call(a[0], $0)) }.map(text).joined())
            }
        }
        // Slices of a view are kept as arrays of its elements.
        for (name, fromEnd) in [("dropFirst", false), ("dropLast", true)] {
            method(view, name, []) { s, _ in
                let all = kind.elements(of: text(s))
                return .array(Array(fromEnd ? all.dropLast() : all.dropFirst()))
            }
            method(view, name, [nil]) { [unowned self] s, a in
                let all = kind.elements(of: text(s)), k = try self.int(a[0])
                guard k >= 0 else { throw runtime.fault("Can't drop a negative number of elements from a collection", at: self.site) }
                return .array(Array(fromEnd ? all.dropLast(k) : all.dropFirst(k)))
            }
        }
        for (name, fromEnd) in [("prefix", false), ("suffix", true)] {
            method(view, name, [nil]) { [unowned self] s, a in
                let all = kind.elements(of: text(s)), k = try self.int(a[0])
                guard k >= 0 else { throw runtime.fault("Can't take a prefix or suffix of negative length from a collection", at: self.site) }
                return .array(Array(fromEnd ? all.suffix(k) : all.prefix(k)))
            }
        }
        method(view, "reversed", []) { s, _ in .array(kind.elements(of: text(s)).reversed()) }
        method(view, "contains", [nil]) { s, a in .bool(kind.elements(of: text(s)).contains { valuesEqual($0, a[0]) }) }
        declareSequence(view)
    }
}

extension Value {
    /// The bytes of a String's (or Character's) `utf8` view: what `Data(text.utf8)` stores.
    public var utf8ViewBytes: [UInt8]? {
        guard case .structValue(let type, let fields) = self, type.name == "UTF8View", type.enclosingName == "String",
              fields.count == 1, case .string(let text) = fields[0] else { return nil }
        return Array(text.utf8)
    }
}
