// NSCoder's hot methods as native bodies (issue 14): `encode(_:forKey:)`, `decodeObject(forKey:)`,
// `decodeObject(of:forKey:)`, `decodeInteger(forKey:)`, `decodeBool(forKey:)` and
// `decodeDouble(forKey:)` stay declared in the prelude (PreludeArchiving.swift), where they are
// checked, overridden and called through `super` as written, but a call runs the body here
// (`NativeMethodBody`): what the written body does, the primitives' work (ArchiveBindings.swift)
// and `__kilnBridgeDecoded`'s, without a frame, its statements and a call of each primitive.
import KilnScript

extension Bindings {
    func registerCoderMethodBodies(in interpreter: Interpreter) {
        func method(_ name: String, _ labels: [String?], _ body: @escaping NativeBody) {
            interpreter.register(NativeMethodBody(type: "NSCoder", name: name, labels: labels, body))
        }
        // `__kilnEncode(__handle, value, key)`
        // `unowned(unsafe)`: the bindings outlive every call of these (the run they register
        // into), and `unowned` would retain and release them through their side table on each.
        method("encode", [nil, "forKey"]) { [unowned(unsafe) self] context, coder, arguments in
            try encode(coderField(0, of: coder, context), arguments[0], forKey: arguments[1], context)
        }
        // `if __failedWith != nil { return nil }`, then
        // `return __kilnBridgeDecoded(__kilnDecodeObject(__handle, key))`
        method("decodeObject", ["forKey"]) { [unowned(unsafe) self] context, coder, arguments in
            if case .none = try coderField(1, of: coder, context) {
                return try bridgeDecoded(decodeObject(coderField(0, of: coder, context), forKey: arguments[0], context), context)
            }
            return .none
        }
        // `if __failedWith != nil { return nil }`, then
        // `return __kilnBridgeDecoded(__kilnDecodeObjectOf(__handle, classes, key))`
        method("decodeObject", ["of", "forKey"]) { [unowned(unsafe) self] context, coder, arguments in
            if case .none = try coderField(1, of: coder, context) {
                return try bridgeDecoded(decodeObject(coderField(0, of: coder, context), of: arguments[0], forKey: arguments[1], context),
                                         context)
            }
            return .none
        }
        // `return __kilnDecodeScalar(__handle, "Int", key) as! Int` and its kin.
        for (name, kind) in [("decodeInteger", "Int"), ("decodeBool", "Bool"), ("decodeDouble", "Double")] {
            method(name, ["forKey"]) { [unowned(unsafe) self] context, coder, arguments in
                try decodeScalar(unarchiverEntry(coderField(0, of: coder, context), context), kind: kind, forKey: arguments[0], context)
            }
        }
    }

    /// The coder's `__handle` (0) or `__failedWith` (1), as the written body reads it: in place
    /// when the stored property is read as stored (its field found once per class), else by name.
    private func coderField(_ which: Int, of coder: Value, _ context: NativeContext) throws -> Value {
        let name = which == 0 ? "__handle" : "__failedWith"
        guard case .object(let instance) = coder else { return try context.property(name, of: coder) }
        let type = instance.type
        let slots: (handle: Int?, failedWith: Int?)
        if let last = archiving.lastCoderSlots, last.type == ObjectIdentifier(type) {
            slots = (last.handle, last.failedWith)
        } else if let known = archiving.coderFieldSlots[ObjectIdentifier(type)] {
            slots = (known.handle, known.failedWith)
        } else {
            func slot(_ name: String) -> Int? { type.storedFieldIndex(name).flatMap { type.readsStoredFieldInPlace($0) ? $0 : nil } }
            slots = (slot("__handle"), slot("__failedWith"))
            // The class is held, so its identifier is not reused.
            archiving.coderFieldSlots[ObjectIdentifier(type)] = (type, slots.handle, slots.failedWith)
        }
        archiving.lastCoderSlots = (ObjectIdentifier(type), slots.handle, slots.failedWith)
        if let index = which == 0 ? slots.handle : slots.failedWith, let value = context.storedField(index, of: coder) { return value }
        return try context.property(name, of: coder)
    }

    /// `__kilnBridgeDecoded(value)` of a decoded value: a string (`value as? String`) as an NSString,
    /// a Data, an array or a dictionary in its box (NSData, NSArray, NSDictionary), anything else
    /// as it is; a value, Optional as the `Any?` it returns.
    private func bridgeDecoded(_ decoded: Value, _ context: NativeContext) throws -> Value {
        var string: String?
        switch decoded {
        case .none: return .none
        case .string(let text): string = text
        case .object(let instance) where instance.type.name == "NSString":
            // An NSString box: `as? String` sees the string inside it.
            if let slot = instance.type.storedFieldIndex("__value"), case .string(let text)? = context.storedField(slot, of: decoded) {
                string = text
            }
        default: break
        }
        if let string {
            guard let type = context.type(named: "NSString", from: nil) else { throw context.fault("internal: NSString is missing") }
            return .some(try boxed(.string(string), in: type, context))
        }
        let boxes = ["NSData", "NSArray", "NSDictionary"].map { name in context.type(named: name, from: nil).map(Value.metatype) ?? .none }
        // (`.some(decoded)`: the Optional the written body's `Any?` parameter makes of it.)
        return try decodedObject(.some(decoded), data: boxes[0], array: boxes[1], dictionary: boxes[2], context)
    }
}
