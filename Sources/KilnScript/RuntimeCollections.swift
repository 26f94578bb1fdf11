// Subscripts and iteration over the built-in collections.

extension Tuple {
    /// The labels of a dictionary's entries as `for (key, value) in` visits them.
    static let keyAndValue: [String?] = ["key", "value"]
}

extension Runtime {
    /// The elements a `for-in` loop visits.
    func elements(of value: Value, at site: Location) throws -> [Value] {
        switch value {
        case .array(let elements): return elements
        case .slice(_, let elements): return elements
        case .bytes(let bytes): return try boxedBytes(bytes, at: site)
        case .set(let set): return set.elements
        case .dictionary(let dictionary):
            let labels = Tuple.keyAndValue  // one array for every pair's labels
            return zip(dictionary.keys, dictionary.values).map { .tuple(Tuple(elements: [$0, $1], labels: labels)) }
        case .range(let lower, let upper, _):
            guard lower < upper else { return [] }
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            try checkSize(overflow ? Int.max : count, adding: overflow ? Int.max : Runtime.bytes(ofValues: count), at: site)
            var elements: [Value] = []
            elements.reserveCapacity(count)
            for x in lower..<upper {
                if x & 0xFFFF == 0 { try checkLimits(at: site) }
                elements.append(.int(x))
            }
            return elements
        case .string(let text):
            try checkSize(0, adding: Runtime.bytes(ofValues: text.utf8.count), at: site)
            return ASCIICharacters.elements(of: text) ?? text.map { .character($0) }
        case .substring(let sub):
            return try elements(of: .string(sub.text), at: site)
        case .some(let wrapped): return try elements(of: wrapped, at: site)
        case .structValue(let type, _) where type.lookup("makeIterator") != nil || isOwnIterator(type):
            return try iteratedElements(of: value, at: site)
        case .structValue(let type, _) where isIndexedCollection(type):
            return try indexedElements(of: value, at: site)
        case .object(let instance) where isIndexedCollection(instance.type):
            return try indexedElements(of: value, at: site)
        case .object(let instance) where instance.type.lookup("makeIterator") != nil || isOwnIterator(instance.type):
            return try iteratedElements(of: value, at: site)
        default:
            throw fault("for-in loop requires a sequence, not a value of type '\(typeName(of: value))'", at: site)
        }
    }

    /// `items[i]` of an array or `ages[key]` of a dictionary (one unlabelled index): read here,
    /// without the keys array and the switch over a (container, key) tuple of `subscriptGet` —
    /// each a copy and a release of both values. Nil for anything else (and for an Int that a
    /// dictionary does not hold as a key: perhaps a Dictionary.Index, which `subscriptGet` judges).
    @inline(__always)
    func plainSubscriptGet(_ container: Value, _ key: Value, at site: Location) throws -> Value? {
        switch container {
        case .array(let elements):
            guard case .int(let i) = key else { return nil }
            guard i >= 0 && i < elements.count else { throw fault("Index out of range", at: site) }
            return elements[i]
        case .dictionary(let dictionary):
            if let value = dictionary[key] { return Value.some(value) }
            if case .int = key { return nil }
            return Value.none
        default:
            return nil
        }
    }

