// The classes a script declares, found by reading its text: the unarchiver must know, before it
// meets one in an archive, every name a script class is archived under (`Module.Name`, or the
// name in `@objc(Name)`), and whether it adopts NSSecureCoding.

/// A class declared in a script: its name, and the name it is archived under with `@objc(Name)`.
struct ScriptClassDeclaration: Equatable {
    let name: String
    let objcName: String?
    /// The names after the colon: the superclass first (if any), then protocols.
    let inherited: [String]
}

/// Finds `class Name` declarations in Swift source, outside comments and string literals.
///
///     scanClassDeclarations("@objc(Item) class BNRItem: NSObject {}")   // [BNRItem (objc Item)]
func scanClassDeclarations(_ source: String) -> [ScriptClassDeclaration] {
    let words = codeWords(source)
    var found: [ScriptClassDeclaration] = []
    var seen: Set<String> = []
    for (index, word) in words.enumerated() where word == "class" {
        guard index + 1 < words.count else { break }
        let name = words[index + 1]
        guard isIdentifier(name), !swiftKeywords.contains(name), !seen.contains(name) else { continue }
        // `@objc(Name)` reads as the words "@objc" "(" "Name" ")" somewhere before `class`,
        // separated only by other modifiers.
        var objcName: String?
        var back = index - 1
        while back >= 0, modifierWords.contains(words[back]) || words[back] == ")" {
            if words[back] == ")", back >= 3, words[back - 2] == "(", words[back - 3] == "@objc" {
                objcName = words[back - 1]
                back -= 4
                continue
            }
            back -= 1
        }
        var inherited: [String] = []
        var next = index + 2
        while next < words.count, words[next] != "{" {
            if isIdentifier(words[next]) { inherited.append(words[next]) }
            next += 1
        }
        seen.insert(name)
        found.append(ScriptClassDeclaration(name: name, objcName: objcName, inherited: inherited))
    }
    return found
}

private let swiftKeywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "class",
    "private", "fileprivate", "public", "internal", "open", "required", "convenience", "protocol",
]

private let modifierWords: Set<String> = [
    "final", "public", "private", "fileprivate", "internal", "open", "@objcMembers", "@objc", "@MainActor",
    "@UIApplicationMain", "@main",
]

private func isIdentifier(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return word.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
}

/// The names of the types a script declares (classes, structs, enums, protocols, type aliases).
func declaredTypeNames(_ source: String) -> Set<String> {
    let words = codeWords(source)
    var names: Set<String> = []
    for (keyword, name) in zip(words, words.dropFirst())
    where ["class", "struct", "enum", "protocol", "typealias", "actor"].contains(keyword) && isIdentifier(name) && !swiftKeywords.contains(name) {
        names.insert(name)
    }
    return names
}

/// The words and punctuation of the code, with comments and string literals left out.
private func codeWords(_ source: String) -> [String] {
    let scalars = Array(source.unicodeScalars)
    var words: [String] = []
    var current = ""
    var i = 0
    func flush() {
        if !current.isEmpty { words.append(current); current = "" }
    }
    // Two-character markers (`//`, `/*`, `*/`), compared in place: this runs over every
    // script at start-up.
    func at(_ offset: Int, _ marker: StaticString) -> Bool {
        let bytes = marker.utf8Start
        return offset + 1 < scalars.count && scalars[offset].value == UInt32(bytes[0]) && scalars[offset + 1].value == UInt32(bytes[1])
    }
    while i < scalars.count {
        let c = scalars[i]
        if at(i, "//") {
            flush()
            while i < scalars.count, scalars[i] != "\n" { i += 1 }
        } else if at(i, "/*") {
            flush()
            var depth = 0
            while i < scalars.count {
                if at(i, "/*") { depth += 1; i += 2 }
                else if at(i, "*/") { depth -= 1; i += 2; if depth == 0 { break } }
                else { i += 1 }
            }
        } else if c == "\"" || (c == "#" && i + 1 < scalars.count && (scalars[i + 1] == "\"" || scalars[i + 1] == "#")) {
            flush()
            i = skipStringLiteral(scalars, from: i)
        } else if c == "_" || c == "@" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
                    || (c.value >= 0x80 && c.properties.isAlphabetic) {
            if c == "@" { flush() }
            current.unicodeScalars.append(c)
            i += 1
        } else {
            flush()
            if c == "(" || c == ")" || c == "{" { words.append(String(c)) }
            i += 1
        }
    }
    flush()
    return words
}

/// The index after the string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`), or the
/// end of the text for an unterminated one. Interpolations are skipped with their parentheses.
private func skipStringLiteral(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var i = start
    var hashes = 0
    while i < scalars.count, scalars[i] == "#" { hashes += 1; i += 1 }
    guard i < scalars.count, scalars[i] == "\"" else { return i }
    let multiline = i + 2 < scalars.count && scalars[i + 1] == "\"" && scalars[i + 2] == "\""
    let quotes = multiline ? 3 : 1
    i += quotes
    while i < scalars.count {
        if scalars[i] == "\\" && hashes == 0 {
            i += 2
            continue
        }
        if scalars[i] == "\"" {
            var closing = 0
            while closing < quotes, i + closing < scalars.count, scalars[i + closing] == "\"" { closing += 1 }
            if closing == quotes {
                var j = i + quotes
                var trailing = 0
                while trailing < hashes, j < scalars.count, scalars[j] == "#" { trailing += 1; j += 1 }
                if trailing == hashes { return j }
            }
            i += max(closing, 1)
            continue
        }
        if !multiline && scalars[i] == "\n" { return i }
        i += 1
    }
    return i
}

extension [ScriptClassDeclaration] {
    /// Whether `name` or one of its script superclasses adopts `NSSecureCoding`.
    func adoptsSecureCoding(_ name: String) -> Bool {
        var current: String? = name
        var visited: Set<String> = []
        while let className = current, !visited.contains(className) {
            if Prelude.secureCodingClasses.contains(className) { return true }
            guard let declaration = first(where: { $0.name == className }) else { break }
            if declaration.inherited.contains("NSSecureCoding") { return true }
            visited.insert(className)
            current = declaration.inherited.first
        }
        return false
    }
}
