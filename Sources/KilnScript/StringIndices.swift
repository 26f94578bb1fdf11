// String.Index as Swift has it: a position in the string's UTF-8 code units (a native string's
// encoding), printed as Swift prints it (`0[any]`, `3[utf8]`, `1[utf8]+1` inside a UTF-16
// surrogate pair), compared by offset; and the conversions between script indices and the host
// String's own, used by every String member that takes or gives an index or a range of them.

/// A script's String.Index.
public struct StringIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The offset in UTF-8 code units from the start of the string.
    public var offset: Int
    /// UTF-16 code units past `offset` (1 for an index between the two halves of a surrogate pair).
    public var transcoded: Int {
        get { Int(transcodedUnits) }
        set { transcodedUnits = Int8(truncatingIfNeeded: newValue) }
    }
    /// `transcoded` as stored: 0 or 1. A byte keeps the index (and so every `Value`, whose size is
    /// its largest case's) small: 10 bytes, not 17.
    private var transcodedUnits: Int8 = 0
    /// `startIndex`: Swift prints its encoding as `any` (valid in every view).
    public var anyEncoding: Bool = false

    public init(offset: Int, transcoded: Int = 0, anyEncoding: Bool = false) {
        self.offset = offset
        self.transcodedUnits = Int8(truncatingIfNeeded: transcoded)
        self.anyEncoding = anyEncoding
    }

    public static func == (a: StringIndex, b: StringIndex) -> Bool { a.offset == b.offset && a.transcoded == b.transcoded }
    public static func < (a: StringIndex, b: StringIndex) -> Bool { (a.offset, a.transcoded) < (b.offset, b.transcoded) }
    public func hash(into hasher: inout Hasher) { hasher.combine(offset); hasher.combine(transcoded) }

    public var description: String {
        "\(offset)[\(anyEncoding ? "any" : "utf8")]" + (transcoded > 0 ? "+\(transcoded)" : "")
    }

    /// `String.Index.dump`'s `_rawBits`: the offset above 16 bits of flags (scalar-aligned, UTF-8).
    var rawBits: Int { offset << 16 | (anyEncoding ? 15 : 7) }
}

extension Value {
    /// The host index of a script index in `text` (a String.Index, or a Character offset that the
    /// library's own code passes); nil when it lies outside the string or is no index.
    public func hostStringIndex(in text: String) -> String.Index? {
        switch self {
        case .stringIndex(let index):
            let utf8 = text.utf8
            guard index.offset >= 0, index.offset <= utf8.count else { return nil }
            let position = utf8.index(utf8.startIndex, offsetBy: index.offset)
            guard index.transcoded > 0 else { return position }
            return text.utf16.index(position, offsetBy: index.transcoded, limitedBy: text.utf16.endIndex)
        case .int(let offset):
            guard offset >= 0, offset <= text.count else { return nil }
            return text.index(text.startIndex, offsetBy: offset)
        case .some(let wrapped):
            return wrapped.hostStringIndex(in: text)
        default:
            return nil
        }
    }

    /// The host range a subscript or a range-taking member of `text` is given: a range of String
    /// indices (partial ones too) or the library's Character-offset ranges; nil when it is none
    /// or lies outside the text.
    public func hostStringRange(in text: String) -> Range<String.Index>? {
        switch self {
        case .indexRange(let lower, let upper, let closed):
            guard let start = lower.map({ Value.stringIndex($0).hostStringIndex(in: text) }) ?? text.startIndex,
                  var end = upper.map({ Value.stringIndex($0).hostStringIndex(in: text) }) ?? text.endIndex else { return nil }
            if closed, upper != nil {
                guard end < text.endIndex else { return nil }
                end = text.index(after: end)
            }
            return start <= end ? start..<end : nil
        case .range(let lower, let upper, _):
            let start = lower == Int.min ? 0 : lower
            let count = text.count
            let end = upper == Int.max ? count : upper
            guard start >= 0, start <= end, end <= count else { return nil }
            let from = text.index(text.startIndex, offsetBy: start)
            return from..<text.index(from, offsetBy: end - start)
        case .some(let wrapped):
            return wrapped.hostStringRange(in: text)
        default:
            return nil
        }
    }

    /// The script index of a host index of `text`.
    public static func stringIndex(_ index: String.Index, in text: String) -> Value {
        let utf8 = text.utf8
        // An index between the halves of a surrogate pair (from the UTF-16 view) lies inside a scalar.
        var scalar = index
        while scalar > text.startIndex, scalar.samePosition(in: text.unicodeScalars) == nil { scalar = text.utf16.index(before: scalar) }
        let offset = utf8.distance(from: utf8.startIndex, to: scalar)
        let transcoded = scalar == index ? 0 : text.utf16.distance(from: scalar, to: index)
        return .stringIndex(StringIndex(offset: offset, transcoded: transcoded))
    }

