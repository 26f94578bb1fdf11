// A script type's own `encode(to:)` and `init(from:)`: Kiln runs them with an Encoder / Decoder
// of the prelude (PreludeCodable.swift) whose keyed and single-value containers hand the values
// to the native coders here. A key is the case of the container's `CodingKeys` with the same name,
// so `forKey: .name` means that type's key whichever enum the name resolved to.
import KilnScript

/// The values being decoded by a script's `init(from:)`, by the handle its Decoder holds: the
/// decoders of nested values come and go with the calls.
final class CodingTable {
    struct Frame {
        let value: CodedValue
        let path: [CodingPathKey]
        let fromJSON: Bool
        let strategies: CodingStrategies

        /// The object's member at `key` (after the key strategy, from JSON); nil when the value
        /// is not an object or has no such member.
        func member(_ key: String, _ context: NativeContext) throws -> CodedValue? {
            guard case .object(let stored) = value else { return nil }
            let members = fromJSON ? try strategies.decodedMembers(stored, path: path, context) : stored
            return members.last(where: { $0.key == key })?.value
        }
    }
    private var frames: [Int: Frame] = [:]
    private var nextHandle = 0

    func push(_ frame: Frame) -> Int {
        nextHandle += 1
        frames[nextHandle] = frame
        return nextHandle
    }

    /// Forgets `handle` and every handle pushed after it (the nested containers of its decoder).
    func pop(_ handle: Int) {
        for later in handle...max(handle, nextHandle) { frames[later] = nil }
    }

    func frame(_ handle: Value, _ context: NativeContext) throws -> Frame {
        guard let frame = frames[try intArgument(handle, context, "the decoder")] else {
            throw context.fault("a Decoder is used after its init(from:) returned")
        }
        return frame
    }
}

/// The name of a container's key type (`keyedBy:`), as Swift prints its keys; `CodingKeys`
/// when it is not a script's enum.
func codingKeyTypeName(_ keys: Value) -> String {
    if case .metatype(let type) = keys.unwrapped, type.kind == .enumeration { return type.name }
    return "CodingKeys"
}

/// The key a container's `forKey:` argument names: the raw value (or name) of the case of the
/// container's key type with the same name; a String as it is.
func codingKeyString(_ key: Value, keyedBy keys: Value, _ context: NativeContext) throws -> String {
    switch key.unwrapped {
    case .string(let string): return string
    case .enumCase(let type, let index, _):
        let name = type.enumCases[index].name
        var keyType = type
        if case .metatype(let container) = keys.unwrapped, container.kind == .enumeration { keyType = container }
        guard let keyCase = keyType.enumCases.first(where: { $0.name == name }) else {
            throw context.fault("'\(keyType.name)' has no key '\(name)'")
        }
        if case .string(let raw)? = keyCase.rawValue { return raw }
        return name
    default:
        throw context.fault("a coding key must be a case of the type's CodingKeys, not \(try context.describe(key))")
    }
}

extension ScriptValueEncoder {
    /// Runs the value's own `encode(to:)` and encodes what it put in its container.
    mutating func encodeCustom(_ value: Value) throws -> CodedValue {
        let context = self.context
        return try encodeWithEncoder { _ = try context.callMethod("encode", labels: ["to"], on: value, arguments: [$0]) }
    }

    /// `encode(_:configuration:)`: the value's own `encode(to:configuration:)`.
    mutating func encodeConfigured(_ value: Value, configuration: Value) throws -> CodedValue {
        let context = self.context
        return try encodeWithEncoder {
            _ = try context.callMethod("encode", labels: ["to", "configuration"], on: value, arguments: [$0, configuration])
        }
    }

    /// Runs `body` with a fresh Encoder (a type's `encode(to:)`, a `.custom` strategy's closure)
    /// and encodes what it put in its container: nothing is an empty object, as in Foundation.
    mutating func encodeWithEncoder(_ body: (Value) throws -> Void) throws -> CodedValue {
        let encoder = try context.construct("__KilnEncoder", labels: [], arguments: [])
        if !path.isEmpty { try context.setProperty("codingPath", of: encoder, to: try codingPath(path, context)) }
        try body(encoder)
        return try encoded(encoder)
    }

