// Script values decoded as Swift's synthesized `Decodable` conformance decodes them: the type
// asked for (`[Item].self`) or a stored property's declared type says what each value must be;
// an instance is made from its properties' values without running an initializer. What does not
// fit is a `DecodingFailure` with Foundation's message, thrown to the script as a DecodingError.
import KilnScript
import PropertyList

/// The type a value is decoded as.
indirect enum CodableType {
    case optional(CodableType)
    case array(CodableType)
    /// `Set<String>.self`: decoded from an array, its elements made unique.
    case set(CodableType)
    case dictionary(key: CodableType, value: CodableType)
    /// String, Int, Double, Bool and their kin.
    case builtin(String)
    case script(TypeInfo)
    /// `Pair<Int>.self`: a generic script type with its arguments, which its properties declared
    /// with its parameters are decoded as.
    case specialized(TypeInfo, [CodableType])

    static let builtinNames: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Character",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Range",  // Range<Int>, coded as its two bounds
    ]

    /// How Swift names the type in decoding errors.
    var name: String {
        switch self {
        case .optional(let wrapped): return "Optional<\(wrapped.name)>"
        case .array, .set: return "Array<Any>"
        case .dictionary: return "Dictionary<String, Any>"
        case .builtin(let name): return name
        case .script(let type), .specialized(let type, _):
            switch type.name {
            case "Date": return "Double"
            case "Data", "URL", "UUID": return "String"
            default: return type.kind == .enumeration ? type.name : "Dictionary<String, Any>"
            }
        }
    }

    /// The type `decode(_:from:)` was given: `Item.self`, `[Item].self` (an array holding the
    /// type, as Kiln evaluates it), `[String: Item].self`.
    init(typeValue value: Value, context: NativeContext) throws {
        let value = value.structuralTypeValue
        if let (base, arguments) = value.specializedScriptType {
            self = .specialized(base, try arguments.map { try CodableType(typeValue: $0, context: context) })
            return
        }
        switch value {
        case .metatype(let type) where type.kind == .builtin:
            guard CodableType.builtinNames.contains(type.name) else {
                throw context.fault("cannot decode '\(type.name)': write the element type, as in `[Item].self` or `[String: Item].self`")
            }
            self = .builtin(type.name)
        case .metatype(let type): self = .script(type)
        case .array(let elements) where elements.count == 1:
            self = .array(try CodableType(typeValue: elements[0], context: context))
        case .set(let elements) where elements.count == 1:
            self = .set(try CodableType(typeValue: elements.elements[0], context: context))
        case .some(let wrapped):
            self = .optional(try CodableType(typeValue: wrapped, context: context))
        case .dictionary(let dictionary) where dictionary.count == 1:
            self = .dictionary(key: try CodableType(typeValue: dictionary.keys[0], context: context),
                               value: try CodableType(typeValue: dictionary.values[0], context: context))
        default:
            throw context.fault("decode(_:from:) needs a type, such as `Item.self` or `[Item].self`, not \(try context.describe(value))")
        }
    }

    /// A stored property's declared type, its names looked up from the type that declares it.
    /// `bindings`: the generic parameters of the type being decoded (`T` of `Pair<Int>`).
    init(declared: DeclaredType, in enclosing: TypeInfo, context: NativeContext, bindings: [String: CodableType] = [:]) throws {
        func inner(_ declared: DeclaredType) throws -> CodableType {
            try CodableType(declared: declared, in: enclosing, context: context, bindings: bindings)
        }
        switch declared {
        case .optional(let wrapped): self = .optional(try inner(wrapped))
        case .array(let element): self = .array(try inner(element))
        case .dictionary(let key, let value): self = .dictionary(key: try inner(key), value: try inner(value))
        case .specialized(let name, let arguments):
            // `Range<Int>`, a library type, as it is named; a script's `Pair<Int>` with its arguments.
            if CodableType.builtinNames.contains(name) { self = .builtin(name); return }
            guard let type = context.type(named: name, from: enclosing) else {
                throw context.fault("cannot decode '\(enclosing.name)': its property type '\(name)' is not a type Kiln knows")
            }
            self = type.genericParameterNames.count == arguments.count ? .specialized(type, try arguments.map(inner)) : .script(type)
        case .named(let name):
            if let bound = bindings[name] { self = bound; return }
            if CodableType.builtinNames.contains(name) { self = .builtin(name); return }
            guard let type = context.type(named: name, from: enclosing) else {
                throw context.fault("cannot decode '\(enclosing.name)': its property type '\(name)' is not a type Kiln knows")
            }
            // A type alias of a built-in type (`TimeInterval`, `CGFloat`'s kin) is that type.
            if type.kind == .builtin, CodableType.builtinNames.contains(type.name) { self = .builtin(type.name); return }
            self = .script(type)
        }
    }
}

