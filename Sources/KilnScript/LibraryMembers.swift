// Members of the built-in types: String, Int, Double, Array, Dictionary, Set, Range, Optional, and
// the sequence methods (map, filter, reduce, sorted, …) they share.

extension Library {
    /// Registers a native method; `body` gets `self` in-out (mutating methods change the caller's value).
    func method(_ type: TypeInfo, _ name: String, _ labels: [String?], mutating: Bool = false,
                _ body: @escaping (inout Value, [Value]) throws -> Value) {
        let code = FunctionCode(name: name, parameters: labels.map { Parameter(label: $0) }, hasSelf: true, isMutating: mutating)
        code.native = body
        type.members[name, default: []].append(.method(code))
    }

    /// Registers a native method of one argument, callable without an arguments array too
    /// (`FunctionCode.nativeUnary`: `items.append(x)` in a loop).
    func method(_ type: TypeInfo, _ name: String, label: String?, mutating: Bool = false,
                _ body: @escaping (inout Value, Value) throws -> Value) {
        let code = FunctionCode(name: name, parameters: [Parameter(label: label)], hasSelf: true, isMutating: mutating)
        code.native = { selfValue, arguments in try body(&selfValue, arguments[0]) }
        code.nativeUnary = body
        type.members[name, default: []].append(.method(code))
    }

    /// Registers a native method whose parameters marked in `inout` are `inout`: `body` changes
    /// them in the argument array, and the caller's `&x` places get them back.
    func method(_ type: TypeInfo, _ name: String, _ labels: [String?], inoutAt inoutParameters: Set<Int>,
                _ body: @escaping (inout Value, inout [Value]) throws -> Value) {
        let parameters = labels.enumerated().map { Parameter(label: $1, isInout: inoutParameters.contains($0)) }
        let code = FunctionCode(name: name, parameters: parameters, hasSelf: true)
        code.nativeInout = body
        code.native = { selfValue, arguments in
            var copies = arguments
            return try body(&selfValue, &copies)
        }
        type.members[name, default: []].append(.method(code))
    }

    /// Registers a native read-only property.
    func property(_ type: TypeInfo, _ name: String, _ body: @escaping (Value) throws -> Value) {
        let code = FunctionCode(name: name, parameters: [], hasSelf: true)
        code.native = { selfValue, _ in try body(selfValue) }
        code.nativeGetter = body
        type.members[name, default: []].append(.computed(name: name, get: code, set: nil))
    }

    func staticProperty(_ type: TypeInfo, _ name: String, _ value: Value) {
        type.staticMembers[name] = [.staticStored(name: name, cell: Cell(value))]
    }

    func declareMembers() {
        let b = runtime.builtinTypes
        declareNumbers(b)
        declareString(b.string)
        declareOptional(b.optional)
        for type in [b.array, b.set, b.range, b.string, b.dictionary] { declareSequence(type) }
        declareArray(b.array)
        declareDictionary(b.dictionary)
        declareSet(b.set)
        declareSetCollection(b.set)
        declareSequenceAlgorithms(b)
        declareStringInterpolation(b.string)
        declareCollectionMembers(b)
        runtime.declareSliceOnlyMembers()  // ArraySlices.swift
        runtime.declareSubstringMembers()  // Substrings.swift
        property(b.range, "lowerBound") { if case .range(let l, _, _) = $0 { return .int(l) }; return .void }
        property(b.range, "upperBound") { if case .range(_, let u, let closed) = $0 { return .int(closed ? u - 1 : u) }; return .void }
        property(b.optional, "unsafelyUnwrapped") { if case .some(let w) = $0 { return w }; return .void }
        // Numbers, ranges and optionals (LibraryIntegerMembers, LibraryFloatingMembers, LibraryRangeMembers).
        declareIntegerMembers(b.int)
        declareFloatingMembers(b.double)
        declareRangeMembers(b.range)
        declareOptionalMembers(b.optional)
        declareDecimal()
        for type in [b.int, b.double, b.bool, b.string, b.character, b.array, b.set, b.dictionary] {
            property(type, "description") { [unowned self] in .string(try self.runtime.describe($0, at: self.site)) }
        }
    }

