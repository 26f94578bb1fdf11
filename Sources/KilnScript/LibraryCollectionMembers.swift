// Further members of Array, Dictionary and String, as the standard library declares them: index
// arithmetic, capacity (a hint: nothing to do), ranges replaced and removed, and Dictionary's
// merging. Measured by scripts/api-coverage (docs/COVERAGE.md).

extension Library {
    func declareCollectionMembers(_ b: BuiltinTypes) {
        for type in [b.array, b.dictionary, b.set] {
            property(type, "description") { [unowned self] in .string(try self.runtime.describe($0, at: self.site)) }
            property(type, "debugDescription") { [unowned self] in .string(try self.runtime.debugDescribe($0, at: self.site)) }
        }
        declareArrayIndices(b.array)
        declareDictionaryMerging(b.dictionary)
        declareStringEditing(b.string)
        declareCharacterQuestions(b.character)
    }

    /// The rest of Character's Unicode questions (LibraryString.swift has the common ones).
    private func declareCharacterQuestions(_ type: TypeInfo) {
        let tests: [(String, (Character) -> Bool)] = [
            ("isASCII", \.isASCII), ("isCased", \.isCased), ("isCurrencySymbol", \.isCurrencySymbol),
            ("isHexDigit", \.isHexDigit), ("isMathSymbol", \.isMathSymbol), ("isNewline", \.isNewline),
            ("isSymbol", \.isSymbol), ("isWholeNumber", \.isWholeNumber),
        ]
        for (name, test) in tests {
            property(type, name) { if case .character(let c) = $0 { return .bool(test(c)) }; return .bool(false) }
        }
        property(type, "hexDigitValue") {
            if case .character(let c) = $0, let n = c.hexDigitValue { return .some(.int(n)) }
            return .none
        }
        property(type, "debugDescription") { [unowned self] in .string(try self.runtime.debugDescribe($0, at: self.site)) }
    }

    /// The lower and upper bounds of a half-open or closed Int range value.
    private func bounds(_ value: Value) throws -> Range<Int> {
        // A closed range is kept half-open already (`Value.range`).
        guard case .range(let lower, let upper, _) = value else {
            throw runtime.fault("expected a range, got '\(typeName(of: value))'", at: site)
        }
        return lower..<upper
    }

    /// Index arithmetic shared by Array and String (whose indices Kiln models as offsets).
    private func declareOffsetIndices(_ type: TypeInfo, count: @escaping (Value) -> Int) {
        method(type, "distance", ["from", "to"]) { [unowned self] _, a in .int(try self.int(a[1]) - self.int(a[0])) }
        method(type, "index", [nil, "offsetBy", "limitedBy"]) { [unowned self] _, a in
            let (start, distance, limit) = (try self.int(a[0]), try self.int(a[1]), try self.int(a[2]))
            let target = start + distance
            // nil when the limit lies between the start and the target (Swift's rule).
            if distance >= 0 ? (limit >= start && target > limit) : (limit <= start && target < limit) { return .none }
            return .some(.int(target))
        }
        method(type, "reserveCapacity", [nil], mutating: true) { _, _ in .void }
    }

    private func declareArrayIndices(_ type: TypeInfo) {
        declareOffsetIndices(type) { $0.elementCount ?? 0 }
        property(type, "startIndex") { _ in .int(0) }
        property(type, "endIndex") { .int($0.elementCount ?? 0) }
        method(type, "index", ["after"]) { [unowned self] _, a in .int(try self.int(a[0]) + 1) }
        method(type, "index", ["before"]) { [unowned self] _, a in .int(try self.int(a[0]) - 1) }
        method(type, "index", [nil, "offsetBy"]) { [unowned self] _, a in .int(try self.int(a[0]) + self.int(a[1])) }
        method(type, "removeAll", ["keepingCapacity"], mutating: true) { s, _ in
            s = .array([])
            return .void
        }
        method(type, "replaceSubrange", [nil, "with"], mutating: true) { [unowned self] s, a in
            let range = try self.bounds(a[0])
            var elements = try self.runtime.elements(of: s, at: self.site)
            guard range.lowerBound >= 0, range.upperBound <= elements.count else {
                throw self.runtime.fault("Array replace: subrange extends past the end", at: self.site)
            }
            elements.replaceSubrange(range, with: try self.runtime.elements(of: a[1], at: self.site))
            s = .array(elements)
            return .void
        }
        method(type, "insert", ["contentsOf", "at"], mutating: true) { [unowned self] s, a in
            let index = try self.int(a[1])
            var elements = try self.runtime.elements(of: s, at: self.site)
            guard index >= 0, index <= elements.count else { throw self.runtime.fault("Array index is out of range", at: self.site) }
            let extra = try self.runtime.elements(of: a[0], at: self.site)
            try self.runtime.checkSize(elements.count + extra.count, adding: Runtime.bytes(ofValues: extra.count), at: self.site)
            elements.insert(contentsOf: extra, at: index)
            s = .array(elements)
            return .void
        }
        method(type, "removeSubrange", [nil], mutating: true) { [unowned self] s, a in
            let range = try self.bounds(a[0])
            var elements = try self.runtime.elements(of: s, at: self.site)
            guard range.lowerBound >= 0, range.upperBound <= elements.count else {
                throw self.runtime.fault("Array replace: subrange extends past the end", at: self.site)
            }
            elements.removeSubrange(range)
            s = .array(elements)
            return .void
        }
    }

