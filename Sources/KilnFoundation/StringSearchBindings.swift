// NSString's searching, comparing, folding and normalizing methods on String, done by
// swift-corelibs-foundation itself (already linked into Kiln), so they answer exactly as
// Foundation does: the prelude (PreludeStringSearch.swift) passes String.CompareOptions as
// NSString.CompareOptions' raw bits. Ranges come back as Character offsets, Kiln's String.Index.
import Foundation
import KilnScript

extension Bindings {
    func registerStringSearchPrimitives(in interpreter: Interpreter) {
        // A String.CompareOptions value (one option or a list of them) as NSString's raw bits.
        primitive(interpreter, "CompareOptions", 1) { context, arguments in
            var bits = 0
            var pending = [arguments[0].unwrapped]
            while let value = pending.popLast() {
                if case .array(let elements) = value { pending += elements; continue }
                if case .void = value { continue }
                switch try context.describe(value) {
                case "caseInsensitive": bits |= 1
                case "literal": bits |= 2
                case "backwards": bits |= 4
                case "anchored": bits |= 8
                case "numeric": bits |= 64
                case "diacriticInsensitive": bits |= 128
                case "widthInsensitive": bits |= 256
                case "forcedOrdering": bits |= 512
                case "regularExpression": bits |= 1024
                default: break
                }
            }
            return .int(bits)
        }
        primitive(interpreter, "Compare", 4) { context, arguments in
            let (a, b) = (try stringArgument(arguments[0], context, "the string"), try stringArgument(arguments[1], context, "the other string"))
            let options = String.CompareOptions(rawValue: UInt(try intArgument(arguments[2], context, "the options")))
            let result = try intArgument(arguments[3], context, "the kind") == 1 ? a.localizedCompare(b) : a.compare(b, options: options)
            return .int(result.rawValue)
        }
        primitive(interpreter, "Fold", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            let options = String.CompareOptions(rawValue: UInt(try intArgument(arguments[1], context, "the options")))
            return .string(text.folding(options: options, locale: nil))
        }
        primitive(interpreter, "Normalize", 2) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            switch try intArgument(arguments[1], context, "the form") {
            case 0: return .string(text.decomposedStringWithCanonicalMapping)
            case 1: return .string(text.decomposedStringWithCompatibilityMapping)
            case 2: return .string(text.precomposedStringWithCanonicalMapping)
            default: return .string(text.precomposedStringWithCompatibilityMapping)
            }
        }
        primitive(interpreter, "CommonPrefix", 3) { context, arguments in
            let (a, b) = (try stringArgument(arguments[0], context, "the string"), try stringArgument(arguments[1], context, "the other string"))
            let options = String.CompareOptions(rawValue: UInt(try intArgument(arguments[2], context, "the options")))
            return .string(a.commonPrefix(with: b, options: options))
        }
        // `range(of:options:range:)`: [lower, upper] in Characters, or nil; the search range is
        // given in Characters too (-1: the whole string).
        primitive(interpreter, "RangeOf", 5) { context, arguments in
            let (text, target) = (try stringArgument(arguments[0], context, "the string"), try stringArgument(arguments[1], context, "the target"))
            let options = String.CompareOptions(rawValue: UInt(try intArgument(arguments[2], context, "the options")))
            let within = try searchRange(text, arguments[3], arguments[4], context)
            guard let found = text.range(of: target, options: options, range: within) else { return .none }
            return .some(.array([.int(text.distance(from: text.startIndex, to: found.lowerBound)),
                                 .int(text.distance(from: text.startIndex, to: found.upperBound))]))
        }
        primitive(interpreter, "Replacing", 6) { context, arguments in
            let text = try stringArgument(arguments[0], context, "the string")
            let target = try stringArgument(arguments[1], context, "the target")
            let replacement = try stringArgument(arguments[2], context, "the replacement")
            let options = String.CompareOptions(rawValue: UInt(try intArgument(arguments[3], context, "the options")))
            let within = try searchRange(text, arguments[4], arguments[5], context)
            let result = text.replacingOccurrences(of: target, with: replacement, options: options, range: within)
            try context.checkAllocation(bytes: result.utf8.count)
            return .string(result)
        }
    }
}

/// Character offsets `lower..<upper` of `text` as its indices; nil for (-1, -1), the whole string.
private func searchRange(_ text: String, _ lower: Value, _ upper: Value, _ context: NativeContext) throws -> Range<String.Index>? {
    let (from, to) = (try intArgument(lower, context, "the range"), try intArgument(upper, context, "the range"))
    if from < 0 { return nil }
    guard from <= to, to <= text.count else { throw context.fault("String index is out of bounds") }
    let start = text.index(text.startIndex, offsetBy: from)
    return start..<text.index(start, offsetBy: to - from)
}

/// Whether a scalar's canonical decomposition is other than itself (CFCharacterSet's decomposables).
func hasCanonicalDecomposition(_ scalar: Unicode.Scalar) -> Bool {
    let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
    return decomposed.count != 1 || decomposed.first != scalar
}