    func int(_ value: Value) throws -> Int {
        if case .int(let x) = value { return x }
        throw runtime.fault("expected an Int, got '\(typeName(of: value))'", at: site)
    }

    func call(_ function: Value, _ arguments: Value...) throws -> Value {
        try runtime.callValue(function, arguments: arguments, at: site)
    }

    // One and two arguments, the library algorithms' closures: no arguments array.
    func call(_ function: Value, _ argument: Value) throws -> Value {
        try runtime.callValue(function, argument, at: site)
    }

    func call(_ function: Value, _ first: Value, _ second: Value) throws -> Value {
        try runtime.callValue(function, first, second, at: site)
    }

    func truth(_ value: Value) -> Bool {
        if case .bool(true) = value { return true }
        return false
    }

    private func declareOptional(_ type: TypeInfo) {
        method(type, "map", [nil]) { [unowned self] s, a in
            guard case .some(let wrapped) = s else { return .none }
            return .some(try self.call(a[0], wrapped))
        }
        method(type, "flatMap", [nil]) { [unowned self] s, a in
            guard case .some(let wrapped) = s else { return .none }
            return try self.call(a[0], wrapped).flattenedOptional
        }
    }

    /// Methods every sequence has, defined on its elements.
    func declareSequence(_ type: TypeInfo) {
        let runtime = self.runtime
        let isString = type === runtime.builtinTypes.string
        let elements: (Value) throws -> [Value] = { [unowned self] in try runtime.elements(of: $0, at: self.site) }
        method(type, "map", [nil]) { [unowned self] s, a in
            var transform = self.repeatedCall(a[0], arity: 1)
            defer { transform.finish() }
            return .array(try elements(s).map { try transform($0) })
        }
        method(type, "filter", [nil]) { [unowned self] s, a in
            var isIncluded = self.repeatedCall(a[0], arity: 1)
            defer { isIncluded.finish() }
            if isString, case .string(let text) = s {
                // A String's characters kept one by one, with no arrays of them in between (the
                // bytes of an ASCII string, made a String once).
                var keptBytes: [UInt8] = []
                if try ASCIICharacters.withBytes(of: text, { bytes in
                    for byte in bytes where try isIncluded.test(ASCIICharacters.value(byte)) { keptBytes.append(byte) }
                }) {
                    return .string(String(decoding: keptBytes, as: UTF8.self))
                }
                var kept = ""
                for character in text where try isIncluded.test(.character(character)) { kept.append(character) }
                return .string(kept)
            }
            let kept = try elements(s).filter { try isIncluded.test($0) }
            if isString { return .string(String(kept.compactMap { if case .character(let c) = $0 { return c }; return nil })) }
            if case .set = s { return .set(OrderedSet(kept)) }
            if case .dictionary = s {
                var result = OrderedDictionary()
                for pair in kept { if case .tuple(let t) = pair { result[t.elements[0]] = t.elements[1] } }
                return .dictionary(result)
            }
            return .array(kept)
        }
        method(type, "compactMap", [nil]) { [unowned self] s, a in
            var transform = self.repeatedCall(a[0], arity: 1)
            defer { transform.finish() }
            return .array(try elements(s).compactMap {
                switch try transform($0) {
                case .none: return nil
                case .some(let w): return w
                case let other: return other
                }
            })
        }
        method(type, "flatMap", [nil]) { [unowned self] s, a in
            var result: [Value] = []
            for element in try elements(s) {
                switch try self.call(a[0], element) {
                // Swift 4.0's `flatMap` of a closure that returns an Optional (deprecated, still
                // Swift's): `compactMap`.
                case .none: continue
                case .some(let wrapped): result.append(wrapped)
                case let segment:
                    if let items = try? elements(segment) { result.append(contentsOf: items) } else { result.append(segment) }
                }
            }
            return .array(result)
        }
        method(type, "reduce", [nil, nil]) { [unowned self] s, a in
            var combine = self.repeatedCall(a[1], arity: 2)
            defer { combine.finish() }
            // `reduce(nil) { acc, x in acc.map { … } ?? x }`: the result type is an Optional, so
            // each value the closure returns is one.
            if a[0].isOptional {
                return try elements(s).reduce(a[0]) { try combine($0, $1).wrapped(depth: 1) }
            }
            // `reduce((sum: 0, count: 0)) { ($0.sum + $1, $0.count + 1) }`: the result type is
            // the initial value's labelled tuple, so each tuple the closure returns takes its labels.
            if case .tuple(let initial) = a[0], initial.labels.contains(where: { $0 != nil }) {
                return try elements(s).reduce(a[0]) { accumulator, element in
                    let value = try combine(accumulator, element)
                    guard case .tuple(var result) = value, result.elements.count == initial.labels.count else { return value }
                    result.labels = initial.labels
                    return .tuple(result)
                }
            }
            return try elements(s).reduce(a[0]) { try combine($0, $1) }
        }
        method(type, "reduce", ["into", nil]) { [unowned self] s, a in
            // The closure's first parameter is `inout`: its final value is the accumulator.
            guard case .function(let function) = a[1] else { return a[0] }
            var accumulator = a[0]
            for element in try elements(s) {
                var selfValue = function.boundSelf ?? .void
                accumulator = try self.runtime.callAccumulating(function, accumulator, element, at: self.site, selfValue: &selfValue)
            }
            return accumulator
        }
        method(type, "count", ["where"]) { [unowned self] s, a in
            var predicate = self.repeatedCall(a[0], arity: 1)
            defer { predicate.finish() }
            return .int(try elements(s).filter { try predicate.test($0) }.count)
        }
        method(type, "min", ["by"]) { [unowned self] s, a in
            var best: Value?
            var areInIncreasingOrder = self.repeatedCall(a[0], arity: 2)
            defer { areInIncreasingOrder.finish() }
            for x in try elements(s) { if let current = best { if try areInIncreasingOrder.test(x, current) { best = x } } else { best = x } }
            return best.map { .some($0) } ?? .none
        }
        method(type, "max", ["by"]) { [unowned self] s, a in
            var best: Value?
            var areInIncreasingOrder = self.repeatedCall(a[0], arity: 2)
            defer { areInIncreasingOrder.finish() }
            for x in try elements(s) { if let current = best { if try areInIncreasingOrder.test(current, x) { best = x } } else { best = x } }
            return best.map { .some($0) } ?? .none
        }
        method(type, "forEach", [nil]) { [unowned self] s, a in
            var body = self.repeatedCall(a[0], arity: 1)
            defer { body.finish() }
            for element in try elements(s) { _ = try body(element) }
            return .void
        }
        method(type, "contains", ["where"]) { [unowned self] s, a in
            var predicate = self.repeatedCall(a[0], arity: 1)
            defer { predicate.finish() }
            return .bool(try elements(s).contains { try predicate.test($0) })
        }
        method(type, "allSatisfy", [nil]) { [unowned self] s, a in
            var predicate = self.repeatedCall(a[0], arity: 1)
            defer { predicate.finish() }
            return .bool(try elements(s).allSatisfy { try predicate.test($0) })
        }
        method(type, "first", ["where"]) { [unowned self] s, a in
            var predicate = self.repeatedCall(a[0], arity: 1)
            defer { predicate.finish() }
            return try elements(s).first { try predicate.test($0) }.map { .some($0) } ?? .none
        }
        method(type, "sorted", []) { [unowned self] s, _ in
            let values = try elements(s)
            if let sorted = try sortedNatively(values, runtime, at: self.site) { return .array(sorted) }
            return .array(try sortedThroughPositions(values) { x, y in
                try runtime.checkLimits(at: self.site)
                return try runtime.less(x.pointee, y.pointee, at: self.site)
            })
        }
        method(type, "sorted", ["by"]) { [unowned self] s, a in
            var areInIncreasingOrder = self.repeatedCall(a[0], arity: 2)
            defer { areInIncreasingOrder.finish() }
            return .array(try sortedThroughPositions(try elements(s)) { x, y in try areInIncreasingOrder.test(lending: x, y) })
        }
        method(type, "min", []) { [unowned self] s, _ in
            var best: Value?
            for x in try elements(s) { if let current = best { if try runtime.less(x, current, at: self.site) { best = x } } else { best = x } }
            return best.map { .some($0) } ?? .none
        }
        method(type, "max", []) { [unowned self] s, _ in
            var best: Value?
            for x in try elements(s) { if let current = best { if try runtime.less(current, x, at: self.site) { best = x } } else { best = x } }
            return best.map { .some($0) } ?? .none
        }
        let offsetAndElement: [String?] = ["offset", "element"]  // one array for every pair's labels
        method(type, "enumerated", []) { s, _ in
            .array(try elements(s).enumerated().map { .tuple(Tuple(elements: [.int($0.offset), $0.element], labels: offsetAndElement)) })
        }
        if !isString {
            method(type, "reversed", []) { s, _ in .array(try elements(s).reversed()) }
            // Bytes stand for their own iterator: a script type's `makeIterator()` that returns
            // its storage's (`__bytes.makeIterator()`) is iterated as that storage. The others
            // give an iterator whose `next()` a script calls (`while let x = it.next()`).
            let iterator = indexingIteratorType
            method(type, "makeIterator", []) { s, _ in
                if case .bytes = s { return s }
                return .structValue(iterator, [.array(try elements(s)), .int(0)])
            }
            property(type, "count") { .int(try $0.elementCount ?? elements($0).count) }
            property(type, "isEmpty") { .bool(try ($0.elementCount ?? elements($0).count) == 0) }
        }
        method(type, "joined", []) { [unowned self] s, _ in
            let parts = try elements(s)
            if !parts.isEmpty, parts.allSatisfy({ if case .array = $0 { return true }; return false }) {
                // `[[1, 2], [3]].joined()`: the arrays' elements, one after another.
                return .array(parts.flatMap { if case .array(let inner) = $0 { return inner }; return [] })
            }
            return .string(try parts.map { try runtime.describe($0, at: self.site) }.joined())
        }
        method(type, "joined", ["separator"]) { [unowned self] s, a in
            // `[[1, 2], [3]].joined(separator: [0])`: the sequences' elements with the separator's between them.
            if case .string = a[0] {} else if let separator = try? runtime.elements(of: a[0], at: self.site) {
                var joined: [Value] = []
                for (index, part) in try elements(s).enumerated() {
                    if index > 0 { joined.append(contentsOf: separator) }
                    joined.append(contentsOf: try runtime.elements(of: part, at: self.site))
                }
                return .array(joined)
            }
            guard case .string(let separator) = a[0] else { return .void }
            return .string(try elements(s).map { try runtime.describe($0, at: self.site) }.joined(separator: separator))
        }
        if type !== runtime.builtinTypes.dictionary && !isString {
            method(type, "contains", [nil]) { [unowned self] s, a in
                if case .range(let l, let u, _) = s, case .int(let x) = a[0] { return .bool(x >= l && x < u) }
                // A Double in a range of integer literals: the range is a ClosedRange<Double> (`90...100`).
                if case .range(let l, let u, let closed) = s, case .double(let x) = a[0] {
                    return .bool((l == Int.min || x >= Double(l)) && (u == Int.max || (closed ? x <= Double(u - 1) : x < Double(u))))
                }
                if case .set(let set) = s { return .bool(set.contains(a[0])) }
                if case .bytes(let bytes) = s { return .bool(a[0].asByte.map(bytes.contains) ?? false) }
                return .bool(try elements(s).contains { try runtime.equal($0, a[0], at: self.site) })
            }
        }
    }

