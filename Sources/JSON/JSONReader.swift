// The one JSON reader: bytes to a JSONValue in one pass, linear in the input whatever its shape
// (a repeated key is found through a hash index in large objects), nesting stopped at 512 levels.
// Options give the dialects Kiln reads: Python's json (`kiln plist --from-json`, describe.py's
// fixtures, Kiln's own reports), Foundation's JSONDecoder (scripts' Codable) and its JSON5
// (`allowsJSON5`, `assumesTopLevelDictionary`).

/// Why the text is not JSON: the message, and where (a byte offset, and line and column).
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    public var message: String
    /// The byte offset where the problem was found.
    public var offset: Int
    public var line: Int
    /// In characters (UTF-8 continuation bytes are not counted), from 1.
    public var column: Int
    public var description: String { "\(line):\(column): \(message)" }
}

public enum JSONReader {
    /// The dialect read.
    public struct Options: Sendable {
        /// `NaN`, `Infinity` and `-Infinity` as numbers (Python writes them).
        public var nonFiniteNumbers = false
        /// A comma before the closing bracket (`[1,]`), which Foundation's JSONDecoder allows.
        public var trailingCommas = false
        /// `-0` read as the real -0.0 (JSONDecoder), not the integer 0 (Python).
        public var negativeZeroIsReal = false
        /// Refuse text that is not UTF-8 before reading it (JSONDecoder); otherwise invalid bytes
        /// in strings become U+FFFD.
        public var validatesUTF8 = false
        /// A repeated key replaces the earlier value in its place (Python's dict); otherwise every
        /// member is kept as written (the decoders take the last).
        public var mergesRepeatedKeys = false
        /// JSON5: comments, unquoted and single-quoted keys, single-quoted strings, hexadecimal,
        /// `+`, leading or trailing decimal points, `Infinity` and `NaN`.
        public var json5 = false
        /// JSON5 only: the text may be an object's members without the braces.
        public var assumesTopLevelDictionary = false

        public init() {}

        public static let python: Options = {
            var options = Options()
            options.nonFiniteNumbers = true
            options.mergesRepeatedKeys = true
            return options
        }()

        public static let foundation: Options = {
            var options = Options()
            options.trailingCommas = true
            options.negativeZeroIsReal = true
            options.validatesUTF8 = true
            return options
        }()

        /// JSONDecoder with `allowsJSON5`.
        public static let json5: Options = {
            var options = foundation
            options.json5 = true
            options.nonFiniteNumbers = true
            return options
        }()
    }

    public static let maximumDepth = 512

