// A lesson file: real Swift whose playground-markup comments (`//:` and `/*: … */`) carry the
// title, the prose and the hints in each language, and what the lesson expects (its output, the
// app's events, the sandbox's files). The `#expect(…)` lines are in the code itself.
// The format is written down in docs/LESSONS.md.
import KilnSimulator

/// A language tag as lessons write it: `en`, `zh-Hans`.
public typealias LanguageTag = String

/// One lesson, read from its file.
public struct Lesson: Sendable {
    /// Where the file is (as given), and its name (which also names the script's module).
    public var path: String
    public var fileName: String
    /// `id:` in the `lesson` block, else the file's stem.
    public var id: String
    /// Titles by language (`title:` / `title zh-Hans:`, else the prose's first heading).
    public var titles: [LanguageTag: String]
    /// The prose by language, Markdown, in the order it appears in the file.
    public var prose: [LanguageTag: String]
    /// The hints by language, in order; hint N of one language is hint N of another.
    public var hints: [LanguageTag: [String]]
    /// `minutes:` in the `lesson` block.
    public var minutes: Int?
    /// The languages the lesson declares (`languages:`), else every language its prose has.
    public var languages: [LanguageTag]
    /// The exact output the lesson expects, if it says (`/*: expect output`).
    public var expectedOutput: String?
    /// `/*: expect events` lines.
    public var eventExpectations: [EventExpectation]
    /// `/*: expect files` lines.
    public var fileExpectations: [FileExpectation]
    /// The `#expect` / `#require` lines of the code, in order.
    public var expectationSites: [ExpectationSite]
    /// The whole file, as Kiln runs it.
    public var source: String
    /// Problems found while reading the markup (an unknown block, a line of `expect files` that
    /// says nothing Kiln understands): `kiln lint` reports them, `kiln check` shows them as errors.
    public var problems: [LessonProblem]

    /// The title in `language`, else in English, else any.
    public func title(in language: LanguageTag) -> String {
        Lesson.pick(titles, language) ?? id
    }

    /// The prose in `language`, else in English.
    public func prose(in language: LanguageTag) -> String? { Lesson.pick(prose, language) }

    /// The hints in `language`, else in English.
    public func hints(in language: LanguageTag) -> [String] { Lesson.pick(hints, language) ?? [] }

    static func pick<T>(_ table: [LanguageTag: T], _ language: LanguageTag) -> T? {
        if let value = table[language] { return value }
        // `zh` finds `zh-Hans`, `zh-Hans-CN` finds `zh-Hans`.
        if let key = table.keys.sorted().first(where: { language.hasPrefix($0 + "-") || $0.hasPrefix(language + "-") }) {
            return table[key]
        }
        return table["en"] ?? table.keys.sorted().first.flatMap { table[$0] }
    }
}

/// A `#expect(…)` or `#require(…)` written in a lesson's code.
public struct ExpectationSite: Sendable, Equatable {
    public var line: Int
    public var column: Int
    /// The condition as written, whitespace normalised (`store.items.count == 3`).
    public var condition: String
    public var isRequire: Bool

    /// The check's name in reports: `#expect(store.items.count == 3)`.
    public var name: String { "#\(isRequire ? "require" : "expect")(\(condition))" }
}

/// Something wrong with a lesson's markup, at its line.
public struct LessonProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
}

extension Lesson {
    /// Reads a lesson file. Never fails on content: problems are in `problems`.
    public static func load(path: String) throws -> Lesson {
        let text = try HostFiles.readText(path)
        return Lesson(source: text, path: path)
    }

