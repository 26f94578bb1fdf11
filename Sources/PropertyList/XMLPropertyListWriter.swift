#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a value byte for byte as CoreFoundation's XML writer (`_CFAppendXML0`) does: TAB
/// indentation, dictionary keys sorted by UTF-16 code units, only `<`, `>` and `&` escaped,
/// `<real>` as `%.17g`, base64 lines wrapped at CF's width, and UIDs as `CF$UID` dictionaries.
struct XMLPropertyListWriter {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    private var output: [UInt8] = []

    static func encode(_ value: PropertyList) -> [UInt8] {
        var writer = XMLPropertyListWriter()
        writer.output.reserveCapacity(4096)
        writer.append(header)
        writer.writeTree(value)
        writer.append("</plist>\n")
        return writer.output
    }

    private mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }

    private mutating func appendIndent(_ indent: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: indent))
    }

    private mutating func element(_ name: String, _ text: String, indent: Int) {
        appendIndent(indent)
        append("<\(name)>")
        appendEscaped(text)
        append("</\(name)>\n")
    }

    /// An `<array>` or `<dict>` whose start tag is written and whose children are being written.
    private struct OpenContainer {
        enum Children { case array([PropertyList]), dictionary(PropertyListDictionary, order: [Int]) }
        var children: Children
        var indent: Int
        var next = 0
    }

    private var open: [OpenContainer] = []

    /// Writes the tree with an explicit stack of open containers instead of recursion, so that
    /// however deeply a value nests, writing it cannot overflow the thread's stack.
    private mutating func writeTree(_ value: PropertyList) {
        write(value, indent: 0)
        while let container = open.last {
            let childIndent = container.indent + 1
            switch container.children {
            case .array(let elements):
                guard container.next < elements.count else {
                    open.removeLast()
                    appendIndent(container.indent)
                    append("</array>\n")
                    continue
                }
                open[open.count - 1].next += 1
                write(elements[container.next], indent: childIndent)
            case .dictionary(let dictionary, let order):
                guard container.next < order.count else {
                    open.removeLast()
                    appendIndent(container.indent)
                    append("</dict>\n")
                    continue
                }
                open[open.count - 1].next += 1
                let position = order[container.next]
                element("key", dictionary.keys[position], indent: childIndent)
                write(dictionary.values[position], indent: childIndent)
            }
        }
    }

    /// Writes a scalar whole, or a container's start tag (pushing it on `open`).
    private mutating func write(_ value: PropertyList, indent: Int) {
        switch value {
        case .string(let string): element("string", string, indent: indent)
        case .integer(let integer): element("integer", String(integer), indent: indent)
        case .unsignedInteger(let integer): element("integer", String(integer), indent: indent)
        case .real(let real): element("real", Self.formatReal(real), indent: indent)
        case .float32(let real): element("real", Self.formatReal(Double(real)), indent: indent)
        case .bool(let bool):
            appendIndent(indent)
            append(bool ? "<true/>\n" : "<false/>\n")
        case .date(let date): element("date", XMLDate.format(date), indent: indent)
        case .data(let data):
            appendIndent(indent)
            append("<data>\n")
            appendBase64Lines(data, indent: indent)
            appendIndent(indent)
            append("</data>\n")
        case .array(let elements):
            appendIndent(indent)
            guard !elements.isEmpty else { append("<array/>\n"); return }
            append("<array>\n")
            open.append(OpenContainer(children: .array(elements), indent: indent))
        case .dictionary(let dictionary):
            appendIndent(indent)
            guard !dictionary.isEmpty else { append("<dict/>\n"); return }
            append("<dict>\n")
            let keys = dictionary.keys
            let order = keys.indices.sorted { keys[$0].utf16.lexicographicallyPrecedes(keys[$1].utf16) }
            open.append(OpenContainer(children: .dictionary(dictionary, order: order), indent: indent))
        case .uid(let uid):
            appendIndent(indent)
            append("<dict>\n")
            element("key", "CF$UID", indent: indent + 1)
            element("integer", String(uid), indent: indent + 1)
            appendIndent(indent)
            append("</dict>\n")
        }
    }

    /// CF escapes only these three; quotes and apostrophes are written as they are.
    private mutating func appendEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "&"): append("&amp;")
            default: output.append(byte)
            }
        }
    }

    /// `%.17g`, except `0.0` for zero and CF's spellings of the non-finite values.
    static func formatReal(_ real: Double) -> String {
        if real.isNaN { return "nan" }
        if real.isInfinite { return real > 0 ? "+infinity" : "-infinity" }
        if real == 0 { return "0.0" }
        var buffer = [CChar](repeating: 0, count: 40)
        let length = withVaList([real]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.17g", arguments) }
        }
        return String(decoding: buffer.prefix(Int(max(length, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// CF's `_XMLPlistAppendDataUsingBase64`: after the characters of each input byte, the line is
    /// flushed once it holds 76 − 8·min(indent, 8) characters; every line carries the element's indent.
    private mutating func appendBase64Lines(_ data: [UInt8], indent: Int) {
        let maxLineLength = 76 - 8 * min(indent, 8)
        var line: [UInt8] = []
        line.reserveCapacity(80)
        func flush(_ writer: inout XMLPropertyListWriter) {
            writer.appendIndent(indent)
            writer.output.append(contentsOf: line)
            writer.output.append(UInt8(ascii: "\n"))
            line.removeAll(keepingCapacity: true)
        }
        for (i, byte) in data.enumerated() {
            switch i % 3 {
            case 0: line.append(Base64.alphabet[Int(byte >> 2)])
            case 1: line.append(Base64.alphabet[Int((data[i - 1] & 0x03) << 4 | byte >> 4)])
            default:
                line.append(Base64.alphabet[Int((data[i - 1] & 0x0F) << 2 | byte >> 6)])
                line.append(Base64.alphabet[Int(byte & 0x3F)])
            }
            if line.count >= maxLineLength { flush(&self) }
        }
        switch data.count % 3 {
        case 1:
            line.append(Base64.alphabet[Int((data[data.count - 1] & 0x03) << 4)])
            line.append(contentsOf: "==".utf8)
        case 2:
            line.append(Base64.alphabet[Int((data[data.count - 1] & 0x0F) << 2)])
            line.append(UInt8(ascii: "="))
        default: break
        }
        if !line.isEmpty { flush(&self) }
    }
}

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

/// `<date>` text: `YYYY-MM-DDTHH:MM:SSZ`, UTC, whole seconds, for seconds since 2001-01-01.
enum XMLDate {
    /// Days from 1970-01-01 to 2001-01-01.
    private static let referenceDay: Int64 = 11_323

    static func format(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int64(max(min(seconds.rounded(.down), 9e15), -9e15)) : 0
        let days = floorDivide(total, 86_400)
        let secondOfDay = total - days * 86_400
        let (year, month, day) = civil(fromDays: days + referenceDay)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yearText = year >= 0 && year < 1000 ? String(String(year + 10_000).dropFirst()) : String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ`; nil if the text is not in that form.
    static func parse(_ text: String) -> Double? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 20, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
              utf8[10] == UInt8(ascii: "T"), utf8[13] == UInt8(ascii: ":"), utf8[16] == UInt8(ascii: ":"),
              utf8[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for i in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[i]) else { return nil }
                value = value * 10 + Int64(utf8[i] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = days(fromCivil: year, month, day) - referenceDay
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Howard Hinnant's `civil_from_days` (proleptic Gregorian calendar).
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Howard Hinnant's `days_from_civil`.
    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
