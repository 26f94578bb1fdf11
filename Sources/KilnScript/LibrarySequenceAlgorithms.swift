// The Sequence and Collection algorithms a script calls on Array and String (and, for those that
// give a Bool or a count, on every built-in sequence): taking and dropping while a predicate holds,
// the prefixes and suffixes bounded by an index, splitting, comparing two sequences element by
// element (`elementsEqual`, `starts(with:)`, `lexicographicallyPrecedes`), `formIndex(_:offsetBy:)`
// and `underestimatedCount`. A slice is Kiln's Array (an ArraySlice) or String (a Substring); an index
// is an Int offset (Character offsets in a String). Measured by scripts/api-coverage.

extension Library {
    func declareSequenceAlgorithms(_ b: BuiltinTypes) {
        for type in [b.array, b.string] { declareSlicing(type) }
        for type in [b.array, b.set, b.range, b.string, b.dictionary] { declareComparisons(type) }
        declareArraySplit(b.array)
        declareSplitWhere(b.string, bare: false)  // LibraryString.swift has `split(whereSeparator:)`
    }

    /// The algorithms every Sequence has beyond `declareSequence`'s, for a script's own sequence
    /// (and Foundation's Data): `elementsEqual`, `starts(with:)`, `lexicographicallyPrecedes`,
    /// `split`, `last(where:)`, `drop(while:)`, … over the elements a `for-in` loop visits.
    func declareSequenceExtras(_ type: TypeInfo) {
        let before = type.members.mapValues { $0.compactMap { $0.function.map { $0.parameters.map(\.label) } } }
        declareComparisons(type)
        declareArraySplit(type)
        declareSlicing(type)
        // Those by Int offsets (`formIndex`, `prefix(upTo:)`, …) fit only an Array's indices; a
        // form the stepped members already have stays theirs.
        type.members["formIndex"] = nil
        for name in ["prefix", "suffix"] {
            type.members[name]?.removeAll { member in
                guard let labels = member.function?.parameters.map(\.label) else { return false }
                return labels == ["upTo"] || labels == ["through"] || labels == ["from"]
            }
            if type.members[name]?.isEmpty == true { type.members[name] = nil }
        }
        for (name, labelLists) in before {
            guard var members = type.members[name] else { continue }
            var seen: [[String?]] = []
            members.removeAll { member in
                guard let labels = member.function?.parameters.map(\.label) else { return false }
                defer { seen.append(labels) }
                return seen.contains(labels) && labelLists.contains(labels)
            }
            type.members[name] = members
        }
    }

    /// A native method whose trailing parameters have defaults (`split(separator:maxSplits:…)`).
    func method(_ type: TypeInfo, _ name: String, _ parameters: [(label: String?, default: Value?)],
                _ body: @escaping (inout Value, [Value]) throws -> Value) {
        let code = FunctionCode(name: name, parameters: parameters.map { parameter in
            Parameter(label: parameter.label, defaultValue: parameter.default.map { value in { _ in value } })
        }, hasSelf: true)
        code.native = body
        type.members[name, default: []].append(.method(code))
    }

    /// The elements of a slice, made again in the receiver's kind (a String's Characters a String).
    private func slice(like receiver: Value, of all: [Value] = [], offsets: [Int]? = nil, _ elements: ArraySlice<Value>) -> Value {
        switch receiver {
        case .string(let base):
            // A Substring of the receiver (Substrings.swift): its UTF-8 bounds from the Characters before it.
            let text = String(elements.map { if case .character(let c) = $0 { return c }; return " " })
            var lower = 0
            if let offsets { lower = offsets[elements.startIndex] } else {
                for index in 0..<elements.startIndex { if case .character(let c) = all[index] { lower += c.utf8.count } }
            }
            guard lower + text.utf8.count <= base.utf8.count else { return .string(text) }
            return .substring(SubstringValue(base: base, lower: lower, upper: lower + text.utf8.count))
        case .bytes:
            return .bytes(elements.compactMap(\.asByte))
        default:
            return .slice(start: elements.startIndex, elements: Array(elements))  // ArraySlices.swift
        }
    }

