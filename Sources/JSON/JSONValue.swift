// A JSON document as a value: integers and reals kept apart (`1` is not `1.0`), object members
// in order. Read by JSONReader.swift, written by JSONWriter.swift.

/// A JSON value, as the canonical rendering of archives, `kiln plist --from-json`, Kiln's report
/// documents and (through KilnFoundation's `CodedValue`) the scripts' JSONDecoder need it.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case real(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Equal values; objects are equal when they hold the same keys with equal values, in any
    /// order (as Python compares dicts). Linear in the members' count.
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
            if a.count <= 8 {
                return a.allSatisfy { member in b.first(where: { $0.key == member.key }).map { $0.value == member.value } ?? false }
            }
            var others: [String: JSONValue] = [:]
            for (key, value) in b { others[key] = value }
            return a.allSatisfy { others[$0.key].map { [value = $0.value] in $0 == value } ?? false }
        default: return false
        }
    }

    /// The member `key` of an object (the first, if the object repeats it).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Parses JSON text as Python's `json.loads` reads it (RFC 8259, plus `NaN`, `Infinity` and
    /// `-Infinity`; a repeated key keeps its first place and its last value).
    public init(parsing text: String) throws {
        self = try JSONReader.parse(Array(text.utf8), options: .python)
    }
}

/// String order by Unicode code points, as Python compares `str`: the order of the UTF-8 bytes.
public func codePointLess(_ a: String, _ b: String) -> Bool {
    var a = a, b = b
    return a.withUTF8 { left in b.withUTF8 { right in left.lexicographicallyPrecedes(right) } }
}
