// NSString's methods on String that search, compare, fold, normalize, percent-encode and format,
// with String.CompareOptions and the encodings' names: the work is native
// (StringSearchBindings.swift) or the prelude's CharacterSet. Ranges are in Characters, Kiln's
// String.Index.
extension Prelude {
    static let stringSearch = #"""
// An OptionSet in Foundation: one option (`.caseInsensitive`) or a list of them.
enum StringCompareOptions {
    case caseInsensitive, literal, backwards, anchored, numeric, diacriticInsensitive, widthInsensitive, forcedOrdering, regularExpression
    func contains(_ option: StringCompareOptions) -> Bool { return self == option }
}
extension String {
    typealias CompareOptions = StringCompareOptions
}

extension StringEncoding: CustomStringConvertible {
    var description: String {
        switch self {
        case .utf8: return "Unicode (UTF-8)"
        case .ascii: return "Western (ASCII)"
        case .utf16: return "Unicode (UTF-16)"
        case .isoLatin1: return "Western (ISO Latin 1)"
        case .windowsCP1252: return "Western (Windows Latin 1)"
        case .nonLossyASCII: return "Non-lossy ASCII"
        case .utf16BigEndian: return "Unicode (UTF-16BE)"
        case .utf16LittleEndian: return "Unicode (UTF-16LE)"
        case .utf32: return "Unicode (UTF-32)"
        case .utf32BigEndian: return "Unicode (UTF-32BE)"
        case .utf32LittleEndian: return "Unicode (UTF-32LE)"
        }
    }
}

extension String {
    static var defaultCStringEncoding: String.Encoding { return .utf8 }
    static func localizedName(of encoding: String.Encoding) -> String { return encoding.description }
    var fastestEncoding: String.Encoding { return .unicode }
    var smallestEncoding: String.Encoding { return canBeConverted(to: .ascii) ? .ascii : .unicode }
    func canBeConverted(to encoding: String.Encoding) -> Bool {
        if encoding == .isoLatin1 { return data(using: .isoLatin1) != nil }
        if encoding != .ascii { return true }
        for byte in utf8 where byte >= 128 { return false }
        return true
    }
    func maximumLengthOfBytes(using encoding: String.Encoding) -> Int {
        switch encoding {
        case .utf8: return utf16.count * 3
        case .ascii: return utf16.count
        default: return utf16.count * 2
        }
    }

    func compare(_ aString: String, options mask: [String.CompareOptions] = [], range: Range<String.Index>? = nil, locale: Locale? = nil) -> ComparisonResult {
        return __kilnComparison(__kilnCompare(range == nil ? self : String(self[range!]), aString, __kilnCompareOptions(mask), 0))
    }
    func localizedCompare(_ string: String) -> ComparisonResult { return __kilnComparison(__kilnCompare(self, string, 0, 1)) }
    func localizedCaseInsensitiveCompare(_ string: String) -> ComparisonResult { return __kilnComparison(__kilnCompare(self, string, 1, 0)) }
    func commonPrefix(with str: String, options mask: [String.CompareOptions] = []) -> String {
        return __kilnCommonPrefix(self, str, __kilnCompareOptions(mask))
    }
    func folding(options: [String.CompareOptions] = [], locale: Locale?) -> String { return __kilnFold(self, __kilnCompareOptions(options)) }
    var decomposedStringWithCanonicalMapping: String { return __kilnNormalize(self, 0) }
    var precomposedStringWithCanonicalMapping: String { return __kilnNormalize(self, 1) }

    func range(of aString: String) -> Range<String.Index>? { return __kilnRangeOf(self, aString, 0, nil) }
    func range(of aString: String, options mask: [String.CompareOptions] = [], range searchRange: Range<String.Index>? = nil, locale: Locale? = nil) -> Range<String.Index>? {
        return __kilnRangeOf(self, aString, __kilnCompareOptions(mask), searchRange)
    }
    // The first (or with `.backwards` the last) Character whose first scalar is in the set.
    func rangeOfCharacter(from aSet: CharacterSet, options mask: [String.CompareOptions], range aRange: Range<String.Index>? = nil) -> Range<String.Index>? {
        let characters = Array(self)
        let within = __kilnCharacterOffsets(self, aRange)
        let offsets = mask.contains(.backwards) ? Array((within[0]..<within[1]).reversed()) : Array(within[0]..<within[1])
        for offset in offsets where aSet.contains(characters[offset].unicodeScalars.first!) {
            return __kilnCharacterRange(self, offset)
        }
        return nil
    }
    func localizedStandardRange(of str: String) -> Range<String.Index>? {
        return __kilnRangeOf(self, str, __kilnCompareOptions([String.CompareOptions.caseInsensitive, String.CompareOptions.diacriticInsensitive]), nil)
    }
    func replacingOccurrences(of target: String, with replacement: String, options: [String.CompareOptions], range searchRange: Range<String.Index>? = nil) -> String {
        return __kilnReplacing(self, target, replacement, __kilnCompareOptions(options), searchRange)
    }

    func addingPercentEncoding(withAllowedCharacters allowedCharacters: CharacterSet) -> String? {
        var result = ""
        // As CF: only ASCII is kept, and only when the set allows it; every other byte is %XX.
        for scalar in unicodeScalars {
            if __kilnScalarValue(scalar) < 128 && allowedCharacters.contains(scalar) {
                result += String(scalar)
            } else {
                result += __kilnPercentEncodeScalar(__kilnScalarValue(scalar))
            }
        }
        return result
    }
    var removingPercentEncoding: String? { return __kilnPercentDecode(self) }

    init(format: String, arguments: [Any]) { self = __kilnFormat(format, arguments) }
    init(format: String, locale: Locale?, _ args: Any...) { self = __kilnFormat(format, args) }
    init(format: String, locale: Locale?, arguments: [Any]) { self = __kilnFormat(format, arguments) }
    static func localizedStringWithFormat(_ format: String, _ args: Any...) -> String { return __kilnFormat(format, args) }
    func appendingFormat(_ format: String, _ arguments: Any...) -> String { return self + __kilnFormat(format, arguments) }
}

func __kilnComparison(_ order: Int) -> ComparisonResult {
    return order < 0 ? .orderedAscending : (order == 0 ? .orderedSame : .orderedDescending)
}
"""#
}
