// More of NSString's methods on String (capitalized, the compares,
// padding, replacingOccurrences), added against the coverage measure (docs/COVERAGE.md); each
// behaves as swift-corelibs-foundation's does for the text scripts hold.
extension Prelude {
    static let strings = #"""
extension String {
    // Foundation trims Unicode scalars (a combining accent is trimmed on its own).
    func trimmingCharacters(in set: CharacterSet) -> String {
        let scalars = Array(unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end && set.contains(scalars[start]) { start += 1 }
        while end > start && set.contains(scalars[end - 1]) { end -= 1 }
        if start == 0 && end == scalars.count { return self }
        return scalars[start..<end].map { String($0) }.joined()
    }
    func rangeOfCharacter(from set: CharacterSet) -> Range<String.Index>? {
        var offset = 0
        for character in self {
            if set.contains(character.unicodeScalars.first!) { return __kilnCharacterRange(self, offset) }
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
    // Lossy ASCII is corelibs': 0xFF for each scalar ASCII has not (Latin-1 stays nil).
    func data(using encoding: String.Encoding, allowLossyConversion: Bool) -> Data? {
        if allowLossyConversion && encoding == .ascii {
            return Data(unicodeScalars.map { $0.value > 127 ? UInt8(0xFF) : UInt8($0.value) })
        }
        return data(using: encoding)
    }
}
"""#
}
