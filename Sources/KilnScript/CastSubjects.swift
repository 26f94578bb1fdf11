// What casts and `as` conversions see of a value: the value inside its Optionals, and inside a
// library class that boxes one of Swift's values (`Interpreter.Options.bridgeBoxes`).

extension Value {
    /// What a cast tests: the value inside however many Optionals wrap it, as Swift looks through
    /// them (`let x: Any? = item; x is Item` is true).
    var castSubject: Value {
        let value = withoutOptionals
        // A bridged box (the NSString an unarchiver gives) is cast as the value inside it.
        if case .object(let instance) = value, let slot = instance.type.bridgedValueSlot { return instance.fields[slot] }
        if let base = AnyHashableBox.base(of: value) { return base.castSubject }  // `h as? String` of an AnyHashable
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
            return .array(elements.map(\.unboxedKeepingNumbers))
        case .dictionary(let dictionary):
            guard dictionary.values.contains(where: \.isBridgedBox) || dictionary.keys.contains(where: \.isBridgedBox) else { return self }
            var result = OrderedDictionary()
            for (key, element) in zip(dictionary.keys, dictionary.values) { result[key.unboxed] = element.unboxedKeepingNumbers }
            return .dictionary(result)
        default:
            return self
        }
    }

    /// What a cast to `target` (`Double`, `Int`, `Float`, `Bool`) sees: a Foundation number (a
    /// whole number `JSONSerialization` read, an NSNumber) converts as NSNumber does — `as? Double`
    /// gives 3.0 where a Swift Int would give nil; anything else is `castSubject`.
    func castSubject(asNumber target: String?) -> Value {
        guard let target, case .object(let instance) = withoutOptionals, instance.type.name == Value.foundationNumberClass,
              let slot = instance.type.bridgedValueSlot else { return castSubject }
        let whole: Int
        switch instance.fields[slot] {
        case .int(let number): whole = number
        case .bool(let flag): whole = flag ? 1 : 0  // a JSON `true` is the NSNumber 1
        default: return castSubject
        }
        switch target {
        case "Double", "CGFloat", "TimeInterval": return .double(Double(whole))
        case "Float": return .float(Float(whole))
        case "Bool": return whole == 0 || whole == 1 ? .bool(whole == 1) : .int(whole)
        case "Int": return .int(whole)
        default:
            // `attributes[.size] as? UInt64`: NSNumber gives a fixed-width integer when the number
            // fits it exactly (a file's size, permissions), else the cast fails (the Int stays).
            guard let kind = IntKind.allCases.first(where: { $0.name == target }),
                  let fixed = FixedInt(exactly: Int64(whole), kind) else { return .int(whole) }
            return .fixed(fixed)
        }
    }

    /// The library class of the numbers Foundation reads (the prelude's JSONSerialization).
    public static let foundationNumberClass = "__NSCFNumber"

    /// The number type a cast names (`Double`, `Int`, …), for `castSubject(asNumber:)`.
    static func castNumberTarget(_ typeText: String) -> String? {
        ["Double", "CGFloat", "TimeInterval", "Float", "Int", "Bool"].contains(typeText)
            || IntKind.allCases.contains(where: { $0.name == typeText }) ? typeText : nil
    }

    /// `elementsUnboxed` with Foundation numbers converted for a cast to `[Double]`,
    /// `[String: Double]` (`element` the number type of the elements or values).
    func elementsUnboxed(asNumber element: String?) -> Value {
        guard let element else { return elementsUnboxed }
        switch self {
        case .array(let elements) where elements.contains(where: \.isBridgedBox):
            return .array(elements.map { $0.isBridgedBox ? $0.castSubject(asNumber: element) : $0 })
        case .dictionary(let dictionary) where dictionary.values.contains(where: \.isBridgedBox):
            var result = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) { result[key.unboxed] = value.isBridgedBox ? value.castSubject(asNumber: element) : value }
            return .dictionary(result)
        default:
            return elementsUnboxed
        }
    }

    /// `unboxed`, but a Foundation number stays one (`as! [String: Any]` keeps NSNumbers, which a
    /// later `as? Double` converts); a cast to a number type converts it (`elementsUnboxed(asNumber:)`).
    private var unboxedKeepingNumbers: Value {
        if case .object(let instance) = withoutOptionals, instance.type.name == Value.foundationNumberClass { return self }
        return unboxed
    }

    private var isBridgedBox: Bool {
        switch self {
        case .object(let instance): return instance.type.bridgesValue
        case .some(let wrapped): return wrapped.isBridgedBox
        default: return false
        }
    }
}