    /// The JSON value of the whole text `bytes` (a top-level scalar is allowed).
    public static func parse(_ bytes: [UInt8], options: Options) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer, options: options)
            do throws(JSONSyntaxError) {
                if options.validatesUTF8 { try parser.validateUTF8() }
                parser.skipWhitespace()
                let braceless = options.json5 && options.assumesTopLevelDictionary
                    && (parser.position == buffer.count || buffer[parser.position] != UInt8(ascii: "{"))
                let value = braceless ? try parser.parseObject(braced: false) : try parser.parseValue()
                parser.skipWhitespace()
                guard parser.position == buffer.count else { throw parser.error("unexpected text after the JSON value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: JSONReader.Options
    var position = 0
    var depth = 0
    /// Bytes of a string with escapes, reused from one string to the next.
    var scratch: [UInt8] = []
    /// Strings too long to be stored inline, by a hash of their bytes: a class name or any value
    /// repeated through a document is made (allocated and validated) once and then shared.
    var longStrings: [String?] = []

    init(bytes: UnsafeBufferPointer<UInt8>, options: JSONReader.Options) {
        self.bytes = bytes
        self.options = options
    }

    func error(_ message: String) -> JSONSyntaxError { error(message, at: position) }

    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(message: message, offset: offset, line: line, column: column)
    }

    func validateUTF8() throws(JSONSyntaxError) {
        var utf8 = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch utf8.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return
            case .error: throw error("invalid UTF-8", at: offset)
            }
        }
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            case let byte where options.json5 && (byte == 0x0B || byte == 0x0C): position += 1
            case UInt8(ascii: "/") where options.json5 && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where options.json5 && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position = min(position + 2, bytes.count)
            default: return
            }
        }
    }

    /// "unexpected character 'x'" (or "unexpected end of data") at the current position.
    func unexpectedCharacter() -> JSONSyntaxError {
        guard position < bytes.count else { return error("unexpected end of data") }
        let byte = bytes[position]
        return error(byte >= 0x21 && byte < 0x7F ? "unexpected character '\(Unicode.Scalar(byte))'" : "unexpected character")
    }

    /// True, past it, when the text at the current position is `word`.
    mutating func consume(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = word.utf8Start
        for index in 0..<count where bytes[position + index] != start[index] { return false }
        position += count
        return true
    }

    mutating func expect(_ word: StaticString) throws(JSONSyntaxError) {
        let start = word.utf8Start
        for index in 0..<word.utf8CodeUnitCount {
            guard position < bytes.count, bytes[position] == start[index] else { throw unexpectedCharacter() }
            position += 1
        }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of data") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "'") where options.json5: return .string(try parseString())
        case let byte where options.json5 && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "I")
                                              || byte == UInt8(ascii: "N") || byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39)):
            return try parseNumber5()
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "N") where options.nonFiniteNumbers && consume("NaN"): return .real(.nan)
        case UInt8(ascii: "I") where options.nonFiniteNumbers && consume("Infinity"): return .real(.infinity)
        case UInt8(ascii: "-") where options.nonFiniteNumbers && consume("-Infinity"): return .real(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw unexpectedCharacter()
        }
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= JSONReader.maximumDepth else { throw error("nested more than \(JSONReader.maximumDepth) levels deep") }
        position += 1
        skipWhitespace()
    }

    /// After an element: `,` (another follows) or the closing bracket (true: the container ends);
    /// no bracket is the end of the text (a JSON5 top-level dictionary without braces).
    mutating func endOfElement(_ closing: UInt8?) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard let closing else {
            if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
            } else if position < bytes.count {
                throw error("expected ','")
            }
            guard position == bytes.count else { return false }
            depth -= 1
            return true
        }
        guard position < bytes.count else { throw error("unexpected end of data") }
        if bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipWhitespace()
            guard options.trailingCommas, position < bytes.count, bytes[position] == closing else { return false }
        }
        guard bytes[position] == closing else { throw error("expected ',' or '\(Unicode.Scalar(closing))'") }
        position += 1
        depth -= 1
        return true
    }

    mutating func parseObject(braced: Bool = true) throws(JSONSyntaxError) -> JSONValue {
        if braced {
            try enterContainer()
        } else {
            depth += 1
            skipWhitespace()
        }
        var members: [(key: String, value: JSONValue)] = []
        if braced ? position < bytes.count && bytes[position] == UInt8(ascii: "}") : position == bytes.count {
            if braced { position += 1 }
            depth -= 1
            return .object(members)
        }
        members.reserveCapacity(4)
        /// Where each key is, once an object is large enough for a linear search to cost.
        var places: [String: Int] = [:]
        repeat {
            skipWhitespace()
            let key: String
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") || (options.json5 && bytes[position] == UInt8(ascii: "'")) {
                key = try parseString()
            } else if options.json5, let identifier = parseIdentifier() {
                key = identifier
            } else {
                throw error("expected a key")
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            let value = try parseValue()
            if options.mergesRepeatedKeys, let place = place(of: key, in: members, index: &places) {
                members[place].value = value
            } else {
                members.append((key, value))
            }
        } while try !endOfElement(braced ? UInt8(ascii: "}") : nil)
        return .object(members)
    }

    /// The place of `key` among `members` if it is there; otherwise records where it will be
    /// appended. Small objects are searched, large ones indexed.
    func place(of key: String, in members: [(key: String, value: JSONValue)], index: inout [String: Int]) -> Int? {
        if members.count < 16 { return members.firstIndex { $0.key == key } }
        if index.isEmpty { for (place, member) in members.enumerated() where index[member.key] == nil { index[member.key] = place } }
        if let place = index[key] { return place }
        index[key] = members.count
        return nil
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
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

    /// A string in double quotes, or (JSON5) single quotes: the quote is at the position.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = bytes[position]
        position += 1
        let start = position
        // The common case: no escapes, decoded straight from the input.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                let text = UnsafeBufferPointer(rebasing: bytes[start..<position - 1])
                return text.count > 15 ? sharedString(text) : String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case quote: return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw error("unexpected end of data") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"): scratch.append(contentsOf: String(try parseUnicodeEscape()).utf8)
                case UInt8(ascii: "'") where options.json5: scratch.append(escape)
                case UInt8(ascii: "v") where options.json5: scratch.append(0x0B)
                case UInt8(ascii: "0") where options.json5: scratch.append(0)
                case 0x0A where options.json5: break // a line continued
                default: throw error("invalid escape")
                }
            case 0..<0x20: throw error("unescaped control character in a string")
            default: scratch.append(byte)
            }
        }
        throw error("unterminated string")
    }

    /// The String of `text` (longer than a small string), shared with an earlier equal one when the
    /// cache slot its length and end bytes pick holds it.
    mutating func sharedString(_ text: UnsafeBufferPointer<UInt8>) -> String {
        if longStrings.isEmpty { longStrings = Array(repeating: nil, count: 256) }
        let mix = text.count &* 31 &+ Int(text[0]) &* 7 &+ Int(text[text.count / 2]) &* 3 &+ Int(text[text.count - 1])
        let slot = mix & 255
        if var known = longStrings[slot], known.utf8.count == text.count,
           known.withUTF8({ $0.elementsEqual(text) }) {
            return known
        }
        let string = String(decoding: text, as: UTF8.self)
        longStrings[slot] = string
        return string
    }

    /// The scalar of `\uXXXX` (the `\u` read), joining a surrogate pair.
    mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
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

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
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

    mutating func digits() -> Int {
        let from = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
        return position - from
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`: an integer when it is whole and fits
    /// (Int64, else UInt64), otherwise a real.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number") }
        if bytes[integerStart] == UInt8(ascii: "0"), integerDigits > 1 { throw error("a number with a leading zero") }
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
        if isInteger, integerDigits <= 18 {
            // Fits in Int64 whatever the digits: accumulate without text.
            var magnitude: Int64 = 0
            for index in integerStart..<position { magnitude = magnitude * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
            if negative, magnitude == 0, options.negativeZeroIsReal { return .real(-0.0) }
            return .integer(negative ? -magnitude : magnitude)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger {
            if let integer = Int64(text) { return .integer(integer) }
            if !negative, let integer = UInt64(text) { return .unsignedInteger(integer) }
        }
        guard let real = Double(text), real.isFinite || options.nonFiniteNumbers else { throw error("a number out of range") }
        return .real(real)
    }

    // MARK: JSON5

    /// An unquoted key: letters, digits, `_`, `$` and any non-ASCII character, not starting with a digit.
    mutating func parseIdentifier() -> String? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80 || (isDigit && position > start) else { break }
            position += 1
        }
        guard position > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// A JSON5 number: a sign (`+` too), `Infinity`, `NaN`, hexadecimal `0x1F`, or decimal digits
    /// with the point allowed first or last (`.5`, `5.`).
    mutating func parseNumber5() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
            negative = bytes[position] == UInt8(ascii: "-")
            position += 1
        }
        if consume("Infinity") { return .real(negative ? -.infinity : .infinity) }
        if consume("NaN") { return .real(.nan) }
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "0"), bytes[position + 1] | 0x20 == UInt8(ascii: "x") {
            position += 2
            let digitsStart = position
            while position < bytes.count, bytes[position].isHexDigit { position += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[digitsStart..<position]), as: UTF8.self)
            guard let magnitude = Int64(text, radix: 16) else { throw error("invalid number") }
            return .integer(negative ? -magnitude : magnitude)
        }
        let integerDigits = digits()
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            guard digits() > 0 || integerDigits > 0 else { throw error("invalid number") }
        } else if integerDigits == 0 {
            throw error("invalid number")
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            isInteger = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        if isInteger, let integer = Int64(text) {
            if negative, integer == 0 { return .real(-0.0) }
            return .integer(integer)
        }
        if text.hasSuffix(".") { text += "0" }
        if text.hasPrefix(".") || text.hasPrefix("-.") { text = text.replacingFirstPoint() }
        guard let real = Double(text) else { throw error("a number out of range") }
        return .real(real)
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
    }
}

private extension String {
    /// `.5` → `0.5`, `-.5` → `-0.5`.
    func replacingFirstPoint() -> String {
        hasPrefix("-") ? "-0" + dropFirst() : "0" + self
    }
}