    func subscriptGet(_ container: Value, _ keys: [Value], labels: [String?], at site: Location) throws -> Value {
        if labels.count == 1, labels[0] == "keyPath", keys.count == 1 { return try keyPathGet(container, keys[0], at: site) }
        if let first = labels.first, let label = first, label != "default" || keys.count != 2, declaresSubscript(container) {
            // `primes[safe: 2]`: a labeled subscript the script gave a library type.
            let (member, plan) = try findMethod(on: container, "subscript", labels: labels, cache: MemberCache(), at: site, arguments: keys)
            var receiver = container
            return try invoke(member, plan: plan, on: &receiver, arguments: keys, at: site)
        }
        switch (container, keys.first) {
        case let (.array(elements), .int(index)?):
            guard index >= 0 && index < elements.count else { throw fault("Index out of range", at: site) }
            return elements[index]
        case let (.array(elements), .range(lower, upper, _)?):
            let start = lower == Int.min ? 0 : lower
            let upper = upper == Int.max ? elements.count : upper
            guard start >= 0 && upper <= elements.count && start <= upper else { throw fault("Array index is out of range", at: site) }
            return .slice(start: start, elements: Array(elements[start..<upper]))  // ArraySlices.swift
        case let (.slice(start, elements), key?):
            if let found = try sliceSubscriptGet(start: start, elements: elements, key: key, at: site) { return found }
            throw fault("value of type '\(typeName(of: container))' has no subscript taking these arguments", at: site)
        case let (.set(set), .int(offset)?):
            // A Set.Index (Kiln's: the member's offset in the set's order).
            guard offset >= 0 && offset < set.count else { throw fault("Attempting to access Set elements using an invalid index", at: site) }
            return set.elements[offset]
        case (.bytes(let bytes), let key):
            if let value = try bytesSubscript(bytes, key, at: site) { return value }
            throw fault("value of type '\(typeName(of: container))' has no subscript taking these arguments", at: site)
        case let (.dictionary(dictionary), key?):
            if labels.count == 2, labels[1] == "default", keys.count == 2 { return dictionary[key] ?? keys[1] }
            if let value = dictionary[key] { return .some(value) }
            // `ages[ages.index(forKey: "Ada")!]`: an Int given to a dictionary whose keys are not
            // Ints is a Dictionary.Index (Kiln's: the entry's offset), and gives the entry.
            if case .int(let offset) = key, let firstKey = dictionary.keys.first, !isIntKey(firstKey) {
                guard offset >= 0 && offset < dictionary.count else { throw fault("Dictionary index is out of bounds", at: site) }
                let entryKey = dictionary.keys[offset]
                return .tuple(Tuple(elements: [entryKey, dictionary[entryKey] ?? .void], labels: ["key", "value"]))
            }
            return .none
        case (.string(let text), .range?), (.string(let text), .indexRange?):
            return .substring(SubstringValue(text, text[try hostRange(keys[0], in: text, at: site)]))
        case (.substring(let sub), let key?):
            return try substringSubscript(sub, key, at: site)  // Substrings.swift
        case (.string(let text), .int?), (.string(let text), .stringIndex?):
            let index = try hostIndex(keys[0], in: text, at: site)
            guard index < text.endIndex else { throw fault("String index is out of bounds", at: site) }
            return .character(text[index])
        case let (.range(lower, upper, closed), key?) where !closed && lower != Int.min && upper != Int.max:
            return try rangeElement(lower..<upper, key, at: site)  // `(1..<5)[2]` (LibraryRangeMembers.swift)
        case (.structValue, _), (.object, _), (.enumCase, _):
            let cache = MemberCache()
            let (member, plan) = try findMethod(on: container, "subscript", labels: labels, cache: cache, at: site, arguments: keys)
            var receiver = container
            return try invoke(member, plan: plan, on: &receiver, arguments: keys, at: site)
        case (.some(let wrapped), _):
            return try subscriptGet(wrapped, keys, labels: labels, at: site)
        default:
            if declaresSubscript(container) {
                // `12345[digit: 2]` (a subscript in `extension Int`), `Table[1]` (a `static subscript`).
                let (member, plan) = try findMethod(on: container, "subscript", labels: labels, cache: MemberCache(), at: site, arguments: keys)
                var receiver = container
                return try invoke(member, plan: plan, on: &receiver, arguments: keys, at: site)
            }
            throw fault("value of type '\(typeName(of: container))' has no subscript taking these arguments", at: site)
        }
    }

    /// Whether the script gave this value's type (or, for a type, the type itself) a subscript.
    func declaresSubscript(_ container: Value) -> Bool {
        if case .metatype(let type) = container { return type.lookupStatic("subscript") != nil }
        return typeInfo(of: container).lookup("subscript") != nil
    }

