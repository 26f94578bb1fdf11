// The prelude's Codable: the protocols a script's types adopt, PropertyListEncoder /
// PropertyListDecoder and the errors the coders throw (JSONEncoder / JSONDecoder and their
// strategies are PreludeJSONCoding.swift). The coding itself is native
// (CodableBindings.swift): it reads a type's stored properties as Swift's synthesized conformance
// does, and throws the EncodingError or DecodingError it makes with `__make` below, at the
// script's line, for the script to catch.
extension Prelude {
    static let codable = #"""
protocol Encodable {}
protocol Decodable {}
protocol Codable: Encodable, Decodable {}
protocol CodingKey {}

// The requirements a script's `encode(to:)` and `init(from:)` call, so that the type checker
// knows what they give (`decoder.container(keyedBy:)` throws and gives a keyed container).
protocol Encoder {
    var codingPath: [CodingKey] { get }
    func container(keyedBy type: Any) -> KeyedEncodingContainer
    func singleValueContainer() -> SingleValueEncodingContainer
    func unkeyedContainer() -> UnkeyedEncodingContainer
}
protocol Decoder {
    var codingPath: [CodingKey] { get }
    func container(keyedBy type: Any) throws -> KeyedDecodingContainer
    func singleValueContainer() throws -> SingleValueDecodingContainer
    func unkeyedContainer() throws -> UnkeyedDecodingContainer
}

/// The Encoder a type's own `encode(to:)` gets: what it puts in a container is encoded natively
/// (CodableCustom.swift) once the method returns. A nested container or a `superEncoder()` is
/// another such encoder, kept where its value goes.
class __KilnEncoder: Encoder {
    var __keys: Any? = nil
    var __entries: [Any] = []
    var __single: [Any?] = []
    var __unkeyed = false
    /// Set by the native coder where it makes the encoder; a nested one's is its parent's and the key.
    var codingPath: [CodingKey] = []
    init() {}
    func container(keyedBy type: Any) -> KeyedEncodingContainer {
        __keys = type
        return KeyedEncodingContainer(__encoder: self)
    }
    func singleValueContainer() -> SingleValueEncodingContainer { return SingleValueEncodingContainer(__encoder: self) }
}

// Rarely used members in extensions of their own: the prelude selection keeps them only for a
// script that names them.
extension __KilnEncoder {
    func unkeyedContainer() -> UnkeyedEncodingContainer {
        __unkeyed = true
        return UnkeyedEncodingContainer(__encoder: self)
    }
}

// Classes here, so that `var container = …` and its mutating calls reach the encoder.
class KeyedEncodingContainer {
    let __encoder: __KilnEncoder
    var codingPath: [CodingKey] { return __encoder.codingPath }
    init(__encoder: __KilnEncoder) { self.__encoder = __encoder }
    func encode(_ value: Any?, forKey key: Any) throws { __encoder.__entries.append([key, value] as [Any?]) }
    func encodeIfPresent(_ value: Any?, forKey key: Any) throws {
        if let value = value { __encoder.__entries.append([key, value] as [Any?]) }
    }
    func encodeNil(forKey key: Any) throws { __encoder.__entries.append([key, nil] as [Any?]) }
}

extension KeyedEncodingContainer {
    func nestedContainer(keyedBy type: Any, forKey key: Any) -> KeyedEncodingContainer { return superEncoder(forKey: key).container(keyedBy: type) }
}

extension KeyedEncodingContainer {
    func nestedUnkeyedContainer(forKey key: Any) -> UnkeyedEncodingContainer { return superEncoder(forKey: key).unkeyedContainer() }
}

extension KeyedEncodingContainer {
    func superEncoder() -> __KilnEncoder { return superEncoder(forKey: "super") }
    func superEncoder(forKey key: Any) -> __KilnEncoder {
        let nested = __KilnEncoder()
        nested.codingPath = __encoder.codingPath + [__kilnCodingPathKey(key, __encoder.__keys) as! CodingKey]
        __encoder.__entries.append([key, nested] as [Any?])
        return nested
    }
}

class UnkeyedEncodingContainer {
    let __encoder: __KilnEncoder
    var codingPath: [CodingKey] { return __encoder.codingPath }
    var count: Int { return __encoder.__entries.count }
    init(__encoder: __KilnEncoder) { self.__encoder = __encoder }
    func encode(_ value: Any?) throws { __encoder.__entries.append(value as Any) }
    func encodeNil() throws { __encoder.__entries.append(Optional<Int>.none as Any) }
    func encode(contentsOf values: [Any]) throws { __encoder.__entries += values }
    func nestedContainer(keyedBy type: Any) -> KeyedEncodingContainer { return superEncoder().container(keyedBy: type) }
    func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { return superEncoder().unkeyedContainer() }
    func superEncoder() -> __KilnEncoder {
        let nested = __KilnEncoder()
        nested.codingPath = __encoder.codingPath + [__kilnCodingPathKey(__encoder.__entries.count, nil) as! CodingKey]
        __encoder.__entries.append(nested)
        return nested
    }
}

class SingleValueEncodingContainer {
    let __encoder: __KilnEncoder
    var codingPath: [CodingKey] { return __encoder.codingPath }
    init(__encoder: __KilnEncoder) { self.__encoder = __encoder }
    func encode(_ value: Any?) throws { __encoder.__single = [value] }
    func encodeNil() throws { __encoder.__single = [nil] }
}

/// The Decoder a type's own `init(from:)` gets: its containers read the value being decoded,
/// which native code holds under `__handle` (a nested container's value has a handle of its own).
class __KilnDecoder: Decoder {
    let __handle: Int
    var codingPath: [CodingKey] { return __kilnCodablePath(__handle) as! [CodingKey] }
    init(__handle: Int) { self.__handle = __handle }
    func container(keyedBy type: Any) throws -> KeyedDecodingContainer {
        try __kilnCodableKeyed(__handle)
        return KeyedDecodingContainer(__handle: __handle, keys: type)
    }
    func singleValueContainer() throws -> SingleValueDecodingContainer { return SingleValueDecodingContainer(__handle: __handle) }
}

extension __KilnDecoder {
    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        let count = try __kilnCodableUnkeyed(__handle)
        return UnkeyedDecodingContainer(__handle: __handle, count: count)
    }
}