    /// Parses a lesson's text; `path` names it (its last component is the file name).
    public init(source: String, path: String) {
        self.path = path
        fileName = String(path.split(separator: "/").last ?? Substring(path))
        var stem = fileName
        if stem.hasSuffix(".swift") { stem.removeLast(6) }
        id = stem
        titles = [:]
        prose = [:]
        hints = [:]
        minutes = nil
        languages = []
        expectedOutput = nil
        eventExpectations = []
        fileExpectations = []
        expectationSites = ExpectationScanner.sites(in: source)
        self.source = source
        problems = []

        var declaredLanguages: [LanguageTag]?
        var proseOrder: [LanguageTag] = []
        func addProse(_ language: LanguageTag, _ text: String) {
            if prose[language] == nil { proseOrder.append(language) }
            prose[language, default: ""] += prose[language] == nil ? text : "\n" + text
        }

        for block in MarkupScanner.blocks(in: source) {
            let words = block.header.split(separator: " ").map(String.init)
            switch words.first {
            case nil:
                addProse("en", block.body)
            case "lesson":
                for (offset, line) in block.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingSpaces
                    guard !trimmed.isEmpty else { continue }
                    guard let colon = trimmed.firstIndex(of: ":") else {
                        problems.append(LessonProblem(line: block.bodyLine + offset, message: "expected 'name: value' in the lesson block"))
                        continue
                    }
                    let key = trimmed[..<colon].trimmingSpaces
                    let value = trimmed[trimmed.index(after: colon)...].trimmingSpaces
                    let keyWords = key.split(separator: " ").map(String.init)
                    switch keyWords.first {
                    case "id": id = value
                    case "title": titles[keyWords.count > 1 ? keyWords[1] : "en"] = value
                    case "minutes": minutes = Int(value)
                    case "languages": declaredLanguages = value.split(separator: ",").map { $0.trimmingSpaces }
                    default:
                        problems.append(LessonProblem(line: block.bodyLine + offset, message: "unknown lesson field '\(key)' (known: id, title, title LANG, minutes, languages)"))
                    }
                }
            case "hint":
                let language = words.count > 1 ? words[1] : "en"
                hints[language, default: []].append(block.body.trimmingBlankLines)
            case "expect":
                switch words.dropFirst().first {
                case "output":
                    expectedOutput = block.body.isEmpty ? "" : block.body + "\n"
                case "events":
                    for (offset, line) in block.lines where !line.trimmingSpaces.isEmpty {
                        do { eventExpectations.append(try EventExpectation(parsing: line.trimmingSpaces, line: block.bodyLine + offset)) } catch {
                            problems.append(LessonProblem(line: block.bodyLine + offset, message: "\(error)"))
                        }
                    }
                case "files":
                    for (offset, line) in block.lines where !line.trimmingSpaces.isEmpty {
                        do { fileExpectations.append(try FileExpectation(parsing: line.trimmingSpaces, line: block.bodyLine + offset)) } catch {
                            problems.append(LessonProblem(line: block.bodyLine + offset, message: "\(error)"))
                        }
                    }
                default:
                    problems.append(LessonProblem(line: block.headerLine, message: "unknown block '/*: \(block.header)' (known: expect output, expect events, expect files)"))
                }
            case let word? where words.count == 1 && MarkupScanner.isLanguageTag(word):
                addProse(word, block.body)
            default:
                problems.append(LessonProblem(line: block.headerLine, message: "unknown block '/*: \(block.header)' (known: lesson, hint [LANG], LANG, expect output|events|files)"))
            }
        }
        for (language, text) in prose where titles[language] == nil {
            if let heading = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) {
                titles[language] = String(heading.dropFirst(2)).trimmingSpaces
            }
        }
        languages = declaredLanguages ?? proseOrder
    }
}

/// One playground-markup block of a lesson: `/*: HEADER` … `*/`, or a run of `//:` lines.
struct MarkupBlock {
    /// The words after `/*:` on its first line (empty for `//:` lines and a bare `/*:`).
    var header: String
    var body: String
    /// 1-based lines of the header and of the body's first line.
    var headerLine: Int
    var bodyLine: Int

    /// The body's lines with their offsets from `bodyLine`.
    var lines: [(Int, String)] {
        body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0.offset, String($0.element)) }
    }
}

