/// Reads Apple's XML property lists with a small XML scanner of its own: the declaration, the
/// DOCTYPE, comments and whitespace are skipped; `<plist>` holds one value; text may use the five
/// predefined entities, character references and CDATA sections.
///
/// As CoreFoundation does, a dictionary holding only `CF$UID` with an integer becomes a UID, and
/// an integer above `Int64.max` becomes `.unsignedInteger`. Errors carry a line and column.
struct XMLPropertyListReader {
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ bytes: [UInt8]) throws -> PropertyList {
        var reader = XMLPropertyListReader(bytes: bytes)
        return try reader.document()
    }

    // MARK: Document

    private mutating func document() throws -> PropertyList {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipMisc()
        guard position < bytes.count else { throw error("no property list: the file is empty") }
        let tagStart = position
        let tag = try startTag()
        let value: PropertyList
        if tag.name == "plist" {
            guard !tag.isEmpty else { throw error("<plist/> holds no value", at: tagStart) }
            try skipMisc()
            value = try self.value(depth: 0)
            try skipMisc()
            try endTag("plist")
        } else {
            value = try self.value(tag, start: tagStart, depth: 0)
        }
        try skipMisc()
        guard position == bytes.count else { throw error("unexpected content after the property list") }
        return value
    }

    /// Skips whitespace, comments, processing instructions (`<?xml …?>`) and the DOCTYPE.
    private mutating func skipMisc() throws {
        while true {
            skipWhitespace()
            if lookingAt("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if lookingAt("<!--") {
                try skip(past: "-->", what: "comment")
            } else if lookingAt("<!DOCTYPE") {
                let start = position
                var brackets = 0
                while position < bytes.count {
                    let byte = bytes[position]
                    position += 1
                    if byte == UInt8(ascii: "[") { brackets += 1 }
                    if byte == UInt8(ascii: "]") { brackets -= 1 }
                    if byte == UInt8(ascii: ">") && brackets <= 0 { break }
                }
                if position >= bytes.count && bytes.last != UInt8(ascii: ">") {
                    throw error("unterminated <!DOCTYPE", at: start)
                }
            } else {
                return
            }
        }
    }

    // MARK: Values

    private mutating func value(depth: Int) throws -> PropertyList {
        guard position < bytes.count else { throw error("unexpected end of file where a value was expected") }
        guard bytes[position] == UInt8(ascii: "<"), !lookingAt("</") else {
            throw error("expected a value element such as <string> or <dict>")
        }
        let start = position
        return try value(try startTag(), start: start, depth: depth)
    }

    private mutating func value(_ tag: Tag, start: Int, depth: Int) throws -> PropertyList {
        guard depth < Self.maximumDepth else {
            throw error("elements nested more than \(Self.maximumDepth) deep", at: start)
        }
        switch tag.name {
        case "dict": return try dictionary(tag, start: start, depth: depth)
        case "array":
            var elements: [PropertyList] = []
            if tag.isEmpty { return .array(elements) }
            while true {
                try skipMisc()
                if lookingAt("</") { try endTag("array"); return .array(elements) }
                elements.append(try value(depth: depth + 1))
            }
        case "string": return .string(try text(of: tag))
        case "integer": return try integer(try text(of: tag), at: start)
        case "real":
            let text = try text(of: tag).trimmingWhitespace
            switch text.lowercased() {
            case "nan": return .real(.nan)
            case "+infinity", "infinity", "+inf", "inf": return .real(.infinity)
            case "-infinity", "-inf": return .real(-.infinity)
            default:
                guard !text.isEmpty, let real = Double(text) else {
                    throw error("<real> \"\(text)\" is not a number", at: start)
                }
                return .real(real)
            }
        case "true", "false":
            if !tag.isEmpty { try endTag(tag.name) }
            return .bool(tag.name == "true")
        case "date":
            let text = try text(of: tag).trimmingWhitespace
            guard let date = XMLDate.parse(text) else {
                throw error("<date> \"\(text)\" is not of the form YYYY-MM-DDTHH:MM:SSZ", at: start)
            }
            return .date(date)
        case "data":
            let contentStart = position
            let text = Array(try text(of: tag).utf8)
            switch Base64.decode(text[...]) {
            case .success(let data): return .data(data)
            case .failure:
                throw error("<data> is not valid base64", at: contentStart)
            }
        case "key": throw error("<key> outside a <dict>", at: start)
        default: throw error("unknown element <\(tag.name)>", at: start)
        }
    }

    private mutating func dictionary(_ tag: Tag, start: Int, depth: Int) throws -> PropertyList {
        var dictionary = PropertyListDictionary()
        if tag.isEmpty { return .dictionary(dictionary) }
        while true {
            try skipMisc()
            if lookingAt("</") { try endTag("dict"); break }
            let keyStart = position
            guard position < bytes.count else { throw error("unexpected end of file inside <dict>") }
            let keyTag = try startTag()
            guard keyTag.name == "key" else {
                throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyStart)
            }
            let key = try text(of: keyTag)
            try skipMisc()
            if lookingAt("</") { throw error("key \"\(key)\" has no value") }
            dictionary[key] = try value(depth: depth + 1)
        }
        // CF's XML reader turns a one-key {CF$UID: integer} dictionary into a UID.
        if dictionary.count == 1, dictionary.keys[0] == "CF$UID" {
            switch dictionary.values[0] {
            case .integer(let uid) where uid >= 0 && uid <= Int64(UInt32.max): return .uid(UInt64(uid))
            case .integer, .unsignedInteger: throw error("CF$UID out of range 0...\(UInt32.max)", at: start)
            default: break
            }
        }
        return .dictionary(dictionary)
    }

    /// Decimal, or hexadecimal after `0x` as CF accepts; a positive value above `Int64.max` is unsigned.
    private func integer(_ raw: String, at start: Int) throws -> PropertyList {
        var text = Substring(raw.trimmingWhitespace)
        var negative = false
        if let sign = text.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            text = text.dropFirst()
        }
        var radix = 10
        if text.hasPrefix("0x") || text.hasPrefix("0X") { radix = 16; text = text.dropFirst(2) }
        guard !text.isEmpty, let magnitude = UInt64(text, radix: radix) else {
            throw error("<integer> \"\(raw)\" is not an integer", at: start)
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else {
                throw error("<integer> \(raw) is below Int64.min", at: start)
            }
            return .integer(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
        }
        return magnitude > UInt64(Int64.max) ? .unsignedInteger(magnitude) : .integer(Int64(magnitude))
    }

    // MARK: Tags and text

    private struct Tag {
        var name: String
        /// `<name/>`: no content and no end tag.
        var isEmpty: Bool
    }

    /// Reads `<name attributes…>` or `<name …/>`; `position` is at the `<`.
    private mutating func startTag() throws -> Tag {
        let start = position
        guard position < bytes.count else { throw error("unexpected end of file where an element was expected") }
        guard bytes[position] == UInt8(ascii: "<") else {
            throw error("expected an element, found \"\(Character(Unicode.Scalar(bytes[position])))\"")
        }
        position += 1
        let name = self.name()
        guard !name.isEmpty else { throw error("expected an element name after <", at: start) }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: ">"):
                position += 1
                return Tag(name: name, isEmpty: false)
            case UInt8(ascii: "/"):
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error("expected > after / in <\(name)")
                }
                position += 2
                return Tag(name: name, isEmpty: true)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[position]
                let valueStart = position
                position += 1
                while position < bytes.count, bytes[position] != quote { position += 1 }
                guard position < bytes.count else { throw error("unterminated attribute value in <\(name)>", at: valueStart) }
                position += 1
            case UInt8(ascii: "<"):
                throw error("unterminated tag <\(name)")
            default:
                position += 1
            }
        }
        throw error("unterminated tag <\(name)", at: start)
    }

    /// Reads `</name>`; `position` is at the `<`.
    private mutating func endTag(_ expected: String) throws {
        let start = position
        guard lookingAt("</") else { throw error("expected </\(expected)>") }
        position += 2
        let name = self.name()
        skipWhitespace()
        guard name == expected, position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error("expected </\(expected)>, found </\(name)", at: start)
        }
        position += 1
    }

    private mutating func name() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isNameByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte >= 0x80
            guard isNameByte else { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The character data of `tag` up to its end tag, with entities and CDATA resolved.
    private mutating func text(of tag: Tag) throws -> String {
        if tag.isEmpty { return "" }
        let start = position
        // Fast path: plain text straight to the end tag.
        while position < bytes.count, bytes[position] != UInt8(ascii: "<"), bytes[position] != UInt8(ascii: "&") {
            position += 1
        }
        if lookingAt("</") {
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            try endTag(tag.name)
            return text
        }
        var text = Array(bytes[start..<position])
        while true {
            guard position < bytes.count else {
                throw error("unexpected end of file inside <\(tag.name)>", at: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                try entity(into: &text)
            } else if lookingAt("<![CDATA[") {
                position += 9
                let contentStart = position
                try skip(past: "]]>", what: "CDATA section")
                text.append(contentsOf: bytes[contentStart..<position - 3])
            } else if lookingAt("<!--") {
                try skip(past: "-->", what: "comment")
            } else if lookingAt("</") {
                try endTag(tag.name)
                return String(decoding: text, as: UTF8.self)
            } else if byte == UInt8(ascii: "<") {
                throw error("unexpected element inside <\(tag.name)>")
            } else {
                text.append(byte)
                position += 1
            }
        }
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#N;` `&#xN;`, appended as UTF-8.
    private mutating func entity(into text: inout [UInt8]) throws {
        let start = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("unterminated entity reference")
        }
        let name = String(decoding: bytes[position + 1..<semicolon], as: UTF8.self)
        position = semicolon + 1
        switch name {
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "amp": text.append(UInt8(ascii: "&"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            var scalarValue: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalarValue = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                scalarValue = UInt32(name.dropFirst(), radix: 10)
            }
            guard name.hasPrefix("#") else { throw error("unknown entity &\(name);", at: start) }
            guard let scalarValue, let scalar = Unicode.Scalar(scalarValue) else {
                throw error("character reference &\(name); is not a Unicode scalar", at: start)
            }
            text.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    // MARK: Scanning

    private func lookingAt(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { literal in
            for i in 0..<count where bytes[position + i] != literal[i] { return false }
            return true
        }
    }

    private mutating func skip(past terminator: StaticString, what: String) throws {
        let start = position
        while position < bytes.count {
            if lookingAt(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw error("unterminated \(what)", at: start)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// An error at `offset` (default: the current position), located by line and column.
    private func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return PropertyListError(message, byteOffset: offset, line: line, column: offset - lineStart + 1)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
