// The part of the prelude a script needs. Parsing and declaring all of Kiln's Foundation (~1,100
// lines) is most of a short script's start-up, and a script uses a few of its types: each
// top-level declaration of the prelude is kept when the script, or a kept declaration, uses it
// (a kept declaration's own names, labels and parameter types are not uses: `usedWords`).
// Names are matched as words, over the prelude's comments and a script's string literals too (a
// script's comments are blanked first: PreludeScriptWords.swift): a needless declaration costs a
// little time, a missing one would break the run. It works on bytes, because it runs on
// every start of Kiln.

/// Bytes of a text read in place: a slice of an array (a script) or of a buffer (the prelude).
protocol ByteRun: RandomAccessCollection where Element == UInt8, Index == Int, SubSequence == Self {}
extension ArraySlice: ByteRun where Element == UInt8 {}
extension Slice: ByteRun where Base == UnsafeBufferPointer<UInt8> {}

/// The prelude cut into its top-level declarations.
struct PreludeSelection {
    /// One top-level declaration (with the comment lines before it).
    struct Unit {
        /// The text it is made of: one run of lines, or, for a type whose members were split off
        /// (PreludeMembers.swift), the runs left.
        var pieces: [Range<Int>]
        /// For a member split off a type or an extension: the type, written around it as
        /// `extension T {` … `}`.
        var wrapper: String?
        /// What it declares (`URL`, `__kilnCheck`); for an extension, its members' names.
        var names: [String] = []
        /// A type's enum cases and static members, which a script may name without the type
        /// (`.utf8`, `.documentDirectory`): needed only by a word written after a bare dot, as an
        /// implicit member is (`x.current` names a member of x's type, which is kept already).
        var implicitMembers: [String] = []
        /// For `extension X`: X.
        var extendedType: String?
        var isProtocol = false
    }

    let text: [UInt8]
    let header: Range<Int>
    let units: [Unit]
    /// Names of the prelude's own declarations (an extension of anything else is kept with the
    /// members it adds).
    let declared: Set<String>
    /// Names of the prelude's protocols: an extension of one is reached through the types that
    /// conform (`extension Int: P {}`), by its members' names.
    let protocols: Set<String>
    /// Which units a word may bring, by the set it enters (PreludeKeeping.swift).
    let triggers: Triggers

    /// Prelude types that native code makes without the script naming them (`context.construct`
    /// in the bindings): values read back from archives, property lists and defaults, by the
    /// readers below.
    static let readValueTypes: Set<String> = ["URL", "UUID", "Data", "Date"]
    /// The errors native code throws (`Bindings.cocoaError`): any file operation may (a file
    /// system failure as a CocoaError around the NSError, as corelibs throws it).
    static let thrownErrorTypes: Set<String> = ["NSError", "CocoaError"]
    /// Codable's coders, and the errors they throw from native code (CodableBindings.swift).
    static let coders: Set<String> = ["JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder"]
    static let codingErrorTypes: Set<String> = ["EncodingError", "DecodingError", "__CodingKey", "__KilnEncoder", "__KilnDecoder"]
    static let readers: Set<String> = [
        "NSCoder", "NSKeyedUnarchiver", "PropertyListSerialization", "UserDefaults", "NSUserDefaults",
        "NSArray", "NSDictionary", "NSMutableArray", "NSMutableDictionary", "contentsOfFile", "contentsOf",
        "JSONDecoder", "PropertyListDecoder",
    ]

    /// Old names of the renamed-API table (Renames.swift) and the names they run.
    static let renamedWords: [(old: String, new: String)] = Bindings.renamedAPIs.map { ($0.old, $0.new) }

    /// Swift's own types: naming them says nothing about the prelude's extensions of them.
    static let standardTypes: Set<String> = ["String", "Array", "Dictionary", "Set", "Int", "Double", "Bool", "Character", "Optional"]

