// The prelude's CharacterSet and more of NSString's methods on String (capitalized, the compares,
// padding, replacingOccurrences), added against the coverage measure (docs/COVERAGE.md); each
// behaves as swift-corelibs-foundation's does for the text scripts hold.
extension Prelude {
    static let strings = #"""
// A set of characters (Foundation's is a set of Unicode scalars): a named class, the characters
// of a string, or a combination of sets.
struct CharacterSet {
    let __kind: String
    let __text: String
    let __parts: [CharacterSet]
    init(__kind: String, __text: String = "", __parts: [CharacterSet] = []) {
        self.__kind = __kind
        self.__text = __text
        self.__parts = __parts
    }
    init() { self.init(__kind: "chars") }
    init(charactersIn string: String) { self.init(__kind: "chars", __text: string) }
    static var whitespaces: CharacterSet { return CharacterSet(__kind: "whitespaces") }
    static var newlines: CharacterSet { return CharacterSet(__kind: "newlines") }
    static var whitespacesAndNewlines: CharacterSet { return CharacterSet(__kind: "whitespacesAndNewlines") }
    static var decimalDigits: CharacterSet { return CharacterSet(__kind: "decimalDigits") }
    static var letters: CharacterSet { return CharacterSet(__kind: "letters") }
    static var lowercaseLetters: CharacterSet { return CharacterSet(__kind: "lowercaseLetters") }
    static var uppercaseLetters: CharacterSet { return CharacterSet(__kind: "uppercaseLetters") }
    static var alphanumerics: CharacterSet { return CharacterSet(__kind: "alphanumerics") }
    static var punctuationCharacters: CharacterSet { return CharacterSet(__kind: "punctuationCharacters") }
    static var symbols: CharacterSet { return CharacterSet(__kind: "symbols") }
    func contains(_ member: Character) -> Bool {
        switch __kind {
        case "chars": return __text.contains(member)
        case "whitespaces": return member == " " || member == "\t" || member == "\u{00A0}" || member == "\u{3000}"
        case "newlines": return member.isNewline
        case "whitespacesAndNewlines": return member.isWhitespace
        case "decimalDigits": return member.isWholeNumber && member.wholeNumberValue! < 10
        case "letters": return member.isLetter
        case "lowercaseLetters": return member.isLowercase
        case "uppercaseLetters": return member.isUppercase
        case "alphanumerics": return member.isLetter || member.isNumber
        case "punctuationCharacters": return member.isPunctuation
        case "symbols": return member.isSymbol
        case "not": return !__parts[0].contains(member)
        case "union": return __parts[0].contains(member) || __parts[1].contains(member)
        case "intersection": return __parts[0].contains(member) && __parts[1].contains(member)
        case "subtracting": return __parts[0].contains(member) && !__parts[1].contains(member)
        default: return __parts[0].contains(member) != __parts[1].contains(member)
        }
    }
    var inverted: CharacterSet { return CharacterSet(__kind: "not", __parts: [self]) }
    func union(_ other: CharacterSet) -> CharacterSet { return CharacterSet(__kind: "union", __parts: [self, other]) }
    func intersection(_ other: CharacterSet) -> CharacterSet { return CharacterSet(__kind: "intersection", __parts: [self, other]) }
    func subtracting(_ other: CharacterSet) -> CharacterSet { return CharacterSet(__kind: "subtracting", __parts: [self, other]) }
    func symmetricDifference(_ other: CharacterSet) -> CharacterSet { return CharacterSet(__kind: "symmetricDifference", __parts: [self, other]) }
    mutating func formUnion(_ other: CharacterSet) { self = union(other) }
    mutating func formIntersection(_ other: CharacterSet) { self = intersection(other) }
    mutating func subtract(_ other: CharacterSet) { self = subtracting(other) }
    mutating func insert(charactersIn string: String) { self = union(CharacterSet(charactersIn: string)) }
    mutating func remove(charactersIn string: String) { self = subtracting(CharacterSet(charactersIn: string)) }
    mutating func invert() { self = inverted }
}

extension String {
    func trimmingCharacters(in set: CharacterSet) -> String {
        var characters = Array(self)
        while let first = characters.first, set.contains(first) { characters.removeFirst() }
        while let last = characters.last, set.contains(last) { characters.removeLast() }
        return String(characters)
    }
    func rangeOfCharacter(from set: CharacterSet) -> Range<Int>? {
        var offset = 0
        for character in self {
            if set.contains(character) { return offset..<(offset + 1) }
            offset += 1
        }
        return nil
    }
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        return components(separatedBy: target).joined(separator: replacement)
    }
    func appending(_ other: String) -> String { return self + other }
    // The first letter of each word uppercased and the rest lowercased; a word follows a
    // character that is not a letter or an apostrophe.
    var capitalized: String {
        var result = ""
        var startsWord = true
        for character in self {
            result += startsWord ? character.uppercased() : character.lowercased()
            startsWord = !(character.isLetter || character == "'")
        }
        return result
    }
    var localizedCapitalized: String { return capitalized }
    var localizedLowercase: String { return lowercased() }
    var localizedUppercase: String { return uppercased() }
    func capitalized(with locale: Locale?) -> String { return capitalized }
    func lowercased(with locale: Locale?) -> String { return lowercased() }
    func uppercased(with locale: Locale?) -> String { return uppercased() }
    func caseInsensitiveCompare(_ other: String) -> ComparisonResult {
        let (a, b) = (lowercased(), other.lowercased())
        return a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }
    func localizedCaseInsensitiveContains(_ other: String) -> Bool { return lowercased().contains(other.lowercased()) }
    func localizedStandardContains(_ other: String) -> Bool { return lowercased().contains(other.lowercased()) }
    // Finder's order: case ignored, runs of digits compared as numbers ("file2" before "file10").
    func localizedStandardCompare(_ other: String) -> ComparisonResult {
        let (a, b) = (Array(lowercased()), Array(other.lowercased()))
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            if a[i].isWholeNumber && b[j].isWholeNumber {
                var (x, y) = ("", "")
                while i < a.count && a[i].isWholeNumber { x.append(a[i]); i += 1 }
                while j < b.count && b[j].isWholeNumber { y.append(b[j]); j += 1 }
                let (m, n) = (Int(x) ?? 0, Int(y) ?? 0)
                if m != n { return m < n ? .orderedAscending : .orderedDescending }
                continue
            }
            if a[i] != b[j] { return String(a[i]) < String(b[j]) ? .orderedAscending : .orderedDescending }
            i += 1
            j += 1
        }
        if a.count - i == b.count - j { return .orderedSame }
        return a.count - i < b.count - j ? .orderedAscending : .orderedDescending
    }
    func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String {
        if count >= newLength { return String(prefix(newLength)) }
        let pad = Array(padString)
        var result = self
        var k = padIndex
        while result.count < newLength {
            result.append(pad[k % pad.count])
            k += 1
        }
        return result
    }
    func lengthOfBytes(using encoding: String.Encoding) -> Int { return utf8.count }
    func data(using encoding: String.Encoding, allowLossyConversion: Bool) -> Data? { return data(using: encoding) }
}
"""#
}