    private func declareDictionaryMerging(_ type: TypeInfo) {
        /// The (key, value) pairs of a dictionary or of a sequence of pairs.
        func pairs(_ value: Value) throws -> [(Value, Value)] {
            if case .dictionary(let d) = value { return Array(zip(d.keys, d.values)) }
            return try runtime.elements(of: value, at: site).compactMap { pair in
                guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { return nil }
                return (tuple.elements[0], tuple.elements[1])
            }
        }
        func merged(_ base: OrderedDictionary, _ other: Value, _ combine: Value) throws -> OrderedDictionary {
            var result = base
            for (key, value) in try pairs(other) {
                if let old = result[key] { result[key] = try call(combine, old, value) } else { result[key] = value }
            }
            return result
        }
        method(type, "merging", [nil, "uniquingKeysWith"]) { s, a in
            guard case .dictionary(let d) = s else { return .void }
            return .dictionary(try merged(d, a[0], a[1]))
        }
        method(type, "merge", [nil, "uniquingKeysWith"], mutating: true) { s, a in
            guard case .dictionary(let d) = s else { return .void }
            s = .dictionary(try merged(d, a[0], a[1]))
            return .void
        }
        initializer(type, [nil, "uniquingKeysWith"]) { a in .dictionary(try merged(OrderedDictionary(), a[0], a[1])) }
        initializer(type, ["minimumCapacity"]) { _ in .dictionary(OrderedDictionary()) }
        method(type, "compactMapValues", [nil]) { [unowned self] s, a in
            guard case .dictionary(let d) = s else { return .void }
            var result = OrderedDictionary()
            for (key, value) in zip(d.keys, d.values) {
                switch try self.call(a[0], value) {
                case .none: continue
                case .some(let mapped): result[key] = mapped
                case let mapped: result[key] = mapped  // a closure whose result Swift wraps in Optional
                }
            }
            return .dictionary(result)
        }
        method(type, "popFirst", [], mutating: true) { s, _ in
            guard case .dictionary(var d) = s, let key = d.keys.first else { return .none }
            let value = d.removeValue(forKey: key) ?? .void
            s = .dictionary(d)
            return .some(.tuple(Tuple(elements: [key, value], labels: ["key", "value"])))
        }
        method(type, "reserveCapacity", [nil], mutating: true) { _, _ in .void }
        // Dictionary.Index as the offset of the entry in the dictionary's order.
        property(type, "startIndex") { _ in .int(0) }
        property(type, "endIndex") { if case .dictionary(let d) = $0 { return .int(d.count) }; return .int(0) }
        method(type, "index", ["after"]) { [unowned self] _, a in .int(try self.int(a[0]) + 1) }
        method(type, "index", ["forKey"]) { s, a in
            guard case .dictionary(let d) = s, let offset = d.keys.firstIndex(where: { valuesEqual($0, a[0]) }) else { return .none }
            return .some(.int(offset))
        }
        method(type, "remove", ["at"], mutating: true) { [unowned self] s, a in
            let offset = try self.int(a[0])
            guard case .dictionary(var d) = s, offset >= 0, offset < d.count else {
                throw self.runtime.fault("Dictionary index is out of bounds", at: self.site)
            }
            let key = d.keys[offset]
            let value = d.removeValue(forKey: key) ?? .void
            s = .dictionary(d)
            return .tuple(Tuple(elements: [key, value], labels: ["key", "value"]))
        }
        method(type, "removeAll", ["keepingCapacity"], mutating: true) { s, _ in
            s = .dictionary(OrderedDictionary())
            return .void
        }
    }

    private func declareStringEditing(_ type: TypeInfo) {
        method(type, "reserveCapacity", [nil], mutating: true) { _, _ in .void }
        method(type, "removeAll", ["keepingCapacity"], mutating: true) { s, _ in
            s = .string("")
            return .void
        }
        property(type, "debugDescription") { [unowned self] in .string(try self.runtime.debugDescribe($0, at: self.site)) }
    }
}