    private func declareArray(_ type: TypeInfo) {
        let runtime = self.runtime
        func modify(_ s: inout Value, _ body: (inout [Value]) throws -> Value) throws -> Value {
            // Bytes changed as an array become one (`append(300)` is not a byte).
            if case .bytes(let bytes) = s { s = .array(try runtime.boxedBytes(bytes, at: self.site)) }
            guard case .array(var elements) = s else { return .void }
            s = .void
            defer { s = .array(elements) }
            return try body(&elements)
        }
        property(type, "count") { .int($0.elementCount ?? 0) }
        // An Array's indices are its Ints: `startIndex`, `endIndex`, `index(_:offsetBy:)`, … (a
        // Collection extension's code reads them).
        property(type, "startIndex") { _ in .int(0) }
        property(type, "endIndex") { .int($0.elementCount ?? 0) }
        method(type, "index", [nil, "offsetBy"]) { [unowned self] _, a in .int(try self.int(a[0]) + self.int(a[1])) }
        method(type, "index", ["after"]) { [unowned self] _, a in .int(try self.int(a[0]) + 1) }
        method(type, "index", ["before"]) { [unowned self] _, a in .int(try self.int(a[0]) - 1) }
        property(type, "isEmpty") { .bool(($0.elementCount ?? 0) == 0) }
        property(type, "first") { $0.firstElement.map { .some($0) } ?? .none }
        property(type, "last") { $0.lastElement.map { .some($0) } ?? .none }
        property(type, "indices") { $0.elementCount.map { .range(lower: 0, upper: $0, closed: false) } ?? .void }
        @inline(__always) func append(_ element: Value, to elements: inout [Value]) throws -> Value {
            // No location: a fault is at the current one (`self.site` would cost a load through
            // an unowned reference on every append).
            try runtime.checkSize(elements.count + 1, adding: elements.count == elements.capacity ? Runtime.bytes(ofValues: elements.count) : 0, at: nil)
            elements.append(element)
            return .void
        }
        method(type, "append", label: nil, mutating: true) { s, element in
            // An array, the common case: changed here, with no closure between (bytes become one).
            if case .array = s, var elements = s.takeArray() {
                defer { s = .array(elements) }
                return try append(element, to: &elements)
            }
            return try modify(&s) { elements in try append(element, to: &elements) }
        }
        method(type, "append", ["contentsOf"], mutating: true) { [unowned self] s, a in
            let extra = try runtime.elements(of: a[0], at: self.site)
            return try modify(&s) { elements in
                try runtime.checkSize(elements.count + extra.count, adding: Runtime.bytes(ofValues: extra.count), at: self.site)
                elements.append(contentsOf: extra)
                return .void
            }
        }
        method(type, "insert", [nil, "at"], mutating: true) { [unowned self] s, a in
            let index = try self.int(a[1])
            return try modify(&s) { elements in
                guard index >= 0 && index <= elements.count else { throw runtime.fault("Array index is out of range", at: self.site) }
                elements.insert(a[0], at: index)
                return .void
            }
        }
        method(type, "remove", ["at"], mutating: true) { [unowned self] s, a in
            let index = try self.int(a[0])
            return try modify(&s) { elements in
                guard index >= 0 && index < elements.count else { throw runtime.fault("Index out of range", at: self.site) }
                return elements.remove(at: index)
            }
        }
        method(type, "removeLast", [], mutating: true) { [unowned self] s, _ in
            try modify(&s) { elements in
                guard !elements.isEmpty else { throw runtime.fault("Can't remove last element from an empty collection", at: self.site) }
                return elements.removeLast()
            }
        }
        method(type, "removeFirst", [], mutating: true) { [unowned self] s, _ in
            try modify(&s) { elements in
                guard !elements.isEmpty else { throw runtime.fault("Can't remove first element from an empty collection", at: self.site) }
                return elements.removeFirst()
            }
        }
        // removeLast(_ k:) / removeFirst(_ k:): k elements, k at most the count (Swift traps otherwise).
        for (name, fromEnd) in [("removeLast", true), ("removeFirst", false)] {
            method(type, name, [nil], mutating: true) { [unowned self] s, a in
                let k = try self.int(a[0])
                return try modify(&s) { elements in
                    guard k >= 0 else { throw runtime.fault("Number of elements to remove should be non-negative", at: self.site) }
                    guard k <= elements.count else { throw runtime.fault("Can't remove more items from a collection than it contains", at: self.site) }
                    if fromEnd { elements.removeLast(k) } else { elements.removeFirst(k) }
                    return .void
                }
            }
        }
        method(type, "popLast", [], mutating: true) { s, _ in try modify(&s) { $0.popLast().map { .some($0) } ?? .none } }
        method(type, "removeAll", [], mutating: true) { s, _ in try modify(&s) { $0.removeAll(); return .void } }
        method(type, "reverse", [], mutating: true) { s, _ in try modify(&s) { $0.reverse(); return .void } }
        method(type, "swapAt", [nil, nil], mutating: true) { [unowned self] s, a in
            let i = try self.int(a[0]), j = try self.int(a[1])
            return try modify(&s) { elements in
                guard elements.indices.contains(i), elements.indices.contains(j) else { throw runtime.fault("Index out of range", at: self.site) }
                elements.swapAt(i, j)
                return .void
            }
        }
        method(type, "partition", ["by"], mutating: true) { [unowned self] s, a in try modify(&s) { try self.partition(&$0, by: a[0]) } }
        method(type, "sort", [], mutating: true) { [unowned self] s, _ in
            if case .array(let values) = s, let sorted = try sortedNatively(values, runtime, at: self.site) {
                s = .array(sorted)
                return .void
            }
            return try modify(&s) { elements in
                elements = try sortedThroughPositions(elements) { x, y in
                    try runtime.checkLimits(at: self.site)
                    return try runtime.less(x.pointee, y.pointee, at: self.site)
                }
                return .void
            }
        }
        method(type, "sort", ["by"], mutating: true) { [unowned self] s, a in
            return try modify(&s) { elements in
                var areInIncreasingOrder = self.repeatedCall(a[0], arity: 2)
                defer { areInIncreasingOrder.finish() }
                elements = try sortedThroughPositions(elements) { x, y in try areInIncreasingOrder.test(lending: x, y) }
                return .void
            }
        }
        method(type, "firstIndex", ["of"]) { [unowned self] s, a in
            guard case .array(let elements) = s else { return .none }
            // `firstIndex { $0 > 5 }`: a trailing closure has no label, and is the predicate of `firstIndex(where:)`.
            if case .function = a[0] {
                for (i, x) in elements.enumerated() where self.truth(try self.call(a[0], x)) { return .some(.int(i)) }
                return .none
            }
            for (i, x) in elements.enumerated() where try runtime.equal(x, a[0], at: self.site) { return .some(.int(i)) }
            return .none
        }
        method(type, "lastIndex", ["of"]) { [unowned self] s, a in
            guard case .array(let elements) = s else { return .none }
            // `lastIndex { $0 > 5 }`: a trailing closure has no label, and is the predicate of `lastIndex(where:)`.
            if case .function = a[0] {
                for (i, x) in elements.enumerated().reversed() where self.truth(try self.call(a[0], x)) { return .some(.int(i)) }
                return .none
            }
            for (i, x) in elements.enumerated().reversed() where try runtime.equal(x, a[0], at: self.site) { return .some(.int(i)) }
            return .none
        }
        method(type, "firstIndex", ["where"]) { [unowned self] s, a in
            guard case .array(let elements) = s else { return .none }
            for (i, x) in elements.enumerated() where self.truth(try self.call(a[0], x)) { return .some(.int(i)) }
            return .none
        }
        method(type, "lastIndex", ["where"]) { [unowned self] s, a in
            guard case .array(let elements) = s else { return .none }
            for (i, x) in elements.enumerated().reversed() where self.truth(try self.call(a[0], x)) { return .some(.int(i)) }
            return .none
        }
        method(type, "removeAll", ["where"], mutating: true) { [unowned self] s, a in
            var failure: Error?
            let result = try modify(&s) { elements in
                elements.removeAll { x in
                    do { return self.truth(try self.call(a[0], x)) } catch { failure = error; return false }
                }
                return .void
            }
            if let failure { throw failure }
            return result
        }
        method(type, "prefix", [nil]) { [unowned self] s, a in
            guard case .array(let e) = s else { return .void }
            return .slice(start: 0, elements: Array(e.prefix(max(0, try self.int(a[0])))))
        }
        method(type, "suffix", [nil]) { [unowned self] s, a in
            guard case .array(let e) = s else { return .void }
            let k = min(e.count, max(0, try self.int(a[0])))
            return .slice(start: e.count - k, elements: Array(e.suffix(k)))
        }
        method(type, "dropFirst", []) { s, _ in if case .array(let e) = s { return .slice(start: min(1, e.count), elements: Array(e.dropFirst())) }; return s }
        method(type, "dropLast", []) { s, _ in if case .array(let e) = s { return .slice(start: 0, elements: Array(e.dropLast())) }; return s }
        method(type, "dropFirst", [nil]) { [unowned self] s, a in
            let k = try self.int(a[0])
            guard k >= 0 else { throw self.runtime.fault("Can't drop a negative number of elements from a collection", at: self.site) }
            if case .array(let e) = s { return .slice(start: min(k, e.count), elements: Array(e.dropFirst(k))) }; return s
        }
        method(type, "dropLast", [nil]) { [unowned self] s, a in
            let k = try self.int(a[0])
            guard k >= 0 else { throw self.runtime.fault("Can't drop a negative number of elements from a collection", at: self.site) }
            if case .array(let e) = s { return .slice(start: 0, elements: Array(e.dropLast(k))) }; return s
        }
    }

