// `IndexingIterator`: what a collection's `makeIterator()` gives, its `next()` called by hand.
// `Hasher`: the standard library's hasher, for the `hash(into:)` a script writes or calls. Its
// state is one Int mixed by Swift's own Hasher with each combined value (hashed as Kiln hashes
// Set members and Dictionary keys), so equal values give equal hashes within a run.

extension Library {
    func declareHasher() {
        let hasher = runtime.builtinTypes.hasher
        types["Hasher"] = hasher
        func state(_ value: Value) -> Int {
            if case .structValue(_, let fields) = value, case .int(let state)? = fields.first { return state }
            return 0
        }
        initializer(hasher, []) { _ in .structValue(hasher, [.int(0)]) }
        method(hasher, "combine", [nil], mutating: true) { s, a in
            s = self.hasher(s, combining: a[0])
            return .void
        }
        method(hasher, "finalize", []) { s, _ in
            var mixer = Swift.Hasher()
            mixer.combine(state(s))
            return .int(mixer.finalize())
        }
    }
}

extension Library {
    /// A script's `Hasher` value after `combine(value)`; the library's own `hash(into:)` methods
    /// feed the hasher with it too.
    func hasher(_ hasher: Value, combining value: Value) -> Value {
        var mixer = Swift.Hasher()
        if case .structValue(_, let fields) = hasher, case .int(let state)? = fields.first { mixer.combine(state) } else { mixer.combine(0) }
        hashScriptValue(value, into: &mixer)
        return .structValue(runtime.builtinTypes.hasher, [.int(mixer.finalize())])
    }

    /// The iterator of an Array, Set, Dictionary or Range: the elements and the next position.
    func declareIndexingIterator() -> TypeInfo {
        let iterator = TypeInfo(name: "IndexingIterator", kind: .structure, module: "Swift")
        method(iterator, "next", [], mutating: true) { s, _ in
            guard case .structValue(_, let fields) = s, fields.count == 2, case .array(let elements) = fields[0],
                  case .int(let position) = fields[1], position < elements.count else { return .none }
            let element = elements[position]
            s = .structValue(iterator, [fields[0], .int(position + 1)])
            return .some(element)
        }
        // An iterator is a sequence of what it has left (`for x in iterator`), and so is
        // `IteratorSequence(iterator)`.
        method(iterator, "makeIterator", []) { s, _ in s }
        let sequence = TypeInfo(name: "IteratorSequence", kind: .structure, module: "Swift")
        initializer(sequence, [nil]) { arguments in arguments[0] }
        types["IteratorSequence"] = sequence
        return iterator
    }
}
