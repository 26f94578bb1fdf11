// NSString's searching, comparing, folding and normalizing methods on String, natively and without
// linking Foundation (start-up): the prelude (PreludeStringSearch.swift) passes
// String.CompareOptions as NSString.CompareOptions' raw bits. Case-insensitive text is compared
// case-folded (`Straße` matches `STRASSE`), diacritic-insensitive text without its combining marks
// (after the standard library's canonical decomposition), `.numeric` compares runs of digits as
// numbers. Ranges are searched in Characters and come back as ranges of String.Index.
@_spi(_Unicode) import Swift
import KilnScript

/// NSString.CompareOptions' bits.
struct CompareOptionBits: OptionSet {
    let rawValue: Int
    static let caseInsensitive = CompareOptionBits(rawValue: 1)
    static let literal = CompareOptionBits(rawValue: 2)
    static let backwards = CompareOptionBits(rawValue: 4)
    static let anchored = CompareOptionBits(rawValue: 8)
    static let numeric = CompareOptionBits(rawValue: 64)
    static let diacriticInsensitive = CompareOptionBits(rawValue: 128)
    static let widthInsensitive = CompareOptionBits(rawValue: 256)
    static let forcedOrdering = CompareOptionBits(rawValue: 512)
    static let regularExpression = CompareOptionBits(rawValue: 1024)
}

extension Bindings {
    func registerStringSearchPrimitives(in interpreter: Interpreter) {
        // A String.CompareOptions value (one option or a list of them) as NSString's raw bits.
        primitive(interpreter, "CompareOptions", 1) { context, arguments in
            var bits = 0
            var pending = [arguments[0].unwrapped]
            while let value = pending.popLast() {
                if case .array(let elements) = value { pending += elements; continue }
                if case .void = value { continue }
                let names = ["caseInsensitive": 1, "literal": 2, "backwards": 4, "anchored": 8, "numeric": 64,
                             "diacriticInsensitive": 128, "widthInsensitive": 256, "forcedOrdering": 512, "regularExpression": 1024]
                bits |= names[try context.describe(value)] ?? 0
            }
            return .int(bits)
        }
        func options(_ value: Value, _ context: NativeContext) throws -> CompareOptionBits {
            let bits = CompareOptionBits(rawValue: try intArgument(value, context, "the options"))
            if bits.contains(.regularExpression) {
                throw context.fault("String.CompareOptions.regularExpression is not supported in Kiln yet")
            }
            return bits
        }
        primitive(interpreter, "Compare", 4) { context, arguments in
            let (a, b) = (try stringArgument(arguments[0], context, "the string"), try stringArgument(arguments[1], context, "the other string"))
            if try intArgument(arguments[3], context, "the kind") == 1 { return .int(localizedOrder(a, b)) }
            return .int(compared(a, b, try options(arguments[2], context)))
        }
        primitive(interpreter, "Fold", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            return .string(folded(text, try options(arguments[1], context)))
        }
        primitive(interpreter, "Normalize", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            var scalars = String.UnicodeScalarView()
            if try intArgument(arguments[1], context, "the form") == 0 {
                scalars.append(contentsOf: text._nfd)
            } else {
                scalars.append(contentsOf: text._nfc)
            }
            return .string(String(scalars))
        }
        primitive(interpreter, "CommonPrefix", 3) { context, arguments in
            let (a, b) = (try stringArgument(arguments[0], context, "the string"), try stringArgument(arguments[1], context, "the other string"))
            let bits = try options(arguments[2], context)
            var prefix = ""
            for (x, y) in zip(a, b) {
                guard folded(String(x), bits) == folded(String(y), bits) else { break }
                prefix.append(x)
            }
            return .string(prefix)
        }
        // `range(of:options:range:)`: the range found, or nil; nil for the search range is the whole
        // string. Foundation makes it from an NSRange (`Value.foundationRange`).
        primitive(interpreter, "RangeOf", 4) { context, arguments in
            let (text, target) = (try stringArgument(arguments[0], context, "the string"), try stringArgument(arguments[1], context, "the target"))
            let characters = Array(text)
            let within = try searchRange(text, arguments[3], context)
            let matcher = Matcher(target, try options(arguments[2], context))
            guard let found = matcher.first(in: characters, within: within) else { return .none }
            let lower = text.index(text.startIndex, offsetBy: found.lowerBound)
            let range = Value.stringRange(lower..<text.index(lower, offsetBy: found.count), in: text)
            return .some(range.foundationRange(in: text))
        }
        primitive(interpreter, "Replacing", 5) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            let target = try stringArgument(arguments[1], context, "the target")
            let replacement = try stringArgument(arguments[2], context, "the replacement")
            let characters = Array(text)
            let within = try searchRange(text, arguments[4], context)
            let bits = try options(arguments[3], context)
            let matcher = Matcher(target, bits)
            // Every match, left to right, not overlapping (anchored: only the one at the edge).
            var matches: [Range<Int>] = []
            if bits.contains(.anchored) {
                if let found = matcher.first(in: characters, within: within) { matches = [found] }
            } else {
                var start = within.lowerBound
                while start < within.upperBound, let found = matcher.first(in: characters, within: start..<within.upperBound, forward: true) {
                    matches.append(found)
                    start = max(found.upperBound, found.lowerBound + 1)
                }
            }
            var result = ""
            var position = 0
            for match in matches {
                result += String(characters[position..<match.lowerBound]) + replacement
                position = match.upperBound
            }
            result += String(characters[position...])
            try context.checkAllocation(bytes: result.utf8.count)
            return .string(result)
        }
    }
}