    private func declareDictionary(_ type: TypeInfo) {
        func modify(_ s: inout Value, _ body: (inout OrderedDictionary) throws -> Value) rethrows -> Value {
            guard case .dictionary(var d) = s else { return .void }
            s = .void
            defer { s = .dictionary(d) }
            return try body(&d)
        }
        property(type, "count") { if case .dictionary(let d) = $0 { return .int(d.count) }; return .int(0) }
        property(type, "isEmpty") { if case .dictionary(let d) = $0 { return .bool(d.count == 0) }; return .bool(true) }
        property(type, "keys") { if case .dictionary(let d) = $0 { return .array(d.keys) }; return .array([]) }
        property(type, "values") { if case .dictionary(let d) = $0 { return .array(d.values) }; return .array([]) }
        property(type, "first") {  // `(key: …, value: …)?`, the entry the dictionary's order starts with
            guard case .dictionary(let d) = $0, let key = d.keys.first else { return .none }
            return .some(.tuple(Tuple(elements: [key, d[key] ?? .void], labels: ["key", "value"])))
        }
        method(type, "removeValue", ["forKey"], mutating: true) { s, a in modify(&s) { $0.removeValue(forKey: a[0]).map { .some($0) } ?? .none } }
        method(type, "updateValue", [nil, "forKey"], mutating: true) { s, a in
            modify(&s) { d in
                let old = d[a[1]]
                d[a[1]] = a[0]
                return old.map { .some($0) } ?? .none
            }
        }
        method(type, "removeAll", [], mutating: true) { s, _ in modify(&s) { $0.removeAll(); return .void } }
        // `stock.merge(delivery) { current, new in current + new }`, and `merging` for a copy.
        let merged = { [unowned self] (base: inout OrderedDictionary, other: Value, combine: Value) throws in
            let pairs: [(Value, Value)]
            switch other {
            case .dictionary(let d): pairs = Array(zip(d.keys, d.values))
            default: pairs = try self.runtime.elements(of: other, at: self.site).compactMap {
                if case .tuple(let t) = $0, t.elements.count == 2 { return (t.elements[0], t.elements[1]) }
                return nil
            }
            }
            for (key, value) in pairs {
                if let current = base[key] {
                    base[key] = try self.runtime.callValue(combine, arguments: [current, value], at: self.site)
                } else {
                    base[key] = value
                }
            }
        }
        method(type, "merge", [nil, "uniquingKeysWith"], mutating: true) { s, a in try modify(&s) { try merged(&$0, a[0], a[1]); return .void } }
        method(type, "merging", [nil, "uniquingKeysWith"]) { s, a in
            guard case .dictionary(var d) = s else { return .void }
            try merged(&d, a[0], a[1])
            return .dictionary(d)
        }
        method(type, "mapValues", [nil]) { [unowned self] s, a in
            guard case .dictionary(let d) = s else { return .void }
            var result = OrderedDictionary()
            for (k, v) in zip(d.keys, d.values) { result[k] = try self.call(a[0], v) }
            return .dictionary(result)
        }
    }