    /// An index read back (PreludeIndexCache.swift): `source`'s text, cut as `units` say.
    init(source: String, header: Range<Int>, units: [Unit]) {
        self.init(text: PreludeSelection.bytes(of: source), header: header, units: units)
    }

    /// The text cut into `units`, and what follows from them: the prelude's protocols, the names
    /// it declares and the words that bring each unit.
    private init(text: [UInt8], header: Range<Int>, units: [Unit]) {
        self.text = text
        self.header = header
        self.units = units
        protocols = Set(units.compactMap { $0.isProtocol ? $0.names.first : nil })
        declared = Set(units.lazy.filter { $0.extendedType == nil }.flatMap { $0.names })
        triggers = PreludeSelection.triggers(of: units, declared: declared, protocols: protocols, text: text)
    }

    private static func bytes(of source: String) -> [UInt8] {
        source.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(source.utf8)
    }

    /// Cuts `source` at each line that starts a declaration in column 0 (the prelude's own layout:
    /// members are indented; the closing braces of top-level declarations are in column 0).
    init(_ source: String) {
        let text = PreludeSelection.bytes(of: source)
        var units: [Unit] = []
        var unitStart: Int?
        var pendingComment: Int?
        var headerEnd = text.count
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            let line = lineStart..<lineEnd
            let first = lineStart < lineEnd ? text[lineStart] : nil
            if PreludeSelection.starts(text[line], with: "//") {
                if pendingComment == nil { pendingComment = lineStart }
            } else if let first, !" })]".utf8.contains(first) {
                let start = pendingComment ?? lineStart
                if let unitStart { units.append(Unit(pieces: [unitStart..<start])) } else { headerEnd = start }
                unitStart = start
                pendingComment = nil
            } else if text[line].contains(where: { $0 != UInt8(ascii: " ") }) {
                pendingComment = nil
            }
            lineStart = lineEnd + 1
        }
        if let unitStart { units.append(Unit(pieces: [unitStart..<text.count])) }
        // Read through a pointer: slices of it hold no reference to count.
        text.withUnsafeBufferPointer { text in
            for index in units.indices { PreludeSelection.describe(&units[index], in: text) }
            let protocols = Set(units.compactMap { $0.isProtocol ? $0.names.first : nil })
            // Members split off their types and extensions, each needed by its own name.
            units = units.flatMap { unit -> [Unit] in
                PreludeSelection.splitMembers(of: unit, in: text, protocols: protocols)
            }
        }
        self.init(text: text, header: 0..<headerEnd, units: units)
    }

    var unitCount: Int { units.count }

    /// The declarations needed by a script whose text is `script`, in their original order.
    /// A type the script declares at the top level under a prelude type's name (`class Timer`,
    /// `struct Data`) hides the prelude's, as a module's own type hides an imported one: the
    /// prelude's is kept only if another kept declaration needs it, renamed `__Kiln_Timer` there.
    func source(forScript script: String) -> String {
        var included = Included()
        let bytes = PreludeSelection.withoutComments(Array(script.utf8))[...]
        let shadowed = PreludeSelection.topLevelTypeNames(bytes).intersection(declaredTypes)
        guard !shadowed.isEmpty else { return source(forCode: bytes, adding: &included) }
        var kept = [Bool](repeating: false, count: units.count)
        keep(neededBy: PreludeSelection.allWords(bytes).subtracting(shadowed), implicit: PreludeSelection.implicitMemberWords(bytes), in: &kept)
        var result = Array(text[header])
        for (index, unit) in units.enumerated() where kept[index] { append(unit, to: &result) }
        return String(decoding: PreludeSelection.renaming(shadowed, in: result), as: UTF8.self)
    }

    /// `unit`'s text, a member split off in its `extension T {` … `}`.
    private func append(_ unit: Unit, to result: inout [UInt8]) {
        if result.last.map({ $0 != UInt8(ascii: "\n") }) ?? false { result.append(UInt8(ascii: "\n")) }
        if let wrapper = unit.wrapper { result += Array("extension \(wrapper) {\n".utf8) }
        for piece in unit.pieces { result += text[piece] }
        if unit.wrapper != nil { result += Array("}\n".utf8) }
    }

    /// The names of the prelude's own top-level types.
    private var declaredTypes: Set<String> {
        Set(units.compactMap { $0.extendedType == nil ? $0.names.first : nil })
    }

    /// `class X`, `struct X`, `enum X`, `protocol X`, `typealias X` starting in column 0.
    private static func topLevelTypeNames<Bytes: ByteRun>(_ bytes: Bytes) -> Set<String> {
        var names: Set<String> = []
        forEachLine(bytes) { line, words in
            guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), !starts(line, with: "//") else { return }
            for (index, word) in words.enumerated() where !isOne(word, of: modifierBytes) {
                if isOne(word, of: typeIntroducerBytes), index + 1 < words.count {
                    names.insert(string(words[index + 1]))
                }
                break
            }
        }
        return names
    }

    /// `text` with each of `names` as a whole word, outside string literals, prefixed `__Kiln_`.
    private static func renaming(_ names: Set<String>, in text: [UInt8]) -> [UInt8] {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 64)
        var index = 0
        var inString = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") { inString = false }
            if byte == UInt8(ascii: "\"") && (index == 0 || text[index - 1] != UInt8(ascii: "\\")) { inString.toggle() }
            guard !inString, isWordByte(byte), index == 0 || !isWordByte(text[index - 1]) else {
                result.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < text.count, isWordByte(text[end]) { end += 1 }
            let word = String(decoding: text[index..<end], as: UTF8.self)
            if names.contains(word) { result += Array("__Kiln_".utf8) }
            result += text[index..<end]
            index = end
        }
        return result
    }

    /// Which parts of the prelude a session has compiled so far.
    struct Included {
        fileprivate var header = false
        fileprivate var units: [Bool] = []
    }

    /// The declarations a session's next chunk needs that it has not compiled yet (the header
    /// too, the first time), in their original order; `included` is updated with them. Empty
    /// when the chunk needs nothing new.
    func source(forChunk chunk: String, adding included: inout Included) -> String {
        source(forCode: PreludeSelection.withoutComments(Array(chunk.utf8))[...], adding: &included)
    }

    /// `source(forChunk:adding:)` for a chunk's bytes, its comments blanked already.
    private func source(forCode bytes: ArraySlice<UInt8>, adding included: inout Included) -> String {
        if included.units.count != units.count { included.units = [Bool](repeating: false, count: units.count) }
        let before = included.units
        var kept = before
        keep(neededBy: PreludeSelection.allWords(bytes), implicit: PreludeSelection.implicitMemberWords(bytes), in: &kept)
        var result = included.header ? [] : Array(text[header])
        included.header = true
        for (index, unit) in units.enumerated() where kept[index] && !before[index] { append(unit, to: &result) }
        included.units = kept
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: Reading a declaration

    private static let introducers: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
    private static let keywords: Set<String> = ["default", "self", "Self", "Type", "in", "for", "case", "is", "as", "class", "let", "var"]
    static let modifiers: Set<String> = ["final", "private", "fileprivate", "public", "internal", "open", "indirect", "objc"]

    // The same lists as bytes: a line's words are compared where they lie in the text, and only
    // the names kept become Strings (the index is built on every start of Kiln).
    static let modifierBytes = modifiers.map { Array($0.utf8) }
    private static let introducerBytes = introducers.map { Array($0.utf8) }
    private static let keywordBytes = keywords.map { Array($0.utf8) }
    private static let typeIntroducerBytes = ["class", "struct", "enum", "protocol", "typealias", "actor"].map { Array($0.utf8) }
    static let memberIntroducerBytes = ["func", "var", "let", "init", "typealias"].map { Array($0.utf8) }
    private static let staticMemberIntroducerBytes = ["let", "var", "func"].map { Array($0.utf8) }

    /// Whether `word` is one of `list`.
    static func isOne<Bytes: ByteRun>(_ word: Bytes, of list: [[UInt8]]) -> Bool {
        for candidate in list where candidate.count == word.count && candidate.elementsEqual(word) { return true }
        return false
    }

    static func string<Bytes: ByteRun>(_ word: Bytes) -> String { String(decoding: word, as: UTF8.self) }

    /// The words a unit uses, read when it is kept: reading every unit's words at start-up was
    /// most of the selection's cost, and a script keeps a few units.
    static func words(of unit: Unit, in text: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        for piece in unit.pieces {
            forEachLine(text[piece]) { _, lineWords in
                for word in lineWords { words.insert(string(word)) }
            }
        }
        return words
    }

    /// The words a kept unit uses: its words but the names it declares (the word after `func`,
    /// `var` or `let`) and, on the line that declares a function, an initializer or a subscript,
    /// the words of its parameter list but default values. Declaring `func compare` calls no
    /// other `compare`, and `init?(contentsOf url: URL)` no other `contentsOf`: counted as uses,
    /// they brought String's `compare` and `init(format:locale:)`. A parameter's type is a use only
    /// when a value of it is passed in, and the caller made that value, so the caller names the
    /// type (or its implicit member, `.current`, which brings it): `locale: Locale?` brought Locale,
    /// Calendar, DateComponents, TimeZone and the date symbols to scripts that never make a Locale.
    /// A body that uses a declared name or a parameter's type names it again, and that use counts.
    static func usedWords(of unit: Unit, in text: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        for piece in unit.pieces {
            forEachLine(text[piece]) { line, lineWords in
                let parameters = parameterSpans(line, lineWords)
                for (index, word) in lineWords.enumerated() {
                    // A member type keeps its word (`encoding: String.Encoding`): the checker reads
                    // `String.Encoding` through the extension that declares it.
                    if parameters.contains(where: { $0.contains(word.startIndex) }), text[word.startIndex - 1] != UInt8(ascii: ".") { continue }
                    if index > 0, isOne(lineWords[index - 1], of: declaringBytes),
                       text[lineWords[index - 1].endIndex..<word.startIndex].allSatisfy({ $0 == UInt8(ascii: " ") }) {
                        continue
                    }
                    words.insert(string(word))
                }
            }
        }
        return words
    }

    private static let declaringBytes = ["func", "var", "let"].map { Array($0.utf8) }
    private static let signatureBytes = ["func", "init", "subscript"].map { Array($0.utf8) }
    /// What may come before `func`, `init` or `subscript` (a line's words leave out the `@`).
    private static let signatureModifierBytes = modifiers.union(["static", "class", "override", "required", "convenience", "mutating",
                                                                 "nonmutating", "dynamic", "discardableResult", "inlinable"]).map { Array($0.utf8) }

    /// On a line declaring a function, an initializer or a subscript: the spans of its parameter
    /// list that are labels, names and types, without the default values (`= .current` is code
    /// that runs); empty otherwise.
    private static func parameterSpans<Bytes: ByteRun>(_ line: Bytes, _ words: [Bytes]) -> [Range<Int>] {
        guard let introducer = words.first(where: { !isOne($0, of: signatureModifierBytes) }),
              isOne(introducer, of: signatureBytes),
              let open = line[introducer.endIndex...].firstIndex(of: UInt8(ascii: "(")) else { return [] }
        var spans: [Range<Int>] = []
        var spanStart: Int? = open
        var depth = 0
        for index in open..<line.endIndex {
            switch line[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    if let start = spanStart { spans.append(start..<index) }
                    return spans
                }
            case UInt8(ascii: ">") where line[index - 1] != UInt8(ascii: "-"): depth -= 1
            case UInt8(ascii: "=") where depth == 1:
                if let start = spanStart { spans.append(start..<index) }
                spanStart = nil
            case UInt8(ascii: ",") where depth == 1:
                if spanStart == nil { spanStart = index }
            default: break
            }
        }
        return []
    }

    /// Fills in what `unit` declares: read from its first code line and its members' lines (one
    /// level in); the lines of bodies are skipped without reading their words.
    private static func describe(_ unit: inout Unit, in text: UnsafeBufferPointer<UInt8>) {
        var isFirstCodeLine = true
        var isExtension = false
        func describeLine(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ words: [Slice<UnsafeBufferPointer<UInt8>>]) {
            if isFirstCodeLine {
                guard !words.isEmpty, !starts(line, with: "//") else { return }
                isFirstCodeLine = false
                for (index, word) in words.enumerated() where !isOne(word, of: modifierBytes) {
                    if word.elementsEqual("extension".utf8) {
                        isExtension = true
                        unit.extendedType = index + 1 < words.count ? string(words[index + 1]) : nil
                    } else if isOne(word, of: introducerBytes), index + 1 < words.count {
                        unit.isProtocol = word.elementsEqual("protocol".utf8)
                        unit.names.append(string(words[index + 1]))
                    }
                    break
                }
                // A one-line `enum E { case a, b }` declares its cases on its own line.
                if !isExtension { unit.implicitMembers += implicitMemberNames(line, words) }
                return
            }
            // Members are declared one level in; deeper lines are their bodies.
            guard line.prefix(while: { $0 == UInt8(ascii: " ") }).count == 4 else { return }
            if isExtension {
                // Its members: `func name`, `var name`, `let name`, `init(label:)`, `typealias Name`.
                // A backticked keyword (`static let \`default\``) is reached only through its type:
                // the word alone (`default:` in a switch) says nothing.
                for (index, word) in words.enumerated().dropLast() where isOne(word, of: memberIntroducerBytes)
                    && !isOne(words[index + 1], of: keywordBytes) && !(word.elementsEqual("func".utf8) && declaresOperator(line)) {
                    unit.names.append(string(words[index + 1]))
                }
            } else {
                unit.implicitMembers += implicitMemberNames(line, words)
            }
        }
        for piece in unit.pieces {
            var lineStart = piece.lowerBound
            while lineStart < piece.upperBound {
                let lineEnd = text[lineStart..<piece.upperBound].firstIndex(of: UInt8(ascii: "\n")) ?? piece.upperBound
                let isMemberLine = text[lineStart..<lineEnd].prefix(while: { $0 == UInt8(ascii: " ") }).count == 4
                if isFirstCodeLine || isMemberLine {
                    forEachLine(text[lineStart..<lineEnd]) { line, words in describeLine(line, words) }
                }
                lineStart = lineEnd + 1
            }
        }
    }

    /// Enum cases and static members: a script names them without their type (`.utf8`,
    /// `.documentDirectory`), and the interpreter finds the type by the member's name.
    private static func implicitMemberNames<Bytes: ByteRun>(_ line: Bytes, _ words: [Bytes]) -> [String] {
        var names: [String] = []
        if let keyword = words.firstIndex(where: { $0.elementsEqual("static".utf8) }), keyword + 2 < words.count,
           isOne(words[keyword + 1], of: staticMemberIntroducerBytes),
           !(words[keyword + 1].elementsEqual("func".utf8) && declaresOperator(line)) {
            names.append(string(words[keyword + 2]))
        }
        // `case a, b(Int), c` (also on the enum's own line): the first word of each item.
        guard words.contains(where: { $0.elementsEqual("case".utf8) }) else { return names }
        var position = line.startIndex
        while position + 5 <= line.endIndex, !starts(line[position...], with: "case ") { position += 1 }
        var item = position + 5
        var wantsName = true
        while item < line.endIndex, !"{}:".utf8.contains(line[item]) {
            if line[item] == UInt8(ascii: "=") {
                // A raw value (`case a = 1, b = 5`): the next name follows its comma.
                while item < line.endIndex, line[item] != UInt8(ascii: ","), !"{}".utf8.contains(line[item]) { item += 1 }
                continue
            } else if line[item] == UInt8(ascii: ",") {
                wantsName = true
            } else if wantsName, isWordByte(line[item]) {
                let end = line[item...].firstIndex { !isWordByte($0) } ?? line.endIndex
                names.append(String(decoding: line[item..<end], as: UTF8.self))
                wantsName = false
                item = end
                continue
            } else if line[item] != UInt8(ascii: " ") {
                wantsName = false
            }
            item += 1
        }
        return names
    }

    /// `func ==(lhs:` and `static func < (lhs:`: an operator, whose first word is a parameter.
    static func declaresOperator<Bytes: ByteRun>(_ line: Bytes) -> Bool {
        let word = Array("func ".utf8)
        guard let at = line.indices.first(where: { line[$0...].starts(with: word) }) else { return false }
        let start = at + word.count
        guard let first = line[start...].first(where: { $0 != UInt8(ascii: " ") }) else { return false }
        return !isWordByte(first) && first != UInt8(ascii: "`")
    }

    /// The words written after a bare dot (`.utf8`, `= .none`, `(for: .documentDirectory`), not
    /// after a value (`x.count`, `f().y`, `a?.b`, `"s".c`): the implicit members `bytes` may use.
    static func implicitMemberWords<Bytes: ByteRun>(_ bytes: Bytes) -> Set<String> {
        var words: Set<String> = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.endIndex, isWordByte(bytes[index + 1]) else { continue }
            if index > bytes.startIndex {
                let before = bytes[index - 1]
                if isWordByte(before) || ")]?!\">.".utf8.contains(before) { continue }
            }
            let end = bytes[(index + 1)...].firstIndex { !isWordByte($0) } ?? bytes.endIndex
            words.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            index = end - 1
        }
        return words
    }

    // MARK: Bytes

    static func starts<Bytes: ByteRun>(_ bytes: Bytes, with prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Calls `body` with each line of `bytes` and the words (runs of identifier characters) of its
    /// code: words in comments and in string literals are left out (the prelude's strings are
    /// messages, such as the old names in its notes), but not those in interpolations.
    static func forEachLine<Bytes: ByteRun>(_ bytes: Bytes, _ body: (Bytes, [Bytes]) -> Void) {
        var lineStart = bytes.startIndex
        var words: [Bytes] = []
        var wordStart: Int?
        var inString = false
        var inComment = false
        /// Open parentheses of the interpolations we are in, innermost last (`"a\(f("b"))"`).
        var interpolations: [Int] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let isCode = !inString && !inComment
            if isCode, isWordByte(byte) {
                if wordStart == nil { wordStart = index }
                index += 1
                continue
            }
            if let start = wordStart {
                words.append(bytes[start..<index])
                wordStart = nil
            }
            switch byte {
            case UInt8(ascii: "\n"):
                body(bytes[lineStart..<index], words)
                words.removeAll(keepingCapacity: true)
                lineStart = index + 1
                inComment = false
                inString = false
                interpolations.removeAll()
            case UInt8(ascii: "/") where isCode && index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "/"):
                inComment = true
            case UInt8(ascii: "\"") where !inComment:
                inString.toggle()
            case UInt8(ascii: "\\") where inString:
                if index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "(") {
                    inString = false
                    interpolations.append(0)
                }
                index += 1
            case UInt8(ascii: "(") where isCode && !interpolations.isEmpty:
                interpolations[interpolations.count - 1] += 1
            case UInt8(ascii: ")") where isCode && !interpolations.isEmpty:
                interpolations[interpolations.count - 1] -= 1
                if interpolations[interpolations.count - 1] == 0 {
                    interpolations.removeLast()
                    inString = true
                }
            default:
                break
            }
            index += 1
        }
        if let start = wordStart { words.append(bytes[start...]) }
        if lineStart < bytes.endIndex || !words.isEmpty { body(bytes[lineStart...], words) }
    }
}
