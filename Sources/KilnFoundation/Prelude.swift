// The part of Kiln's Foundation and UIKit written in Swift: value types (URL, Data, Date), enums
// whose cases scripts write as `.documentDirectory`, and methods that throw. It is compiled with
// the script, before the script's own text (`FoundationSession.run` moves locations back to the
// script's lines), and calls the native primitives of the session (the `__kiln…` functions in the
// Bindings files).
//
// Why in Swift: the embedding API of KilnScript lets native code define classes, methods and
// properties, but not enum cases, members of String or Array, or errors a script can catch; the
// prelude has all of these.

enum Prelude {
    /// Names of the prelude's classes: archived under their plain (Objective-C) names.
    static let foundationClassNames: Set<String> = [
        "NSObject", "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSData", "NSMutableData",
        "NSError", "UIResponder", "UIApplication", "FileManager", "NotificationCenter", "UserDefaults",
        "UIImage", "NSString", "NSArray", "NSDictionary", "NSNumber", "NSDate", "NSUUID",
    ]

    /// The prelude's source, compiled before the script's.
    static let source = ["\n// ===== Kiln Foundation (prelude) =====\n", foundation, archiving, propertyLists, app, images]
        .joined(separator: "\n")

    /// The prelude for a script that declares the types `names`: `Notification.Name` is the type
    /// `Name` (so `extension Notification.Name` works) unless the script has a `Name` itself.
    static func source(forScriptDeclaring names: Set<String>) -> String {
        names.contains("Name") ? source : sourceWithNestedNames
    }

    private static let sourceWithNestedNames = replacingWord("NotificationName", with: "Name", in: source)

    /// `text` with each whole-word `word` replaced.
    private static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        func isWordCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character == "_" || character.isLetter || character.isNumber
        }
        while let start = rest.indices.first(where: { rest[$0...].hasPrefix(word) }) {
            let end = rest.index(start, offsetBy: word.count)
            let before = start == rest.startIndex ? result.last : rest[rest.index(before: start)]
            let after = end == rest.endIndex ? nil : rest[end]
            result += rest[..<start]
            result += isWordCharacter(before) || isWordCharacter(after) ? word : replacement
            rest = rest[end...]
        }
        return result + rest
    }
}
