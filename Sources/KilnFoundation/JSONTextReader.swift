// JSON text read as JSONDecoder reads it (RFC 8259, a top-level fragment and a trailing comma
// allowed; no NaN or Infinity), straight into `CodedValue`s. In linear time whatever the input:
// members are kept as written (the decoders take the last of a repeated key), and nesting stops at
// a fixed depth.

/// Why the text is not JSON, and the byte offset where that was found.
struct JSONTextError: Error {
    let message: String
    let offset: Int
}

struct JSONTextReader {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// Parses a whole JSON text; the bytes must be UTF-8.
    static func parse(_ bytes: [UInt8]) throws -> CodedValue {
        var utf8 = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        scanning: while true {
            switch utf8.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: break scanning
            case .error: throw JSONTextError(message: "invalid UTF-8", offset: offset)
            }
        }
        var reader = JSONTextReader(bytes: bytes)
        let value = try reader.parseValue()
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONTextError { JSONTextError(message: message, offset: position) }

    private mutating func skipWhitespace() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D {
            position += 1
        }
    }

    private mutating func expect(_ word: String) throws {
        for byte in word.utf8 {
            guard position < bytes.count, bytes[position] == byte else { throw unexpectedCharacter() }
            position += 1
        }
    }

    /// "unexpected character 'x'" (or "unexpected end of data") at the current position.
    private func unexpectedCharacter() -> JSONTextError {
        guard position < bytes.count else { return error("unexpected end of data") }
        let byte = bytes[position]
        return error(byte >= 0x21 && byte < 0x7F ? "unexpected character '\(Unicode.Scalar(byte))'" : "unexpected character")
    }

    private mutating func parseValue() throws -> CodedValue {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of data") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw unexpectedCharacter()
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        guard depth <= maximumCodingDepth else { throw error("nested more than \(maximumCodingDepth) levels deep") }
        position += 1
        skipWhitespace()
    }

    /// After an element: `,` (another follows) or the closing bracket (true: the container ends).
    /// A comma before the bracket is allowed, as Foundation's JSONDecoder allows it (`[1,]`).
    private mutating func endOfElement(_ closing: UInt8) throws -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of data") }
        if bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == closing else { return false }
        }
        guard bytes[position] == closing else { throw error("expected ',' or '\(Unicode.Scalar(closing))'") }
        position += 1
        depth -= 1
        return true
    }

    private mutating func parseObject() throws -> CodedValue {
        try enterContainer()
        var members: [(key: String, value: CodedValue)] = []
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        repeat {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            members.append((key, try parseValue()))
        } while try !endOfElement(UInt8(ascii: "}"))
        return .object(members)
    }

    private mutating func parseArray() throws -> CodedValue {
        try enterContainer()
        var elements: [CodedValue] = []
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        repeat {
            elements.append(try parseValue())
        } while try !endOfElement(UInt8(ascii: "]"))
        return .array(elements)
    }

    private mutating func parseString() throws -> String {
        position += 1
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw error("unexpected end of data") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"): text += Array(String(try parseUnicodeEscape()).utf8)
                default: throw error("invalid escape")
                }
            case 0..<0x20: throw error("unescaped control character in a string")
            default: text.append(byte)
            }
        }
        throw error("unterminated string")
    }

    /// The scalar of `\uXXXX` (the `\u` read), joining a surrogate pair.
    private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw error("a lone surrogate in a \\u escape")
            }
            position += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second),
                  let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw error("an invalid surrogate pair in a \\u escape")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("a lone surrogate in a \\u escape") }
        return scalar
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("unexpected end of data") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`: an Int when it is a whole number that fits.
    private mutating func parseNumber() throws -> CodedValue {
        let start = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
            return position - from
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard digits() > 0 else { throw error("invalid number") }
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 { throw error("a number with a leading zero") }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            guard digits() > 0 else { throw error("invalid number") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            isInteger = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // `-0` is the Double -0.0 (an Int wanted gets 0).
        if isInteger, let int = Int(text), int != 0 || bytes[start] != UInt8(ascii: "-") { return .int(int) }
        guard let double = Double(text), double.isFinite else { throw error("a number out of range") }
        return .double(double)
    }
}