    private func declareSet(_ type: TypeInfo) {
        func modify(_ s: inout Value, _ body: (inout OrderedSet) throws -> Value) rethrows -> Value {
            guard case .set(var set) = s else { return .void }
            s = .void
            defer { s = .set(set) }
            return try body(&set)
        }
        method(type, "insert", [nil], mutating: true) { s, a in
            // Not inserted: the member already equal to it (by the type's own `==`) comes back.
            modify(&s) { set in
                let inserted = set.insert(a[0])
                let member = inserted ? a[0] : set.position(of: a[0]).map { set.elements[$0] } ?? a[0]
                return .tuple(Tuple(elements: [.bool(inserted), member], labels: ["inserted", "memberAfterInsert"]))
            }
        }
        // The member removed is the one the set held (equal by the type's `==`, maybe not identical).
        method(type, "remove", [nil], mutating: true) { s, a in
            modify(&s) { set in
                guard let held = set.position(of: a[0]).map({ set.elements[$0] }) else { return .none }
                set.remove(held)
                return .some(held)
            }
        }
        let runtime = self.runtime
        for (name, combine) in [("union", 0), ("intersection", 1), ("subtracting", 2)] {
            method(type, name, [nil]) { [unowned self] s, a in
                guard case .set(let set) = s else { return .void }
                let other = OrderedSet(try runtime.elements(of: a[0], at: self.site))
                switch combine {
                case 0: return .set(OrderedSet(set.elements + other.elements))
                case 1: return .set(OrderedSet(set.elements.filter { other.contains($0) }))
                default: return .set(OrderedSet(set.elements.filter { !other.contains($0) }))
                }
            }
        }
        // formUnion, formIntersection, subtract, formSymmetricDifference: the set changed in place.
        for (name, combine) in [("formUnion", 0), ("formIntersection", 1), ("subtract", 2), ("formSymmetricDifference", 3)] {
            method(type, name, [nil], mutating: true) { [unowned self] s, a in
                let other = OrderedSet(try runtime.elements(of: a[0], at: self.site))
                return modify(&s) { set in
                    let before = set.elements
                    switch combine {
                    case 0: for x in other.elements { _ = set.insert(x) }
                    case 1: for x in before where !other.contains(x) { _ = set.remove(x) }
                    case 2: for x in other.elements { _ = set.remove(x) }
                    default: for x in other.elements { if !set.remove(x) { _ = set.insert(x) } }
                    }
                    return .void
                }
            }
        }
        method(type, "symmetricDifference", [nil]) { [unowned self] s, a in
            guard case .set(let set) = s else { return .void }
            let other = OrderedSet(try runtime.elements(of: a[0], at: self.site))
            return .set(OrderedSet(set.elements.filter { !other.contains($0) } + other.elements.filter { !set.contains($0) }))
        }
        // isSuperset(of:), isDisjoint(with:), and the strict forms.
        for (name, label, relation) in [("isSuperset", "of", 0), ("isDisjoint", "with", 1), ("isStrictSubset", "of", 2), ("isStrictSuperset", "of", 3)] {
            method(type, name, [label]) { [unowned self] s, a in
                guard case .set(let set) = s else { return .void }
                let other = OrderedSet(try runtime.elements(of: a[0], at: self.site))
                let inOther = set.elements.allSatisfy { other.contains($0) }, holdsOther = other.elements.allSatisfy { set.contains($0) }
                switch relation {
                case 0: return .bool(holdsOther)
                case 1: return .bool(!set.elements.contains { other.contains($0) })
                case 2: return .bool(inOther && set.elements.count < other.elements.count)
                default: return .bool(holdsOther && other.elements.count < set.elements.count)
                }
            }
        }
        method(type, "isSubset", ["of"]) { [unowned self] s, a in
            guard case .set(let set) = s else { return .void }
            let other = OrderedSet(try runtime.elements(of: a[0], at: self.site))
            return .bool(set.elements.allSatisfy { other.contains($0) })
        }
    }
}
