// JSONEncoder's and JSONDecoder's strategies as the native coders apply them (read from the
// script's coder object by the names Foundation gives them), and the key conversions to and from
// snake case, word for word as swift-foundation splits and joins the words.
import KilnScript

/// What a coder was told: how to write keys, dates, data and non-finite numbers, how to read JSON.
struct CodingStrategies {
    /// `.formatted` holds the script's DateFormatter, `.custom` its closure.
    enum Dates { case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted(Value), custom(Value) }
    enum Bytes { case deferredToData, base64, custom(Value) }
    enum Keys { case useDefaultKeys, snakeCase, custom(Value) }
    var dates = Dates.deferredToDate
    var data = Bytes.base64
    var keys = Keys.useDefaultKeys
    /// `.convertToString` / `.convertFromString`: the texts of +∞, -∞ and NaN; nil for `.throw`.
    var floats: (positiveInfinity: String, negativeInfinity: String, nan: String)?
    /// `outputFormatting`'s bits: 1 pretty-printed, 2 sorted keys, 8 without escaping slashes.
    var outputFormatting = 0
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false

    init() {}

    /// The strategies of a JSONEncoder / JSONDecoder (a property-list coder has none of them).
    init(coder: Value, context: NativeContext) throws {
        func read(_ name: String) -> Value? { try? context.property(name, of: coder) }
        func strategy(_ name: String) throws -> (name: String, payload: [Value])? {
            guard let value = read(name) else { return nil }
            guard case .enumCase(let type, let index, let payload) = value.unwrapped else {
                throw context.fault("\(name) must be one of its enum's cases, not \(try context.describe(value))")
            }
            return (type.enumCases[index].name, payload)
        }
        if let (name, payload) = try strategy("dateEncodingStrategy") ?? strategy("dateDecodingStrategy") {
            switch name {
            case "secondsSince1970": dates = .secondsSince1970
            case "millisecondsSince1970": dates = .millisecondsSince1970
            case "iso8601": dates = .iso8601
            case "formatted": dates = .formatted(payload[0])
            case "custom": dates = .custom(payload[0])
            default: dates = .deferredToDate
            }
        }
        if let (name, payload) = try strategy("dataEncodingStrategy") ?? strategy("dataDecodingStrategy") {
            switch name {
            case "deferredToData": data = .deferredToData
            case "custom": data = .custom(payload[0])
            default: data = .base64
            }
        }
        if let (name, payload) = try strategy("keyEncodingStrategy") ?? strategy("keyDecodingStrategy") {
            switch name {
            case "convertToSnakeCase", "convertFromSnakeCase": keys = .snakeCase
            case "custom": keys = .custom(payload[0])
            default: keys = .useDefaultKeys
            }
        }
        if let (_, payload) = try strategy("nonConformingFloatEncodingStrategy") ?? strategy("nonConformingFloatDecodingStrategy"),
           payload.count == 3 {
            floats = (try stringArgument(payload[0], context, "positiveInfinity"), try stringArgument(payload[1], context, "negativeInfinity"),
                      try stringArgument(payload[2], context, "nan"))
        }
        if let formatting = read("outputFormatting") { outputFormatting = try formattingOptions(formatting, context) }
        if case .bool(let flag)? = read("allowsJSON5")?.unwrapped { allowsJSON5 = flag }
        if case .bool(let flag)? = read("assumesTopLevelDictionary")?.unwrapped { assumesTopLevelDictionary = flag }
    }

    /// The key written for a property's key on `path` (Foundation converts the keys of keyed
    /// containers, never a dictionary's own keys).
    func encodedKey(_ key: String, path: [CodingPathKey], _ context: NativeContext) throws -> String {
        switch keys {
        case .useDefaultKeys: return key
        case .snakeCase: return SnakeCase.from(camelCase: key)
        case .custom(let transform): return try customKey(transform, path + [.property(key)], context)
        }
    }

    /// A JSON object's members with their keys as the decoder matches them against a type's keys.
    func decodedMembers(_ members: [(key: String, value: CodedValue)], path: [CodingPathKey],
                        _ context: NativeContext) throws -> [(key: String, value: CodedValue)] {
        switch keys {
        case .useDefaultKeys: return members
        case .snakeCase: return members.map { (SnakeCase.toCamelCase($0.key), $0.value) }
        case .custom(let transform):
            return try members.map { (try customKey(transform, path + [.key($0.key)], context), $0.value) }
        }
    }

