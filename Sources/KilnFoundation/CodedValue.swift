// What JSONEncoder and PropertyListEncoder produce before the bytes, and their decoders read
// after them: the containers and scalars the two formats share. Also the two texts both need
// that the Swift standard library lacks: ISO 8601 (`.iso8601` dates); Base64 is PropertyList's.
import JSON
import PropertyList

/// A value on its way to or from JSON or a property list.
enum CodedValue {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Only in property lists (JSON holds Data as a Base64 string).
    case data([UInt8])
    /// Seconds since 2001-01-01 UTC; only in property lists (JSON holds a number or a string).
    case date(Double)
    case array([CodedValue])
    /// Members in the order they were encoded (the properties' order).
    case object([(key: String, value: CodedValue)])

    /// How Foundation's decoders name the kind of value they found in a type mismatch.
    var foundDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .int, .double: return "number"
        case .string: return "a string"
        case .data: return "data"
        case .date: return "a date"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    // MARK: Property lists

    /// As a property list. nil in an array is written as the string `$null`, as Foundation's
    /// PropertyListEncoder writes it.
    var propertyList: PropertyList {
        switch self {
        case .null: return .string("$null")
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .integer(Int64(int))
        case .double(let double): return .real(double)
        case .string(let string): return .string(string)
        case .data(let bytes): return .data(bytes)
        case .date(let seconds): return .date(seconds)
        case .array(let elements): return .array(elements.map(\.propertyList))
        case .object(let members): return .dictionary(PropertyListDictionary(members.map { ($0.key, $0.value.propertyList) }))
        }
    }

    /// A JSON document as the decoders read it: a whole number that does not fit an Int is a Double.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .integer(let integer): self = .int(Int(integer))
        case .unsignedInteger(let integer): self = .double(Double(integer))
        case .real(let real): self = .double(real)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(CodedValue.init))
        case .object(let members): self = .object(members.map { ($0.key, CodedValue($0.value)) })
        }
    }

    init(_ plist: PropertyList) {
        switch plist {
        case .string(let string): self = string == "$null" ? .null : .string(string)
        case .integer(let int): self = .int(Int(int))
        case .unsignedInteger(let int): self = int <= UInt64(Int.max) ? .int(Int(int)) : .double(Double(int))
        case .real(let double): self = .double(double)
        case .float32(let float): self = .double(Double(float))
        case .bool(let bool): self = .bool(bool)
        case .date(let seconds): self = .date(seconds)
        case .data(let bytes): self = .data(bytes)
        case .array(let elements): self = .array(elements.map(CodedValue.init))
        case .dictionary(let dictionary): self = .object(dictionary.entries.map { ($0, CodedValue($1)) })
        case .uid(let uid): self = .int(Int(truncatingIfNeeded: uid))
        }
    }
}

/// JSON text as Foundation's JSONEncoder writes it: compact (`{"name":"a","done":false}`) or
/// pretty-printed with two spaces and `"key" : value`; `/` escaped as `\/` unless told not to;
/// numbers in their shortest form (`0.1`, `1` for 1.0, `1e+20`). Appended to one byte buffer.
struct JSONTextWriter {
    var prettyPrinted = false
    var sortedKeys = false
    var escapesSlashes = true
    private(set) var output = JSONOutput()

    /// The text's bytes (UTF-8).
    var bytes: [UInt8] { output.bytes }

