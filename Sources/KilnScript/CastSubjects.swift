// What casts and `as` conversions see of a value: the value inside its Optionals, and inside a
// library class that boxes one of Swift's values (`Interpreter.Options.bridgeBoxes`).

extension Value {
    /// What a cast tests: the value inside however many Optionals wrap it, as Swift looks through
    /// them (`let x: Any? = item; x is Item` is true).
    var castSubject: Value {
        var value = self
        while case .some(let wrapped) = value { value = wrapped }
        // A bridged box (the NSString an unarchiver gives) is cast as the value inside it.
        if case .object(let instance) = value, let slot = instance.type.bridgedValueSlot { return instance.fields[slot] }
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
}
