// The prelude's JSONEncoder and JSONDecoder with their strategies (keys, dates, data, non-conforming
// floats), `userInfo`, JSON5, and the coding of types that take a configuration. The coding is
// native (CodableBindings.swift, JSONStrategies.swift): it reads the strategies from the coder.
extension Prelude {
    /// The module swift-foundation declares these classes in, as `print` names an instance.
    static let libraryModules: [String: String] = [
        "JSONEncoder": "FoundationEssentials", "JSONDecoder": "FoundationEssentials", "ProcessInfo": "FoundationEssentials",
        "PropertyListEncoder": "FoundationEssentials", "PropertyListDecoder": "FoundationEssentials",
    ]

    static let jsonCoding = #"""
struct CodingUserInfoKey: Hashable {
    let rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }
}

protocol EncodableWithConfiguration {}
protocol DecodableWithConfiguration {}
protocol EncodingConfigurationProviding {}
protocol DecodingConfigurationProviding {}
protocol CodableWithConfiguration: EncodableWithConfiguration, DecodableWithConfiguration {}

class JSONEncoder {
    // An OptionSet in Foundation: `.prettyPrinted` or `[.prettyPrinted, .sortedKeys]`.
    struct OutputFormatting: OptionSet {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        static let prettyPrinted = OutputFormatting(rawValue: 1)
        static let sortedKeys = OutputFormatting(rawValue: 2)
        static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
    }
    enum DateEncodingStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        case formatted(DateFormatter)
        case custom((Date, Encoder) throws -> Void)
    }
    enum DataEncodingStrategy {
        case deferredToData, base64
        case custom((Data, Encoder) throws -> Void)
    }
    enum KeyEncodingStrategy {
        case useDefaultKeys, convertToSnakeCase
        case custom(([CodingKey]) -> CodingKey)
    }
    enum NonConformingFloatEncodingStrategy {
        case `throw`
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
    var outputFormatting: OutputFormatting = OutputFormatting(rawValue: 0)
    var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: DataEncodingStrategy = .base64
    var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: Any] = [:]
    init() {}
    func encode(_ value: Any) throws -> Data {
        return Data(__bytes: try __kilnCodableEncode(value, "json", self))
    }
    /// A value of an `EncodableWithConfiguration` type: its `encode(to:configuration:)` runs.
    func encode(_ value: Any, configuration: Any) throws -> Data {
        return Data(__bytes: try __kilnCodableEncode([value, configuration] as [Any], "json-configured", self))
    }
}

class JSONDecoder {
    enum DateDecodingStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        case formatted(DateFormatter)
        case custom((Decoder) throws -> Date)
    }
    enum DataDecodingStrategy {
        case deferredToData, base64
        case custom((Decoder) throws -> Data)
    }
    enum KeyDecodingStrategy {
        case useDefaultKeys, convertFromSnakeCase
        case custom(([CodingKey]) -> CodingKey)
    }
    enum NonConformingFloatDecodingStrategy {
        case `throw`
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
    var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: DataDecodingStrategy = .base64
    var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: Any] = [:]
    /// JSON5 (comments, trailing commas, unquoted keys, single quotes, hexadecimal, Infinity, NaN).
    var allowsJSON5 = false
    /// With `allowsJSON5`: the text is a dictionary's members without the braces.
    var assumesTopLevelDictionary = false
    init() {}
    func decode(_ type: Any, from data: Data) throws -> Any {
        return try __kilnCodableDecode(type, data.__bytes, "json", self)
    }
    /// A `DecodableWithConfiguration` type: its `init(from:configuration:)` runs.
    func decode(_ type: Any, from data: Data, configuration: Any) throws -> Any {
        return try __kilnCodableDecode([type, configuration] as [Any], data.__bytes, "json-configured", self)
    }
}
"""#
}
