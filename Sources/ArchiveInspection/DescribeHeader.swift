// describe.py's words for a bad archive header: its checks of `$archiver`, `$version` and
// `$objects[0]`, with the values shown as Python's `repr` shows them.
import JSON
import KeyedArchive
import PropertyList

enum DescribeHeader {
    /// Throws describe.py's message when `archive` is a dictionary whose header or `$null` entry is
    /// wrong; the other checks (the top level, `$top`, `$objects`) are the unarchiver's own, whose
    /// messages describe.py shares.
    static func check(_ archive: PropertyList) throws {
        guard case .dictionary(let fields) = archive else { return }
        let archiver = fields["$archiver"], version = fields["$version"]
        guard case .string("NSKeyedArchiver")? = archiver else {
            throw KeyedArchiveError("$archiver is \(pythonRepr(archiver)), not 'NSKeyedArchiver'")
        }
        switch version {
        case .integer(100000)?, .unsignedInteger(100000)?, .real(100000)?: break
        default: throw KeyedArchiveError("$version is \(pythonRepr(version)), not 100000")
        }
        guard case .dictionary? = fields["$top"], case .array(let objects)? = fields["$objects"], let first = objects.first else {
            return
        }
        guard case .string("$null") = first else {
            throw KeyedArchiveError("$objects[0] is \(pythonRepr(first)), not '$null'")
        }
    }

    /// Python's `repr` of a property-list value as plistlib reads it.
    static func pythonRepr(_ value: PropertyList?) -> String {
        guard let value else { return "None" }
        switch value {
        case .string(let string):
            if string.contains("'") && !string.contains("\"") { return "\"\(string)\"" }
            return "'" + string.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
        case .integer(let integer): return String(integer)
        case .unsignedInteger(let integer): return String(integer)
        case .real(let real): return pythonFloatRepr(real)
        case .float32(let float): return pythonFloatRepr(Double(float))
        case .bool(let bool): return bool ? "True" : "False"
        case .date: return "datetime.datetime(…)"
        case .data(let bytes): return "<\(bytes.count) bytes of data>"
        case .array(let elements): return "[" + elements.map { pythonRepr($0) }.joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            if let uid = uidValue(value), dictionary.count == 1 { return "{'CF$UID': \(uid)}" }
            return "{" + dictionary.entries.map { "'\($0)': \(pythonRepr($1))" }.joined(separator: ", ") + "}"
        case .uid(let uid): return "UID(\(uid))"
        }
    }
}
