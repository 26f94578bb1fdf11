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
    /// Only the declarations the script needs are kept (`PreludeSelection`).
    static func source(forScript script: String, declaring names: Set<String>) -> String {
        (names.contains("Name") ? selection : selectionWithNestedNames).source(forScript: script)
    }

    private static let selection = PreludeSelection(source)
    private static let selectionWithNestedNames = PreludeSelection(replacingWord("NotificationName", with: "Name", in: source))

    /// `text` with each whole-word `word` replaced (`word` and `replacement` are ASCII
    /// identifiers). Byte by byte: it runs on every start of Kiln, over the whole prelude.
    private static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        let bytes = Array(text.utf8), pattern = Array(word.utf8), substitute = Array(replacement.utf8)
        func isWordByte(_ byte: UInt8) -> Bool {
            // ASCII letters, digits and `_`; any byte of a multi-byte character counts as a letter.
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
               bytes[index..<index + pattern.count].elementsEqual(pattern),
               index == 0 || !isWordByte(bytes[index - 1]),
               index + pattern.count == bytes.count || !isWordByte(bytes[index + pattern.count]) {
                result += substitute
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
