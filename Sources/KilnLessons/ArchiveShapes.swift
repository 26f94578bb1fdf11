// What a keyed archive in the sandbox holds, as `/*: expect files` asks about it: the class of the
// object under a `$top` key, and for an array its count and its elements' classes. Read straight
// from the `$objects` table, so any archive counts, whoever wrote it.
import PropertyList

enum ArchiveShapes {
    static func check(_ bytes: [UInt8], path: String, key: String?, shape: FileExpectation.ArchivedShape?,
                      messages: Messages) -> (passed: Bool, message: String?) {
        guard let plist = try? PropertyList(bytes: bytes), case .dictionary(let archive) = plist,
              case .array(let objects)? = archive["$objects"], case .dictionary(let top)? = archive["$top"] else {
            return (false, messages.notAKeyedArchive(path))
        }
        guard let key else { return (true, nil) }
        guard let reference = top[key] else {
            return (false, messages.archiveLacksKey(path, key, available: top.keys))
        }
        guard let shape else { return (true, nil) }
        let root = resolve(reference, objects)
        let rootClass = className(of: root, objects)
        switch shape {
        case .object(let expected):
            if let rootClass, matches(rootClass, expected) { return (true, nil) }
            return (false, messages.archiveRootClass(path, key, expected: expected, actual: rootClass ?? "nil"))
        case .array(let count, let elementClass):
            guard let rootClass, ["NSArray", "NSMutableArray"].contains(rootClass),
                  case .dictionary(let array)? = root, case .array(let elements)? = array["NS.objects"] else {
                return (false, messages.archiveRootClass(path, key, expected: "NSArray", actual: rootClass ?? "nil"))
            }
            guard elements.count == count else {
                return (false, messages.archiveCount(path, key, expected: count, actual: elements.count))
            }
            if let elementClass {
                for (index, element) in elements.enumerated() {
                    let actual = className(of: resolve(element, objects), objects) ?? "nil"
                    if !matches(actual, elementClass) {
                        return (false, messages.archiveElementClass(path, index: index, expected: elementClass, actual: actual))
                    }
                }
            }
            return (true, nil)
        }
    }

    /// A `CF$UID` followed into `$objects`; anything else as it is.
    private static func resolve(_ value: PropertyList, _ objects: [PropertyList]) -> PropertyList? {
        if case .uid(let index) = value {
            guard index < objects.count else { return nil }
            return objects[Int(index)]
        }
        return value
    }

    /// The archived class of an object of `$objects`: its `$class`'s `$classname`; strings and
    /// numbers are stored inline as NSString and NSNumber; `$null` is nil.
    private static func className(of object: PropertyList?, _ objects: [PropertyList]) -> String? {
        switch object {
        case .string(let text)?: return text == "$null" ? nil : "NSString"
        case .integer?, .unsignedInteger?, .real?, .float32?, .bool?: return "NSNumber"
        case .data?: return "NSData"
        case .dictionary(let dictionary)?:
            guard let classReference = dictionary["$class"], case .dictionary(let classInfo)? = resolve(classReference, objects),
                  case .string(let name)? = classInfo["$classname"] else { return nil }
            return name
        default: return nil
        }
    }

    /// `ChecklistItem` matches `Checklists.ChecklistItem`; `String` matches NSString, and so on.
    private static func matches(_ archived: String, _ expected: String) -> Bool {
        if archived == expected { return true }
        if let dot = archived.lastIndex(of: "."), archived[archived.index(after: dot)...] == expected { return true }
        let bridged: [String: Set<String>] = [
            "String": ["NSString", "NSMutableString"], "Int": ["NSNumber"], "Double": ["NSNumber"], "Bool": ["NSNumber"],
            "Array": ["NSArray", "NSMutableArray"], "Dictionary": ["NSDictionary", "NSMutableDictionary"],
            "Data": ["NSData", "NSMutableData"], "Date": ["NSDate"],
        ]
        return bridged[expected]?.contains(archived) ?? false
    }

    /// A value as a lesson would write it: `3`, `"milk"`, `true`.
    static func describe(_ value: PropertyList) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .real(let number): return String(number)
        case .float32(let number): return String(number)
        case .bool(let flag): return String(flag)
        case .date(let seconds): return "a date (\(seconds) s after 2001)"
        case .data(let bytes): return "\(bytes.count) bytes of data"
        case .array(let items): return "an array of \(items.count)"
        case .dictionary(let dictionary): return "a dictionary of \(dictionary.count)"
        case .uid(let index): return "a reference (\(index))"
        }
    }

    /// Equal as a lesson means it: 3 equals 3.0.
    static func equal(_ expected: PropertyList, _ actual: PropertyList) -> Bool {
        func number(_ value: PropertyList) -> Double? {
            switch value {
            case .integer(let n): return Double(n)
            case .unsignedInteger(let n): return Double(n)
            case .real(let n): return n
            case .float32(let n): return Double(n)
            default: return nil
            }
        }
        if let a = number(expected), let b = number(actual) { return a == b }
        switch (expected, actual) {
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        default: return false
        }
    }
}
