// A script value encoded as Swift's synthesized `Encodable` conformance encodes it: a struct's or
// class's stored properties in declaration order (renamed and chosen by a `CodingKeys` enum), nil
// optionals left out, enums with raw values as their raw value, Date, Data and URL as Foundation
// encodes them for JSON or for a property list.
import KilnScript
import PropertyList

/// A key on the path from the top-level value to the one being coded, for errors' `codingPath`.
struct CodingPathKey {
    let stringValue: String
    let intValue: Int?
    /// The key type Swift names in messages: `CodingKeys` for properties, `_CodingKey` otherwise.
    let typeName: String

    static func property(_ name: String) -> CodingPathKey { CodingPathKey(stringValue: name, intValue: nil, typeName: "CodingKeys") }
    static func index(_ index: Int) -> CodingPathKey { CodingPathKey(stringValue: "Index \(index)", intValue: index, typeName: "_CodingKey") }
    static func key(_ name: String) -> CodingPathKey { CodingPathKey(stringValue: name, intValue: nil, typeName: "_CodingKey") }

    /// `CodingKeys(stringValue: "name", intValue: nil)`, as Swift prints a coding key.
    var description: String {
        "\(typeName)(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
    }
}

/// The deepest nesting Kiln codes: deeper means a value that holds itself (objects in a cycle).
let maximumCodingDepth = 512

/// Encodes script values; an error Swift would throw is an `EncodingFailure`.
struct ScriptValueEncoder {
    let context: NativeContext
    /// JSON, or a property list (dates and data stay themselves).
    let forJSON: Bool
    let strategies: CodingStrategies
    private(set) var path: [CodingPathKey] = []
    /// The script types coded so far, each worked out once (CodingPlans.swift).
    private let plans = CodingPlans()

    init(context: NativeContext, forJSON: Bool, strategies: CodingStrategies) {
        self.context = context
        self.forJSON = forJSON
        self.strategies = strategies
    }

    struct EncodingFailure: Error {
        let value: Value
        let path: [CodingPathKey]
        let message: String
    }

    mutating func encode(_ value: Value) throws -> CodedValue {
        guard path.count < maximumCodingDepth else {
            throw context.fault("cannot encode a value nested more than \(maximumCodingDepth) levels deep (does an object hold itself?)")
        }
        switch value.numericallyPlain {
        case .none: return .null
        case .some(let wrapped): return try encode(wrapped)
        case .int(let int): return .int(int)
        case .double(let double):
            if forJSON && !double.isFinite {
                if let text = strategies.text(of: double) { return .string(text) }
                throw EncodingFailure(value: value, path: path, message: "Unable to encode Double.\(double.isNaN ? "nan" : "\(double)") directly in JSON.")
            }
            return .double(double)
        case .bool(let bool): return .bool(bool)
        case .string(let string): return .string(string)
        case .character(let character): return .string(String(character))
        case .array(let elements): return try encodeElements(elements)
        case .set(let set): return try encodeElements(set.elements)
        case .dictionary(let dictionary): return try encodeDictionary(dictionary)
        case .structValue(let type, _): return try encodeInstance(value, of: type)
        case .object(let instance): return try encodeInstance(value, of: instance.type)
        case .enumCase(let type, let index, let payload): return try encodeCase(type, index, payload)
        case .range(let lower, let upper, let closed) where lower != Int.min && upper != Int.max:
            // Range's and ClosedRange's Codable conformance: the two bounds.
            return .array([.int(lower), .int(closed ? upper - 1 : upper)])
        default:
            throw context.fault("\(try context.describe(value)) is not Encodable: only Codable types, numbers, strings, Bools, arrays and dictionaries of them can be encoded")
        }
    }

    mutating func nested(_ key: CodingPathKey, _ value: Value) throws -> CodedValue {
        try within(key) { try $0.encode(value) }
    }

