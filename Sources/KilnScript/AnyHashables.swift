// `AnyHashable`: a Hashable value with its type erased, as Swift has it — `AnyHashable("a")`, the
// elements of `[AnyHashable]` and `Set<AnyHashable>`, the keys of `[AnyHashable: Any]`. A value
// is a struct of the one field `base`; it equals and hashes as its base does (so `d[2]` finds
// the key `AnyHashable(2)`, and `AnyHashable(1) == AnyHashable(1.0)` as Swift's numbers do), prints
// as its base, and inside a collection as `AnyHashable("a")`; `as? String` looks through it.

enum AnyHashableBox {
    /// The type of every AnyHashable value (shared: its members need no interpreter).
    nonisolated(unsafe) static let type: TypeInfo = {
        let type = TypeInfo(name: "AnyHashable", kind: .structure, module: "Swift")
        type.fieldNames = ["base"]
        type.conformances.formUnion(["Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible"])
        let base = FunctionCode(name: "base", parameters: [], hasSelf: true)
        let read: (Value) throws -> Value = { value in AnyHashableBox.base(of: value) ?? value }
        base.native = { selfValue, _ in try read(selfValue) }
        base.nativeGetter = read
        type.members["base"] = [.computed(name: "base", get: base, set: nil)]
        let make = FunctionCode(name: "init", parameters: [Parameter(label: nil)], hasSelf: true)
        make.native = { _, arguments in AnyHashableBox.wrap(arguments[0]) }
        make.nativeUnary = { _, argument in AnyHashableBox.wrap(argument) }
        type.initializers = [.method(make)]
        return type
    }()

    /// `value` as an AnyHashable (one already is stays as it is).
    static func wrap(_ value: Value) -> Value {
        if base(of: value) != nil { return value }
        return .structValue(type, [value])
    }

    /// The base of an AnyHashable value; nil for any other value.
    @inline(__always)
    static func base(of value: Value) -> Value? {
        guard case .structValue(let t, let fields) = value, t === type, let first = fields.first else { return nil }
        return first
    }
}
