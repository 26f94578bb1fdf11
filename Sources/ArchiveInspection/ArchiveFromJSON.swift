// Building a keyed archive from describe.py's canonical JSON: `kiln plist --from-json`.
import JSON
import KeyedArchive
import PropertyList

/// Builds a keyed archive from the canonical JSON of ``CanonicalJSON`` (what `kiln plist
/// --from-json` does): arrays become `NSArray`, objects `NSDictionary`, and the `$set`, `$orderedset`,
/// `$countedset`, `$date`, `$data`, `$url`, `$uuid`, `$dict`, `$real`, `$cycle` and `$classname`
/// forms the objects they render.
///
/// What the JSON cannot say is decided as follows: numbers and booleans in a `$classname` object
/// are inline fields (`encodeInteger(_:forKey:)` style), everything else there is a reference;
/// class chains of unknown classes are `[name, "NSObject"]`; data is rebuilt only from its full hex
/// (64 bytes or fewer — longer data is cut in the JSON and refused).
///
/// ```swift
/// let json = try JSONValue(parsing: #"{"top": {"root": [1, "two", {"$uuid": "…"}]}}"#)
/// let bytes = try ArchiveFromJSON.archive(json, format: .binary)
/// ```
public enum ArchiveFromJSON {
    /// The archive's bytes. `json` is a whole rendering (`{"format":…, "top":{…}}`) or just the
    /// root object's rendering.
    public static func archive(_ json: JSONValue, format: PropertyListFormat = .binary) throws -> [UInt8] {
        try archiver(for: json, format: format).encodedData
    }

    /// The archive as a property list.
    public static func propertyList(_ json: JSONValue) throws -> PropertyList {
        try archiver(for: json, format: .binary).propertyList
    }

    private static func archiver(for json: JSONValue, format: PropertyListFormat) throws -> KeyedArchiver {
        if let error = json["error"] {
            throw KeyedArchiveError("the JSON describes an archive that could not be read (\(error.serialized())); there is nothing to build")
        }
        var topMembers: [(key: String, value: JSONValue)] = [("root", json)]
        if case .object(let members)? = json["top"] { topMembers = members }
        let archiver = KeyedArchiver(outputFormat: format)
        var builder = Builder()
        for (key, value) in topMembers.sorted(by: { codePointLess($0.key, $1.key) }) {
            try archiver.encodeRawReference(try builder.value(value), forKey: key)
        }
        archiver.finishEncoding()
        return archiver
    }

    struct Builder {
        /// The objects being built, innermost last, for `{"$cycle": K}`.
        var ancestors: [any KeyedArchiving] = []
        /// The class chain of the last generic object built.
        var lastChain: [String]?

        mutating func value(_ json: JSONValue) throws -> ArchiveValue {
            guard ancestors.count < 1000 else { throw KeyedArchiveError("JSON nested too deep to archive") }
            switch json {
            case .null: return .null
            case .bool(let value): return .bool(value)
            case .integer(let value): return .integer(value)
            case .unsignedInteger(let value): return .unsignedInteger(value)
            case .real(let value): return .real(value)
            case .string(let value): return .string(value)
            case .array(let elements):
                let array = NSArrayModel()
                array.elements = try values(elements, in: array)
                return .object(array)
            case .object(let members):
                return try object(members)
            }
        }

        private mutating func inside<T>(_ object: any KeyedArchiving, _ body: (inout Builder) throws -> T) rethrows -> T {
            ancestors.append(object)
            defer { ancestors.removeLast() }
            return try body(&self)
        }

        /// The values of `items`, built as the contents of `container`.
        private mutating func values(_ items: [JSONValue], in container: any KeyedArchiving) throws -> [ArchiveValue] {
            try inside(container) { builder in try items.map { try builder.value($0) } }
        }

        private mutating func elements(_ json: JSONValue?, of form: String) throws -> [JSONValue] {
            guard case .array(let elements)? = json else {
                throw KeyedArchiveError("\"\(form)\" must hold an array")
            }
            return elements
        }

