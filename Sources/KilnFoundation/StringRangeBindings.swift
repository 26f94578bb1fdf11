// The native side of PreludeStringRanges.swift: the line and paragraph around a range (as
// NSString's lineRange(for:) and paragraphRange(for:), which include the line's terminator), the
// composed character sequences a range touches, a text's lines, and NSString's hash (CFString's).
import KilnScript

extension Bindings {
    func registerStringRangePrimitives(in interpreter: Interpreter) {
        func range(_ value: Value, in text: String, _ context: NativeContext) throws -> Range<String.Index> {
            guard let range = value.hostStringRange(in: text) else { throw context.fault("String index is out of bounds") }
            return range
        }
        primitive(interpreter, "LineRange", 3) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            let within = try range(arguments[1], in: text, context)
            let paragraph = try boolArgument(arguments[2], context, "paragraphs")
            // A line that starts the text starts at its startIndex (`0[any]`).
            guard case .indexRange(var lower?, let upper, _) = Value.stringRange(lineBounds(of: within, in: text, paragraphs: paragraph), in: text) else { return .void }
            lower.anyEncoding = lower.offset == 0
            return .indexRange(lower: lower, upper: upper, closed: false)
        }
        primitive(interpreter, "ComposedRange", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            let within = try range(arguments[1], in: text, context)
            // The Characters the range starts and ends in, whole (an empty range: the one at its start).
            var start = text.startIndex
            var end = text.startIndex
            var i = text.startIndex
            while i < text.endIndex {
                let next = text.index(after: i)
                if i <= within.lowerBound { start = i }
                if i <= within.lowerBound || i < within.upperBound { end = next }
                i = next
            }
            if within.lowerBound >= text.endIndex { (start, end) = (text.endIndex, text.endIndex) }
            return Value.stringRange(start..<end, in: text).foundationRange(in: text)
        }
        primitive(interpreter, "Lines", 1) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            var lines: [Value] = []
            var current = ""
            for character in text {
                if isLineTerminator(character, paragraphs: false) {
                    lines.append(.string(current))
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { lines.append(.string(current)) }
            return .array(lines)
        }
        // The Character at an offset, as a range Foundation makes from an NSRange (`rangeOfCharacter`).
        primitive(interpreter, "CharacterRange", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            let offset = try intArgument(arguments[1], context, "the offset")
            guard offset >= 0, offset < text.count else { throw context.fault("String index is out of bounds") }
            let lower = text.index(text.startIndex, offsetBy: offset)
            return Value.stringRange(lower..<text.index(after: lower), in: text).foundationRange(in: text)
        }
        // A range of the text's indices (nil: all of it) as Character offsets [lower, upper].
        primitive(interpreter, "CharacterOffsets", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            if case .none = arguments[1] { return .array([.int(0), .int(text.count)]) }
            let within = try range(arguments[1], in: text, context)
            let lower = text.distance(from: text.startIndex, to: within.lowerBound)
            return .array([.int(lower), .int(lower + text.distance(from: within.lowerBound, to: within.upperBound))])
        }
        primitive(interpreter, "StringHash", 1) { context, arguments in
            .int(cfStringHash(try stringArgument(arguments[0], context, "the string")))
        }
    }
}

/// NSString's line terminators (`\n`, `\r`, `\r\n`, NEL, LS, PS); paragraphs end only at `\n`,
/// `\r`, `\r\n` and PS.
private func isLineTerminator(_ character: Character, paragraphs: Bool) -> Bool {
    switch character {
    case "\n", "\r", "\r\n", "\u{2029}": return true
    case "\u{85}", "\u{2028}": return !paragraphs
    default: return false
    }
}

/// The whole lines (or paragraphs) a range touches, with the last one's terminator.
private func lineBounds(of range: Range<String.Index>, in text: String, paragraphs: Bool) -> Range<String.Index> {
    var start = range.lowerBound
    while start > text.startIndex, !isLineTerminator(text[text.index(before: start)], paragraphs: paragraphs) {
        start = text.index(before: start)
    }
    var end = range.isEmpty ? range.lowerBound : text.index(before: range.upperBound)
    if range.isEmpty || !isLineTerminator(text[end], paragraphs: paragraphs) {
        while end < text.endIndex, !isLineTerminator(text[end], paragraphs: paragraphs) { end = text.index(after: end) }
    }
    if end < text.endIndex { end = text.index(after: end) }
    return start..<end
}

/// CFString's hash of the text's UTF-16 code units (what NSString's `hash` gives): every unit of
/// a short string, the first, middle and last 32 of a long one.
func cfStringHash(_ text: String) -> Int {
    let units = Array(text.utf16)
    let length = units.count
    var result = UInt(length)
    func four(_ at: Int) {
        result = result &* 67503105 &+ UInt(units[at]) &* 16974593 &+ UInt(units[at + 1]) &* 66049 &+ UInt(units[at + 2]) &* 257 &+ UInt(units[at + 3])
    }
    if length <= 96 {
        var i = 0
        while i + 4 <= length { four(i); i += 4 }
        while i < length { result = result &* 257 &+ UInt(units[i]); i += 1 }
    } else {
        for base in [0, (length >> 1) - 16, length - 32] {
            for i in stride(from: base, to: base + 32, by: 4) { four(i) }
        }
    }
    return Int(bitPattern: result &+ (result << (UInt(length) & 31)))
}
