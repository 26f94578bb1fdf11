/// A JSON value, as the canonical rendering of archives and `from-json` need it: integers and
/// reals kept apart (`1` is not `1.0`), object members in order.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case real(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.unsignedInteger(let a), .unsignedInteger(let b)): return a == b
        case (.integer(let a), .unsignedInteger(let b)), (.unsignedInteger(let b), .integer(let a)):
            return a >= 0 && UInt64(a) == b
        case (.real(let a), .real(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let other = b.first(where: { $0.key == key }), other.value == value else { return false }
            }
            return true
        default: return false
        }
    }

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    // MARK: Writing

    /// The JSON text as Python's `json.dumps(value, sort_keys=True, ensure_ascii=False)` writes it
    /// (reals as `repr`, separators `, ` and `: `), or indented by `indent` spaces per level.
    public func serialized(sortKeys: Bool = true, indent: Int? = nil) -> String {
        var out = ""
        write(to: &out, sortKeys: sortKeys, indent: indent, level: 0)
        return out
    }

    private func write(to out: inout String, sortKeys: Bool, indent: Int?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .unsignedInteger(let value): out += String(value)
        case .real(let value):
            // Python writes NaN and the infinities as bare words (not valid JSON, but its output).
            if value.isNaN { out += "NaN" } else if value.isInfinite { out += value > 0 ? "Infinity" : "-Infinity" } else {
                out += pythonFloatRepr(value)
            }
        case .string(let value): writeString(value, to: &out)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += indent == nil ? ", " : "," }
                newline(&out, indent: indent, level: level + 1)
                element.write(to: &out, sortKeys: sortKeys, indent: indent, level: level + 1)
            }
            newline(&out, indent: indent, level: level)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            let ordered = sortKeys ? members.sorted { codePointLess($0.key, $1.key) } : members
            out += "{"
            for (index, member) in ordered.enumerated() {
                if index > 0 { out += indent == nil ? ", " : "," }
                newline(&out, indent: indent, level: level + 1)
                writeString(member.key, to: &out)
                out += ": "
                member.value.write(to: &out, sortKeys: sortKeys, indent: indent, level: level + 1)
            }
            newline(&out, indent: indent, level: level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, indent: Int?, level: Int) {
        guard let indent else { return }
        out += "\n" + String(repeating: " ", count: indent * level)
    }

    private func writeString(_ string: String, to out: inout String) {
        appendJSONString(string, to: &out)
    }

    // MARK: Reading

    /// Parses JSON text (RFC 8259, plus Python's `NaN`, `Infinity`, `-Infinity`).
    public init(parsing text: String) throws {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }
}

/// Python's `repr` of a float (shortest round-trip digits; `1.0` keeps its `.0`), which Swift's
/// `description` matches.
func pythonFloatRepr(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return value.description
}

/// String order by Unicode code points, as Python compares `str`.
func codePointLess(_ a: String, _ b: String) -> Bool {
    var left = a.unicodeScalars.makeIterator()
    var right = b.unicodeScalars.makeIterator()
    while true {
        switch (left.next(), right.next()) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let x?, let y?): if x != y { return x.value < y.value }
        }
    }
}

/// A JSON syntax error, with the line and column it is at.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column): \(message)" }
}

private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count { throw error("unexpected text after the JSON value") }
        return value
    }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func consume(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            return false
        }
        position += utf8.count
        return true
    }

    mutating func parseValue() throws -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of JSON") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t") where consume("true"): return .bool(true)
        case UInt8(ascii: "f") where consume("false"): return .bool(false)
        case UInt8(ascii: "n") where consume("null"): return .null
        case UInt8(ascii: "N") where consume("NaN"): return .real(.nan)
        case UInt8(ascii: "I") where consume("Infinity"): return .real(.infinity)
        case UInt8(ascii: "-") where consume("-Infinity"): return .real(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Unicode.Scalar(bytes[position]))'")
        }
    }

    mutating func enter() throws {
        depth += 1
        if depth > 512 { throw error("JSON nested more than 512 levels deep") }
    }

    mutating func parseObject() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            let value = try parseValue()
            if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = value } else {
                members.append((key, value))
            }
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated object") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func parseArray() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated array") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func parseString() throws -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run = [] }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard position < bytes.count else { throw error("unterminated string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), consume("\\u") {
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape in string")
                }
            case 0..<0x20:
                throw error("control character in string")
            default:
                run.append(byte)
            }
        }
        throw error("unterminated string")
    }

    mutating func parseHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        position += 4
        return value
    }

    mutating func parseNumber() throws -> JSONValue {
        let start = position
        var isReal = false
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count {
            let byte = bytes[position]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                position += 1
            } else if [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(byte) {
                isReal = true
                position += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if !isReal {
            if let integer = Int64(text) { return .integer(integer) }
            if let integer = UInt64(text) { return .unsignedInteger(integer) }
        }
        guard let real = Double(text) else { throw error("invalid number '\(text)'") }
        return .real(real)
    }
}

/// Appends `string` as a JSON string literal: quotes, backslashes and control characters escaped
/// (as Python's `json.dumps` and Foundation's JSONSerialization both write them); `/` as `\/` when
/// `escapingSlashes` (Foundation's JSONEncoder does that by default).
public func appendJSONString(_ string: String, to out: inout String, escapingSlashes: Bool = false) {
    out += "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "/" where escapingSlashes: out += "\\/"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    out += "\""
}
