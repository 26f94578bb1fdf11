// The words of a script that may reach the prelude: those of its code and of its string literals
// (a class name in a string reaches it, as `NSClassFromString` or `#selector` do), not those of
// its comments. A lesson's prose is comments: lesson 1 names UserDefaults, Data and Date in its
// text and none in its code, and its selection kept them and what they bring.

extension PreludeSelection {
    /// `bytes` with each comment's bytes (`// …`, `/* … */`, nested) turned to spaces, read as
    /// Swift's lexer reads them: a `//` in a string literal (`"https://…"`) is text, and an
    /// interpolation's code (`"\(a /* b */)"`) is code again.
    static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var index = 0
        /// Open string literals, innermost last: whether multi-line, the raw `#`s, and the
        /// parentheses open in its current interpolation (nil while in the literal's text).
        var strings: [(multiline: Bool, hashes: Int, interpolation: Int?)] = []
        func at(_ offset: Int, _ ascii: Unicode.Scalar) -> Bool {
            index + offset < bytes.count && bytes[index + offset] == UInt8(ascii: ascii)
        }
        func blank(_ range: Range<Int>) {
            for position in range where bytes[position] != UInt8(ascii: "\n") { result[position] = UInt8(ascii: " ") }
        }
        while index < bytes.count {
            if let string = strings.last, string.interpolation == nil {
                // In a literal's text: an escape, an interpolation, or the end.
                let hashes = string.hashes
                if bytes[index] == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ at(1 + $0, "#") }) {
                    if at(1 + hashes, "(") {
                        strings[strings.count - 1].interpolation = 1
                        index += 2 + hashes
                    } else {
                        index += 2 + hashes
                    }
                    continue
                }
                let quotes = string.multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ at($0, "\"") }), (0..<hashes).allSatisfy({ at(quotes + $0, "#") }) {
                    strings.removeLast()
                    index += quotes + hashes
                    continue
                }
                // A single-line literal ends at its line's end (a lexer error swiftc reports).
                if bytes[index] == UInt8(ascii: "\n"), !string.multiline { strings.removeLast() }
                index += 1
                continue
            }
            // In code (the script's, or an interpolation's).
            switch bytes[index] {
            case UInt8(ascii: "/") where at(1, "/"):
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                blank(index..<end)
                index = end
            case UInt8(ascii: "/") where at(1, "*"):
                var depth = 0
                var end = index
                while end < bytes.count {
                    if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "*") {
                        depth += 1
                        end += 2
                    } else if bytes[end] == UInt8(ascii: "*"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else {
                        end += 1
                    }
                }
                blank(index..<end)
                index = end
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while at(hashes, "#") { hashes += 1 }
                guard at(hashes, "\"") else { index += max(hashes, 1); continue }
                let multiline = at(hashes + 1, "\"") && at(hashes + 2, "\"")
                strings.append((multiline, hashes, nil))
                index += hashes + (multiline ? 3 : 1)
            case UInt8(ascii: "(") where !strings.isEmpty:
                strings[strings.count - 1].interpolation! += 1
                index += 1
            case UInt8(ascii: ")") where !strings.isEmpty:
                strings[strings.count - 1].interpolation! -= 1
                if strings[strings.count - 1].interpolation == 0 { strings[strings.count - 1].interpolation = nil }
                index += 1
            default:
                index += 1
            }
        }
        return result
    }

    /// Every word of `bytes` (a script's, its comments blanked by `withoutComments`).
    static func allWords<Bytes: ByteRun>(_ bytes: Bytes) -> Set<String> {
        var words: Set<String> = []
        var wordStart: Int?
        for index in bytes.indices {
            if isWordByte(bytes[index]) {
                if wordStart == nil { wordStart = index }
            } else if let start = wordStart {
                words.insert(String(decoding: bytes[start..<index], as: UTF8.self))
                wordStart = nil
            }
        }
        if let start = wordStart { words.insert(String(decoding: bytes[start...], as: UTF8.self)) }
        return words
    }
}