/// A DecodingError, as the script will see it.
struct DecodingFailure: Error {
    enum Kind: String { case typeMismatch, valueNotFound, keyNotFound, dataCorrupted }
    let kind: Kind
    /// The type expected (typeMismatch, valueNotFound).
    var typeName = ""
    /// The key not found.
    var key: CodingPathKey?
    let path: [CodingPathKey]
    let message: String
    /// What the underlying error says (where a JSON text goes wrong).
    var underlying: String?

    /// No member for the property's `key` in the object at `path`, in Foundation's words.
    static func keyNotFound(_ key: String, path: [CodingPathKey], keyType: String = "CodingKeys") -> DecodingFailure {
        let codingKey = CodingPathKey(stringValue: key, intValue: nil, typeName: keyType)
        return DecodingFailure(kind: .keyNotFound, key: codingKey, path: path,
                               message: "No value associated with key \(codingKey.description) (\"\(key)\").")
    }

    /// A keyed container asked of `value`, which is not an object (null is a missing value).
    static func notAnObject(_ value: CodedValue, path: [CodingPathKey]) -> DecodingFailure {
        if case .null = value { return nullContainer("Dictionary<String, Any>", "keyed", path: path) }
        return DecodingFailure(kind: .typeMismatch, typeName: "Dictionary<String, Any>", path: path,
                               message: "Expected to decode Dictionary<String, Any> but found \(value.foundDescription) instead.")
    }

    /// A container (`keyed` or `unkeyed`) asked of null, in corelibs' words.
    static func nullContainer(_ typeName: String, _ kind: String, path: [CodingPathKey]) -> DecodingFailure {
        DecodingFailure(kind: .valueNotFound, typeName: typeName, path: path,
                        message: "Cannot get \(kind) decoding container -- found null value instead")
    }
}

/// Decodes coded values into script values of a given type.
struct ScriptValueDecoder {
    let context: NativeContext
    let fromJSON: Bool
    let strategies: CodingStrategies
    /// Where a type's own `init(from:)` finds the value its Decoder reads.
    let table: CodingTable
    var path: [CodingPathKey] = []
    /// The generic parameters of the script type being decoded, as its written arguments gave them.
    var bindings: [String: CodableType] = [:]
    /// The script types decoded so far, each worked out once (CodingPlans.swift).
    private let plans = CodingPlans()

    init(context: NativeContext, fromJSON: Bool, strategies: CodingStrategies, table: CodingTable) {
        self.context = context
        self.fromJSON = fromJSON
        self.strategies = strategies
        self.table = table
    }

    private func mismatch(_ type: CodableType, _ found: CodedValue) -> DecodingFailure {
        DecodingFailure(kind: .typeMismatch, typeName: type.name, path: path,
                        message: "Expected to decode \(type.name) but found \(found.foundDescription) instead.")
    }

