// The native side of CharacterSet and of NSString's percent encoding: which Unicode scalars a
// predefined set holds (by the scalars' general categories, as CFCharacterSet defines the sets),
// the scalars of a set given by its characters, CFCharacterSet's description, and `%XX` decoding.
import KilnScript

extension Bindings {
    func registerStringPrimitives(in interpreter: Interpreter) {
        // The first Unicode scalar of a Character, a one-scalar String or a Unicode.Scalar (Kiln
        // holds a scalar as a Character of one scalar).
        primitive(interpreter, "ScalarValue", 1) { context, arguments in
            switch arguments[0].unwrapped {
            case .string(let text): return .int(Int(text.unicodeScalars.first?.value ?? 0))
            case .character(let character): return .int(Int(character.unicodeScalars.first!.value))
            case .int(let value): return .int(value)
            case .fixed(let value): return .int(Int(truncatingIfNeeded: value.bits))
            default: throw context.fault("expected a Unicode scalar, not \(try context.describe(arguments[0]))")
            }
        }
        primitive(interpreter, "ScalarIs", 2) { context, arguments in
            let kind = try stringArgument(arguments[0], context, "the set")
            let value = try intArgument(arguments[1], context, "the scalar")
            guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) else { return .bool(false) }
            return .bool(predefinedSet(kind, contains: scalar))
        }
        // Whether a predefined set holds a scalar of the plane (65,536 scalars, tested natively).
        primitive(interpreter, "PlaneHas", 2) { context, arguments in
            let kind = try stringArgument(arguments[0], context, "the set")
            let plane = UInt32(truncatingIfNeeded: try intArgument(arguments[1], context, "the plane"))
            guard plane <= 16 else { return .bool(false) }
            return .bool((plane << 16..<(plane + 1) << 16).contains { Unicode.Scalar($0).map { predefinedSet(kind, contains: $0) } ?? false })
        }
        primitive(interpreter, "ScalarIn", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the characters")
            let value = try intArgument(arguments[1], context, "the scalar")
            return .bool(text.unicodeScalars.contains { Int($0.value) == value })
        }
        // The distinct scalars of `text`, in order, as one String (a finite set's canonical form).
        primitive(interpreter, "ScalarSet", 1) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the characters")
            var scalars = Array(Set(text.unicodeScalars.map(\.value))).sorted()
            scalars.removeAll { Unicode.Scalar($0) == nil }
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
            return .string(String(result))
        }
        primitive(interpreter, "ScalarsFromBitmap", 1) { context, arguments in
            let bytes = try bytesArgument(arguments[0], context)
            var result = String.UnicodeScalarView()
            for (index, byte) in bytes.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    if let scalar = Unicode.Scalar(UInt32(index * 8 + bit)) { result.append(scalar) }
                }
            }
            return .string(String(result))
        }
        // CFCharacterSet's description of a set of listed characters: Empty, Items(U+0061 …) for
        // fewer than 64 scalars, else Bitmap.
        primitive(interpreter, "CharacterSetItems", 1) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the characters")
            let scalars = Set(text.unicodeScalars.map(\.value)).sorted()
            if scalars.isEmpty { return .string("<CFCharacterSet Empty>") }
            if scalars.count >= 64 { return .string("<CFCharacterSet Bitmap>") }
            return .string("<CFCharacterSet Items(" + scalars.map { "U+" + hex4($0) }.joined(separator: " ") + ")>")
        }
        primitive(interpreter, "PercentDecode", 1) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            return percentDecoded(text).map { .string($0) } ?? .none
        }
        primitive(interpreter, "PercentEncodeScalar", 1) { context, arguments in
            let value = try intArgument(arguments[0], context, "the scalar")
            guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) else { return .string("") }
            return .string(String(scalar).utf8.map { "%" + String(hex4(UInt32($0)).suffix(2)) }.joined())
        }
    }
}

private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Whether one of CFCharacterSet's predefined sets holds `scalar` (the sets by general category).
func predefinedSet(_ kind: String, contains scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    let value = scalar.value
    let newline = (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    // CF's data still lists U+200B ZERO WIDTH SPACE as a space (Unicode 3's Zs).
    let whitespace = category == .spaceSeparator || value == 0x09 || value == 0x200B
    switch kind {
    case "whitespaces": return whitespace
    case "newlines": return newline
    case "whitespacesAndNewlines": return whitespace || newline
    case "decimalDigits": return category == .decimalNumber
    case "letters": return isLetterCategory(category) || isMarkCategory(category)
    case "lowercaseLetters": return category == .lowercaseLetter
    case "uppercaseLetters": return category == .uppercaseLetter || category == .titlecaseLetter
    case "capitalizedLetters": return category == .titlecaseLetter
    case "nonBaseCharacters": return isMarkCategory(category)
    case "alphanumerics":
        return isLetterCategory(category) || isMarkCategory(category)
            || [.decimalNumber, .letterNumber, .otherNumber].contains(category)
    case "punctuationCharacters":
        return [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation].contains(category)
    case "symbols": return [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains(category)
    case "controlCharacters": return category == .control || category == .format
    case "illegalCharacters": return category == .unassigned
    case "decomposables": return hasCanonicalDecomposition(scalar)
    default: return false
    }
}

private func isLetterCategory(_ category: Unicode.GeneralCategory) -> Bool {
    [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(category)
}

private func isMarkCategory(_ category: Unicode.GeneralCategory) -> Bool {
    [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
}

/// `%XX` sequences replaced by their bytes; nil when one is malformed or the bytes are not UTF-8
/// (NSString's `removingPercentEncoding`).
func percentDecoded(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var input = Array(text.utf8)[...]
    while let byte = input.popFirst() {
        guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
        guard input.count >= 2, let high = hexDigit(input.removeFirst()), let low = hexDigit(input.removeFirst()) else { return nil }
        bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
}

private func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}