    /// `body` with `key` last on the coding path.
    mutating func within(_ key: CodingPathKey, _ body: (inout ScriptValueEncoder) throws -> CodedValue) throws -> CodedValue {
        path.append(key)
        defer { path.removeLast() }
        return try body(&self)
    }

    private mutating func encodeElements(_ elements: [Value]) throws -> CodedValue {
        var coded: [CodedValue] = []
        coded.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() { coded.append(try nested(.index(index), element)) }
        return .array(coded)
    }

    /// String keys make an object; Int keys too, as strings (as Foundation does); any other key
    /// type an array of alternating keys and values.
    private mutating func encodeDictionary(_ dictionary: OrderedDictionary) throws -> CodedValue {
        var members: [(key: String, value: CodedValue)] = []
        for (key, value) in zip(dictionary.keys, dictionary.values) {
            switch key.unwrapped {
            case .string(let name): members.append((name, try nested(.key(name), value)))
            case .int(let int): members.append((String(int), try nested(.key(String(int)), value)))
            default:
                var pairs: [CodedValue] = []
                for (index, (key, value)) in zip(dictionary.keys, dictionary.values).enumerated() {
                    pairs.append(try nested(.index(2 * index), key))
                    pairs.append(try nested(.index(2 * index + 1), value))
                }
                return .array(pairs)
            }
        }
        return .object(members)
    }

    private mutating func encodeInstance(_ value: Value, of type: TypeInfo) throws -> CodedValue {
        let plan = plans.plan(type, context)
        switch plan.form {
        case .date:
            let context = self.context
            let seconds = try doubleArgument(context.property("timeIntervalSinceReferenceDate", of: value), context, "the date")
            guard forJSON else { return .date(seconds) }
            switch strategies.dates {
            case .deferredToDate: return .double(seconds)
            case .secondsSince1970: return .double(seconds + 978_307_200)
            case .millisecondsSince1970: return .double((seconds + 978_307_200) * 1000)
            case .iso8601: return .string(ISO8601Text.string(sinceReferenceDate: seconds))
            case .formatted(let formatter):
                let text = try context.callMethod("string", labels: ["from"], on: formatter, arguments: [value])
                return .string(try stringArgument(text, context, "the formatted date"))
            case .custom(let closure): return try encodeWithEncoder { _ = try context.call(closure, arguments: [value, $0]) }
            }
        case .data:
            let context = self.context
            let bytes = try bytesArgument(context.property("__bytes", of: value), context)
            guard forJSON else { return .data(bytes) }
            switch strategies.data {
            case .base64: return .string(Base64.encode(bytes))
            case .deferredToData: return .array(bytes.map { .int(Int($0)) })
            case .custom(let closure): return try encodeWithEncoder { _ = try context.call(closure, arguments: [value, $0]) }
            }
        case .uuid: return .string(try stringArgument(context.property("uuidString", of: value), context, "the UUID"))
        case .decimal:
            // JSONEncoder writes a Decimal as a number; a property list keeps Foundation's keyed form.
            guard forJSON, let text = context.decimalText(value), let number = Double(text) else {
                throw context.fault("encoding a Decimal in a property list is not supported in Kiln yet")
            }
            return .double(number)
        case .url:
            let string = try stringArgument(context.property("absoluteString", of: value), context, "the URL")
            // Foundation's URL encodes itself as {relative: …} in a property list; JSONEncoder writes a string.
            return forJSON ? .string(string) : .object([("relative", .string(string))])
        case .other: break
        }
        if !plan.adoptsEncodable { try requireConformance(type, "Encodable") }
        if plan.declaresEncode { return try encodeCustom(value) }
        let properties = plan.properties
        var members: [(key: String, value: CodedValue)] = []
        members.reserveCapacity(properties.count)
        if case .custom = strategies.keys {
            // The key strategy's closure sees the coding path: asked for each key.
            for property in properties {
                let field = try plan.read(property, of: value)
                if case .none = field { continue } // `encodeIfPresent`: nil is left out
                members.append((try outputKey(property.key), try nested(.property(property.key), field)))
            }
            return .object(members)
        }
        if plan.outputKeys == nil { plan.outputKeys = try properties.map { try outputKey($0.key) } }
        let keys = plan.outputKeys ?? []
        // Sorted keys: the members in the writer's order already (it then keeps them as they are).
        let sorted = forJSON && strategies.outputFormatting & 2 != 0
        for position in sorted ? plan.sortedOrder : plan.declarationOrder {
            let property = properties[position]
            let field = try plan.read(property, of: value)
            if case .none = field { continue } // `encodeIfPresent`: nil is left out
            members.append((keys[position], try nested(.property(property.key), field)))
        }
        return .object(members)
    }

