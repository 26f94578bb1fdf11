// A script type's own `==` and `hash(into:)` (or `hashValue`) for the members of a Set and the
// keys of a Dictionary: Swift compares and hashes them with the type's code, so a `==` that ignores
// a field (a case-insensitive name) makes two values one member. Kiln's sets and dictionaries hash
// through `HashKey` (Value.swift), which asks the run here when the type declares either (the type's
// `customHashing`, set once its declarations are complete). A type that declares only `==` keeps
// the synthesized hash of its stored properties, as Swift's does.

extension Runtime {
    /// Whether the type itself (or a superclass, or an extension) declares `==`, `hash(into:)` or
    /// `hashValue`, in code of the script or the library's Swift.
    func declaresHashing(_ type: TypeInfo) -> Bool {
        if type.lookupStatic("==")?.contains(where: { $0.function.map { $0.native == nil && $0.parameters.count == 2 } ?? false }) == true {
            return true
        }
        return hashCode(of: type) != nil || hashValueGetter(of: type) != nil
    }

    /// The type's `hash(into:)` written in Swift.
    /// Looked for up the superclasses past a subclass's own `hash` of another kind (NSObject's
    /// `hash(into:)` beside a subclass's `override var hash: Int`).
    private func hashCode(of type: TypeInfo) -> FunctionCode? {
        var current: TypeInfo? = type
        while let candidate = current {
            let found = candidate.members["hash"]?.lazy.compactMap(\.function).first { code in
                code.native == nil && code.parameters.count == 1 && code.parameters[0].label == "into"
            }
            if let found { return found }
            current = candidate.superclass
        }
        return nil
    }

    /// The type's `var hashValue: Int` written in Swift (the spelling before `hash(into:)`).
    private func hashValueGetter(of type: TypeInfo) -> FunctionCode? {
        for member in type.lookup("hashValue") ?? [] {
            if case .computed(_, let get, _) = member, get.native == nil { return get }
        }
        return nil
    }

    /// `a == b` by the type's own `==`; nil when it has none (the caller compares the stored
    /// properties) or when that code stops with an error.
    func scriptEqual(_ a: Value, _ b: Value) -> Bool? {
        guard let result = try? userBinaryOperator("==", a, b, at: currentLocation), case .bool(let equal) = result else { return nil }
        return equal
    }

    /// Feeds `hasher` what the type's own `hash(into:)` (or `hashValue`) gives for `value`; false
    /// when it has neither (the caller hashes the stored properties) or when that code fails.
    func scriptHash(_ value: Value, into hasher: inout Hasher) -> Bool {
        let type = typeInfo(of: value)
        var receiver = value
        if let code = hashCode(of: type) {
            var state = Value.structValue(builtinTypes.hasher, [.int(0)])
            let finished: Void? = try? {
                _ = try call(code, captured: nil, selfValue: &receiver, arguments: [state], at: currentLocation) { frame in
                    state = frame.slots[code.hasSelf ? 1 : 0]
                }
            }()
            guard finished != nil, case .structValue(_, let fields) = state, case .int(let combined)? = fields.first else { return false }
            hasher.combine(combined)
            return true
        }
        if let get = hashValueGetter(of: type),
           case .int(let hash)? = try? call(get, captured: nil, selfValue: &receiver, arguments: [], at: currentLocation) {
            hasher.combine(hash)
            return true
        }
        return false
    }
}