        private mutating func object(_ members: [(key: String, value: JSONValue)]) throws -> ArchiveValue {
            // Most objects are plain dictionaries or `$classname` objects, told apart without a
            // set of their keys.
            if !members.contains(where: { $0.key.utf8.first == UInt8(ascii: "$") }) { return try dictionary(members) }
            if members.contains(where: { $0.key == "$classname" }) { return try genericObject(members) }
            return try foundationForm(members)
        }

        /// One of the `$…` forms the rendering writes for Foundation's objects.
        private mutating func foundationForm(_ members: [(key: String, value: JSONValue)]) throws -> ArchiveValue {
            let json = JSONValue.object(members)
            let keys = Set(members.map(\.key))
            if keys == ["$set"] {
                let set = NSSetModel()
                let items = try elements(json["$set"], of: "$set")
                set.members = try values(items, in: set)
                return .object(set)
            }
            if keys == ["$orderedset"] {
                let set = NSOrderedSetModel()
                let items = try elements(json["$orderedset"], of: "$orderedset")
                set.members = try values(items, in: set)
                return .object(set)
            }
            if keys == ["$countedset"] {
                return try countedSet(try elements(json["$countedset"], of: "$countedset"))
            }
            if keys == ["$dict"] {
                let dictionary = NSDictionaryModel()
                for pair in try elements(json["$dict"], of: "$dict") {
                    guard case .array(let kv) = pair, kv.count == 2 else {
                        throw KeyedArchiveError("each entry of \"$dict\" must be a [key, value] pair")
                    }
                    try inside(dictionary) { builder in
                        dictionary.keys.append(try builder.value(kv[0]))
                        dictionary.values.append(try builder.value(kv[1]))
                    }
                }
                return .object(dictionary)
            }
            if keys == ["$date", "t"] {
                return .object(NSDateModel(timeIntervalSinceReferenceDate: try real(json["t"], form: "$date")))
            }
            if keys == ["$data"] { return .data(try data(json["$data"])) }
            if keys == ["$real"] { return .real(try real(json, form: "$real")) }
            if keys == ["$uuid"] {
                guard case .string(let text)? = json["$uuid"], let uuid = NSUUIDModel(uuidString: text) else {
                    throw KeyedArchiveError("\"$uuid\" must hold a UUID string like E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
                }
                return .object(uuid)
            }
            if keys == ["$url"] || keys == ["$url", "$base"] {
                return .object(try url(json))
            }
            if keys == ["$cycle"] {
                guard case .integer(let levels)? = json["$cycle"], levels >= 1, levels <= ancestors.count else {
                    throw KeyedArchiveError("\"$cycle\" must count 1 to \(ancestors.count) objects up from where it is")
                }
                return .object(ancestors[ancestors.count - Int(levels)])
            }
            if keys.contains(where: { ["$plaindict", "$plistdate"].contains($0) }) {
                throw KeyedArchiveError("\(keys.sorted().joined(separator: ", ")) can only appear as a field of a $classname object")
            }
            return try dictionary(members)
        }

        private mutating func dictionary(_ members: [(key: String, value: JSONValue)]) throws -> ArchiveValue {
            let dictionary = NSDictionaryModel()
            dictionary.keys.reserveCapacity(members.count)
            dictionary.values.reserveCapacity(members.count)
            try inside(dictionary) { builder in
                for (key, value) in members {
                    dictionary.keys.append(.string(key))
                    dictionary.values.append(try builder.value(value))
                }
            }
            return .object(dictionary)
        }

        private func real(_ json: JSONValue?, form: String) throws -> Double {
            switch json {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            case .unsignedInteger(let value)?: return Double(value)
            case .object?:
                switch json?["$real"] {
                case .string("nan")?: return .nan
                case .string("inf")?: return .infinity
                case .string("-inf")?: return -.infinity
                default: break
                }
            default: break
            }
            throw KeyedArchiveError("\"\(form)\" needs a number")
        }

        private func data(_ json: JSONValue?) throws -> [UInt8] {
            guard case .string(let hex)? = json?["hex"], case .integer(let length)? = json?["len"] else {
                throw KeyedArchiveError("\"$data\" needs \"hex\" and \"len\"")
            }
            if hex.hasSuffix("...") {
                throw KeyedArchiveError("\"$data\" of \(length) bytes is cut to 64 bytes in the JSON; it cannot be rebuilt")
            }
            guard let bytes = bytesFromHex(hex), bytes.count == length else {
                throw KeyedArchiveError("\"$data\" hex is not \(length) bytes of hexadecimal")
            }
            return bytes
        }

        private mutating func url(_ json: JSONValue) throws -> NSURLModel {
            guard case .string(let relative)? = json["$url"] else {
                throw KeyedArchiveError("\"$url\" must hold a string")
            }
            let url = NSURLModel(relative)
            if let baseJSON = json["$base"] {
                guard case .object(let baseMembers) = baseJSON, baseMembers.contains(where: { $0.key == "$url" }) else {
                    throw KeyedArchiveError("\"$base\" must be a {\"$url\": …} object")
                }
                url.base = try self.url(baseJSON)
            }
            return url
        }

        private mutating func countedSet(_ pairs: [JSONValue]) throws -> ArchiveValue {
            let set = GenericArchivedObject(classChain: ["NSCountedSet", "NSMutableSet", "NSSet", "NSObject"])
            set.fields = [("NS.count", .inline(.integer(Int64(pairs.count))))]
            try inside(set) { builder in
                for (index, pair) in pairs.enumerated() {
                    guard case .array(let mc) = pair, mc.count == 2, case .integer(let count) = mc[1] else {
                        throw KeyedArchiveError("each entry of \"$countedset\" must be a [member, count] pair")
                    }
                    set.fields.append(("NS.object\(index)", .reference(try builder.value(mc[0]))))
                    set.fields.append(("NS.count\(index)", .inline(.integer(count))))
                }
            }
            return .object(set)
        }

        private mutating func genericObject(_ members: [(key: String, value: JSONValue)]) throws -> ArchiveValue {
            guard let nameIndex = members.firstIndex(where: { $0.key == "$classname" }),
                  case .string(let name) = members[nameIndex].value else {
                throw KeyedArchiveError("\"$classname\" must hold a string")
            }
            if name == "NSNull", !members.contains(where: { $0.key != "$classname" }) { return .object(NSNullModel()) }
            let object = GenericArchivedObject(classChain: classChain(name))
            object.fields.reserveCapacity(members.count - 1)
            // The fields in code-point order of their keys: the rendering writes them so already.
            var ordered = true
            var previous: String?
            for member in members where member.key != "$classname" {
                if let previous, !codePointLess(previous, member.key) { ordered = false; break }
                previous = member.key
            }
            try inside(object) { builder in
                if ordered {
                    for member in members where member.key != "$classname" {
                        object.fields.append((member.key, try builder.field(member.value)))
                    }
                } else {
                    let fields = members.filter { $0.key != "$classname" }
                    for (key, value) in fields.sorted(by: { codePointLess($0.key, $1.key) }) {
                        object.fields.append((key, try builder.field(value)))
                    }
                }
            }
            return .object(object)
        }

        /// `[name, "NSObject"]`, one array shared by every object of the class.
        private mutating func classChain(_ name: String) -> [String] {
            if let last = lastChain, last[0] == name { return last }
            let chain = [name, "NSObject"]
            lastChain = chain
            return chain
        }

        private mutating func field(_ json: JSONValue) throws -> GenericArchivedObject.Field {
            switch json {
            case .bool(let value): return .inline(.bool(value))
            case .integer(let value): return .inline(.integer(value))
            case .unsignedInteger(let value): return .inline(.unsignedInteger(value))
            case .real(let value): return .inline(.real(value))
            case .object(let members) where members.count == 1 && members[0].key == "$real":
                return .inline(.real(try real(json, form: "$real")))
            case .object(let members) where members.count == 1 && members[0].key == "$plistdate":
                throw KeyedArchiveError("\"$plistdate\" fields cannot be rebuilt")
            case .object(let members) where members.count == 1 && members[0].key == "$plaindict":
                guard case .object(let entries) = members[0].value else {
                    throw KeyedArchiveError("\"$plaindict\" must hold an object")
                }
                return .dictionary(try entries.map { ($0.key, try field($0.value)) })
            default:
                return .reference(try value(json))
            }
        }
    }
}
