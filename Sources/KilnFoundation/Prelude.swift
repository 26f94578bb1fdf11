// The part of Kiln's Foundation and UIKit written in Swift: value types (URL, Data, Date), enums
// whose cases scripts write as `.documentDirectory`, and methods that throw. It is compiled with
// the script, before the script's own text (`FoundationSession.run` moves locations back to the
// script's lines), and calls the native primitives of the session (the `__kiln…` functions in the
// Bindings files).
//
// Why in Swift: the embedding API of KilnScript lets native code define classes, methods and
// properties, but not enum cases or members of String or Array; the prelude has these. Native
// primitives throw Foundation's errors themselves (`Bindings.cocoaError`), for the script to catch.

enum Prelude {
    /// Names of the prelude's classes: archived under their plain (Objective-C) names.
    static let foundationClassNames: Set<String> = [
        "NSObject", "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSData", "NSMutableData",
        "NSError", "UIResponder", "UIApplication", "FileManager", "NotificationCenter", "UserDefaults",
        "UIImage", "NSString", "NSArray", "NSDictionary", "NSNumber", "NSDate", "NSUUID",
    ]

    /// The prelude's classes that adopt NSSecureCoding themselves (UIKit's UIImage): archived under
    /// their plain names, and made again by the unarchiver as a script's own coding classes are.
    static let secureCodingClasses: Set<String> = ["UIImage"]

    /// The prelude's source, compiled before the script's.
    static let source = ["\n// ===== Kiln Foundation (prelude) =====\n", foundation, archiving, archivingCoder, propertyLists, codable, propertyListCoders, jsonCoding, defaults, cache, process, app, images, graphics, foundationMembers, strings, nsStrings, numbers, decimalNumbers, characterSet, stringSearch, collections,
                         dates, calendar, dateFormatters, files, bundles, urls, hashing,
                         stringRanges, jsonSerialization,
                         numberFormatter, formatStyles, logging, notifications, concurrency, renamedTypeAliases]
        .joined(separator: "\n")

    /// The prelude for `script`: only the declarations it needs (`PreludeSelection`).
    static func source(forScript script: String) -> String { selection.source(forScript: script) }

    /// What a session's next chunk needs of the prelude that the session has not compiled yet.
    static func source(forChunk chunk: String, adding included: inout PreludeSelection.Included) -> String {
        selection.source(forChunk: chunk, adding: &included)
    }

    /// The names the whole prelude declares that name types (capitalized): what a misspelt
    /// framework type is measured against (TypeCheckUnknownTypes.swift).
    static let typeNames: Set<String> = Set(selection.units.filter { $0.extendedType == nil }.flatMap(\.names)
        .filter { $0.first?.isUppercase ?? false })

    /// Read back from the cache of an earlier start when there is one (PreludeIndexCache.swift).
    private static let selection = PreludeIndexCache.selection(for: source)
}

/// For `kiln-bench startup`: the selection's index of the prelude, built anew (every process
/// builds it once, before the first script runs); the number of units it cut.
@_spi(Benchmarks) public func buildPreludeSelectionIndex() -> Int { PreludeSelection(Prelude.source).unitCount }

/// For `kiln-bench startup`: whether starts keep the index in a cache file (not with
/// `KILN_NO_CACHE`, nor without a home).
@_spi(Benchmarks) public var preludeSelectionIndexIsCached: Bool { PreludeIndexCache.path(for: Prelude.source) != nil }

/// For `kiln-bench startup`: the index as a start finds it (read back from its cache file once one
/// is written); the number of units.
@_spi(Benchmarks) public func loadPreludeSelectionIndex() -> Int { PreludeIndexCache.selection(for: Prelude.source).unitCount }