    /// What an Encoder of the prelude was given: a single value, an unkeyed container's elements
    /// or a keyed container's members; a nested container or super encoder in turn.
    private mutating func encoded(_ encoder: Value) throws -> CodedValue {
        if case .array(let single) = try context.property("__single", of: encoder), let only = single.last {
            return try encode(only)
        }
        guard case .array(let entries) = try context.property("__entries", of: encoder) else { return .object([]) }
        if case .bool(true) = try context.property("__unkeyed", of: encoder) {
            var elements: [CodedValue] = []
            for (index, entry) in entries.enumerated() { elements.append(try nestedEntry(.index(index), entry)) }
            return .array(elements)
        }
        let keys = try context.property("__keys", of: encoder)
        var members: [(key: String, value: CodedValue)] = []
        for entry in entries {
            guard case .array(let pair) = entry, pair.count == 2 else { continue }
            let key = try codingKeyString(pair[0], keyedBy: keys, context)
            members.append((try outputKey(key), try nestedEntry(.property(key), pair[1])))
        }
        return .object(members)
    }

    /// A container's entry at `key`: a nested encoder's contents, or a value.
    private mutating func nestedEntry(_ key: CodingPathKey, _ value: Value) throws -> CodedValue {
        guard case .object(let instance) = value.unwrapped, instance.type.name == "__KilnEncoder" else { return try nested(key, value) }
        return try within(key) { try $0.encoded(value) }
    }
}

extension ScriptValueDecoder {
    /// Runs the type's own `init(from:)` (or `init(from:configuration:)`) with a Decoder over `value`.
    mutating func decodeCustom(_ type: TypeInfo, from value: CodedValue, configuration: Value? = nil,
                               typeArguments: [CodableType] = []) throws -> Value {
        // `[FailableDecodable<Product>].self`: the generic type's own `init(from:)` reads `Base.self`.
        let context = self.context
        let bound = typeArguments.compactMap { $0.typeValue(context) }
        return try decodeWithDecoder(value) { decoder in
            if let configuration {
                return try context.construct(type, labels: ["from", "configuration"], arguments: [decoder, configuration])
            }
            if !bound.isEmpty, bound.count == typeArguments.count {
                return try context.construct(type, labels: ["from"], arguments: [decoder], typeArguments: bound)
            }
            return try context.construct(type, labels: ["from"], arguments: [decoder])
        }
    }

    /// Runs `body` with a Decoder over `value` (a type's `init(from:)`, a `.custom` strategy's closure).
    func decodeWithDecoder(_ value: CodedValue, _ body: (Value) throws -> Value) throws -> Value {
        let handle = table.push(.init(value: value, path: path, fromJSON: fromJSON, strategies: strategies))
        defer { table.pop(handle) }
        return try body(try context.construct("__KilnDecoder", labels: ["__handle"], arguments: [.int(handle)]))
    }
}