    /// `container[keys] = value`: a script type's subscript runs only its setter (as Swift's
    /// assignment does, without reading first); anything else is changed in place.
    func subscriptAssign(_ container: inout Value, _ keys: [Value], labels: [String?], _ value: Value, at site: Location) throws {
        switch container {
        case .structValue, .object, .metatype:
            guard labels != ["keyPath"], declaresSubscript(container) else { break }
            // Overloads of one label told apart by the keys' types (`data[2] = 1`, `data[1..<3] = other`).
            let (setter, plan) = try findMethod(on: container, subscriptSetterName, labels: labels + [nil], cache: MemberCache(), at: site, arguments: keys + [value])
            _ = try invoke(setter, plan: plan, on: &container, arguments: keys + [value], at: site)
            return
        case .some(.structValue), .some(.object):
            guard var wrapped = container.takeWrapped() else { break }
            defer { container = .some(wrapped) }
            return try subscriptAssign(&wrapped, keys, labels: labels, value, at: site)
        default: break
        }
        _ = try subscriptModify(&container, keys, labels: labels, at: site) { slot in slot = value; return .void }
    }

    func subscriptModify(_ container: inout Value, _ keys: [Value], labels: [String?], at site: Location,
                         _ body: (inout Value) throws -> Value) throws -> Value {
        let key = keys.first
        if labels.count == 1, labels[0] == "keyPath", let key { return try keyPathModify(&container, key, at: site, body) }
        if case .array = container, case .int(let index)? = key, var elements = container.takeArray() {
            defer { container = .array(elements) }
            guard index >= 0 && index < elements.count else { throw fault("Index out of range", at: site) }
            return try body(&elements[index])
        }
        if case .array = container, case .range(let lower, let upper, _)? = key, var elements = container.takeArray() {
            // `a[1...2] = [9]`: the slice replaced, the array growing or shrinking to fit.
            defer { container = .array(elements) }
            let start = lower == Int.min ? 0 : lower, end = upper == Int.max ? elements.count : upper
            guard start >= 0 && end <= elements.count && start <= end else { throw fault("Array index is out of range", at: site) }
            var slice = Value.slice(start: start, elements: Array(elements[start..<end]))
            let result = try body(&slice)
            let replacement: [Value]
            switch slice {
            case .array(let given), .slice(_, let given): replacement = given
            default: throw fault("a slice takes an array", at: site)
            }
            elements.replaceSubrange(start..<end, with: replacement)
            return result
        }
        if case .bytes = container, case .int(let index)? = key { return try bytesModify(&container, index, at: site, body) }
        if case .slice = container, case .int(let index)? = key { return try sliceSubscriptModify(&container, index: index, at: site, body) }
        if case .dictionary = container, let key, var dictionary = container.takeDictionary() {
            defer { container = .dictionary(dictionary) }
            if labels.count == 2 && labels[1] == "default" && keys.count == 2 {
                // `counts[word, default: 0] += 1`: one lookup, changed in place.
                return try dictionary.modifyValue(forKey: key, initial: keys[1], body) ?? .void
            }
            // `d[key]` is an Optional place: nil removes the key.
            var slot: Value = dictionary.removeValueKeepingOrder(forKey: key).map { .some($0) } ?? .none
            let result = try body(&slot)
            switch slot {
            case .none: dictionary[key] = nil
            case .some(let wrapped): dictionary[key] = wrapped
            default: dictionary[key] = slot
            }
            return result
        }
        if case .some = container, var wrapped = container.takeWrapped() {
            defer { container = .some(wrapped) }
            return try subscriptModify(&wrapped, keys, labels: labels, at: site, body)
        }
        switch container {
        case .structValue, .object, .metatype:
            // A script type's subscript (a static one on the type): read with the getter, change, write back with the setter.
            var current = try subscriptGet(container, keys, labels: labels, at: site)
            let result = try body(&current)
            let (setter, plan) = try findMethod(on: container, subscriptSetterName, labels: labels + [nil], cache: MemberCache(), at: site, arguments: keys + [current])
            _ = try invoke(setter, plan: plan, on: &container, arguments: keys + [current], at: site)
            return result
        default:
            throw fault("cannot assign through subscript of '\(typeName(of: container))'", at: site)
        }
    }
}