    /// A number outside the integer type's range (or not whole): corelibs' JSONDecoder reports
    /// it as not valid JSON, with no coding path; its PropertyListDecoder says which number.
    private func doesNotFit(_ name: String, _ number: String) -> DecodingFailure {
        if fromJSON { return DecodingFailure(kind: .dataCorrupted, path: [], message: "The given data was not valid JSON.") }
        return corrupted("Parsed property list number <\(number)> does not fit in \(name).")
    }

    /// The integer types narrower than Int, and the unsigned ones, by the values they hold.
    static let integerRanges: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max), "Int32": Int(Int32.min)...Int(Int32.max),
        "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max), "UInt32": 0...Int(UInt32.max),
        "UInt": 0...Int.max, "UInt64": 0...Int.max,
    ]

    private func corrupted(_ message: String) -> DecodingFailure {
        DecodingFailure(kind: .dataCorrupted, path: path, message: message)
    }

    mutating func decode(_ type: CodableType, from value: CodedValue) throws -> Value {
        guard path.count < maximumCodingDepth else { throw corrupted("The data is nested more than \(maximumCodingDepth) levels deep.") }
        if case .optional(let wrapped) = type {
            if case .null = value { return .none }
            return .some(try decode(wrapped, from: value))
        }
        if case .null = value {
            // A struct or class asks null for its container: its own `init(from:)` does (and the
            // container says what it found), a synthesized one asks for a keyed container.
            var scriptType: TypeInfo?
            if case .script(let t) = type { scriptType = t }
            if case .specialized(let t, _) = type { scriptType = t }
            // An enum with its own `init(from:)` reads null itself too (`decodeNil()`).
            if let scriptType, scriptType.kind == .enumeration, plans.plan(scriptType, context).form == .other,
               plans.plan(scriptType, context).declaresDecoder { return try decodeScriptType(scriptType, type, from: value) }
            if let scriptType, scriptType.kind != .enumeration, plans.plan(scriptType, context).form == .other {
                if plans.plan(scriptType, context).declaresDecoder { return try decodeScriptType(scriptType, type, from: value) }
                throw DecodingFailure.nullContainer("Dictionary<String, Any>", "keyed", path: path)
            }
            // An enum with raw values decodes its raw value, and names its type.
            var name = type.name
            if let scriptType, scriptType.kind == .enumeration, let raw = scriptType.enumCases.first?.rawValue {
                switch raw {
                case .string: name = "String"
                case .int: name = "Int"
                case .double: name = "Double"
                case .fixed(let fixed): name = fixed.kind.name
                default: break
                }
            }
            throw DecodingFailure(kind: .valueNotFound, typeName: name, path: path,
                                  message: "Cannot get value of type \(name) -- found null value instead")
        }
        switch type {
        case .optional: return .none // handled above
        case .builtin(let name): return try decodeBuiltin(name, type, from: value)
        case .array(let element):
            guard case .array(let elements) = value else { throw mismatch(type, value) }
            var decoded: [Value] = []
            decoded.reserveCapacity(elements.count)
            for (index, coded) in elements.enumerated() { decoded.append(try nested(.index(index), element, coded)) }
            return .array(decoded)
        case .set(let element):
            guard case .array(let elements) = value else { throw mismatch(type, value) }
            var decoded = OrderedSet()
            for (index, coded) in elements.enumerated() { decoded.insert(try nested(.index(index), element, coded)) }
            return .set(decoded)
        case .dictionary(let keyType, let valueType): return try decodeDictionary(type, keyType, valueType, from: value)
        case .script(let scriptType): return try decodeScriptType(scriptType, type, from: value)
        case .specialized(let scriptType, let arguments):
            let outer = bindings
            bindings = Dictionary(zip(scriptType.genericParameterNames, arguments), uniquingKeysWith: { first, _ in first })
            defer { bindings = outer }
            return try decodeScriptType(scriptType, type, from: value)
        }
    }

    private mutating func nested(_ key: CodingPathKey, _ type: CodableType, _ value: CodedValue) throws -> Value {
        path.append(key)
        defer { path.removeLast() }
        return try decode(type, from: value)
    }

    private func decodeBuiltin(_ name: String, _ type: CodableType, from value: CodedValue) throws -> Value {
        switch name {
        case "String":
            guard case .string(let string) = value else { throw mismatch(type, value) }
            return .string(string)
        case "Character":
            guard case .string(let string) = value, string.count == 1, let character = string.first else { throw mismatch(type, value) }
            return .character(character)
        case "Bool":
            guard case .bool(let bool) = value else { throw mismatch(type, value) }
            return .bool(bool)
        case "Double", "Float", "CGFloat":
            switch value {
            case .int(let int): return .double(Double(int))
            case .double(let double):
                // A Float beyond Float's range: corelibs' JSONDecoder calls the data not valid JSON.
                if fromJSON, name == "Float", double.isFinite, abs(double) > Double(Float.greatestFiniteMagnitude) {
                    throw doesNotFit(name, JSONTextWriter.number(double))
                }
                return .double(double)
            case .string(let text) where fromJSON && strategies.number(from: text) != nil: return .double(strategies.number(from: text)!)
            default: throw mismatch(type, value)
            }
        case "Range":
            // `[lower, upper]`, as Range's Codable conformance writes it.
            guard case .array(let bounds) = value, bounds.count == 2,
                  case .int(let lower) = try decodeBuiltin("Int", .builtin("Int"), from: bounds[0]),
                  case .int(let upper) = try decodeBuiltin("Int", .builtin("Int"), from: bounds[1]) else { throw mismatch(type, value) }
            guard lower <= upper else {
                throw corrupted("Cannot initialize Range<Int> with a lowerBound (\(lower)) greater than upperBound (\(upper))")
            }
            return .range(lower: lower, upper: upper, closed: false)
        default: // the integer types, each within its range
            let int: Int
            switch value {
            case .int(let whole): int = whole
            case .double(let double):
                guard double.rounded() == double, abs(double) < 9.2e18 else { throw doesNotFit(name, JSONTextWriter.number(double)) }
                int = Int(double)
            default: throw mismatch(type, value)
            }
            if let range = ScriptValueDecoder.integerRanges[name], !range.contains(int) { throw doesNotFit(name, String(int)) }
            return .int(int)
        }
    }

    /// String keys from an object; Int keys from an object's string keys; other keys from an
    /// array of alternating keys and values (as Foundation encodes them).
    private mutating func decodeDictionary(_ type: CodableType, _ keyType: CodableType, _ valueType: CodableType,
                                           from value: CodedValue) throws -> Value {
        var result = OrderedDictionary()
        switch (keyType, value) {
        case (.builtin("String"), .object(let members)):
            for (key, member) in members { result[.string(key)] = try nested(.key(key), valueType, member) }
        case (.builtin(let name), .object(let members)) where name.hasPrefix("Int") || name.hasPrefix("UInt"):
            for (key, member) in members {
                guard let int = Int(key) else {
                    throw DecodingFailure(kind: .typeMismatch, typeName: name, path: path + [.key(key)],
                                          message: "Expected \(name) key but found String key instead.")
                }
                result[.int(int)] = try nested(.key(key), valueType, member)
            }
        case (_, .array(let elements)):
            guard elements.count % 2 == 0 else { throw corrupted("Expected collection of key-value pairs; encountered odd-length array instead.") }
            for index in stride(from: 0, to: elements.count, by: 2) {
                let key = try nested(.index(index), keyType, elements[index])
                result[key] = try nested(.index(index + 1), valueType, elements[index + 1])
            }
        case (.builtin(let name), _) where name == "String" || name.hasPrefix("Int") || name.hasPrefix("UInt"):
            throw mismatch(type, value)
        default:
            // Other keys (an enum's) are coded as an array of keys and values.
            throw DecodingFailure(kind: .typeMismatch, typeName: "Array<Any>", path: path,
                                  message: "Expected to decode Array<Any> but found \(value.foundDescription) instead.")
        }
        return .dictionary(result)
    }

    private mutating func decodeScriptType(_ scriptType: TypeInfo, _ type: CodableType, from value: CodedValue) throws -> Value {
        let plan = plans.plan(scriptType, context)
        switch plan.form {
        case .decimal:
            // JSONDecoder reads a number as the Decimal its text spells.
            let text: String
            switch value {
            case .int(let int): text = String(int)
            case .double(let double): text = "\(double)"
            default: throw mismatch(type, value)
            }
            guard fromJSON, let decimal = context.decimal(text: text) else {
                throw context.fault("decoding a Decimal from a property list is not supported in Kiln yet")
            }
            return decimal
        case .date:
            if fromJSON, case .custom(let closure) = strategies.dates {
                return try decodeWithDecoder(value) { try context.call(closure, arguments: [$0]) }
            }
            return try makeDate(decodeDate(type, from: value), context)
        case .data:
            if fromJSON, case .custom(let closure) = strategies.data {
                return try decodeWithDecoder(value) { try context.call(closure, arguments: [$0]) }
            }
            switch value {
            case .data(let bytes): return try makeData(bytes, context)
            case .array(let elements) where fromJSON:
                if case .base64 = strategies.data { throw mismatch(.builtin("String"), value) }
                var bytes: [UInt8] = []
                for (index, element) in elements.enumerated() {
                    path.append(.index(index))
                    defer { path.removeLast() }
                    guard case .int(let int) = element else { throw mismatch(.builtin("UInt8"), element) }
                    // swift-foundation's words for a number that is no byte.
                    guard let byte = UInt8(exactly: int) else {
                        throw DecodingFailure(kind: .dataCorrupted, path: [], message: "The given data was not valid JSON.")
                    }
                    bytes.append(byte)
                }
                return try makeData(bytes, context)
            case .string(let text) where fromJSON:
                if case .deferredToData = strategies.data { throw mismatch(.array(.builtin("UInt8")), value) }
                guard let bytes = Base64.decode(exactly: text) else { throw corrupted("Encountered Data is not valid Base64.") }
                return try makeData(bytes, context)
            default: throw mismatch(type, value)
            }
        case .uuid:
            guard case .string(let text) = value else { throw mismatch(.builtin("String"), value) }
            guard uuidBytes(text).count == 16 else { throw corrupted("Attempted to decode UUID from invalid UUID string.") }
            return try context.construct("UUID", labels: ["uuidString"], arguments: [.string(text)]).unwrapped
        case .url:
            var text: String?
            if case .string(let string) = value { text = string }
            if case .object(let members) = value, case .string(let string)? = members.first(where: { $0.key == "relative" })?.value { text = string }
            guard let text else { throw mismatch(type, value) }
            let url = try context.construct("URL", labels: ["string"], arguments: [.string(text)])
            guard case .some(let made) = url else { throw corrupted("Invalid URL string.") }
            return made
        case .other: break
        }
        if !plan.adoptsDecodable { try requireCodable(scriptType, "Decodable", context: context) }
        if plan.declaresDecoder {
            if case .specialized(_, let arguments) = type { return try decodeCustom(scriptType, from: value, typeArguments: arguments) }
            return try decodeCustom(scriptType, from: value)
        }
        if scriptType.kind == .enumeration { return try decodeCase(scriptType, type, from: value) }
        guard plan.namesAreUnique else {
            return try context.makeInstance(of: scriptType, fields: decodeStoredProperties(of: scriptType, type, from: value))
        }
        return try context.makeInstance(of: scriptType, fieldValues: decodeFieldValues(plan, type, from: value))
    }

    /// The stored properties a synthesized `init(from:)` of `scriptType` decodes from `value`
    /// (for an instance, or for `super.init(from:)`), by name.
    mutating func decodeStoredProperties(of scriptType: TypeInfo, _ type: CodableType, from value: CodedValue) throws -> [String: Value] {
        let plan = plans.plan(scriptType, context)
        let values = try decodeFieldValues(plan, type, from: value)
        var fields: [String: Value] = [:]
        for property in plan.properties { if let value = values[property.index] { fields[property.stored.name] = value } }
        return fields
    }

    /// The values a synthesized `init(from:)` decodes, by field index (nil: not decoded).
    private mutating func decodeFieldValues(_ plan: CodingPlan, _ type: CodableType, from value: CodedValue) throws -> [Value?] {
        guard case .object(let stored) = value else { throw mismatch(type, value) }
        let members = fromJSON ? try strategies.decodedMembers(stored, path: path, context) : stored
        var fields = [Value?](repeating: nil, count: plan.storedNames.count)
        for (position, property) in plan.properties.enumerated() {
            // A `let` with an initial value keeps it: the synthesized init(from:) cannot set it
            // (swiftc warns "immutable property will not be decoded").
            if property.stored.isLet && property.stored.hasDefault { continue }
            // A generic type's fields (`T` of `Pair<Int>`) take its written arguments: worked out
            // for this decoding; any other type's, once per type (CodingPlans.swift).
            let propertyType = bindings.isEmpty ? try plan.decodedType(position)
                : try property.stored.type.map { try CodableType(declared: $0, in: plan.type, context: context, bindings: bindings) }
            let key = property.key
            guard let member = members.last(where: { $0.key == key }) else {
                if case .optional? = propertyType { fields[property.index] = Value.none; continue }
                throw DecodingFailure.keyNotFound(key, path: path)
            }
            path.append(.property(key))
            defer { path.removeLast() }
            if let propertyType {
                fields[property.index] = try decode(propertyType, from: member.value)
            } else {
                fields[property.index] = try plainValue(member.value)
            }
        }
        return fields
    }

    private func decodeDate(_ type: CodableType, from value: CodedValue) throws -> Double {
        if case .date(let seconds) = value { return seconds }
        guard fromJSON else { throw mismatch(type, value) }
        if case .iso8601 = strategies.dates {
            guard case .string(let text) = value else { throw mismatch(.builtin("String"), value) }
            guard let seconds = ISO8601Text.seconds(text) else {
                // swift-foundation names the container's path, not the date's.
                throw DecodingFailure(kind: .dataCorrupted, path: Array(path.dropLast()), message: "Expected date string to be ISO8601-formatted.")
            }
            return seconds
        }
        if case .formatted(let formatter) = strategies.dates {
            guard case .string(let text) = value else { throw mismatch(.builtin("String"), value) }
            let date = try context.callMethod("date", labels: ["from"], on: formatter, arguments: [.string(text)])
            guard case .some(let found) = date else {
                throw DecodingFailure(kind: .dataCorrupted, path: path, message: "Date string does not match format expected by formatter.")
            }
            return try doubleArgument(context.property("timeIntervalSinceReferenceDate", of: found), context, "the date")
        }
        let number: Double
        switch value {
        case .int(let int): number = Double(int)
        case .double(let double): number = double
        default: throw mismatch(type, value)
        }
        switch strategies.dates {
        case .secondsSince1970: return number - 978_307_200
        case .millisecondsSince1970: return number / 1000 - 978_307_200
        case .deferredToDate, .iso8601, .formatted, .custom: return number
        }
    }

    /// An enum with raw values from its raw value; one without from `{"case":{}}`.
    private mutating func decodeCase(_ enumType: TypeInfo, _ type: CodableType, from value: CodedValue) throws -> Value {
        let cases = enumType.enumCases
        if let sample = cases.first?.rawValue {
            let rawValue: Value
            switch (sample, value) {
            case (.string, .string(let string)): rawValue = .string(string)
            case (.int, .int(let int)): rawValue = .int(int)
            case (.int, .double(let double)) where double.rounded() == double && abs(double) < 9.2e18: rawValue = .int(Int(double))
            case (.double, .int(let int)): rawValue = .double(Double(int))
            case (.double, .double(let double)): rawValue = .double(double)
            case (.fixed(let fixed), .int), (.fixed(let fixed), .double):
                // `enum Level: UInt8`: the raw value decodes as its integer type does.
                guard case .int(let int) = try decodeBuiltin(fixed.kind.name, .builtin(fixed.kind.name), from: value) else { throw mismatch(type, value) }
                rawValue = .int(int)
            default:
                let rawName: String
                switch sample { case .string: rawName = "String"; case .int: rawName = "Int"; case .fixed(let fixed): rawName = fixed.kind.name; default: rawName = "Double" }
                throw mismatch(.builtin(rawName), value)
            }
            for (index, enumCase) in cases.enumerated() {
                if let raw = enumCase.rawValue, rawScalarText(raw) == rawScalarText(rawValue) { return .enumCase(enumType, index, []) }
            }
            var rawName: String
            switch rawValue { case .string: rawName = "String"; case .int: rawName = "Int"; default: rawName = "Double" }
            if case .fixed(let fixed) = sample { rawName = fixed.kind.name }
            throw corrupted("Cannot initialize \(enumType.name) from invalid \(rawName) value \(rawScalarText(rawValue))")
        }
        // The synthesized init(from:) reads the keys that name a case: not exactly one is a type mismatch.
        let keysMismatch = DecodingFailure(kind: .typeMismatch, typeName: enumType.name, path: path,
                                           message: "Invalid number of keys found, expected one.")
        guard case .object(let all) = value else { throw mismatch(type, value) }
        let members = try (fromJSON ? strategies.decodedMembers(all, path: path, context) : all).filter { member in
            cases.contains { $0.name == member.key }
        }
        guard members.count == 1, let index = cases.firstIndex(where: { $0.name == members[0].key }) else { throw keysMismatch }
        let enumCase = cases[index]
        guard enumCase.hasAssociatedValues else { return .enumCase(enumType, index, []) }
        guard case .object(let stored) = members[0].value else { throw mismatch(.dictionary(key: .builtin("String"), value: .builtin("Any")), members[0].value) }
        let payloadMembers = fromJSON ? try strategies.decodedMembers(stored, path: path, context) : stored
        path.append(.property(members[0].key))
        defer { path.removeLast() }
        var payload: [Value] = []
        for position in enumCase.payloadLabels.indices {
            let key = payloadKey(enumCase, position)
            let declared = position < enumCase.payloadTypes.count ? enumCase.payloadTypes[position] : nil
            let payloadType = try declared.map { try CodableType(declared: $0, in: enumType, context: context, bindings: bindings) }
            guard let member = payloadMembers.last(where: { $0.key == key }) else {
                if case .optional? = payloadType { payload.append(.none); continue }
                throw DecodingFailure.keyNotFound(key, path: path)
            }
            path.append(.property(key))
            defer { path.removeLast() }
            payload.append(try payloadType.map { try decode($0, from: member.value) } ?? plainValue(member.value))
        }
        return .enumCase(enumType, index, payload)
    }

    private func rawScalarText(_ value: Value) -> String {
        switch value {
        case .string(let string): return string
        case .int(let int): return String(int)
        case .double(let double): return JSONTextWriter.number(double)
        case .fixed(let fixed): return fixed.isNegative ? String(fixed.signed) : String(fixed.bits)
        default: return ""
        }
    }

    /// A property whose type Kiln cannot tell (no annotation, no literal): the value as it is.
    private func plainValue(_ value: CodedValue) throws -> Value {
        switch value {
        case .null: return .none
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .int(int)
        case .double(let double): return .double(double)
        case .string(let string): return .string(string)
        case .data(let bytes): return try makeData(bytes, context)
        case .date(let seconds): return try makeDate(seconds, context)
        case .array(let elements): return .array(try elements.map(plainValue))
        case .object(let members):
            var result = OrderedDictionary()
            for (key, member) in members { result[.string(key)] = try plainValue(member) }
            return .dictionary(result)
        }
    }
}
