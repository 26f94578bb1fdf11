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
}

extension NSString {
    func substring(to index: Int) -> String { return __value.substring(to: index) }
    func substring(from index: Int) -> String { return __value.substring(from: index) }
    func substring(with range: NSRange) -> String { return __value.substring(with: range) }
}
"""#
}