    /// A script `Range<String.Index>` of a host range.
    public static func stringRange(_ range: Range<String.Index>, in text: String) -> Value {
        guard case .stringIndex(let lower) = stringIndex(range.lowerBound, in: text),
              case .stringIndex(let upper) = stringIndex(range.upperBound, in: text) else { return .none }
        return .indexRange(lower: lower, upper: upper, closed: false)
    }
}

extension Value {
    /// A range of `text`'s indices as Foundation makes it from an NSRange: an index at the start,
    /// and every index of an ASCII text, prints its encoding as `any`.
    public func foundationRange(in text: String) -> Value {
        guard case .indexRange(var lower, var upper, let closed) = self else { return self }
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        if let offset = lower?.offset { lower?.anyEncoding = ascii || offset == 0 }
        if let offset = upper?.offset { upper?.anyEncoding = ascii || offset == 0 }
        return .indexRange(lower: lower, upper: upper, closed: closed)
    }
}

extension Runtime {
    func hostIndex(_ value: Value, in text: String, at site: Location?) throws -> String.Index {
        if let index = value.hostStringIndex(in: text) { return index }
        switch value {
        case .stringIndex, .int, .some(.stringIndex): throw fault("String index is out of bounds", at: site)
        default: break
        }
        throw fault("expected a String.Index, got '\(typeName(of: value))'", at: site)
    }

    func indexValue(_ index: String.Index, in text: String) -> Value { Value.stringIndex(index, in: text) }

    func hostRange(_ value: Value, in text: String, at site: Location?) throws -> Range<String.Index> {
        if let range = value.hostStringRange(in: text) { return range }
        switch value {
        case .indexRange, .range, .some(.indexRange): throw fault("String index is out of bounds", at: site)
        default: throw fault("expected a range of String.Index, got '\(typeName(of: value))'", at: site)
        }
    }

    /// A script `Range<String.Index>` of a host range.
    func rangeValue(_ range: Range<String.Index>, in text: String) -> Value { Value.stringRange(range, in: text) }

    /// `i..<j`, `i...j` of two String indices.
    func indexRangeValue(_ op: String, _ lower: StringIndex, _ upper: StringIndex, at site: Location) throws -> Value {
        if upper < lower { throw fault("Range requires lowerBound <= upperBound", at: site) }
        return .indexRange(lower: lower, upper: upper, closed: op == "...")
    }

    /// How Swift prints a range of String indices.
    static func describeIndexRange(_ lower: StringIndex?, _ upper: StringIndex?, closed: Bool) -> String {
        switch (lower, upper) {
        case let (l?, u?): return "\(l)\(closed ? "..." : "..<")\(u)"
        case let (l?, nil): return "PartialRangeFrom<Index>(lowerBound: \(l))"
        case let (nil, u?): return closed ? "PartialRangeThrough<Index>(upperBound: \(u))" : "PartialRangeUpTo<Index>(upperBound: \(u))"
        case (nil, nil): return "UnboundedRange"
        }
    }

    static func indexRangeTypeName(_ lower: StringIndex?, _ upper: StringIndex?, closed: Bool) -> String {
        switch (lower, upper) {
        case (_?, _?): return closed ? "ClosedRange<Index>" : "Range<Index>"
        case (_?, nil): return "PartialRangeFrom<Index>"
        case (nil, _?): return closed ? "PartialRangeThrough<Index>" : "PartialRangeUpTo<Index>"
        case (nil, nil): return "UnboundedRange"
        }
    }
}

/// Moves `start` by `distance` positions of `collection`: nil on reaching `limit` before the
/// target (Swift's `index(_:offsetBy:limitedBy:)`), a fault past either end.
func walk<C: BidirectionalCollection>(_ collection: C, from start: C.Index, by distance: Int, limitedBy limit: C.Index? = nil,
                                      outOfBounds: () -> Error) throws -> C.Index? {
    var i = start
    for _ in 0..<distance.magnitude {
        if i == limit { return nil }
        if distance > 0 {
            guard i < collection.endIndex else { throw outOfBounds() }
            i = collection.index(after: i)
        } else {
            guard i > collection.startIndex else { throw outOfBounds() }
            i = collection.index(before: i)
        }
    }
    return i
}