class KeyedDecodingContainer {
    let __handle: Int
    let __keys: Any
    var codingPath: [CodingKey] { return __kilnCodablePath(__handle) as! [CodingKey] }
    init(__handle: Int, keys: Any) {
        self.__handle = __handle
        __keys = keys
    }
    func decode(_ type: Any, forKey key: Any) throws -> Any { return try __kilnCodableMember(__handle, type, key, __keys, false) }
    func decodeIfPresent(_ type: Any, forKey key: Any) throws -> Any? { return try __kilnCodableMember(__handle, type, key, __keys, true) }
    func contains(_ key: Any) -> Bool { return __kilnCodableHasKey(__handle, key, __keys, "contains") }
    func decodeNil(forKey key: Any) throws -> Bool { return __kilnCodableHasKey(__handle, key, __keys, "nil") }
}

extension KeyedDecodingContainer {
    func nestedContainer(keyedBy type: Any, forKey key: Any) throws -> KeyedDecodingContainer { return try superDecoder(forKey: key).container(keyedBy: type) }
}

extension KeyedDecodingContainer {
    func nestedUnkeyedContainer(forKey key: Any) throws -> UnkeyedDecodingContainer { return try superDecoder(forKey: key).unkeyedContainer() }
}

extension KeyedDecodingContainer {
    func superDecoder() throws -> __KilnDecoder { return try superDecoder(forKey: "super") }
    func superDecoder(forKey key: Any) throws -> __KilnDecoder { return __KilnDecoder(__handle: try __kilnCodableNested(__handle, key, __keys)) }
}

class UnkeyedDecodingContainer {
    let __handle: Int
    let count: Int?
    var currentIndex = 0
    var codingPath: [CodingKey] { return __kilnCodablePath(__handle) as! [CodingKey] }
    var isAtEnd: Bool { return currentIndex >= count! }
    init(__handle: Int, count: Int) {
        self.__handle = __handle
        self.count = count
    }
    func decode(_ type: Any) throws -> Any {
        let value = try __kilnCodableElement(__handle, type, currentIndex, false)
        currentIndex += 1
        return value
    }
    func decodeIfPresent(_ type: Any) throws -> Any? {
        let value = try __kilnCodableElement(__handle, type, currentIndex, true)
        currentIndex += 1
        return value
    }
    func decodeNil() throws -> Bool {
        let isNil = __kilnCodableElementIsNil(__handle, currentIndex)
        if isNil { currentIndex += 1 }
        return isNil
    }
    func nestedContainer(keyedBy type: Any) throws -> KeyedDecodingContainer { return try superDecoder().container(keyedBy: type) }
    func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { return try superDecoder().unkeyedContainer() }
    func superDecoder() throws -> __KilnDecoder {
        let handle = try __kilnCodableNested(__handle, currentIndex, nil)
        currentIndex += 1
        return __KilnDecoder(__handle: handle)
    }
}

class SingleValueDecodingContainer {
    let __handle: Int
    var codingPath: [CodingKey] { return __kilnCodablePath(__handle) as! [CodingKey] }
    init(__handle: Int) { self.__handle = __handle }
    func decode(_ type: Any) throws -> Any { return try __kilnCodableSingle(__handle, type) }
    func decodeNil() -> Bool { return __kilnCodableSingleIsNil(__handle) }
}

