// A string literal's text as its value: escapes (`\n`, `\u{1F600}`, and in a raw string only
// those written with its `#`s) read as what they stand for. The compiler makes the value from it,
// and the checker counts its Characters to tell a Character literal from a String one.

/// `text` (a literal's segment, between its quotes) with its escapes read; `pounds` is the number
/// of `#` around a raw string.
func unescape(_ text: String, pounds: Int = 0) -> String {
    guard text.contains("\\") else { return text }
    if pounds > 0 {
        // Only `\#…` (with the literal's count of `#`) escapes; every other backslash is text.
        let delimiter = "\\" + String(repeating: "#", count: pounds)
        let pieces = text.split(separator: delimiter, omittingEmptySubsequences: false)
        var result = String(pieces[0])
        for piece in pieces.dropFirst() {
            // The escape is the piece's first character, or `u{…}`; the rest is text.
            let end = piece.first == "u" ? (piece.firstIndex(of: "}").map { piece.index(after: $0) } ?? piece.endIndex)
                                         : piece.index(piece.startIndex, offsetBy: min(1, piece.count))
            result += unescape("\\" + piece[..<end]) + piece[end...]
        }
        return result
    }
    var result = ""
    var iterator = text.makeIterator()
    while let c = iterator.next() {
        guard c == "\\", let next = iterator.next() else { result.append(c); continue }
        switch next {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "0": result.append("\0")
        case "\"": result.append("\"")
        case "'": result.append("'")
        case "\\": result.append("\\")
        case "u":
            var hex = ""
            while let h = iterator.next(), h != "}" { if h != "{" { hex.append(h) } }
            if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { result.append(Character(scalar)) }
        default: result.append(next)
        }
    }
    return result
}