    mutating func write(_ value: CodedValue, level: Int = 0) {
        switch value {
        case .null: output.append("null")
        case .bool(let bool): output.append(bool ? "true" : "false")
        case .int(let int): output.append(Int64(int))
        case .double(let double): output.bytes.append(contentsOf: JSONTextWriter.number(double).utf8)
        case .string(let string): output.appendString(string, escapingSlashes: escapesSlashes)
        case .data, .date: output.append("null") // the encoder turns them into numbers and strings first
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                startElement(index, level: level)
                write(element, level: level + 1)
            }
            close(UInt8(ascii: "]"), empty: elements.isEmpty, level: level)
        case .object(let members):
            let ordered = sortedKeys && !JSONTextWriter.inKeyOrder(members)
                ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
            output.append(UInt8(ascii: "{"))
            for (index, member) in ordered.enumerated() {
                startElement(index, level: level)
                output.appendString(member.key, escapingSlashes: escapesSlashes)
                if prettyPrinted { output.append(" : ") } else { output.append(UInt8(ascii: ":")) }
                write(member.value, level: level + 1)
            }
            close(UInt8(ascii: "}"), empty: members.isEmpty, level: level)
        }
    }

    /// Whether `members` are in sorted-keys order already (as the encoder puts a type's
    /// properties): sorting them would keep them as they are.
    static func inKeyOrder(_ members: [(key: String, value: CodedValue)]) -> Bool {
        var previous: String?
        for member in members {
            if let previous, member.key.utf8.lexicographicallyPrecedes(previous.utf8) { return false }
            previous = member.key
        }
        return true
    }

    /// The separator before a container's element (and, pretty-printed, its line and indentation).
    private mutating func startElement(_ index: Int, level: Int) {
        if prettyPrinted {
            output.append(index > 0 ? ",\n" : "\n")
            indent(level + 1)
        } else if index > 0 {
            output.append(UInt8(ascii: ","))
        }
    }

    /// A container's end: pretty-printed on a line of its own, even when empty (`[\n\n]`), as
    /// Foundation writes it.
    private mutating func close(_ bracket: UInt8, empty: Bool, level: Int) {
        if prettyPrinted {
            output.append(empty ? "\n\n" : "\n")
            indent(level)
        }
        output.append(bracket)
    }

    private mutating func indent(_ level: Int) {
        output.bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Swift's shortest round-trip digits, without the `.0` of a whole number (`1`, `0.1`, `1e+20`).
    static func number(_ double: Double) -> String {
        let text = double.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// `.iso8601` dates: `2001-01-01T00:00:00Z` (whole seconds, UTC), as ISO8601DateFormatter writes them.
enum ISO8601Text {
    private static let referenceDateSince1970 = 978_307_200.0

    static func string(sinceReferenceDate seconds: Double) -> String {
        // `Date`'s description is the same calendar date and time: `2020-06-23 08:00:00 +0000`.
        let parts = dateDescription(seconds).split(separator: " ")
        guard parts.count == 3 else { return dateDescription(seconds) }
        return "\(parts[0])T\(parts[1])Z"
    }

    /// Seconds since 2001-01-01 for `yyyy-MM-ddTHH:mm:ss`, with a fraction of a second or not,
    /// then `Z` or an offset (`+02:00`, `-0530`), as the `.iso8601` strategy reads them; nil for
    /// anything else.
    static func seconds(_ text: String) -> Double? {
        var bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return nil }
        var fraction = 0.0
        var offset = 0
        var zone = Array(bytes[19...])
        if zone.first == UInt8(ascii: ".") {
            var end = 1
            var digits = 0.0
            var scale = 1.0
            while end < zone.count, zone[end] >= UInt8(ascii: "0"), zone[end] <= UInt8(ascii: "9") {
                if end <= 9 { digits = digits * 10 + Double(zone[end] - UInt8(ascii: "0")); scale *= 10 }
                end += 1
            }
            guard end > 1 else { return nil }
            fraction = (digits / scale * 1e6).rounded() / 1e6  // to the microsecond
            zone = Array(zone[end...])
        }
        if zone != [UInt8(ascii: "Z")] && zone != [UInt8(ascii: "z")] {
            // `+2`, `+02`, `+0230`, `+02:30`.
            guard zone.count >= 2, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-") else { return nil }
            var digits = Array(zone[1...])
            if digits.count >= 4, digits[2] == UInt8(ascii: ":") { digits.remove(at: 2) }
            guard (1...4).contains(digits.count), digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            let value = digits.map { Int($0 - UInt8(ascii: "0")) }
            switch value.count {
            case 1: offset = value[0] * 3600
            case 2: offset = (value[0] * 10 + value[1]) * 3600
            case 3: offset = (value[0] * 10 + value[1]) * 3600 + value[2] * 60
            default: offset = (value[0] * 10 + value[1]) * 3600 + (value[2] * 10 + value[3]) * 60
            }
            if zone[0] == UInt8(ascii: "-") { offset = -offset }
        }
        bytes = Array(bytes[..<19]) + [UInt8(ascii: "Z")]
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        let days = Int(CivilCalendar.days(year: Int64(year), month: Int64(month), day: Int64(day)))
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction - referenceDateSince1970
    }
}
