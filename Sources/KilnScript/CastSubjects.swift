// What casts and `as` conversions see of a value: the value inside its Optionals, and inside a
// library class that boxes one of Swift's values (`Interpreter.Options.bridgeBoxes`).

extension Value {
    /// What a cast tests: the value inside however many Optionals wrap it, as Swift looks through
    /// them (`let x: Any? = item; x is Item` is true).
    var castSubject: Value {
        let value = withoutOptionals
        // A bridged box (the NSString an unarchiver gives) is cast as the value inside it.
        if case .object(let instance) = value, let slot = instance.type.bridgedValueSlot { return instance.fields[slot] }
        return value
    }

    /// The value inside however many Optionals wrap it.
    var withoutOptionals: Value {
        var value = self
        while case .some(let wrapped) = value { value = wrapped }
        return value
    }

    /// The value as `as` converts it: a bridged box (or an Optional of one) gives the value inside.
    var unboxed: Value {
        switch self {
        case .object(let instance):
            if let slot = instance.type.bridgedValueSlot { return instance.fields[slot] }
            return self
        case .some(let wrapped):
            return .some(wrapped.unboxed)
        default:
            return self
        }
    }

    /// An array's or dictionary's elements with their bridged boxes opened, for a cast to a
    /// collection type (`[Any]` of decoded strings `as? [String]`); the value itself when none is boxed.
    var elementsUnboxed: Value {
        switch self {
        case .array(let elements):
            guard elements.contains(where: \.isBridgedBox) else { return self }
            return .array(elements.map(\.unboxed))
        case .dictionary(let dictionary):
            guard dictionary.values.contains(where: \.isBridgedBox) || dictionary.keys.contains(where: \.isBridgedBox) else { return self }
            var result = OrderedDictionary()
            for (key, element) in zip(dictionary.keys, dictionary.values) { result[key.unboxed] = element.unboxed }
            return .dictionary(result)
        default:
            return self
        }
    }

    private var isBridgedBox: Bool {
        switch self {
        case .object(let instance): return instance.type.bridgesValue
        case .some(let wrapped): return wrapped.isBridgedBox
        default: return false
        }
    }
}
