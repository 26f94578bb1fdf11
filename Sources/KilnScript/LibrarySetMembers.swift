// Set as a Collection: its indices (Kiln's Set.Index is a member's offset in the set's order),
// the subscript's reading by index, removing by index and from the front, `update(with:)`, the
// capacity requests (hints: nothing to do), the literal initializer called by name, and the
// `inout` members `formIndex(after:)` and `hash(into:)`. Measured by scripts/api-coverage
// (docs/COVERAGE.md).

extension Library {
    func declareSetCollection(_ type: TypeInfo) {
        let runtime = self.runtime
        func members(_ value: Value) -> OrderedSet {
            if case .set(let set) = value { return set }
            return OrderedSet()
        }
        /// The member at a Set.Index, trapping as Swift does for an index the set does not have.
        func member(_ set: OrderedSet, at index: Value) throws -> (Int, Value) {
            guard case .int(let offset) = index, offset >= 0, offset < set.count else {
                throw runtime.fault("Attempting to access Set elements using an invalid index", at: self.site)
            }
            return (offset, set.elements[offset])
        }
        property(type, "first") { members($0).elements.first.map { .some($0) } ?? .none }
        property(type, "startIndex") { _ in .int(0) }
        property(type, "endIndex") { .int(members($0).count) }
        method(type, "index", ["after"]) { s, a in
            let (offset, _) = try member(members(s), at: a[0])
            return .int(offset + 1)
        }
        method(type, "formIndex", ["after"], inoutAt: [0]) { s, a in
            let (offset, _) = try member(members(s), at: a[0])
            a[0] = .int(offset + 1)
            return .void
        }
        method(type, "hash", ["into"], inoutAt: [0]) { [unowned self] s, a in
            a[0] = self.hasher(a[0], combining: s)
            return .void
        }
        method(type, "firstIndex", ["of"]) { s, a in members(s).position(of: a[0]).map { .some(.int($0)) } ?? .none }
        method(type, "remove", ["at"], mutating: true) { s, a in
            var set = members(s)
            let (_, removed) = try member(set, at: a[0])
            s = .void
            set.remove(removed)
            s = .set(set)
            return removed
        }
        method(type, "popFirst", [], mutating: true) { s, _ in
            var set = members(s)
            guard let first = set.elements.first else { return .none }
            s = .void
            set.remove(first)
            s = .set(set)
            return .some(first)
        }
        method(type, "removeFirst", [], mutating: true) { s, _ in
            var set = members(s)
            guard let first = set.elements.first else {
                throw runtime.fault("Can't removeFirst from an empty Set", at: self.site)
            }
            s = .void
            set.remove(first)
            s = .set(set)
            return first
        }
        method(type, "update", ["with"], mutating: true) { s, a in
            var set = members(s)
            s = .void
            let old = set.update(a[0])
            s = .set(set)
            return old.map { .some($0) } ?? .none
        }
        for labels in [[], ["keepingCapacity"]] as [[String?]] {
            method(type, "removeAll", labels, mutating: true) { s, _ in
                s = .set(OrderedSet())
                return .void
            }
        }
        method(type, "reserveCapacity", [nil], mutating: true) { _, _ in .void }
        initializer(type, ["minimumCapacity"]) { _ in .set(OrderedSet()) }
        let literal = FunctionCode(name: "init", parameters: [Parameter(label: "arrayLiteral", isVariadic: true)], hasSelf: true)
        literal.native = { _, arguments in
            if case .array(let elements) = arguments[0] { return .set(OrderedSet(elements)) }
            return .set(OrderedSet())
        }
        type.initializers.append(.method(literal))
    }
}
