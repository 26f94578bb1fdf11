/// Base64 as XML `<data>` holds it (RFC 4648 alphabet, `=` padding). The writer wraps lines itself;
/// see `XMLPropertyListWriter.appendBase64Lines`.
enum Base64 {
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Decodes base64, skipping whitespace; returns the offset (into `text`) of the first bad character on failure.
    static func decode(_ text: ArraySlice<UInt8>) -> Result<[UInt8], BadCharacter> {
        var output: [UInt8] = []
        output.reserveCapacity(text.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for position in text.indices {
            let character = text[position]
            let sextet: UInt32
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): sextet = 62
            case UInt8(ascii: "/"): sextet = 63
            case UInt8(ascii: "="): padding += 1; continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return .failure(BadCharacter(position: position))
            }
            guard padding == 0 else { return .failure(BadCharacter(position: position)) }
            accumulator = accumulator << 6 | sextet
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return .success(output)
    }

    struct BadCharacter: Error { var position: Int }
}
