// JSON text written into one growing byte buffer: no String per node. `JSONValue.serialized`
// writes Python's `json.dumps` layout; `JSONOutput` is the buffer any other writer appends to.

/// A byte buffer JSON text is appended to.
public struct JSONOutput {
    public var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    @inlinable public mutating func append(_ byte: UInt8) { bytes.append(byte) }

    @inlinable
    public mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `value` in decimal, without an intermediate String.
    @inlinable
    public mutating func append(_ value: Int64) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            append(UInt64(value.magnitude))
        } else {
            append(UInt64(value))
        }
    }

    @inlinable
    public mutating func append(_ value: UInt64) {
        if value < 10 { bytes.append(UInt8(ascii: "0") + UInt8(value)); return }
        // At most 20 digits, written from the end of a small stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            var rest = value
            while rest > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `string` as a JSON string literal: quotes, backslashes and control characters escaped (as
    /// Python's `json.dumps` and Foundation's JSONSerialization both write them); `/` as `\/` when
    /// `escapingSlashes` (Foundation's JSONEncoder does that by default).
    public mutating func appendString(_ string: String, escapingSlashes: Bool = false) {
        var string = string
        string.withUTF8 { appendString(utf8: $0, escapingSlashes: escapingSlashes) }
    }

    /// The UTF-8 text `utf8` as a JSON string literal, escaped as ``appendString(_:escapingSlashes:)`` does.
    @inlinable
    public mutating func appendString(utf8: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool = false) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (escapingSlashes && byte == UInt8(ascii: "/")) else {
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Python's `repr` of a float (shortest round-trip digits; `1.0` keeps its `.0`), which Swift's
/// `description` matches.
public func pythonFloatRepr(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return value.description
}

extension JSONValue {
    /// The JSON text as Python's `json.dumps(value, sort_keys=True, ensure_ascii=False)` writes it
    /// (reals as `repr`, separators `, ` and `: `), or indented by `indent` spaces per level.
    public func serialized(sortKeys: Bool = true, indent: Int? = nil) -> String {
        var output = JSONOutput()
        write(to: &output, sortKeys: sortKeys, indent: indent)
        return output.text
    }

    /// Appends the text of ``serialized(sortKeys:indent:)`` to `output`.
    public func write(to output: inout JSONOutput, sortKeys: Bool = true, indent: Int? = nil) {
        var writer = PythonLayoutWriter(sortKeys: sortKeys, indent: indent)
        writer.write(self, level: 0, to: &output)
    }
}

/// `json.dumps`'s layout: `, ` and `: ` between items, or a newline and `indent` spaces per level.
private struct PythonLayoutWriter {
    let sortKeys: Bool
    let indent: Int?

    mutating func write(_ value: JSONValue, level: Int, to out: inout JSONOutput) {
        switch value {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .integer(let value): out.append(value)
        case .unsignedInteger(let value): out.append(value)
        case .real(let value):
            // Python writes NaN and the infinities as bare words (not valid JSON, but its output).
            if value.isNaN {
                out.append("NaN")
            } else if value.isInfinite {
                out.append(value > 0 ? "Infinity" : "-Infinity")
            } else {
                out.bytes.append(contentsOf: value.description.utf8)
            }
        case .string(let value): out.appendString(value)
        case .array(let elements):
            if elements.isEmpty { out.append("[]"); return }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { separator(&out) }
                newline(&out, level: level + 1)
                write(element, level: level + 1, to: &out)
            }
            newline(&out, level: level)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append("{}"); return }
            out.append(UInt8(ascii: "{"))
            if sortKeys, !isSorted(members) {
                writeMembers(members.sorted { codePointLess($0.key, $1.key) }, level: level, to: &out)
            } else {
                writeMembers(members, level: level, to: &out)
            }
            newline(&out, level: level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private mutating func writeMembers(_ members: [(key: String, value: JSONValue)], level: Int, to out: inout JSONOutput) {
        for (index, member) in members.enumerated() {
            if index > 0 { separator(&out) }
            newline(&out, level: level + 1)
            out.appendString(member.key)
            out.append(": ")
            write(member.value, level: level + 1, to: &out)
        }
    }

    private func isSorted(_ members: [(key: String, value: JSONValue)]) -> Bool {
        var index = 1
        while index < members.count {
            if !codePointLess(members[index - 1].key, members[index].key) { return false }
            index += 1
        }
        return true
    }

    private func separator(_ out: inout JSONOutput) {
        if indent == nil { out.append(", ") } else { out.append(UInt8(ascii: ",")) }
    }

    private func newline(_ out: inout JSONOutput, level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }
}