    /// A String's Characters' UTF-8 offsets (and its end's), for its pieces' bounds; nil for other receivers.
    private func characterOffsets(_ receiver: Value, _ all: [Value]) -> [Int]? {
        guard case .string = receiver else { return nil }
        var offsets = [0]
        offsets.reserveCapacity(all.count + 1)
        for element in all {
            if case .character(let c) = element { offsets.append(offsets[offsets.count - 1] + c.utf8.count) } else { offsets.append(offsets[offsets.count - 1] + 1) }
        }
        return offsets
    }

    /// How many leading elements satisfy the predicate.
    private func leadingCount(_ elements: [Value], _ predicate: Value) throws -> Int {
        var count = 0
        for element in elements {
            guard truth(try call(predicate, element)) else { break }
            count += 1
        }
        return count
    }

    private func declareSlicing(_ type: TypeInfo) {
        let elements: (Value) throws -> [Value] = { [unowned self] in try self.runtime.elements(of: $0, at: self.site) }
        method(type, "prefix", ["while"]) { [unowned self] s, a in
            let all = try elements(s)
            return self.slice(like: s, of: all, all.prefix(try self.leadingCount(all, a[0])))
        }
        method(type, "last", ["where"]) { [unowned self] s, a in
            var predicate = self.repeatedCall(a[0], arity: 1)
            defer { predicate.finish() }
            return try elements(s).last { try predicate.test($0) }.map { .some($0) } ?? .none
        }
        method(type, "drop", ["while"]) { [unowned self] s, a in
            let all = try elements(s)
            return self.slice(like: s, of: all, all.dropFirst(try self.leadingCount(all, a[0])))
        }
        /// The bound of `prefix(upTo:)` and the like, trapping outside `0...count` as Swift does.
        func bound(_ index: Value, _ count: Int, closed: Bool) throws -> Int {
            let offset = try int(index) + (closed ? 1 : 0)
            guard offset >= 0, offset <= count else { throw runtime.fault("Index out of bounds", at: site) }
            return offset
        }
        method(type, "prefix", ["upTo"]) { [unowned self] s, a in
            let all = try elements(s)
            return self.slice(like: s, of: all, all[..<(try bound(a[0], all.count, closed: false))])
        }
        method(type, "prefix", ["through"]) { [unowned self] s, a in
            let all = try elements(s)
            return self.slice(like: s, of: all, all[..<(try bound(a[0], all.count, closed: true))])
        }
        method(type, "suffix", ["from"]) { [unowned self] s, a in
            let all = try elements(s)
            return self.slice(like: s, of: all, all[(try bound(a[0], all.count, closed: false))...])
        }
        // `formIndex(&i, offsetBy: n)`, and with a limit: false (and `i` at the limit) when the
        // limit lies between `i` and its target. A String's, by String.Index, are in
        // LibraryStringIndices.swift.
        guard type !== runtime.builtinTypes.string else { return }
        method(type, "formIndex", [nil, "offsetBy"], inoutAt: [0]) { [unowned self] _, a in
            a[0] = .int(try self.int(a[0]) + self.int(a[1]))
            return .void
        }
        method(type, "formIndex", [nil, "offsetBy", "limitedBy"], inoutAt: [0]) { [unowned self] _, a in
            let (start, distance, limit) = (try self.int(a[0]), try self.int(a[1]), try self.int(a[2]))
            let target = start + distance
            if distance >= 0 ? (limit >= start && target > limit) : (limit <= start && target < limit) {
                a[0] = .int(limit)
                return .bool(false)
            }
            a[0] = .int(target)
            return .bool(true)
        }
    }

