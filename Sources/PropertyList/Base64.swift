/// Base64 (RFC 4648 alphabet, `=` padding): as XML `<data>` holds it (the writer wraps lines
/// itself; see `XMLPropertyListWriter.appendBase64Lines`), and as Foundation's JSONEncoder writes
/// `Data` (`encode`, `decode(exactly:)`).
public enum Base64 {
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

    /// `bytes` in one line, padded.
    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = Int(bytes[index])
            let b1 = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[(b0 & 3) << 4 | b1 >> 4])
            out.append(index + 1 < bytes.count ? alphabet[(b1 & 15) << 2 | b2 >> 6] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `text`, which must be Base64 and nothing else: whole groups of four, at most
    /// two `=`, no whitespace (as `Data(base64Encoded:)` and JSONDecoder read it); nil otherwise.
    public static func decode(exactly text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard bytes.count % 4 == 0, padding <= 2,
              !bytes.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }),
              case .success(let decoded) = decode(bytes[...]) else { return nil }
        return decoded
    }
}
