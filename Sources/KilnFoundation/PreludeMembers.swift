// The prelude's members, each a unit of its own. A script that names `Date` needs Date's stored
// properties and initializers, not every method of every extension its words reach: a method
// such as String's `compare(_:options:range:locale:)` brought Locale, Locale brought Calendar,
// and a short script parsed thousands of lines. So the methods, computed properties and static
// members of an `extension T { … }`, and of a `struct` or `enum` declaration, are split off into
// units `extension T { member }` of their own, kept when the type is and something names the
// member. What must come with the type stays in it: stored properties, initializers, cases,
// subscripts, nested types, operators, observers, and the members Swift or Kiln's native code
// call without the script naming them (`description`, `hash(into:)`, `__kilnPayload()`, …).
// Classes and protocol extensions are not split: a class's members may be overridden, and a
// protocol's extension may hold the implementations its conformers rely on.

extension PreludeSelection {
    /// Members that are called without being named: by `print`, hashing, iteration, coding, errors.
    static let calledUnnamed: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "isEqual", "copy", "encode", "makeIterator", "next",
        "localizedDescription", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor",
        "errorDomain", "errorCode", "errorUserInfo", "rawValue", "allCases", "customMirror", "stringValue", "intValue",
        "startIndex", "endIndex", "index", "count", "isEmpty", "underestimatedCount", "distance", "formIndex",
    ]

    /// `unit` as a list of units: the declaration with what must stay in it, then each member
    /// split off; `[unit]` when it is not split.
    static func splitMembers(of unit: Unit, in text: UnsafeBufferPointer<UInt8>, protocols: Set<String>) -> [Unit] {
        guard unit.pieces.count == 1, let range = unit.pieces.first else { return [unit] }
        let lines = lineRanges(range, in: text)
        // The header line: `extension T {` (no conformance, not a protocol), or a struct or enum.
        guard let headerIndex = lines.firstIndex(where: { !text[$0].isEmpty && !starts(text[$0], with: "//") }) else { return [unit] }
        let header = text[lines[headerIndex]]
        guard header.last == UInt8(ascii: "{"), !header.contains(UInt8(ascii: "}")) else { return [unit] }
        let headerWords = String(decoding: header.dropLast(), as: UTF8.self).split(separator: " ").map(String.init)
            .drop { modifiers.contains($0) }
        guard let kind = headerWords.first, headerWords.count >= 2 else { return [unit] }
        let typeName = headerWords[headerWords.startIndex + 1]
        let isExtension = kind == "extension"
        if isExtension {
            guard headerWords.count == 2, !protocols.contains(typeName) else { return [unit] }
        } else {
            guard kind == "struct" || kind == "enum", !typeName.contains("<"), !typeName.hasSuffix(":") || headerWords.count > 2 else { return [unit] }
        }
        let type = typeName.hasSuffix(":") ? String(typeName.dropLast()) : typeName
        // The closing line: `}` in column 0, the last code line.
        guard let closeIndex = lines.lastIndex(where: { !text[$0].isEmpty }), text[lines[closeIndex]].elementsEqual("}".utf8),
              closeIndex > headerIndex else { return [unit] }
        // Members start one level in; comments and attributes on their own lines go with the next.
        var members: [(start: Int, end: Int)] = []
        var pendingStart: Int?
        for index in (headerIndex + 1)..<closeIndex {
            let line = text[lines[index]]
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent == 4, let first = line.dropFirst(4).first else { continue }
            if first == UInt8(ascii: "#") { return [unit] }  // `#if`: left whole
            if starts(line.dropFirst(4), with: "//") || (first == UInt8(ascii: "@") && !line.dropFirst(4).contains(UInt8(ascii: " "))) {
                if pendingStart == nil { pendingStart = index }
                continue
            }
            guard isWordByte(first) || first == UInt8(ascii: "@") else { continue }
            members.append((pendingStart ?? index, index))
            pendingStart = nil
        }
        guard !members.isEmpty else { return [unit] }
        // Each member runs to the next one's start (or the closing line).
        var main: [Range<Int>] = []
        var split: [Unit] = []
        var keptFrom = lines[0].lowerBound
        // The names of the members that stay: `init?(data:)` stays when `func data(using:)` moves.
        var stayed: Set<String> = []
        for (position, member) in members.enumerated() {
            let endLine = position + 1 < members.count ? members[position + 1].start : closeIndex
            let bytes = lines[member.start].lowerBound..<lines[endLine].lowerBound
            guard let (name, isStatic) = movableMember(text[lines[member.end]], following: text[lines[member.end].upperBound..<bytes.upperBound],
                                                       isExtension: isExtension) else {
                stayed.formUnion(declaredNames(text[lines[member.end]]))
                continue
            }
            if keptFrom < bytes.lowerBound { main.append(keptFrom..<bytes.lowerBound) }
            keptFrom = bytes.upperBound
            // Named by its name; a static one also by `.name`, as an implicit member.
            split.append(Unit(pieces: [bytes], wrapper: type, names: [name], implicitMembers: isStatic ? [name] : [], extendedType: type))
        }
        guard !split.isEmpty else { return [unit] }
        main.append(keptFrom..<range.upperBound)
        var rest = unit
        rest.pieces = main
        let moved = Set(split.flatMap { $0.names }).subtracting(stayed)
        if isExtension { rest.names.removeAll(where: moved.contains) } else { rest.implicitMembers.removeAll(where: moved.contains) }
        return [rest] + split
    }

    /// The name of the member declared on `line` when it may live in an extension of its own (a
    /// method, a computed property or a static member, named, and not one that comes with its
    /// type), and whether it is static; nil otherwise.
    private static func movableMember<Bytes: ByteRun>(_ line: Bytes, following body: Bytes, isExtension: Bool) -> (name: String, isStatic: Bool)? {
        // The line's words, without attributes (`@discardableResult`).
        var words: [Bytes] = []
        words.reserveCapacity(8)
        var index = line.startIndex
        while index < line.endIndex, words.count < 8 {
            guard isWordByte(line[index]) else { index += 1; continue }
            let start = index
            while index < line.endIndex, isWordByte(line[index]) { index += 1 }
            if start == line.startIndex || line[start - 1] != UInt8(ascii: "@") { words.append(line[start..<index]) }
        }
        var position = 0
        var isStatic = false
        while position < words.count, isOne(words[position], of: memberModifierBytes) {
            if words[position].elementsEqual("static".utf8) { isStatic = true }
            position += 1
        }
        guard position + 1 < words.count else { return nil }
        let introducer = words[position]
        guard isOne(introducer, of: movableIntroducerBytes), !words[position + 1].starts(with: "__".utf8) else { return nil }
        let name = string(words[position + 1])
        // A backticked keyword (`static let \`default\``) is reached only through its type: the
        // word alone (`default:` in a switch) says nothing.
        guard !calledUnnamed.contains(name), !line.contains(UInt8(ascii: "`")) else { return nil }
        switch string(introducer) {
        case "func":
            return declaresOperator(line) ? nil : (name, isStatic)
        case "var":
            // Computed (a body, no `=`); a stored property stays, and so does one with observers.
            let isComputed = line.last == UInt8(ascii: "{") || line.last == UInt8(ascii: "}")
            guard isExtension || isStatic || (isComputed && !line.contains(UInt8(ascii: "="))), !declaresSeveral(line) else { return nil }
            if isComputed, contains(body, "willSet") || contains(body, "didSet") { return nil }
            return (name, isStatic)
        case "let":
            return (isStatic || isExtension) && !declaresSeveral(line) ? (name, isStatic) : nil
        case "typealias":
            return isExtension ? (name, false) : nil
        default:
            return nil
        }
    }

    /// The name a member line declares, as `describe` reads it: the word after its introducer
    /// (`init(data:` declares `data`).
    private static func declaredNames<Bytes: ByteRun>(_ line: Bytes) -> [String] {
        var names: [String] = []
        forEachLine(line) { _, words in
            if let introducer = words.firstIndex(where: { isOne($0, of: memberIntroducerBytes) }), introducer + 1 < words.count {
                names.append(string(words[introducer + 1]))
            }
        }
        return names
    }

    /// With `set`, for `private(set) var`.
    private static let memberModifierBytes = modifiers.union(["static", "class", "mutating", "nonmutating", "override", "set"]).map { Array($0.utf8) }
    private static let movableIntroducerBytes = ["func", "var", "let", "typealias"].map { Array($0.utf8) }

    /// Whether `word` occurs in `bytes`.
    private static func contains<Bytes: ByteRun>(_ bytes: Bytes, _ word: String) -> Bool {
        let pattern = Array(word.utf8)
        guard let first = pattern.first else { return true }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return true }
            index = found + 1
        }
        return false
    }

    /// `static let a = X(1), b = X(2)`: several names on one line (only the first would be read).
    private static func declaresSeveral<Bytes: ByteRun>(_ line: Bytes) -> Bool {
        var depth = 0
        for byte in line {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    /// The lines of `range`, without their newlines.
    private static func lineRanges(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = text[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n")) ?? range.upperBound
            lines.append(start..<end)
            start = end + 1
        }
        return lines
    }
}
