// The prelude's PropertyListDecoder members beyond `decode(_:from:)` (the format it found), and
// Codable's `CodingUserInfoKey`, the key type of the coders' `userInfo`.
extension Prelude {
    static let propertyListCoders = #"""
/// A key of an encoder's or decoder's `userInfo` (`CodingUserInfoKey(rawValue: "version")!`).
struct CodingUserInfoKey: Hashable, CustomStringConvertible {
    let rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }
    var description: String { return rawValue }
}

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
