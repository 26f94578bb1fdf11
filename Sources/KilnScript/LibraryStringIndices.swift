// String's members that take or give a String.Index (StringIndices.swift): startIndex, endIndex,
// index(after:), index(before:), index(_:offsetBy:limitedBy:), the formIndex moves, distance(from:to:), firstIndex and
// lastIndex, indices, the prefix and suffix cut at an index, and the edits at an index or over a
// range (insert, remove, replaceSubrange, NSString's replacingCharacters(in:with:)).

extension Library {
    func declareStringIndices(_ type: TypeInfo) {
        let runtime = self.runtime
        func text(_ value: Value) -> String {
            switch value {
            case .string(let s): return s
            case .substring(let s): return s.text
            case .character(let c): return String(c)
            default: return ""
            }
        }
        func position(_ value: Value, _ string: String) throws -> String.Index { try runtime.hostIndex(value, in: string, at: site) }
        func range(_ value: Value, _ string: String) throws -> Range<String.Index> { try runtime.hostRange(value, in: string, at: site) }
        func outOfBounds() -> Error { runtime.fault("String index is out of bounds", at: site) }
        /// Edits the host string in place and stores it back.
        func edit(_ s: inout Value, _ body: (inout String) throws -> Value) throws -> Value {
            guard case .string(var string) = s else { throw runtime.fault("cannot change a value of type '\(typeName(of: s))'", at: site) }
            s = .void
            defer { s = .string(string) }
            return try body(&string)
        }
        /// What a String, a Character or a collection of Characters inserts.
        func inserted(_ value: Value) -> String {
            if case .array(let elements) = value { return elements.map(text).joined() }
            if case .slice(_, let elements) = value { return elements.map(text).joined() }
            return text(value)
        }

        property(type, "startIndex") { _ in .stringIndex(StringIndex(offset: 0, anyEncoding: true)) }
        property(type, "endIndex") { .stringIndex(StringIndex(offset: text($0).utf8.count)) }
        method(type, "index", ["after"]) { s, a in
            let string = text(s), i = try position(a[0], string)
            guard i < string.endIndex else { throw outOfBounds() }
            return runtime.indexValue(string.index(after: i), in: string)
        }
        method(type, "index", ["before"]) { s, a in
            let string = text(s), i = try position(a[0], string)
            guard i > string.startIndex else { throw outOfBounds() }
            return runtime.indexValue(string.index(before: i), in: string)
        }
        method(type, "index", [nil, "offsetBy"]) { [unowned self] s, a in
            let string = text(s), distance = try self.int(a[1])
            if distance == 0 { return a[0] }
            let i = try walk(string, from: try position(a[0], string), by: distance, outOfBounds: outOfBounds)
            return runtime.indexValue(i ?? string.endIndex, in: string)
        }
        method(type, "index", [nil, "offsetBy", "limitedBy"]) { [unowned self] s, a in
            let string = text(s), distance = try self.int(a[1])
            let (start, limit) = (try position(a[0], string), try position(a[2], string))
            if distance == 0 { return .some(a[0]) }
            // nil when the limit lies between the start and the target (Swift's rule).
            guard let i = try walk(string, from: start, by: distance, limitedBy: limit, outOfBounds: outOfBounds) else { return .none }
            return .some(runtime.indexValue(i, in: string))
        }
        // The same moves made in place: `formIndex(after: &i)`, `formIndex(&i, offsetBy: n)`.
        method(type, "formIndex", ["after"], inoutAt: [0]) { s, a in
            let string = text(s), i = try position(a[0], string)
            guard i < string.endIndex else { throw outOfBounds() }
            a[0] = runtime.indexValue(string.index(after: i), in: string)
            return .void
        }
        method(type, "formIndex", ["before"], inoutAt: [0]) { s, a in
            let string = text(s), i = try position(a[0], string)
            guard i > string.startIndex else { throw outOfBounds() }
            a[0] = runtime.indexValue(string.index(before: i), in: string)
            return .void
        }
        method(type, "formIndex", [nil, "offsetBy"], inoutAt: [0]) { [unowned self] s, a in
            let string = text(s), distance = try self.int(a[1])
            guard distance != 0 else { return .void }
            let i = try walk(string, from: try position(a[0], string), by: distance, outOfBounds: outOfBounds)
            a[0] = runtime.indexValue(i ?? string.endIndex, in: string)
            return .void
        }
        method(type, "formIndex", [nil, "offsetBy", "limitedBy"], inoutAt: [0]) { [unowned self] s, a in
            let string = text(s), distance = try self.int(a[1])
            let (start, limit) = (try position(a[0], string), try position(a[2], string))
            guard distance != 0 else { return .bool(true) }
            // false, and `i` at the limit, when the limit lies between `i` and its target.
            guard let i = try walk(string, from: start, by: distance, limitedBy: limit, outOfBounds: outOfBounds) else {
                a[0] = a[2]
                return .bool(false)
            }
            a[0] = runtime.indexValue(i, in: string)
            return .bool(true)
        }
        method(type, "distance", ["from", "to"]) { s, a in
            let string = text(s)
            return .int(string.distance(from: try position(a[0], string), to: try position(a[1], string)))
        }
        /// The first (or last) Character equal to the argument (a one-letter literal is a
        /// Character here, as Swift's inference makes it), or for which a closure holds.
        func search(_ s: Value, _ argument: Value, last: Bool) throws -> Value {
            let string = text(s)
            let found: String.Index?
            if case .function = argument {
                let test = { (c: Character) throws -> Bool in self.truth(try self.call(argument, .character(c))) }
                found = last ? try string.lastIndex(where: test) : try string.firstIndex(where: test)
            } else {
                guard let c = text(argument).first, text(argument).count == 1 else { return .none }
                found = last ? string.lastIndex(of: c) : string.firstIndex(of: c)
            }
            guard let found else { return .none }
            return .some(found == string.startIndex ? .stringIndex(StringIndex(offset: 0, anyEncoding: true)) : runtime.indexValue(found, in: string))
        }
        // Swift 5.7's string algorithms: `firstRange(of:)`, `ranges(of:)`, `replacing(_:with:)`.
        method(type, "firstRange", ["of"]) { s, a in
            let string = text(s), needle = text(a[0])
            guard !needle.isEmpty, let found = string.characterRange(of: needle) else { return .none }
            return .some(runtime.rangeValue(found, in: string))
        }
        method(type, "ranges", ["of"]) { s, a in
            let string = text(s), needle = text(a[0])
            guard !needle.isEmpty else { return .array([]) }
            var found: [Value] = []
            var rest = string.startIndex..<string.endIndex
            while let next = string.characterRange(of: needle, within: rest) {
                found.append(runtime.rangeValue(next, in: string))
                rest = next.upperBound..<string.endIndex
            }
            return .array(found)
        }
        method(type, "replacing", [nil, "with"]) { s, a in
            let string = text(s), needle = text(a[0])
            guard !needle.isEmpty else { return .string(string) }
            return .string(string.replacingAll(needle, with: text(a[1])))
        }
        for (name, last) in [("firstIndex", false), ("lastIndex", true)] {
            method(type, name, ["of"]) { s, a in try search(s, a[0], last: last) }
            method(type, name, ["where"]) { s, a in try search(s, a[0], last: last) }
        }
        method(type, "prefix", ["upTo"]) { s, a in
            let string = text(s)
            return .substring(SubstringValue(string, string[..<(try position(a[0], string))]))
        }
        method(type, "prefix", ["through"]) { s, a in
            let string = text(s), i = try position(a[0], string)
            guard i < string.endIndex else { throw outOfBounds() }
            return .substring(SubstringValue(string, string[...i]))
        }
        method(type, "suffix", ["from"]) { s, a in
            let string = text(s)
            return .substring(SubstringValue(string, string[(try position(a[0], string))...]))
        }
        // `firstRange(of:)` and `ranges(of:)` (Swift 5.7) of a String.
        method(type, "firstRange", ["of"]) { s, a in
            let string = text(s), target = text(a[0])
            guard let found = string.firstRange(of: target) else { return .none }
            return .some(runtime.rangeValue(found, in: string))
        }
        method(type, "ranges", ["of"]) { s, a in
            let string = text(s), target = text(a[0])
            return .array(string.ranges(of: target).map { runtime.rangeValue($0, in: string) })
        }
        method(type, "insert", [nil, "at"], mutating: true) { s, a in
            try edit(&s) { string in
                string.insert(contentsOf: text(a[0]), at: try position(a[1], string))
                return .void
            }
        }
        method(type, "insert", ["contentsOf", "at"], mutating: true) { s, a in
            try edit(&s) { string in
                string.insert(contentsOf: inserted(a[0]), at: try position(a[1], string))
                return .void
            }
        }
        method(type, "remove", ["at"], mutating: true) { s, a in
            try edit(&s) { string in
                let i = try position(a[0], string)
                guard i < string.endIndex else { throw outOfBounds() }
                return .character(string.remove(at: i))
            }
        }
        method(type, "removeSubrange", [nil], mutating: true) { s, a in
            try edit(&s) { string in
                string.removeSubrange(try range(a[0], string))
                return .void
            }
        }
        method(type, "replaceSubrange", [nil, "with"], mutating: true) { s, a in
            try edit(&s) { string in
                string.replaceSubrange(try range(a[0], string), with: inserted(a[1]))
                return .void
            }
        }
        method(type, "replacingCharacters", ["in", "with"]) { s, a in
            var string = text(s)
            string.replaceSubrange(try range(a[0], string), with: text(a[1]))
            return .string(string)
        }
        types["String.Index"] = runtime.builtinTypes.stringIndex
        types["Substring.Index"] = runtime.builtinTypes.stringIndex
        // Range<String.Index>'s bounds and questions.
        let ranges = runtime.builtinTypes.indexRange
        property(ranges, "lowerBound") { if case .indexRange(let l?, _, _) = $0 { return .stringIndex(l) }; return .void }
        property(ranges, "upperBound") { if case .indexRange(_, let u?, _) = $0 { return .stringIndex(u) }; return .void }
        property(ranges, "isEmpty") { if case .indexRange(let l?, let u?, let closed) = $0 { return .bool(!closed && l == u) }; return .bool(false) }
        method(ranges, "contains", [nil]) { s, a in try runtime.binary("~=", s, a[0], at: self.site) }
        property(runtime.builtinTypes.stringIndex, "description") { .string(runtime.describeLeaf($0)) }
        property(runtime.builtinTypes.stringIndex, "debugDescription") { .string(runtime.describeLeaf($0)) }
        method(runtime.builtinTypes.stringIndex, "utf16Offset", ["in"]) { s, a in
            let string = text(a[0])
            return .int(string.utf16.distance(from: string.utf16.startIndex, to: try position(s, string)))
        }
        method(runtime.builtinTypes.stringIndex, "samePosition", ["in"]) { s, a in
            let string = text(a[0]), i = try position(s, string)
            return i.samePosition(in: string) == nil ? .none : .some(s)
        }
        initializer(runtime.builtinTypes.stringIndex, ["utf16Offset", "in"]) { [unowned self] a in
            let string = text(a[1]), offset = try self.int(a[0])
            guard offset >= 0, offset <= string.utf16.count else { throw outOfBounds() }
            return runtime.indexValue(string.utf16.index(string.utf16.startIndex, offsetBy: offset), in: string)
        }
        initializer(runtime.builtinTypes.stringIndex, ["encodedOffset"]) { [unowned self] a in .stringIndex(StringIndex(offset: try self.int(a[0]))) }
    }
}

