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
