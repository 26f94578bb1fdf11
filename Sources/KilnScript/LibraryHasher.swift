// `Hasher`: the standard library's hasher, for the `hash(into:)` a script writes or calls. Its
// state is one Int mixed by Swift's own Hasher with each combined value (hashed as Kiln hashes
// Set members and Dictionary keys), so equal values give equal hashes within a run.

extension Library {
    func declareHasher() {
        let hasher = TypeInfo(name: "Hasher", kind: .structure, module: "Swift")
        types["Hasher"] = hasher
        func state(_ value: Value) -> Int {
            if case .structValue(_, let fields) = value, case .int(let state)? = fields.first { return state }
            return 0
        }
        initializer(hasher, []) { _ in .structValue(hasher, [.int(0)]) }
        method(hasher, "combine", [nil], mutating: true) { s, a in
            var mixer = Swift.Hasher()
            mixer.combine(state(s))
            hashScriptValue(a[0], into: &mixer)
            s = .structValue(hasher, [.int(mixer.finalize())])
            return .void
        }
        method(hasher, "finalize", []) { s, _ in
            var mixer = Swift.Hasher()
            mixer.combine(state(s))
            return .int(mixer.finalize())
        }
    }
}