extension Runtime {
    /// The printed form of a String.Index or a range of them.
    func describeLeaf(_ value: Value) -> String {
        switch value {
        case .stringIndex(let index): return index.description
        case .indexRange(let lower, let upper, let closed): return Runtime.describeIndexRange(lower, upper, closed: closed)
        default: return ""
        }
    }
}

extension String {
    /// The first range of `needle` (compared as Characters, as the standard library's string
    /// algorithms do) within `range`.
    func characterRange(of needle: String, within range: Range<String.Index>? = nil) -> Range<String.Index>? {
        let within = range ?? startIndex..<endIndex
        let target = Array(needle)
        var start = within.lowerBound
        while start < within.upperBound {
            var i = start, j = 0
            while j < target.count, i < within.upperBound, self[i] == target[j] { i = index(after: i); j += 1 }
            if j == target.count { return start..<i }
            start = index(after: start)
        }
        return nil
    }

    /// Every non-overlapping `needle` replaced by `replacement`, left to right.
    func replacingAll(_ needle: String, with replacement: String) -> String {
        var result = ""
        var rest = startIndex..<endIndex
        while let found = characterRange(of: needle, within: rest) {
            result += self[rest.lowerBound..<found.lowerBound] + replacement
            rest = found.upperBound..<endIndex
        }
        return result + self[rest]
    }
}