/// The Character offsets of a range of the text's indices, or the whole text for nil.
private func searchRange(_ text: String, _ range: Value, _ context: NativeContext) throws -> Range<Int> {
    switch range {
    case .none, .void: return 0..<text.count
    default:
        guard let within = range.hostStringRange(in: text) else { throw context.fault("String index is out of bounds") }
        let lower = text.distance(from: text.startIndex, to: within.lowerBound)
        return lower..<(lower + text.distance(from: within.lowerBound, to: within.upperBound))
    }
}

/// The text as the options compare it: case-folded (upper- then lowercased, so `ß` is `ss`),
/// without combining marks, canonically decomposed unless `.literal`.
func folded(_ text: String, _ options: CompareOptionBits) -> String {
    var result = text
    if options.contains(.caseInsensitive) { result = result.uppercased().lowercased() }
    if options.contains(.diacriticInsensitive) {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: result._nfd.filter { $0.properties.generalCategory != .nonspacingMark })
        var composed = String.UnicodeScalarView()
        composed.append(contentsOf: String(scalars)._nfc)
        result = String(composed)
    }
    return result
}

/// -1, 0 or 1, as NSString's `compare(_:options:)`: folded text compared scalar by scalar, with
/// `.numeric` runs of digits compared as numbers.
func compared(_ a: String, _ b: String, _ options: CompareOptionBits) -> Int {
    let (x, y) = (Array(folded(a, options)._nfd), Array(folded(b, options)._nfd))
    var (i, j) = (0, 0)
    while i < x.count && j < y.count {
        if options.contains(.numeric), let m = x[i].properties.numericType, m == .decimal,
           let n = y[j].properties.numericType, n == .decimal {
            var (first, second) = ("", "")
            while i < x.count, x[i].properties.numericType == .decimal { first.unicodeScalars.append(x[i]); i += 1 }
            while j < y.count, y[j].properties.numericType == .decimal { second.unicodeScalars.append(y[j]); j += 1 }
            let (p, q) = (first.drop { $0 == "0" }, second.drop { $0 == "0" })
            if p.count != q.count { return p.count < q.count ? -1 : 1 }
            if p != q { return p < q ? -1 : 1 }
            continue
        }
        if x[i] != y[j] { return x[i].value < y[j].value ? -1 : 1 }
        i += 1
        j += 1
    }
    if x.count - i == y.count - j { return 0 }
    return x.count - i < y.count - j ? -1 : 1
}

/// `localizedCompare`: the root collation's three levels as far as they matter for plain text —
/// letters without accents or case first, then accents, then case (lowercase first).
func localizedOrder(_ a: String, _ b: String) -> Int {
    let primary = compared(a, b, [.caseInsensitive, .diacriticInsensitive, .numeric])
    if primary != 0 { return primary }
    let secondary = compared(a, b, [.caseInsensitive])
    if secondary != 0 { return secondary }
    return -compared(a, b, [])
}

/// Finds the target in Characters under the options (backwards: the last match; anchored: only
/// at the start, or the end when backwards).
struct Matcher {
    let target: [String]
    let options: CompareOptionBits
    init(_ target: String, _ options: CompareOptionBits) {
        self.options = options
        self.target = target.map { folded(String($0), options) }
    }

    func first(in characters: [Character], within range: Range<Int>, forward: Bool? = nil) -> Range<Int>? {
        let length = target.count
        guard length > 0, range.count >= length else { return nil }
        let backwards = forward.map { !$0 } ?? options.contains(.backwards)
        var starts = Array(range.lowerBound...(range.upperBound - length))
        if backwards { starts.reverse() }
        if options.contains(.anchored) && forward == nil { starts = [starts[0]] }
        for start in starts where (0..<length).allSatisfy({ folded(String(characters[start + $0]), options) == target[$0] }) {
            return start..<(start + length)
        }
        return nil
    }
}

/// Whether a scalar's canonical decomposition is other than itself (CFCharacterSet's decomposables).
func hasCanonicalDecomposition(_ scalar: Unicode.Scalar) -> Bool {
    var decomposed = String(scalar)._nfd.makeIterator()
    return decomposed.next() != scalar || decomposed.next() != nil
}