    /// `.custom`: the closure gets the coding path, the key last, and gives the key to use.
    private func customKey(_ transform: Value, _ path: [CodingPathKey], _ context: NativeContext) throws -> String {
        let key = try context.call(transform, arguments: [codingPath(path, context)])
        return try stringArgument(context.property("stringValue", of: key), context, "the key's stringValue")
    }

    /// A non-finite number as `.convertToString` writes it, or nil when the strategy is `.throw`.
    func text(of double: Double) -> String? {
        guard let floats else { return nil }
        return double.isNaN ? floats.nan : double < 0 ? floats.negativeInfinity : floats.positiveInfinity
    }

    /// A string `.convertFromString` reads as a non-finite number.
    func number(from text: String) -> Double? {
        guard let floats else { return nil }
        if text == floats.positiveInfinity { return .infinity }
        if text == floats.negativeInfinity { return -.infinity }
        if text == floats.nan { return .nan }
        return nil
    }
}

/// `outputFormatting` as its bits: one option (`.prettyPrinted`) or a list (`[.prettyPrinted, .sortedKeys]`).
func formattingOptions(_ value: Value, _ context: NativeContext) throws -> Int {
    switch value.unwrapped {
    case .array(let options): return try options.reduce(0) { $0 | (try formattingOptions($1, context)) }
    case .structValue(let type, let fields) where type.name == "OutputFormatting" && fields.count == 1:
        return try intArgument(fields[0], context, "the output formatting")
    default:
        throw context.fault("outputFormatting must be .prettyPrinted, .sortedKeys, .withoutEscapingSlashes or a list of them, not \(try context.describe(value))")
    }
}

/// `.convertToSnakeCase` and `.convertFromSnakeCase`.
enum SnakeCase {
    /// Words split where a lowercase letter meets an uppercase one, and before the last capital of
    /// a run of capitals that a lowercase letter follows (`myURLProperty` → `my_url_property`);
    /// the words lowercased and joined by `_`. The first character never starts a word.
    static func from(camelCase key: String) -> String {
        let characters = Array(key)
        guard !characters.isEmpty else { return key }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        let end = characters.count
        while let upper = (searchStart..<end).first(where: { characters[$0].isUppercaseLetter }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<end).first(where: { characters[$0].isLowercaseLetter }) else {
                wordStart = upper
                searchStart = end
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<end)
        return words.map { String(characters[$0]).lowercased() }.joined(separator: "_")
    }

    /// Leading and trailing underscores kept; the words between underscores joined, the first
    /// lowercased and the others capitalized (`my_url_property` → `myUrlProperty`); a key without
    /// inner underscores unchanged.
    static func toCamelCase(_ key: String) -> String {
        let characters = Array(key)
        guard let first = characters.firstIndex(where: { $0 != "_" }) else { return key }
        var last = characters.count - 1
        while last > first && characters[last] == "_" { last -= 1 }
        let words: [String] = characters[first...last].split(separator: "_").map { String($0) }
        var joined = String(characters[first...last])
        if words.count > 1 {
            joined = words[0].lowercased()
            for word in words.dropFirst() { joined += capitalized(word) }
        }
        return String(characters[..<first]) + joined + String(characters[(last + 1)...])
    }

    /// NSString's `capitalized` of one word: its first letter uppercased, the rest lowercased.
    private static func capitalized(_ word: String) -> String {
        guard let head = word.first else { return word }
        return head.uppercased() + word.dropFirst().lowercased()
    }
}

private extension Character {
    /// CharacterSet.uppercaseLetters / lowercaseLetters: Unicode categories Lu (and Lt) / Ll.
    var isUppercaseLetter: Bool {
        unicodeScalars.first.map { $0.properties.generalCategory == .uppercaseLetter || $0.properties.generalCategory == .titlecaseLetter } ?? false
    }
    var isLowercaseLetter: Bool { unicodeScalars.first?.properties.generalCategory == .lowercaseLetter }
}

/// The coding path as the prelude's `[CodingKey]` (`__CodingKey` values).
func codingPath(_ path: [CodingPathKey], _ context: NativeContext) throws -> Value {
    .array(try path.map { try codingKey($0, context) })
}

func codingKey(_ key: CodingPathKey, _ context: NativeContext) throws -> Value {
    try context.construct("__CodingKey", labels: ["stringValue", "intValue", "description"],
                          arguments: [.string(key.stringValue), key.intValue.map { .some(.int($0)) } ?? .none, .string(key.description)])
}
