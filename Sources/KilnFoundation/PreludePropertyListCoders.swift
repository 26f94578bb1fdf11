// The prelude's PropertyListDecoder members beyond `decode(_:from:)` (the format it found);
// the coders' `userInfo` keys are PreludeJSONCoding's `CodingUserInfoKey`.
extension Prelude {
    static let propertyListCoders = #"""
extension PropertyListDecoder {
    /// Decodes, and says which format the data was in: a binary property list starts `bplist`.
    func decode(_ type: Any, from data: Data, format: inout PropertyListSerialization.PropertyListFormat) throws -> Any {
        let value = try decode(type, from: data)
        let bytes = data.__bytes
        let magic: [UInt8] = [98, 112, 108, 105, 115, 116]
        format = bytes.count >= magic.count && Array(bytes[0..<magic.count]) == magic ? .binary : .xml
        return value
    }
}
"""#
}
