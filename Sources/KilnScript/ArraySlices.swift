// ArraySlice: `a[1...]`, `a.dropFirst()`, `a.prefix(2)`, `a.split(…)`'s pieces are slices that keep
// their base's indices (`a[2...].startIndex` is 2, `s[3]` is the base's element 3), print as
// an array (`ArraySlice([1, 2])` inside a collection and for `debugPrint`) and are ArraySlices to
// `type(of:)`. A slice's members are the Array's, run on its elements: index arguments are
// moved to the elements' own (from 0) and index results back (`firstIndex`, `indices`,
// `startIndex`), slicing results keep the slice's start, and `removeFirst()`/`popFirst()`
// advance it, as on an ArraySlice.

extension Runtime {
    /// `s[i]` and `s[a..<b]` on a slice: by the base's indices; nil for other keys.
    func sliceSubscriptGet(start: Int, elements: [Value], key: Value, at site: Location) throws -> Value? {
        switch key {
        case .int(let index):
            guard index >= start, index - start < elements.count else { throw fault("Index out of bounds", at: site) }
            return elements[index - start]
        case .range(let lower, let upper, _):
            let from = lower == Int.min ? start : lower, to = upper == Int.max ? start + elements.count : upper
            guard from >= start, to <= start + elements.count, from <= to else { throw fault("Index out of bounds", at: site) }
            return .slice(start: from, elements: Array(elements[(from - start)..<(to - start)]))
        default:
            return nil
        }
    }

    /// `s[i] = v`, `s[i] += 1` on a slice in place.
    func sliceSubscriptModify(_ container: inout Value, index: Int, at site: Location, _ body: (inout Value) throws -> Value) throws -> Value {
        guard case .slice(let start, var elements) = container else { return .void }
        guard index >= start, index - start < elements.count else { throw fault("Index out of bounds", at: site) }
        container = .void
        defer { container = .slice(start: start, elements: elements) }
        return try body(&elements[index - start])
    }

    /// The members of `ArraySlice` named `name`: the Array's, each run on the slice's elements
    /// (`onSlice`); a script's own extension method runs with the slice as `self`.
    func sliceMembers(_ name: String) -> [Member] {
        let array = builtinTypes.array
        let found = (array.lookup(name) ?? array.protocolDefaults[name] ?? []).map { sliceMember($0, name) }
        if !found.isEmpty { builtinTypes.arraySlice.members[name] = found }
        return found
    }

    private func sliceMember(_ member: Member, _ name: String) -> Member {
        switch member {
        case .method(let code) where code.native != nil:
            let labels = code.parameters.map(\.label)
            let wrapper = FunctionCode(name: code.name, parameters: code.parameters, hasSelf: true, isMutating: code.isMutating)
            wrapper.native = { [unowned self] selfValue, arguments in
                try self.onSlice(&selfValue, name, labels: labels, arguments) { array, given in try code.native?(&array, given) ?? .void }
            }
            return .method(wrapper)
        case .computed(let property, let get, nil) where get.native != nil:
            let getter = FunctionCode(name: get.name, parameters: [], hasSelf: true)
            let read: (Value) throws -> Value = { [unowned self] value in
                var receiver = value
                return try self.onSlice(&receiver, name, labels: [], []) { array, _ in try get.native?(&array, []) ?? .void }
            }
            getter.native = { selfValue, _ in try read(selfValue) }
            getter.nativeGetter = read
            return .computed(name: property, get: getter, set: nil)
        default:
            return member
        }
    }

    /// Runs an Array member on a slice's elements: index arguments moved by the slice's start,
    /// the changed elements written back, index and slice results moved to the base's indices.
    func onSlice(_ receiver: inout Value, _ name: String, labels: [String?], _ arguments: [Value],
                 _ body: (inout Value, [Value]) throws -> Value) throws -> Value {
        guard case .slice(let start, let elements) = receiver else { return try body(&receiver, arguments) }
        var given = arguments
        for position in Self.sliceIndexArguments(name, labels) where position < given.count {
            given[position] = given[position].movedIndex(by: -start)
        }
        var array = Value.array(elements)
        receiver = .void
        let result: Value
        do { result = try body(&array, given) } catch {
            receiver = .slice(start: start, elements: elements)
            throw error
        }
        var newStart = start
        if name == "removeFirst" {
            if given.isEmpty { newStart += 1 } else if case .int(let k) = given[0] { newStart += k }
        }
        if case .array(let changed) = array { receiver = .slice(start: newStart, elements: changed) } else { receiver = .slice(start: start, elements: elements) }
        switch name {
        case "firstIndex", "lastIndex", "index", "startIndex", "endIndex", "indices": return result.movedIndex(by: start)
        case "dropFirst", "dropLast", "prefix", "suffix", "drop":
            if case .slice(let offset, let sliced) = result { return .slice(start: start + offset, elements: sliced) }
            return result
        case "split":
            guard case .array(let pieces) = result else { return result }
            return .array(pieces.map { piece in
                if case .slice(let offset, let sliced) = piece { return .slice(start: start + offset, elements: sliced) }
                return piece
            })
        default:
            return result
        }
    }

    /// The arguments of an Array member that are indices (or ranges of them).
    private static func sliceIndexArguments(_ name: String, _ labels: [String?]) -> [Int] {
        switch (name, labels) {
        case ("remove", ["at"]), ("index", ["after"]), ("index", ["before"]), ("index", [nil, "offsetBy"]),
             ("prefix", ["upTo"]), ("prefix", ["through"]), ("suffix", ["from"]),
             ("replaceSubrange", _), ("removeSubrange", _):
            return [0]
        case ("index", [nil, "offsetBy", "limitedBy"]): return [0, 2]
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]): return [1]
        case ("swapAt", _), ("distance", ["from", "to"]): return [0, 1]
        default: return []
        }
    }

    /// `popFirst()`, which an ArraySlice has and an Array has not.
    func declareSliceOnlyMembers() {
        let code = FunctionCode(name: "popFirst", parameters: [], hasSelf: true, isMutating: true)
        code.native = { selfValue, _ in
            guard case .slice(let start, var elements) = selfValue, !elements.isEmpty else { return .none }
            let first = elements.removeFirst()
            selfValue = .slice(start: start + 1, elements: elements)
            return .some(first)
        }
        builtinTypes.arraySlice.members["popFirst"] = [.method(code)]
    }
}

extension Value {
    /// An index (an Int, an optional one, a range of them) moved by `offset`.
    func movedIndex(by offset: Int) -> Value {
        switch self {
        case .int(let index): return .int(index + offset)
        case .some(let wrapped): return .some(wrapped.movedIndex(by: offset))
        case .range(let lower, let upper, let closed):
            return .range(lower: lower == Int.min ? lower : lower + offset, upper: upper == Int.max ? upper : upper + offset, closed: closed)
        default: return self
        }
    }
}