extension Bindings {
    func registerCustomCodingPrimitives(in interpreter: Interpreter) {
        let table = codingTable
        // container(keyedBy:): the value must be an object.
        primitive(interpreter, "CodableKeyed", 1) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            return try throwingDecodingErrors(context) {
                guard case .object = frame.value else { throw DecodingFailure.notAnObject(frame.value, path: frame.path) }
                return .void
            }
        }
        // decode(_:forKey:) and decodeIfPresent(_:forKey:): (handle, type, key, keyedBy, ifPresent)
        primitive(interpreter, "CodableMember", 5) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            let type = try CodableType(typeValue: arguments[1], context: context)
            let key = try codingKeyString(arguments[2], keyedBy: arguments[3], context)
            let ifPresent = try boolArgument(arguments[4], context, "ifPresent")
            return try throwingDecodingErrors(context) {
                guard case .object = frame.value else { return .none }
                guard let member = try frame.member(key, context) else {
                    if ifPresent { return .none }
                    throw DecodingFailure.keyNotFound(key, path: frame.path, keyType: codingKeyTypeName(arguments[3]))
                }
                return try decodeContained(member, as: type, at: .property(key), in: frame, ifPresent: ifPresent, context, table)
            }
        }
        // contains(_:) and decodeNil(forKey:): (handle, key, keyedBy, "contains" | "nil")
        primitive(interpreter, "CodableHasKey", 4) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            let key = try codingKeyString(arguments[1], keyedBy: arguments[2], context)
            guard let member = try frame.member(key, context) else { return .bool(false) }
            if try stringArgument(arguments[3], context, "the question") == "nil", case .null = member { return .bool(true) }
            return .bool(try stringArgument(arguments[3], context, "the question") == "contains")
        }
        // `super.encode(to:)` and `super.init(from:)` where the superclass's Codable conformance is
        // synthesized: its stored properties go into (come from) the encoder's (decoder's) keyed
        // container, the one the subclass uses or a `superEncoder()`'s.
        interpreter.registerSynthesizedMembers { context, type, name, labels, selfValue, arguments in
            guard arguments.count == 1 else { return nil }
            if name == "encode", labels == ["to"], type.adopts("Encodable") || type.adopts("Codable") {
                guard case .array(var entries) = try context.property("__entries", of: arguments[0]) else { return nil }
                for (property, key) in try codedProperties(of: type, context: context) {
                    let field = try context.property(property.name, of: selfValue)
                    if case .none = field { continue }
                    entries.append(.array([.string(key), field]))
                }
                try context.setProperty("__entries", of: arguments[0], to: .array(entries))
                return .void
            }
            if name == "init", labels == ["from"], type.adopts("Decodable") || type.adopts("Codable") {
                let frame = try table.frame(try context.property("__handle", of: arguments[0]), context)
                var decoder = ScriptValueDecoder(context: context, fromJSON: frame.fromJSON, strategies: frame.strategies, table: table)
                decoder.path = frame.path
                _ = try throwingDecodingErrors(context) {
                    let fields = try decoder.decodeStoredProperties(of: type, .script(type), from: frame.value)
                    for (field, value) in fields { try context.setProperty(field, of: selfValue, to: value) }
                    return .void
                }
                return .void
            }
            return nil
        }
        // unkeyedContainer(): the value must be an array; its count.
        primitive(interpreter, "CodableUnkeyed", 1) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            return try throwingDecodingErrors(context) {
                guard case .array(let elements) = frame.value else {
                    if case .null = frame.value { throw DecodingFailure.nullContainer("Array<Any>", "unkeyed", path: frame.path) }
                    throw DecodingFailure(kind: .typeMismatch, typeName: "Array<Any>", path: frame.path,
                                          message: "Expected to decode Array<Any> but found \(frame.value.foundDescription) instead.")
                }
                return .int(elements.count)
            }
        }
        // An unkeyed container's decode(_:) and decodeIfPresent(_:): (handle, type, index, ifPresent)
        primitive(interpreter, "CodableElement", 4) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            let type = try CodableType(typeValue: arguments[1], context: context)
            let index = try intArgument(arguments[2], context, "the index")
            let ifPresent = try boolArgument(arguments[3], context, "ifPresent")
            return try throwingDecodingErrors(context) {
                let element = try unkeyedElement(frame, at: index, typeName: type.name)
                return try decodeContained(element, as: type, at: .index(index), in: frame, ifPresent: ifPresent, context, table)
            }
        }
        // An unkeyed container's decodeNil(): (handle, index)
        primitive(interpreter, "CodableElementIsNil", 2) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            let index = try intArgument(arguments[1], context, "the index")
            guard case .array(let elements) = frame.value, index < elements.count, case .null = elements[index] else { return .bool(false) }
            return .bool(true)
        }
        // A nested container or super decoder: (handle, key or index, keyedBy or nil) → the nested value's handle.
        primitive(interpreter, "CodableNested", 3) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            return try throwingDecodingErrors(context) {
                let value: CodedValue
                let path: [CodingPathKey]
                if case .int(let index) = arguments[1].unwrapped, case .array = frame.value {
                    value = try unkeyedElement(frame, at: index, typeName: "Decoder")
                    path = frame.path + [.index(index)]
                } else {
                    let key = try codingKeyString(arguments[1], keyedBy: arguments[2], context)
                    guard case .object = frame.value else { throw DecodingFailure.notAnObject(frame.value, path: frame.path) }
                    let keyType = codingKeyTypeName(arguments[2])
                    guard let member = try frame.member(key, context) else { throw DecodingFailure.keyNotFound(key, path: frame.path, keyType: keyType) }
                    value = member
                    path = frame.path + [CodingPathKey(stringValue: key, intValue: nil, typeName: keyType)]
                }
                return .int(table.push(.init(value: value, path: path, fromJSON: frame.fromJSON, strategies: frame.strategies)))
            }
        }
        // A Decoder's or container's codingPath: (handle)
        primitive(interpreter, "CodablePath", 1) { context, arguments in
            try codingPath(try table.frame(arguments[0], context).path, context)
        }
        // A nested encoder's last coding key: (key or index, keyedBy or nil)
        primitive(interpreter, "CodingPathKey", 2) { context, arguments in
            if case .int(let index) = arguments[0].unwrapped { return try codingKey(.index(index), context) }
            return try codingKey(.property(try codingKeyString(arguments[0], keyedBy: arguments[1], context)), context)
        }
        // singleValueContainer().decodeNil(): whether the value is null.
        primitive(interpreter, "CodableSingleIsNil", 1) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            if case .null = frame.value { return .bool(true) }
            return .bool(false)
        }
                // singleValueContainer().decode(_:): (handle, type)
        primitive(interpreter, "CodableSingle", 2) { context, arguments in
            let frame = try table.frame(arguments[0], context)
            let type = try CodableType(typeValue: arguments[1], context: context)
            return try throwingDecodingErrors(context) {
                var decoder = ScriptValueDecoder(context: context, fromJSON: frame.fromJSON, strategies: frame.strategies, table: table)
                decoder.path = frame.path
                return try decoder.decode(type, from: frame.value)
            }
        }
    }
}

