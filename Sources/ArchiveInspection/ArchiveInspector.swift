// The tree and `$objects` views of a property list or keyed archive that `kiln plist` prints.
import JSON
import KeyedArchive
import PropertyList

/// Human-readable views of a property list or keyed archive, for `kiln plist`: a tree with
/// references resolved, and the raw `$objects` table with UID numbers.
///
/// ```swift
/// print(ArchiveInspector.tree(of: plist))
/// // root → NSMutableArray #1
/// //   NS.objects
/// //     [0] → Checklists.ChecklistItem #2
/// //       name → "Milk" #3
/// //       checked = false
/// ```
public enum ArchiveInspector {
    /// The tree of `plist`. A keyed archive is shown from `$top` with UIDs followed (`→ Class #uid`);
    /// an object met again is marked "shared, shown above" and a reference back to an object being
    /// shown is marked as a cycle. Any other property list is shown as it is.
    public static func tree(of plist: PropertyList) -> String {
        var lines: [String] = []
        if let (top, objects) = try? ArchiveObjectTable.checkedTree(plist) {
            var walker = ArchiveTreeWalker(objects: objects)
            lines.append("NSKeyedArchiver archive, \(objects.count) objects")
            for (key, value) in top.entries { walker.field(key, value, depth: 0, into: &lines) }
        } else {
            plainTree(plist, label: nil, depth: 0, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `$objects` table, one numbered line per entry with references as `@uid`, after the
    /// header keys and `$top`; what a teacher shows to explain UIDs.
    public static func objectsTable(of plist: PropertyList) throws -> String {
        guard case .dictionary(let archive) = plist else {
            throw KeyedArchiveError("not a keyed archive: the top level is \(kindName(of: plist)), not a dictionary")
        }
        try DescribeHeader.check(plist)
        _ = try ArchiveObjectTable.checkedTree(plist)
        guard case .dictionary(let top)? = archive["$top"], case .array(let objects)? = archive["$objects"] else {
            throw KeyedArchiveError("$top or $objects missing")
        }
        var lines = [
            "$archiver = \(compact(archive["$archiver"] ?? .string("")))",
            "$version = \(compact(archive["$version"] ?? .integer(0)))",
            "$top",
        ]
        for (key, value) in top.entries { lines.append("  \(key) = \(compact(value))") }
        lines.append("$objects (\(objects.count))")
        let width = String(max(objects.count - 1, 0)).count
        for (uid, object) in objects.enumerated() {
            let number = String(uid)
            lines.append(String(repeating: " ", count: 2 + width - number.count) + number + "  " + compact(object))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line for a value: `@n` for a UID, `{key: value, …}`, `[…]`, quoted strings.
    static func compact(_ value: PropertyList) -> String {
        if let uid = uidValue(value) { return "@\(uid)" }
        switch value {
        case .string(let string): return quoted(string)
        case .integer(let integer): return String(integer)
        case .unsignedInteger(let integer): return String(integer)
        case .real(let real): return pythonFloatRepr(real)
        case .float32(let float): return pythonFloatRepr(Double(float)) + "f"
        case .bool(let bool): return bool ? "true" : "false"
        case .date(let seconds): return CanonicalJSON.isoDate(sinceReferenceDate: seconds) ?? "date(\(seconds))"
        case .data(let bytes): return dataSummary(bytes)
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            return "{" + dictionary.entries.map { "\($0): \(compact($1))" }.joined(separator: ", ") + "}"
        case .uid(let uid): return "@\(uid)"
        }
    }

    static func quoted(_ string: String) -> String {
        JSONValue.string(string).serialized()
    }

    static func dataSummary(_ bytes: [UInt8]) -> String {
        let shown = bytes.count <= 16 ? hexString(bytes) : hexString(Array(bytes.prefix(16))) + "…"
        return "<\(bytes.count) bytes \(shown)>"
    }

    private static func plainTree(_ value: PropertyList, label: String?, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let prefix = label.map { "\(indent)\($0)" } ?? indent
        guard depth < 200 else {
            lines.append(prefix + " …")
            return
        }
        switch value {
        case .array(let elements):
            lines.append(prefix + (label == nil ? "" : " ") + "array (\(elements.count))")
            for (index, element) in elements.enumerated() {
                plainTree(element, label: "[\(index)]", depth: depth + 1, into: &lines)
            }
        case .dictionary(let dictionary) where uidValue(value) == nil:
            lines.append(prefix + (label == nil ? "" : " ") + "dictionary (\(dictionary.count))")
            for (key, element) in dictionary.entries {
                plainTree(element, label: key, depth: depth + 1, into: &lines)
            }
        default:
            lines.append(prefix + (label == nil ? "" : " = ") + compact(value))
        }
    }
}

/// Walks a keyed archive for ``ArchiveInspector/tree(of:)``.
private struct ArchiveTreeWalker {
    let objects: [PropertyList]
    var shown: Set<Int> = []
    var path: [Int] = []

    mutating func field(_ label: String, _ value: PropertyList, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        guard depth < 200 else {
            lines.append("\(indent)\(label) …")
            return
        }
        if let uid = uidValue(value) {
            reference(label, uid, depth: depth, into: &lines)
            return
        }
        switch value {
        case .array(let elements):
            lines.append("\(indent)\(label)")
            for (index, element) in elements.enumerated() {
                field("[\(index)]", element, depth: depth + 1, into: &lines)
            }
        case .dictionary(let dictionary):
            lines.append("\(indent)\(label)")
            for (key, element) in dictionary.entries { field(key, element, depth: depth + 1, into: &lines) }
        default:
            lines.append("\(indent)\(label) = \(ArchiveInspector.compact(value))")
        }
    }

    mutating func reference(_ label: String, _ uid: Int, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        guard uid != 0 else {
            lines.append("\(indent)\(label) → nil")
            return
        }
        guard uid < objects.count else {
            lines.append("\(indent)\(label) → #\(uid) (out of range: \(objects.count) objects)")
            return
        }
        let entry = objects[uid]
        guard case .dictionary(let fields) = entry, uidValue(entry) == nil else {
            if case .string("$null") = entry {
                lines.append("\(indent)\(label) → nil #\(uid)")
            } else {
                lines.append("\(indent)\(label) → \(ArchiveInspector.compact(entry)) #\(uid)")
            }
            return
        }
        let name = className(fields) ?? "(no class)"
        if path.contains(uid) {
            lines.append("\(indent)\(label) → \(name) #\(uid) (cycle: refers back to an object it is inside)")
            return
        }
        if shown.contains(uid) {
            lines.append("\(indent)\(label) → \(name) #\(uid) (shared: shown above)")
            return
        }
        shown.insert(uid)
        lines.append("\(indent)\(label) → \(name) #\(uid)")
        path.append(uid)
        defer { path.removeLast() }
        for (key, value) in fields.entries where key != "$class" {
            field(key, value, depth: depth + 1, into: &lines)
        }
    }

    func className(_ fields: PropertyListDictionary) -> String? {
        guard let classValue = fields["$class"], let classUID = uidValue(classValue), classUID < objects.count,
            case .dictionary(let classFields) = objects[classUID], case .string(let name)? = classFields["$classname"]
        else { return nil }
        return name
    }
}
