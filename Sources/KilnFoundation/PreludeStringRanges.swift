// NSString's methods on String that give ranges of String.Index around a position — the line,
// the paragraph, the composed character sequence — and walk lines, plus init(bytes:encoding:),
// `hash`, the initializers that report the encoding used, and String's `formIndex` steps; the
// work is native (StringRangeBindings.swift).
extension Prelude {
    static let stringRanges = #"""
extension String {
    func lineRange(for range: Range<String.Index>) -> Range<String.Index> { return __kilnLineRange(self, range, false) }
    func paragraphRange(for range: Range<String.Index>) -> Range<String.Index> { return __kilnLineRange(self, range, true) }
    func rangeOfComposedCharacterSequence(at anIndex: String.Index) -> Range<String.Index> { return __kilnComposedRange(self, anIndex..<anIndex) }
    func rangeOfComposedCharacterSequences(for range: Range<String.Index>) -> Range<String.Index> { return __kilnComposedRange(self, range) }
    func enumerateLines(invoking body: @escaping (_ line: String, _ stop: inout Bool) -> Void) {
        var stop = false
        for line in __kilnLines(self) {
            body(line, &stop)
            if stop { return }
        }
    }
}
// Each unit below is kept only for a script that names its members (PreludeSelection).
extension String {
    init?(bytes: [UInt8], encoding: String.Encoding) {
        guard let text = String(data: Data(bytes), encoding: encoding) else { return nil }
        self = text
    }
}
extension String {
    init(contentsOfFile path: String, usedEncoding: inout String.Encoding) throws {
        self = try String(contentsOfFile: path, encoding: .utf8)
        usedEncoding = .utf8
    }
    init(contentsOf url: URL, usedEncoding: inout String.Encoding) throws {
        self = try String(contentsOf: url, encoding: .utf8)
        usedEncoding = .utf8
    }
    // The encoding left out: Foundation reads UTF-8 (deprecated on Apple's newest systems).
    init(contentsOfFile path: String) throws {
        self = try String(contentsOfFile: path, encoding: .utf8)
    }
    init(contentsOf url: URL) throws {
        self = try String(contentsOf: url, encoding: .utf8)
    }
}
extension String {
    var hash: Int { return __kilnStringHash(self) }
}
"""#
}