    private func declareComparisons(_ type: TypeInfo) {
        let runtime = self.runtime
        let elements: (Value) throws -> [Value] = { [unowned self] in try runtime.elements(of: $0, at: self.site) }
        /// `==` of two elements, or the script's closure when one is given.
        func same(_ x: Value, _ y: Value, _ by: Value?) throws -> Bool {
            if let by { return truth(try call(by, x, y)) }
            return try runtime.equal(x, y, at: site)
        }
        func less(_ x: Value, _ y: Value, _ by: Value?) throws -> Bool {
            if let by { return truth(try call(by, x, y)) }
            return try runtime.less(x, y, at: site)
        }
        property(type, "underestimatedCount") { .int(try $0.elementCount ?? elements($0).count) }
        for labels in [[nil], [nil, "by"]] as [[String?]] {
            method(type, "elementsEqual", labels) { s, a in
                let (mine, theirs) = (try elements(s), try elements(a[0]))
                guard mine.count == theirs.count else { return .bool(false) }
                for (x, y) in zip(mine, theirs) where !(try same(x, y, a.count > 1 ? a[1] : nil)) { return .bool(false) }
                return .bool(true)
            }
            method(type, "starts", ["with"] + labels.dropFirst()) { s, a in
                let (mine, prefix) = (try elements(s), try elements(a[0]))
                guard prefix.count <= mine.count else { return .bool(false) }
                for (x, y) in zip(mine, prefix) where !(try same(x, y, a.count > 1 ? a[1] : nil)) { return .bool(false) }
                return .bool(true)
            }
            method(type, "lexicographicallyPrecedes", labels) { s, a in
                let (mine, theirs) = (try elements(s), try elements(a[0]))
                let by = a.count > 1 ? a[1] : nil
                for (x, y) in zip(mine, theirs) {
                    if try less(x, y, by) { return .bool(true) }
                    if try less(y, x, by) { return .bool(false) }
                }
                return .bool(mine.count < theirs.count)
            }
        }
    }

    /// Swift's split: the pieces between separators, at most `maxSplits` splits, empty pieces kept
    /// only when asked.
    private func split(_ elements: [Value], maxSplits: Value, omitting: Value, _ isSeparator: (Value) throws -> Bool) throws -> [ArraySlice<Value>] {
        let limit = try int(maxSplits)
        guard limit >= 0 else { throw runtime.fault("Must take zero or more splits", at: site) }
        let omittingEmpty = truth(omitting)
        var pieces: [ArraySlice<Value>] = []
        var start = 0
        var index = 0
        while index < elements.count {
            if pieces.count < limit, try isSeparator(elements[index]) {
                if !(omittingEmpty && start == index) { pieces.append(elements[start..<index]) }
                start = index + 1
            }
            index += 1
        }
        if !(omittingEmpty && start == elements.count) { pieces.append(elements[start...]) }
        return pieces
    }

    private func declareArraySplit(_ type: TypeInfo) {
        let runtime = self.runtime
        method(type, "split", [("separator", nil), ("maxSplits", .int(Int.max)), ("omittingEmptySubsequences", .bool(true))]) { [unowned self] s, a in
            // `split { $0 == 0 }`: a trailing closure has no label, and is the `whereSeparator:`.
            let isPredicate: Bool
            if case .function = a[0] { isPredicate = true } else { isPredicate = false }
            let all = try runtime.elements(of: s, at: self.site)
            let pieces = try self.split(all, maxSplits: a[1], omitting: a[2]) {
                isPredicate ? self.truth(try self.call(a[0], $0)) : try runtime.equal($0, a[0], at: self.site)
            }
            let offsets = self.characterOffsets(s, all)
            return .array(pieces.map { self.slice(like: s, offsets: offsets, $0) })
        }
        declareSplitWhere(type, bare: true)
    }

    /// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`, each argument but the closure
    /// optional.
    private func declareSplitWhere(_ type: TypeInfo, bare: Bool) {
        let runtime = self.runtime
        for labels in (bare ? [["whereSeparator"]] : []) + [["maxSplits", "whereSeparator"], ["omittingEmptySubsequences", "whereSeparator"],
                       ["maxSplits", "omittingEmptySubsequences", "whereSeparator"]] {
            method(type, "split", labels) { [unowned self] s, a in
                var maxSplits = Value.int(Int.max), omitting = Value.bool(true)
                for (label, argument) in zip(labels, a) {
                    if label == "maxSplits" { maxSplits = argument }
                    if label == "omittingEmptySubsequences" { omitting = argument }
                }
                let all = try runtime.elements(of: s, at: self.site)
                let pieces = try self.split(all, maxSplits: maxSplits, omitting: omitting) {
                    self.truth(try self.call(a[a.count - 1], $0))
                }
                let offsets = self.characterOffsets(s, all)
                return .array(pieces.map { self.slice(like: s, offsets: offsets, $0) })
            }
        }
    }
}
