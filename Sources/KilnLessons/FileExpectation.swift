// `/*: expect files` lines: what the app must have left in its sandbox. Paths are as the app sees
// them, from its home (`Documents/items.archive`). One line is one check:
//     Documents/items.archive exists
//     Documents/old.txt does not exist
//     Documents/items.archive is a keyed archive whose root is an array of 3 ChecklistItem
//     Documents/Checklists.plist is a keyed archive whose "ChecklistItems" is an array of 2 ChecklistItem
//     Documents/photo.jpg is a JPEG of 64×48
//     Documents/notes.txt contains "milk"
//     UserDefaults "launchCount" is 3
import KilnSimulator
import PropertyList

/// One line of `/*: expect files`.
public struct FileExpectation: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case exists
        case absent
        /// A keyed archive; with a key of `$top` (`root` for `archivedData(withRootObject:)`) and
        /// what the object there is.
        case keyedArchive(key: String?, shape: ArchivedShape?)
        case image(format: ImageFormat, width: Int?, height: Int?)
        case propertyList
        case contains(String)
        /// `UserDefaults "key" is …`: the value, or nil for "is absent".
        case defaults(key: String, value: PropertyList?)
    }

    /// What a keyed archive's object is expected to be.
    public enum ArchivedShape: Sendable, Equatable {
        case array(count: Int, className: String?)
        case object(className: String)
    }

    public var path: String
    public var kind: Kind
    public var text: String
    public var line: Int

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    init(parsing text: String, line: Int) throws {
        self.text = text
        self.line = line
        var words = Words(text)
        if words.take("UserDefaults") {
            guard let key = words.quoted() else { throw ParseError(description: "write the key in quotes: UserDefaults \"count\" is 3") }
            path = ""
            guard words.take("is") else { throw ParseError(description: "expected 'is' after the key: UserDefaults \"\(key)\" is 3") }
            if words.take("absent") {
                kind = .defaults(key: key, value: nil)
            } else {
                guard let value = FileExpectation.literal(words.rest) else {
                    throw ParseError(description: "expected a value after 'is': a number, true, false, \"text\" or absent")
                }
                kind = .defaults(key: key, value: value)
            }
            return
        }
        guard let path = words.quoted() ?? words.word() else { throw ParseError(description: "expected a path") }
        self.path = path
        if words.take("exists") {
            kind = .exists
        } else if words.take("does", "not", "exist") {
            kind = .absent
        } else if words.take("contains") {
            guard let needle = words.quoted() else { throw ParseError(description: "write the text in quotes: contains \"milk\"") }
            kind = .contains(needle)
        } else if words.take("is", "a", "keyed", "archive") {
            var key: String?
            var shape: ArchivedShape?
            if words.take("whose") {
                if words.take("root") { key = "root" } else if let quoted = words.quoted() { key = quoted } else {
                    throw ParseError(description: "expected 'whose root is …' or 'whose \"Key\" is …'")
                }
                guard words.take("is") else { throw ParseError(description: "expected 'is' after 'whose \(key!)'") }
                shape = try FileExpectation.shape(&words)
            }
            kind = .keyedArchive(key: key, shape: shape)
        } else if words.take("is", "a", "JPEG") || words.take("is", "a", "PNG") {
            let format: ImageFormat = text.contains(" PNG") ? .png : .jpeg
            var width: Int?
            var height: Int?
            if words.take("of"), let size = words.word() {
                let parts = size.split(whereSeparator: { $0 == "×" || $0 == "x" })
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
                    throw ParseError(description: "write the size as WIDTH×HEIGHT: 64×48")
                }
                width = w
                height = h
            }
            kind = .image(format: format, width: width, height: height)
        } else if words.take("is", "a", "property", "list") {
            kind = .propertyList
        } else {
            throw ParseError(description: "'\(text)' says nothing Kiln can check: write PATH exists, PATH does not exist, "
                + "PATH contains \"text\", PATH is a keyed archive [whose root is an array of N CLASS], PATH is a JPEG [of W×H], "
                + "PATH is a PNG, PATH is a property list, or UserDefaults \"key\" is VALUE")
        }
        guard words.isAtEnd else { throw ParseError(description: "unexpected '\(words.rest)' at the end of the line") }
    }

    private static func shape(_ words: inout Words) throws -> ArchivedShape {
        if words.take("an", "empty", "array") { return .array(count: 0, className: nil) }
        if words.take("an", "array", "of") {
            guard let count = words.word().flatMap({ Int($0) }) else { throw ParseError(description: "expected a count: an array of 3 ChecklistItem") }
            return .array(count: count, className: words.word())
        }
        if words.take("a") || words.take("an") {
            guard let name = words.word() else { throw ParseError(description: "expected a class name") }
            return .object(className: name)
        }
        throw ParseError(description: "expected 'an array of N CLASS', 'an empty array' or 'a CLASS'")
    }

    /// `3`, `2.5`, `true`, `"text"`.
    private static func literal(_ text: String) -> PropertyList? {
        let trimmed = text.trimmingSpaces
        if trimmed == "true" { return .bool(true) }
        if trimmed == "false" { return .bool(false) }
        if let integer = Int64(trimmed) { return .integer(integer) }
        if let real = Double(trimmed) { return .real(real) }
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") { return .string(String(trimmed.dropFirst().dropLast())) }
        return nil
    }

    /// Checks the line against the sandbox at `home`; `defaultsPath` is the UserDefaults plist.
    func evaluate(home: String, defaultsPath: String, messages: Messages) -> (passed: Bool, message: String?) {
        if case .defaults(let key, let expected) = kind {
            let actual = (try? HostFiles.readBytes(home + "/" + defaultsPath)).flatMap { try? PropertyList(bytes: $0) }
            var stored: PropertyList?
            if case .dictionary(let dictionary)? = actual { stored = dictionary[key] }
            switch (expected, stored) {
            case (nil, nil): return (true, nil)
            case (nil, let value?): return (false, messages.defaultsHasValue(key, ArchiveShapes.describe(value)))
            case (let value?, nil): return (false, messages.defaultsMissing(key, ArchiveShapes.describe(value)))
            case (let value?, let storedValue?):
                if ArchiveShapes.equal(value, storedValue) { return (true, nil) }
                return (false, messages.defaultsDiffers(key, expected: ArchiveShapes.describe(value), actual: ArchiveShapes.describe(storedValue)))
            }
        }
        let full = home + "/" + path
        let exists = HostFiles.exists(full)
        switch kind {
        case .absent:
            return exists ? (false, messages.fileShouldNotExist(path)) : (true, nil)
        case .exists:
            return exists ? (true, nil) : (false, messages.fileMissing(path))
        default:
            break
        }
        guard exists else { return (false, messages.fileMissing(path)) }
        guard let bytes = try? HostFiles.readBytes(full) else { return (false, messages.fileUnreadable(path)) }
        switch kind {
        case .contains(let needle):
            let text = String(decoding: bytes, as: UTF8.self)
            return text.contains(needle) ? (true, nil) : (false, messages.fileLacksText(path, needle))
        case .propertyList:
            return (try? PropertyList(bytes: bytes)) != nil ? (true, nil) : (false, messages.notAPropertyList(path))
        case .image(let format, let width, let height):
            guard ImageFormat(sniffing: bytes) == format else { return (false, messages.notAnImage(path, format.rawValue)) }
            guard let width, let height else { return (true, nil) }
            guard let bitmap = try? Bitmap(decoding: bytes) else { return (false, messages.notAnImage(path, format.rawValue)) }
            if bitmap.width == width && bitmap.height == height { return (true, nil) }
            return (false, messages.imageSize(path, expected: "\(width)×\(height)", actual: "\(bitmap.width)×\(bitmap.height)"))
        case .keyedArchive(let key, let shape):
            return ArchiveShapes.check(bytes, path: path, key: key, shape: shape, messages: messages)
        case .exists, .absent, .defaults:
            return (true, nil)
        }
    }
}