/// The element at `index` of an unkeyed container's array; past the end, Foundation's error.
private func unkeyedElement(_ frame: CodingTable.Frame, at index: Int, typeName: String) throws -> CodedValue {
    guard case .array(let elements) = frame.value, index < elements.count else {
        throw DecodingFailure(kind: .valueNotFound, typeName: typeName, path: frame.path + [.index(index)], message: "Unkeyed container is at end.")
    }
    return elements[index]
}

/// A container's member (or element) at `key` decoded as `type`; with `ifPresent`, null is nil.
private func decodeContained(_ value: CodedValue, as type: CodableType, at key: CodingPathKey, in frame: CodingTable.Frame,
                             ifPresent: Bool, _ context: NativeContext, _ table: CodingTable) throws -> Value {
    if ifPresent, case .null = value { return .none }
    var decoder = ScriptValueDecoder(context: context, fromJSON: frame.fromJSON, strategies: frame.strategies, table: table)
    decoder.path = frame.path + [key]
    let decoded = try decoder.decode(type, from: value)
    return ifPresent ? .some(decoded) : decoded
}

extension CodableType {
    /// The type as a script's value of it (`Product.self`; `[Product].self` held as
    /// `[Product.self]`), for binding a generic parameter; nil where Kiln has none.
    func typeValue(_ context: NativeContext) -> Value? {
        switch self {
        case .builtin(let name): return context.metatype(named: name)
        case .script(let type), .specialized(let type, _): return .metatype(type)
        case .array(let element): return element.typeValue(context).map { .array([$0]) }
        default: return nil
        }
    }
}