    private mutating func encodeCase(_ type: TypeInfo, _ index: Int, _ payload: [Value]) throws -> CodedValue {
        try requireConformance(type, "Encodable")
        if type.declaresMethod("encode", labels: ["to"]) { return try encodeCustom(.enumCase(type, index, payload)) }
        let enumCase = type.enumCases[index]
        if let rawValue = enumCase.rawValue { return try encode(rawValue) }
        // Swift 5.5's synthesized form: {"case":{}}, its associated values by label (`_0`, `_1`, … unlabeled).
        var members: [(key: String, value: CodedValue)] = []
        for (position, element) in payload.enumerated() {
            let key = payloadKey(enumCase, position)
            if case .none = element { continue }
            members.append((try outputKey(key), try nested(.property(key), element)))
        }
        return .object([(try outputKey(enumCase.name), .object(members))])
    }

    /// The key written for a property's key, by the key strategy (JSON only).
    func outputKey(_ key: String) throws -> String {
        forJSON ? try strategies.encodedKey(key, path: path, context) : key
    }

    private func requireConformance(_ type: TypeInfo, _ protocolName: String) throws {
        try requireCodable(type, protocolName, context: context)
    }
}

/// Stops the script at the call when `type` does not adopt `Codable` (or `protocolName`): in Swift
/// the call would not compile.
func requireCodable(_ type: TypeInfo, _ protocolName: String, context: NativeContext) throws {
    guard type.adopts("Codable") || type.adopts(protocolName) else {
        throw context.fault("'\(type.name)' does not conform to '\(protocolName)': declare it as `\(type.kind == .classType ? "class" : type.kind == .enumeration ? "enum" : "struct") \(type.name): Codable`")
    }
}

/// The stored properties a synthesized conformance codes, with their keys: those named by the
/// type's `CodingKeys` enum (its raw value, or the case name, is the key), or all of them.
func codedProperties(of type: TypeInfo, context: NativeContext) throws -> [(StoredProperty, String)] {
    codedPropertyIndices(of: type, context: context).map { ($0.property, $0.key) }
}

/// `codedProperties(of:context:)` with each property's field index.
func codedPropertyIndices(of type: TypeInfo, context: NativeContext) -> [(index: Int, property: StoredProperty, key: String)] {
    let properties = type.storedProperties
    guard let keysType = context.nestedType("CodingKeys", in: type), keysType.kind == .enumeration else {
        return properties.enumerated().map { ($0.offset, $0.element, $0.element.name) }
    }
    var keys: [String: String] = [:]
    for keyCase in keysType.enumCases {
        if case .string(let raw)? = keyCase.rawValue { keys[keyCase.name] = raw } else { keys[keyCase.name] = keyCase.name }
    }
    return properties.enumerated().compactMap { index, property in keys[property.name].map { (index, property, $0) } }
}

/// The key of an enum case's associated value in Swift's synthesized Codable: its label, or `_N`.
func payloadKey(_ enumCase: EnumCaseInfo, _ position: Int) -> String {
    let label = position < enumCase.payloadLabels.count ? enumCase.payloadLabels[position] : nil
    return label ?? "_\(position)"
}