/// A line of words, taken from the front; `"quoted text"` is one word.
struct Words {
    private var items: [String]
    private var quotedFlags: [Bool]

    init(_ text: String) {
        items = []
        quotedFlags = []
        var current = ""
        var inQuotes = false
        var wasQuoted = false
        for character in text {
            if character == "\"" {
                if inQuotes {
                    items.append(current)
                    quotedFlags.append(true)
                    current = ""
                    wasQuoted = true
                }
                inQuotes.toggle()
                continue
            }
            if !inQuotes && (character == " " || character == "\t") {
                if !current.isEmpty { items.append(current); quotedFlags.append(false) }
                current = ""
                wasQuoted = false
                continue
            }
            current.append(character)
        }
        if !current.isEmpty || (inQuotes && !wasQuoted) { items.append(current); quotedFlags.append(inQuotes) }
    }

    var isAtEnd: Bool { items.isEmpty }

    /// The words left, joined by spaces (quoted words keep their quotes).
    var rest: String {
        zip(items, quotedFlags).map { $1 ? "\"\($0)\"" : $0 }.joined(separator: " ")
    }

    /// Takes the given words if the line goes on with them.
    mutating func take(_ expected: String...) -> Bool {
        guard items.count >= expected.count else { return false }
        for (index, word) in expected.enumerated() where quotedFlags[index] || items[index] != word { return false }
        items.removeFirst(expected.count)
        quotedFlags.removeFirst(expected.count)
        return true
    }

    mutating func word() -> String? {
        guard let first = items.first, quotedFlags.first == false else { return nil }
        items.removeFirst()
        quotedFlags.removeFirst()
        return first
    }

    mutating func quoted() -> String? {
        guard let first = items.first, quotedFlags.first == true else { return nil }
        items.removeFirst()
        quotedFlags.removeFirst()
        return first
    }
}
