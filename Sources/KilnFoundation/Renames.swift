// Old spellings (Swift 2 and 3) that still run, each with a note naming today's spelling. Members
// of String and of the native classes go through the interpreter's renamed-API table; the
// prelude's classes spell their old names themselves and call `__kilnRenamed` (the table cannot
// reach types the prelude declares). Either note points at the script's line that used the name.
import KilnScript

extension Bindings {
    /// The old spellings the interpreter's table accepts (the prelude's own classes keep theirs).
    static var renamedAPIs: [(type: String, kind: RenamedAPI.Kind, old: String, oldLabels: [String?], new: String, newLabels: [String?])] { [
        ("String", .method, "stringByAppendingPathComponent", [nil], "appendingPathComponent", [nil]),
        ("String", .method, "stringByAppendingPathExtension", [nil], "appendingPathExtension", [nil]),
        ("String", .property, "stringByDeletingLastPathComponent", [], "deletingLastPathComponent", []),
        ("String", .property, "stringByDeletingPathExtension", [], "deletingPathExtension", []),
        ("String", .method, "writeToFile", [nil, "atomically", "encoding"], "write", ["toFile", "atomically", "encoding"]),
        ("String", .method, "dataUsingEncoding", [nil], "data", ["using"]),
        ("String", .method, "writeToURL", [nil, "atomically", "encoding"], "write", ["to", "atomically", "encoding"]),
        ("Array", .method, "joinWithSeparator", [nil], "joined", ["separator"]),
        ("Array", .method, "indexOf", [nil], "firstIndex", ["of"]),
        ("String", .method, "componentsSeparatedByString", [nil], "components", ["separatedBy"]),
        ("FileManager", .method, "fileExistsAtPath", [nil], "fileExists", ["atPath"]),
        ("FileManager", .method, "removeItemAtPath", [nil], "removeItem", ["atPath"]),
        ("FileManager", .method, "removeItemAtURL", [nil], "removeItem", ["at"]),
        ("FileManager", .method, "createDirectoryAtPath", [nil, "withIntermediateDirectories", "attributes"],
         "createDirectory", ["atPath", "withIntermediateDirectories", "attributes"]),
        ("FileManager", .method, "contentsOfDirectoryAtPath", [nil], "contentsOfDirectory", ["atPath"]),
        ("FileManager", .method, "URLsForDirectory", [nil, "inDomains"], "urls", ["for", "in"]),
        ("FileManager", .method, "moveItemAtPath", [nil, "toPath"], "moveItem", ["atPath", "toPath"]),
        ("FileManager", .method, "copyItemAtPath", [nil, "toPath"], "copyItem", ["atPath", "toPath"]),
        ("FileManager", .method, "attributesOfItemAtPath", [nil], "attributesOfItem", ["atPath"]),
        ("NotificationCenter", .method, "postNotificationName", [nil, "object"], "post", ["name", "object"]),
        ("NotificationCenter", .method, "postNotificationName", [nil, "object", "userInfo"], "post", ["name", "object", "userInfo"]),
        // Swift 2's String and Array members (session 10).
        ("String", .propertyToMethod, "uppercaseString", [], "uppercased", []),
        ("String", .propertyToMethod, "lowercaseString", [], "lowercased", []),
        ("String", .property, "capitalizedString", [], "capitalized", []),
        ("String", .method, "stringByReplacingOccurrencesOfString", [nil, "withString"], "replacingOccurrences", ["of", "with"]),
        ("String", .method, "stringByTrimmingCharactersInSet", [nil], "trimmingCharacters", ["in"]),
        ("String", .method, "containsString", [nil], "contains", [nil]),
        ("String", .method, "rangeOfString", [nil], "range", ["of"]),
        ("Array", .method, "enumerate", [], "enumerated", []),
        ("Array", .method, "minElement", [], "min", []),
        ("Array", .method, "maxElement", [], "max", []),
    ] }

    func registerRenames(in interpreter: Interpreter) {
        for rename in Prelude.renamedTypes {
            interpreter.register(RenamedAPI(typeName: rename.old, kind: .type, oldName: rename.old, newName: rename.new))
        }
        for rename in Bindings.renamedAPIs {
            interpreter.register(RenamedAPI(typeName: rename.type, kind: rename.kind, oldName: rename.old, oldLabels: rename.oldLabels,
                                            newName: rename.new, newLabels: rename.newLabels))
        }

        primitive(interpreter, "Renamed", 2) { [unowned self] context, arguments in
            noteRenamed(try stringArgument(arguments[0], context, "the old name"), try stringArgument(arguments[1], context, "the new name"), context)
            return .void
        }
    }

    /// Notes an old spelling once per run (at its first use, as the renamed-API table does), at
    /// the script's line that used it.
    func noteRenamed(_ old: String, _ new: String, _ context: NativeContext) {
        let note = "'\(old)' has been renamed to '\(new)'"
        if notedRenames.insert(note).inserted { context.note(note) }
    }
}

extension Prelude {
    /// Methods of a prelude class under their old names, one row each: the declaration, the old
    /// and today's spellings as the note names them, and the body that runs after the note.
    static func oldSpellings(_ rows: [(declaration: String, old: String, new: String, body: String)]) -> String {
        rows.map { row in
            "    \(row.declaration) {\n        __kilnRenamed(\"\(row.old)\", \"\(row.new)\")\n        \(row.body)\n    }"
        }.joined(separator: "\n")
    }

    /// The same for top-level declarations: in column 0, each its own unit of the prelude's
    /// selection (PreludeSelection.swift).
    static func oldGlobals(_ rows: [(declaration: String, old: String, new: String, body: String)]) -> String {
        rows.map { row in
            "\(row.declaration) {\n    __kilnRenamed(\"\(row.old)\", \"\(row.new)\")\n    \(row.body)\n}"
        }.joined(separator: "\n")
    }
}

extension Prelude {
    /// Swift 2's names of Foundation types that have no class of that name today (NSDate, NSData,
    /// NSNumber and NSString still do): each is a `typealias` of the prelude, its uses noted.
    static let renamedTypes: [(old: String, new: String)] = [
        ("NSFileManager", "FileManager"), ("NSDateFormatter", "DateFormatter"),
        ("NSISO8601DateFormatter", "ISO8601DateFormatter"), ("NSNumberFormatter", "NumberFormatter"),
        ("NSJSONSerialization", "JSONSerialization"), ("NSPropertyListSerialization", "PropertyListSerialization"),
        ("NSFileHandle", "FileHandle"), ("NSProcessInfo", "ProcessInfo"),
    ]

    /// The old names as the prelude declares them.
    static var renamedTypeAliases: String {
        renamedTypes.map { "typealias \($0.old) = \($0.new)" }.joined(separator: "\n") + "\n"
    }
}