/// Finds the markup blocks of a Swift file, skipping string literals and ordinary comments.
enum MarkupScanner {
    static func blocks(in source: String) -> [MarkupBlock] {
        var blocks: [MarkupBlock] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var inMultilineString = false
        /// How deep inside ordinary block comments (Swift's nest) the scan is.
        var commentDepth = 0
        var pendingLineProse: [String] = []
        var pendingLineStart = 0
        func flushLineProse() {
            if !pendingLineProse.isEmpty {
                blocks.append(MarkupBlock(header: "", body: pendingLineProse.joined(separator: "\n"),
                                          headerLine: pendingLineStart, bodyLine: pendingLineStart))
                pendingLineProse = []
            }
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingSpaces
            if inMultilineString {
                if line.contains("\"\"\"") { inMultilineString = false }
                index += 1
                continue
            }
            if commentDepth > 0 {
                commentDepth = max(0, commentDepth + commentBalance(line))
                index += 1
                continue
            }
            if trimmed.hasPrefix("//:") {
                if pendingLineProse.isEmpty { pendingLineStart = index + 1 }
                var text = String(trimmed.dropFirst(3))
                if text.hasPrefix(" ") { text.removeFirst() }
                pendingLineProse.append(text)
                index += 1
                continue
            }
            flushLineProse()
            if trimmed.hasPrefix("/*:") {
                let afterMarker = String(trimmed.dropFirst(3))
                let headerLine = index + 1
                if let close = afterMarker.firstRange(of: "*/") {
                    // One line: `/*: en Hello */` is prose; `/*: hint Try … */` a hint.
                    let content = afterMarker[..<close.lowerBound].trimmingSpaces
                    let (header, body) = splitOneLine(content)
                    blocks.append(MarkupBlock(header: header, body: body, headerLine: headerLine, bodyLine: headerLine))
                    index += 1
                    continue
                }
                let header = afterMarker.trimmingSpaces
                var body: [String] = []
                index += 1
                while index < lines.count {
                    let bodyLine = lines[index]
                    if let close = bodyLine.firstRange(of: "*/") {
                        let before = String(bodyLine[..<close.lowerBound])
                        if !before.trimmingSpaces.isEmpty { body.append(before) }
                        break
                    }
                    body.append(bodyLine)
                    index += 1
                }
                let isHeaderProse = !header.isEmpty && !isBlockHeader(header)
                blocks.append(MarkupBlock(header: isHeaderProse ? "" : header,
                                          body: ((isHeaderProse ? [header] : []) + body).joined(separator: "\n"),
                                          headerLine: headerLine, bodyLine: headerLine + 1))
                index += 1
                continue
            }
            // Code: note string literals and ordinary block comments that span lines.
            if let start = line.firstRange(of: "\"\"\"") {
                let rest = line[start.upperBound...]
                if !rest.contains("\"\"\"") { inMultilineString = true }
            } else if let open = line.firstRange(of: "/*"), !line[..<open.lowerBound].contains("//"),
                      line[..<open.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 {
                commentDepth = max(0, commentBalance(String(line[open.lowerBound...])))
            }
            index += 1
        }
        flushLineProse()
        return blocks
    }

    /// Comment openers minus closers on a line (Swift's block comments nest).
    static func commentBalance(_ line: String) -> Int {
        var balance = 0
        var previous: Character = " "
        for character in line {
            if previous == "/" && character == "*" { balance += 1; previous = " "; continue }
            if previous == "*" && character == "/" { balance -= 1; previous = " "; continue }
            previous = character
        }
        return balance
    }

    /// Whether the words after `/*:` are a block header rather than the first line of prose.
    static func isBlockHeader(_ header: String) -> Bool {
        let words = header.split(separator: " ")
        guard let first = words.first else { return true }
        switch first {
        case "lesson": return words.count == 1
        case "hint": return words.count <= 2
        case "expect": return words.count == 2
        default: return words.count == 1 && isLanguageTag(String(first))
        }
    }

    /// `en`, `zh-Hans`, `pt-BR`: two or three lowercase letters, then subtags.
    static func isLanguageTag(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...3).contains(primary.count),
              primary.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A one-line block: its header words, then the text.
    private static func splitOneLine(_ content: String) -> (String, String) {
        let words = content.split(separator: " ", maxSplits: 2).map(String.init)
        if words.first == "hint" {
            if words.count > 1, isLanguageTag(words[1]), words.count > 2 { return ("hint " + words[1], words[2]) }
            return ("hint", words.dropFirst().joined(separator: " "))
        }
        if let first = words.first, isLanguageTag(first), words.count > 1 {
            return (first, words.dropFirst().joined(separator: " "))
        }
        return ("", content)
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
        return String(slice)
    }

    /// Without empty lines at either end.
    var trimmingBlankLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.trimmingSpaces.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingSpaces.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
