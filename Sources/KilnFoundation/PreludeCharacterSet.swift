// The prelude's CharacterSet: a set of Unicode scalars as swift-corelibs-foundation has it — the
// predefined sets (by general category, StringBindings.swift), sets of listed characters, their
// combinations — printed as CFCharacterSet describes itself (`<CFCharacterSet Items(U+0061)>`).
extension Prelude {
    static let characterSet = #"""
// Swift bridges NSCharacterSet and CharacterSet; Kiln has one type for both (as NSDate and Date).
typealias NSCharacterSet = CharacterSet
// `__kind` says what the set is: "chars" (the scalars of `__text`, kept distinct and in order),
// "range" (a run of scalars made by inserting into an empty set), "bitmap" (listed scalars CF
// keeps as a bitmap), a predefined set's name, or "not" / "union" / "intersection" /
// "subtracting" / "symmetricDifference" of `__parts`.
struct CharacterSet: Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    let __kind: String
    let __text: String
    let __parts: [CharacterSet]
    init(__kind: String, __text: String = "", __parts: [CharacterSet] = []) {
        self.__kind = __kind
        self.__text = __text
        self.__parts = __parts
    }
    init() { self.init(__kind: "chars") }
    init(charactersIn string: String) { self.init(__kind: "chars", __text: __kilnScalarSet(string)) }
    init(bitmapRepresentation data: Data) { self.init(__kind: "bitmap", __text: __kilnScalarsFromBitmap(data.__bytes)) }
    init?(contentsOfFile file: String) {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        self.init(bitmapRepresentation: data)
    }
    static var controlCharacters: CharacterSet { return CharacterSet(__kind: "controlCharacters") }
    static var whitespaces: CharacterSet { return CharacterSet(__kind: "whitespaces") }
    static var whitespacesAndNewlines: CharacterSet { return CharacterSet(__kind: "whitespacesAndNewlines") }
    static var decimalDigits: CharacterSet { return CharacterSet(__kind: "decimalDigits") }
    static var letters: CharacterSet { return CharacterSet(__kind: "letters") }
    static var lowercaseLetters: CharacterSet { return CharacterSet(__kind: "lowercaseLetters") }
    static var uppercaseLetters: CharacterSet { return CharacterSet(__kind: "uppercaseLetters") }
    static var nonBaseCharacters: CharacterSet { return CharacterSet(__kind: "nonBaseCharacters") }
    static var decomposables: CharacterSet { return CharacterSet(__kind: "decomposables") }
    static var alphanumerics: CharacterSet { return CharacterSet(__kind: "alphanumerics") }
    static var illegalCharacters: CharacterSet { return CharacterSet(__kind: "illegalCharacters") }
    static var punctuationCharacters: CharacterSet { return CharacterSet(__kind: "punctuationCharacters") }
    static var capitalizedLetters: CharacterSet { return CharacterSet(__kind: "capitalizedLetters") }
    static var symbols: CharacterSet { return CharacterSet(__kind: "symbols") }
    static var newlines: CharacterSet { return CharacterSet(__kind: "newlines") }
    // The URL sets: ASCII letters and digits and the punctuation RFC 3986 allows in each part.
    static var urlUserAllowed: CharacterSet { return CharacterSet.__url("!$&'()*+,-.;=_~") }
    static var urlPasswordAllowed: CharacterSet { return CharacterSet.__url("!$&'()*+,-.;=_~") }
    static var urlHostAllowed: CharacterSet { return CharacterSet.__url("!$&'()*+,-.:;=[]_~") }
    static var urlPathAllowed: CharacterSet { return CharacterSet.__url("!$&'()*+,-./:=@_~") }
    static var urlQueryAllowed: CharacterSet { return CharacterSet.__url("!$&'()*+,-./:;=?@_~") }
    static var urlFragmentAllowed: CharacterSet { return CharacterSet.__url("!$&'()*+,-./:;=?@_~") }
    // Swift 2's names (`NSCharacterSet.whitespaceCharacterSet()`, a renamed type).
\#(Prelude.oldSpellings([
        ("static func whitespaceCharacterSet() -> CharacterSet", "NSCharacterSet.whitespaceCharacterSet()", "CharacterSet.whitespaces", "return .whitespaces"),
        ("static func whitespaceAndNewlineCharacterSet() -> CharacterSet", "NSCharacterSet.whitespaceAndNewlineCharacterSet()", "CharacterSet.whitespacesAndNewlines", "return .whitespacesAndNewlines"),
        ("static func newlineCharacterSet() -> CharacterSet", "NSCharacterSet.newlineCharacterSet()", "CharacterSet.newlines", "return .newlines"),
        ("static func decimalDigitCharacterSet() -> CharacterSet", "NSCharacterSet.decimalDigitCharacterSet()", "CharacterSet.decimalDigits", "return .decimalDigits"),
        ("static func letterCharacterSet() -> CharacterSet", "NSCharacterSet.letterCharacterSet()", "CharacterSet.letters", "return .letters"),
        ("static func alphanumericCharacterSet() -> CharacterSet", "NSCharacterSet.alphanumericCharacterSet()", "CharacterSet.alphanumerics", "return .alphanumerics"),
        ("static func punctuationCharacterSet() -> CharacterSet", "NSCharacterSet.punctuationCharacterSet()", "CharacterSet.punctuationCharacters", "return .punctuationCharacters"),
        ("static func uppercaseLetterCharacterSet() -> CharacterSet", "NSCharacterSet.uppercaseLetterCharacterSet()", "CharacterSet.uppercaseLetters", "return .uppercaseLetters"),
        ("static func lowercaseLetterCharacterSet() -> CharacterSet", "NSCharacterSet.lowercaseLetterCharacterSet()", "CharacterSet.lowercaseLetters", "return .lowercaseLetters"),
    ]))
    static func __url(_ punctuation: String) -> CharacterSet {
        return CharacterSet(__kind: "bitmap", __text: __kilnScalarSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + punctuation))
    }

    var __isListed: Bool { return __kind == "chars" || __kind == "range" || __kind == "bitmap" }
    func __has(_ scalar: Int) -> Bool {
        switch __kind {
        case "chars", "range", "bitmap": return __kilnScalarIn(__text, scalar)
        case "not": return !__parts[0].__has(scalar)
        case "union": return __parts[0].__has(scalar) || __parts[1].__has(scalar)
        case "intersection": return __parts[0].__has(scalar) && __parts[1].__has(scalar)
        case "subtracting": return __parts[0].__has(scalar) && !__parts[1].__has(scalar)
        case "symmetricDifference": return __parts[0].__has(scalar) != __parts[1].__has(scalar)
        default: return __kilnScalarIs(__kind, scalar)
        }
    }
    func contains(_ member: Unicode.Scalar) -> Bool { return __has(__kilnScalarValue(member)) }
    // `text.components(separatedBy: set)` (String's native method hands a set to this): the
    // pieces between the scalars the set holds, empty ones kept.
    func __components(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if contains(scalar) {
                pieces.append(current)
                current = ""
            } else {
                current += String(scalar)
            }
        }
        pieces.append(current)
        return pieces
    }

    var description: String {
        switch __kind {
        case "chars": return __kilnCharacterSetItems(__text)
        case "range":
            return "<CFCharacterSet Range(\(__kilnScalarValue(__text)), \(__text.unicodeScalars.count))>"
        case "not":
            // CF keeps an inverted set as the set and a flag its description leaves out.
            let inner = __parts[0]
            if inner.__kind == "chars" && inner.__text.isEmpty { return "<CFCharacterSet Bitmap>" }
            return inner.__isListed || CharacterSet.__predefinedNames[inner.__kind] != nil ? inner.description : "<CFCharacterSet Bitmap>"
        default:
            if let name = CharacterSet.__predefinedNames[__kind] { return "<CFCharacterSet Predefined \(name) Set>" }
            return "<CFCharacterSet Bitmap>"
        }
    }
    var debugDescription: String { return description }
    static let __predefinedNames: [String: String] = [
        "controlCharacters": "Control", "whitespaces": "Whitespace", "whitespacesAndNewlines": "WhitespaceAndNewline",
        "decimalDigits": "DecimalDigit", "letters": "Letter", "lowercaseLetters": "LowercaseLetter",
        "uppercaseLetters": "UppercaseLetter", "nonBaseCharacters": "NonBase", "alphanumerics": "AlphaNumeric",
        "illegalCharacters": "Illegal", "punctuationCharacters": "Punctuation", "capitalizedLetters": "CapitalizedLetter",
        "symbols": "Symbol", "newlines": "Newline", "decomposables": "Decomposable",
    ]

    // Equal when they hold the same scalars: listed sets by their scalars, the others by how they
    // were made.
    static func == (lhs: CharacterSet, rhs: CharacterSet) -> Bool {
        if lhs.__isListed && rhs.__isListed { return lhs.__text == rhs.__text }
        return lhs.__kind == rhs.__kind && lhs.__text == rhs.__text && lhs.__parts == rhs.__parts
    }

    var inverted: CharacterSet {
        if __kind == "not" { return __parts[0] }
        return CharacterSet(__kind: "not", __parts: [self])
    }
    func union(_ other: CharacterSet) -> CharacterSet {
        if __kind == "chars" && other.__kind == "chars" { return CharacterSet(charactersIn: __text + other.__text) }
        if other.__kind == "chars" && other.__text.isEmpty { return self }
        if __kind == "chars" && __text.isEmpty { return other }
        return CharacterSet(__kind: "union", __parts: [self, other])
    }
    func intersection(_ other: CharacterSet) -> CharacterSet { return CharacterSet(__kind: "intersection", __parts: [self, other]) }
    func subtracting(_ other: CharacterSet) -> CharacterSet { return CharacterSet(__kind: "subtracting", __parts: [self, other]) }
    func symmetricDifference(_ other: CharacterSet) -> CharacterSet { return CharacterSet(__kind: "symmetricDifference", __parts: [self, other]) }
    func isSuperset(of other: CharacterSet) -> Bool {
        if other.__isListed {
            for scalar in other.__text.unicodeScalars where !contains(scalar) { return false }
            return true
        }
        return self == other
    }
    func isSubset(of other: CharacterSet) -> Bool { return other.isSuperset(of: self) }
    var isEmpty: Bool { return __isListed && __text.isEmpty }
    func hasMember(inPlane plane: UInt8) -> Bool {
        switch __kind {
        case "chars", "range", "bitmap":
            for scalar in __text.unicodeScalars where __kilnScalarValue(scalar) / 65536 == Int(plane) { return true }
            return false
        case "union": return __parts[0].hasMember(inPlane: plane) || __parts[1].hasMember(inPlane: plane)
        case "not": return true
        case "intersection", "subtracting": return __parts[0].hasMember(inPlane: plane)
        case "symmetricDifference": return __parts[0].hasMember(inPlane: plane) || __parts[1].hasMember(inPlane: plane)
        default: return __kilnPlaneHas(__kind, Int(plane))
        }
    }

    mutating func formUnion(_ other: CharacterSet) { self = union(other) }
    mutating func formIntersection(_ other: CharacterSet) { self = intersection(other) }
    mutating func formSymmetricDifference(_ other: CharacterSet) { self = symmetricDifference(other) }
    mutating func subtract(_ other: CharacterSet) { self = subtracting(other) }
    mutating func insert(charactersIn string: String) { self = union(CharacterSet(charactersIn: string)) }
    mutating func remove(charactersIn string: String) { self = subtracting(CharacterSet(charactersIn: string)) }
    mutating func invert() { self = inverted }
    // As corelibs: inserting answers `true` and the scalar; CF makes a run of scalars inserted
    // one by one into an empty set a range.
    @discardableResult
    mutating func insert(_ character: Unicode.Scalar) -> (inserted: Bool, memberAfterInsert: Unicode.Scalar) {
        let value = __kilnScalarValue(character)
        if __kind == "chars" && __text.isEmpty {
            self = CharacterSet(__kind: "range", __text: String(character))
        } else if __kind == "range" && !__kilnScalarIn(__text, value) {
            let first = __kilnScalarValue(__text)
            if value == first + __text.unicodeScalars.count {
                self = CharacterSet(__kind: "range", __text: __text + String(character))
            } else {
                self = CharacterSet(__kind: "bitmap", __text: __kilnScalarSet(__text + String(character)))
            }
        } else if __kind == "chars" || __kind == "bitmap" {
            self = CharacterSet(__kind: __kind, __text: __kilnScalarSet(__text + String(character)))
        } else if !__has(value) {
            self = CharacterSet(__kind: "union", __parts: [self, CharacterSet(charactersIn: String(character))])
        }
        return (true, character)
    }
    @discardableResult
    mutating func update(with character: Unicode.Scalar) -> Unicode.Scalar? {
        insert(character)
        return character
    }
    @discardableResult
    mutating func remove(_ character: Unicode.Scalar) -> Unicode.Scalar? {
        let result: Unicode.Scalar? = contains(character) ? character : nil
        self = CharacterSet(__kind: "subtracting", __parts: [self, CharacterSet(charactersIn: String(character))])
        return result
    }
}
"""#
}