/// A key of an error's coding path: a property's key (`CodingKeys(stringValue: "name", intValue: nil)`)
/// or an element's index.
struct __CodingKey: CodingKey, CustomStringConvertible {
    let stringValue: String
    let intValue: Int?
    let description: String
}

enum EncodingError: Error, CustomStringConvertible {
    struct Context {
        let codingPath: [CodingKey]
        let debugDescription: String
        var underlyingError: Error? = nil
    }
    case invalidValue(Any, Context)
    var description: String {
        switch self {
        case .invalidValue(let value, let context):
            return "EncodingError.invalidValue: \(value) (\(type(of: value)))." + __kilnCodingPathText(context.codingPath) + " Debug description: " + context.debugDescription
        }
    }
    static func __make(_ parts: [Any]) -> EncodingError {
        return .invalidValue(parts[0], Context(codingPath: parts[1] as! [CodingKey], debugDescription: parts[2] as! String, underlyingError: nil))
    }
}

enum DecodingError: Error, CustomStringConvertible {
    struct Context {
        let codingPath: [CodingKey]
        let debugDescription: String
        var underlyingError: Error? = nil
    }
    case typeMismatch(Any, Context)
    case valueNotFound(Any, Context)
    case keyNotFound(CodingKey, Context)
    case dataCorrupted(Context)
    // The Swift 6 standard library's description.
    var description: String {
        switch self {
        case .typeMismatch(let type, let context):
            return "DecodingError.typeMismatch: expected value of type \(type)." + __kilnCodingPathText(context.codingPath) + " Debug description: " + context.debugDescription
        case .valueNotFound(let type, let context):
            return "DecodingError.valueNotFound: Expected value of type \(type) but found null instead." + __kilnCodingPathText(context.codingPath) + " Debug description: " + context.debugDescription
        case .keyNotFound(let key, let context):
            let name = (key as! __CodingKey).stringValue
            return "DecodingError.keyNotFound: Key '\(name)' not found in keyed decoding container." + __kilnCodingPathText(context.codingPath) + " Debug description: " + context.debugDescription
        case .dataCorrupted(let context):
            var text = "DecodingError.dataCorrupted: Data was corrupted." + __kilnCodingPathText(context.codingPath) + " Debug description: " + context.debugDescription
            if let underlying = context.underlyingError { text += ". Underlying error: \(underlying)" }
            return text
        }
    }
    static func __make(_ parts: [Any]) -> DecodingError {
        let context = Context(codingPath: parts[3] as! [CodingKey], debugDescription: parts[4] as! String, underlyingError: parts[5] as? Error)
        let kind = parts[0] as! String
        if kind == "keyNotFound" { return .keyNotFound(parts[2] as! CodingKey, context) }
        if kind == "valueNotFound" { return .valueNotFound(parts[1], context) }
        if kind == "typeMismatch" { return .typeMismatch(parts[1], context) }
        return .dataCorrupted(context)
    }
}

// A custom `init(from:)`'s own errors, at its container's coding path.
extension DecodingError {
    static func dataCorruptedError(forKey key: Any, in container: KeyedDecodingContainer, debugDescription: String) -> DecodingError {
        let path = container.codingPath + [__kilnCodingPathKey(key, container.__keys) as! CodingKey]
        return .dataCorrupted(Context(codingPath: path, debugDescription: debugDescription, underlyingError: nil))
    }
    static func dataCorruptedError(in container: Any, debugDescription: String) -> DecodingError {
        var path: [CodingKey] = []
        if let unkeyed = container as? UnkeyedDecodingContainer {
            path = unkeyed.codingPath + [__kilnCodingPathKey(unkeyed.currentIndex, nil) as! CodingKey]
        } else if let single = container as? SingleValueDecodingContainer {
            path = single.codingPath
        }
        return .dataCorrupted(Context(codingPath: path, debugDescription: debugDescription, underlyingError: nil))
    }
}

/// ` Path: items[0].name.`, or nothing for the top level.
func __kilnCodingPathText(_ path: [CodingKey]) -> String {
    if path.isEmpty { return "" }
    var text = ""
    for key in path {
        let codingKey = key as! __CodingKey
        if let index = codingKey.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + codingKey.stringValue }
    }
    return " Path: " + text + "."
}

class PropertyListEncoder {
    var outputFormat: PropertyListSerializationFormat = .binary
    var userInfo: [CodingUserInfoKey: Any] = [:]
    init() {}
    func encode(_ value: Any) throws -> Data {
        return Data(__bytes: try __kilnCodableEncode(value, outputFormat == .xml ? "xml" : "binary", self))
    }
}

class PropertyListDecoder {
    var userInfo: [CodingUserInfoKey: Any] = [:]
    init() {}
    func decode(_ type: Any, from data: Data) throws -> Any {
        return try __kilnCodableDecode(type, data.__bytes, "plist", self)
    }
}
"""#
}