extension Runtime {
    /// A script type's own sequence (`struct Data: Sequence`): what its `makeIterator()` gives,
    /// a built-in collection to go through, or an iterator whose `next()` is called until nil.
    /// A Sequence that is its own IteratorProtocol (`struct Countdown: Sequence, IteratorProtocol`
    /// with only `next()`): Swift's default `makeIterator()` returns the value itself.
    private func isOwnIterator(_ type: TypeInfo) -> Bool {
        type.conformances.contains("IteratorProtocol") && type.lookup("next") != nil
    }

    /// A Collection the script declares by its indices (`startIndex`, `endIndex`,
    /// `index(after:)`, `subscript`), without an iterator of its own.
    private func isIndexedCollection(_ type: TypeInfo) -> Bool {
        let adopted = type.allConformances
        return (adopted.contains("Collection") || adopted.contains("BidirectionalCollection") || adopted.contains("RandomAccessCollection"))
            && type.lookup("startIndex") != nil && type.lookup("endIndex") != nil && type.lookup("index") != nil && type.lookup("subscript") != nil
    }

    /// The elements of such a collection, from `startIndex` by `index(after:)` to `endIndex`.
    private func indexedElements(of value: Value, at site: Location) throws -> [Value] {
        try indexedPairs(of: value, at: site).map(\.element)
    }

    /// Each index of a collection the script declares by its indices, with its element.
    func indexedPairs(of value: Value, at site: Location) throws -> [(index: Value, element: Value)] {
        var receiver = value
        let end = try getMember(value, "endIndex", cache: MemberCache(), at: site)
        var index = try getMember(value, "startIndex", cache: MemberCache(), at: site)
        let (after, afterPlan) = try findMethod(on: value, "index", labels: ["after"], cache: MemberCache(), at: site)
        var result: [(index: Value, element: Value)] = []
        while try !equal(index, end, at: site) {
            try tick(site)
            result.append((index, try subscriptGet(value, [index], labels: [nil], at: site)))
            index = try invoke(after, plan: afterPlan, on: &receiver, arguments: [index], at: site)
        }
        return result
    }

    fileprivate func iteratedElements(of value: Value, at site: Location) throws -> [Value] {
        var receiver = value
        var iterator = value
        if typeInfo(of: value).lookup("makeIterator") != nil {
            let (make, plan) = try findMethod(on: value, "makeIterator", labels: [], cache: MemberCache(), at: site)
            iterator = try invoke(make, plan: plan, on: &receiver, arguments: [], at: site)
        }
        switch iterator {
        case .array, .bytes, .set, .dictionary, .range, .string: return try elements(of: iterator, at: site)
        case .structValue(let type, let fields) where type.name == "IndexingIterator" && type.module == "Swift":
            // A collection's iterator (LibraryHasherIterators.swift): its elements from its position on.
            if fields.count == 2, case .array(let elements) = fields[0], case .int(let position) = fields[1] {
                return Array(elements[min(position, elements.count)...])
            }
        default: break
        }
        let (next, nextPlan) = try findMethod(on: iterator, "next", labels: [], cache: MemberCache(), at: site)
        var result: [Value] = []
        while true {
            try tick(site)
            let element = try invoke(next, plan: nextPlan, on: &iterator, arguments: [], at: site)
            guard case .some(let wrapped) = element else { break }
            result.append(wrapped)
        }
        return result
    }
}

/// Whether a dictionary key is an Int (then an Int subscript is a key, never an index).
private func isIntKey(_ key: Value) -> Bool {
    if case .int = key { return true }
    return AnyHashableBox.base(of: key) != nil  // `[AnyHashable: V]`: any value is a key
}
