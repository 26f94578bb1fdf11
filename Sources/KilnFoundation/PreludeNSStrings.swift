// NSRange and NSString's substring calls by UTF-16 offsets (`(text as NSString).substring(to: 5)`,
// `substring(with: NSRange(location: 2, length: 3))`), on NSString and on the String an NSString
// is at run time (`Interpreter.Options.bridgedClasses`).
extension Prelude {
    static let nsStrings = #"""
let NSNotFound: Int = Int.max

struct NSRange: Equatable, CustomStringConvertible {
    var location: Int
    var length: Int
    init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
    init(_ range: Range<Int>) {
        self.location = range.lowerBound
        self.length = range.count
    }
    // `NSRange(range, in: text)`: a String range as UTF-16 offsets, as NSString counts.
    init(_ range: Range<String.Index>, in string: String) {
        self.location = string[..<range.lowerBound].utf16.count
        self.length = string[range].utf16.count
    }
    var lowerBound: Int { return location }
    var upperBound: Int { return location + length }
    func contains(_ index: Int) -> Bool { return index >= location && index < location + length }
    var description: String { return "{\(location), \(length)}" }
}

func NSMakeRange(_ loc: Int, _ len: Int) -> NSRange { return NSRange(location: loc, length: len) }

extension String {
    func __utf16Text(_ start: Int, _ end: Int) -> String {
        let units = Array(utf16)
        return String(decoding: Array(units[start..<end]), as: UTF16.self)
    }
    func substring(to index: Int) -> String { return __utf16Text(0, index) }
    func substring(from index: Int) -> String { return __utf16Text(index, utf16.count) }
    func substring(with range: NSRange) -> String { return __utf16Text(range.location, range.location + range.length) }
    // Swift 3's String methods by String.Index (deprecated, still Swift's).
    func substring(to index: String.Index) -> String { return String(self[..<index]) }
    func substring(from index: String.Index) -> String { return String(self[index...]) }
    func substring(with range: Range<String.Index>) -> String { return String(self[range]) }
}

// Foundation's NSMutableString: an NSString whose text changes in place (UTF-16 offsets).
class NSMutableString: NSString {
    func append(_ aString: String) { __value += aString }
    func setString(_ aString: String) { __value = aString }
    func insert(_ aString: String, at loc: Int) {
        __value = __value.substring(to: loc) + aString + __value.substring(from: loc)
    }
    func replaceCharacters(in range: NSRange, with aString: String) {
        __value = __value.substring(to: range.location) + aString + __value.substring(from: range.location + range.length)
    }
    func deleteCharacters(in range: NSRange) { replaceCharacters(in: range, with: "") }
}

extension NSString {
    // NSString's searches give an NSRange of UTF-16 offsets (`NSNotFound` when absent).
    func range(of searchString: String) -> NSRange { return range(of: searchString, options: []) }
    func range(of searchString: String, options mask: [String.CompareOptions]) -> NSRange {
        guard let found = __value.range(of: searchString, options: mask) else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(found, in: __value)
    }
    func replacingCharacters(in range: NSRange, with replacement: String) -> String {
        return __value.substring(to: range.location) + replacement + __value.substring(from: range.location + range.length)
    }
    func character(at index: Int) -> UInt16 { return Array(__value.utf16)[index] }
    func substring(to index: Int) -> String { return __value.substring(to: index) }
    func substring(from index: Int) -> String { return __value.substring(from: index) }
    func substring(with range: NSRange) -> String { return __value.substring(with: range) }
}
"""#
}
