// The prelude's PropertyListDecoder members beyond `decode(_:from:)` (the format it found, the
// types that take a configuration) and PropertyListEncoder's `encode(_:configuration:)`; the
// coders' `userInfo` keys are PreludeJSONCoding's `CodingUserInfoKey`.
extension Prelude {
    static let propertyListCoders = #"""
extension PropertyListDecoder {
    /// Decodes, and says which format the data was in (`__kilnPlistFormat`).
    func decode(_ type: Any, from data: Data, format: inout PropertyListSerialization.PropertyListFormat) throws -> Any {
        let value = try decode(type, from: data)
        format = __kilnPlistFormat(data.__bytes)
        return value
    }
}

extension PropertyListDecoder {
    /// A `DecodableWithConfiguration` type: its `init(from:configuration:)` runs, given the
    /// configuration or a `DecodingConfigurationProviding` type's.
    func decode(_ type: Any, from data: Data, configuration: Any) throws -> Any {
        return try __kilnCodableDecode([type, configuration] as [Any], data.__bytes, "plist-configured", self)
    }
    func decode(_ type: Any, from data: Data, format: inout PropertyListSerialization.PropertyListFormat, configuration: Any) throws -> Any {
        let value = try decode(type, from: data, configuration: configuration)
        format = __kilnPlistFormat(data.__bytes)
        return value
    }
}

extension PropertyListEncoder {
    /// A value of an `EncodableWithConfiguration` type: its `encode(to:configuration:)` runs.
    func encode(_ value: Any, configuration: Any) throws -> Data {
        return Data(__bytes: try __kilnCodableEncode([value, configuration] as [Any], outputFormat == .xml ? "xml-configured" : "binary-configured", self))
    }
}

/// The format of property list bytes: a binary property list starts `bplist`.
func __kilnPlistFormat(_ bytes: [UInt8]) -> PropertyListSerialization.PropertyListFormat {
    let magic: [UInt8] = [98, 112, 108, 105, 115, 116]
    return bytes.count >= magic.count && Array(bytes[0..<magic.count]) == magic ? .binary : .xml
}
"""#
}
