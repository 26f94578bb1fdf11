// describe.py's canonical JSON rendering of a keyed archive, rule for rule.
import JSON
import KeyedArchive
import PropertyList

/// The canonical rendering of a keyed archive that `fixtures/keyed-archives/describe.py` defines,
/// rule for rule, so Kiln's reading of any archive can be compared with the reference's.
///
/// ```swift
/// let json = CanonicalJSON.describe(bytes: fileBytes)
/// print(json.serialized())   // {"format": "binary", "top": {"root": [1, 2, 3]}}
/// ```
public enum CanonicalJSON {
    /// `{"format": "binary"|"xml", "top": {…}}`, or `{"format": …, "error": "<reason>"}` for a
    /// malformed archive.
    public static func describe(bytes: [UInt8]) -> JSONValue {
        let format = bytes.starts(with: Array("bplist00".utf8)) ? "binary" : "xml"
        let plist: PropertyList
        do {
            plist = try PropertyList(bytes: bytes)
        } catch {
            return .object([("error", .string("not a readable property list: \(error)")), ("format", .string(format))])
        }
        return describe(propertyList: plist, format: format)
    }

    /// The rendering of an archive already read into a property-list tree.
    public static func describe(propertyList: PropertyList, format: String) -> JSONValue {
        do {
            var renderer = try Renderer(archive: propertyList)
            return .object([("format", .string(format)), ("top", try renderer.renderTop())])
        } catch let error as KeyedArchiveError {
            return .object([("error", .string(error.message)), ("format", .string(format))])
        } catch {
            return .object([("error", .string("\(error)")), ("format", .string(format))])
        }
    }

    /// The rendering of the value `key` holds in `$top` (`root` by default), or the error.
    public static func describeObject(propertyList: PropertyList, key: String = "root") throws -> JSONValue {
        var renderer = try Renderer(archive: propertyList)
        guard let value = renderer.top[key] else {
            throw KeyedArchiveError("no root object: $top has no \"\(key)\" key")
        }
        return try renderer.value(value)
    }

    /// Data as the rendering shows it: length, hex (cut to 64 bytes + "..."), SHA-256.
    static func renderData(_ bytes: [UInt8]) -> JSONValue {
        let hex = bytes.count <= 64 ? hexString(bytes) : hexString(Array(bytes.prefix(64))) + "..."
        return .object([
            ("$data", .object([("hex", .string(hex)), ("len", .integer(Int64(bytes.count))), ("sha256", .string(SHA256.hexDigest(bytes)))])),
        ])
    }

    /// The rendering of an inline scalar (a number, string, data or date); nil for a container or a UID.
    static func renderScalar(_ value: PropertyList) -> JSONValue? {
        switch value {
        case .bool(let bool): return .bool(bool)
        case .integer(let integer): return .integer(integer)
        case .unsignedInteger(let integer): return .unsignedInteger(integer)
        case .real(let real): return renderReal(real)
        case .float32(let float): return renderReal(Double(float))
        case .string(let string): return .string(string)
        case .data(let bytes): return renderData(bytes)
        case .date(let seconds):
            return .object([("$plistdate", isoDate(sinceReferenceDate: seconds).map { .string(String($0.dropLast())) } ?? .null)])
        case .array, .dictionary, .uid: return nil
        }
    }

    static func renderReal(_ value: Double) -> JSONValue {
        if value.isNaN { return .object([("$real", .string("nan"))]) }
        if value.isInfinite { return .object([("$real", .string(value > 0 ? "inf" : "-inf"))]) }
        return .real(value)
    }

    /// `YYYY-MM-DDTHH:MM:SS[.ffffff]Z` for seconds since 2001-01-01, as Python's `datetime` gives
    /// it (rounded to microseconds, half to even); nil outside years 1…9999.
    static func isoDate(sinceReferenceDate seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 4e11 else { return nil }
        let whole = seconds.rounded(.towardZero)
        let microseconds = Int64(whole) * 1_000_000 + Int64(((seconds - whole) * 1e6).rounded(.toNearestOrEven))
        // 2001-01-01 is day 11323 after 1970-01-01.
        let unixMicroseconds = microseconds + 11323 * 86_400 * 1_000_000
        var days = unixMicroseconds / 86_400_000_000
        var rest = unixMicroseconds % 86_400_000_000
        if rest < 0 { rest += 86_400_000_000; days -= 1 }
        let (year, month, day) = CivilCalendar.date(fromDays: days)
        guard (1...9999).contains(year) else { return nil }
        let secondOfDay = rest / 1_000_000, fraction = rest % 1_000_000
        func pad(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
        text += "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        if fraction != 0 { text += "." + pad(fraction, 6) }
        return text + "Z"
    }

    /// Walks the archive as describe.py's `Renderer` does.
    struct Renderer {
        let top: PropertyListDictionary
        let objects: [PropertyList]
        /// UIDs of the class-bearing objects being rendered, to spot cycles.
        var stack: [Int] = []
        var depth = 0
        /// The names of the class dictionaries already checked, by UID.
        var classNames: [Int: String] = [:]

        init(archive: PropertyList) throws {
            try DescribeHeader.check(archive)
            (top, objects) = try ArchiveObjectTable.checkedTree(archive)
        }

        mutating func renderTop() throws -> JSONValue {
            var members: [(key: String, value: JSONValue)] = []
            for (key, value) in top.entries { members.append((key, try self.value(value))) }
            return .object(members)
        }

        func object(_ uid: Int) throws -> PropertyList {
            guard uid >= 0, uid < objects.count else {
                throw KeyedArchiveError("UID \(uid) out of range (\(objects.count) objects)")
            }
            return objects[uid]
        }

        mutating func className(owner: Int, _ fields: PropertyListDictionary) throws -> String {
            guard let classValue = fields["$class"], let classUID = uidValue(classValue) else {
                throw KeyedArchiveError("object \(owner): $class is not a UID")
            }
            // Each class dictionary is checked once, however many objects name it.
            if let name = classNames[classUID] { return name }
            guard case .dictionary(let classFields) = try object(classUID) else {
                throw KeyedArchiveError("object \(owner): class reference \(classUID) is not a dictionary")
            }
            guard case .string(let name)? = classFields["$classname"] else {
                throw KeyedArchiveError("class dictionary \(classUID): $classname missing or not a string")
            }
            if let classes = classFields["$classes"] {
                guard case .array(let names) = classes, names.allSatisfy({ if case .string = $0 { true } else { false } }) else {
                    throw KeyedArchiveError("class dictionary \(classUID): $classes is not an array of strings")
                }
            }
            classNames[classUID] = name
            return name
        }

        mutating func refList(_ fields: PropertyListDictionary, _ key: String, owner: Int) throws -> [JSONValue] {
            if let list = fields[key] {
                guard case .array(let elements) = list else {
                    throw KeyedArchiveError("object \(owner): \(key) is not an array")
                }
                return try elements.map { try value($0) }
            }
            let single = String(key.dropLast()) + "."
            var out: [JSONValue] = []
            while let element = fields[single + String(out.count)] { out.append(try value(element)) }
            return out
        }

        mutating func value(_ value: PropertyList) throws -> JSONValue {
            if let uid = uidValue(value) { return try ref(uid) }
            return try inline(value)
        }

        mutating func inline(_ value: PropertyList) throws -> JSONValue {
            depth += 1
            defer { depth -= 1 }
            if depth > 512 { throw KeyedArchiveError("nesting too deep") }
            if let scalar = CanonicalJSON.renderScalar(value) { return scalar }
            switch value {
            case .array(let elements): return .array(try elements.map { try self.value($0) })
            case .dictionary(let dictionary):
                var members: [(key: String, value: JSONValue)] = []
                for (key, element) in dictionary.entries { members.append((key, try self.value(element))) }
                return .object([("$plaindict", .object(members))])
            default: throw KeyedArchiveError("unexpected inline value of type UID")  // the scalars are rendered above
            }
        }

        mutating func ref(_ uid: Int) throws -> JSONValue {
            if uid == 0 { return .null }
            let entry = try object(uid)
            if case .string("$null") = entry { return .null }
            guard case .dictionary(let fields) = entry, uidValue(entry) == nil, fields["$class"] != nil else {
                if case .dictionary(let fields) = entry, uidValue(entry) == nil, fields["$classname"] != nil {
                    throw KeyedArchiveError("UID \(uid) points at a class dictionary, not an object")
                }
                return try inline(entry)
            }
            if let index = stack.lastIndex(of: uid) {
                return .object([("$cycle", .integer(Int64(stack.count - index)))])
            }
            depth += 1
            defer { depth -= 1 }
            if depth > 512 { throw KeyedArchiveError("nesting too deep") }
            stack.append(uid)
            defer { stack.removeLast() }
            return try renderObject(uid, fields)
        }

        mutating func renderObject(_ uid: Int, _ fields: PropertyListDictionary) throws -> JSONValue {
            let name = try className(owner: uid, fields)
            switch name {
            case "NSArray", "NSMutableArray":
                return .array(try refList(fields, "NS.objects", owner: uid))
            case "NSSet", "NSMutableSet":
                return .object([("$set", .array(sortedByCanon(try refList(fields, "NS.objects", owner: uid))))])
            case "NSOrderedSet", "NSMutableOrderedSet":
                return .object([("$orderedset", .array(try refList(fields, "NS.objects", owner: uid)))])
            case "NSCountedSet":
                var pairs: [JSONValue] = []
                while let member = fields["NS.object\(pairs.count)"] {
                    let count = fields["NS.count\(pairs.count)"]
                    pairs.append(.array([try value(member), try count.map { try inline($0) } ?? .null]))
                }
                return .object([("$countedset", .array(sortedByCanon(pairs)))])
            case "NSDictionary", "NSMutableDictionary":
                let keys = try refList(fields, "NS.keys", owner: uid)
                let values = try refList(fields, "NS.objects", owner: uid)
                guard keys.count == values.count else {
                    throw KeyedArchiveError("object \(uid): NS.keys/NS.objects length mismatch")
                }
                var stringKeys: [String] = []
                for key in keys {
                    guard case .string(let string) = key else { break }
                    stringKeys.append(string)
                }
                if stringKeys.count == keys.count {
                    var members: [(key: String, value: JSONValue)] = []
                    for (key, value) in zip(stringKeys, values) {
                        if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = value } else {
                            members.append((key, value))
                        }
                    }
                    return .object(members)
                }
                let pairs = zip(keys, values).map { (canon: $0.serialized(), pair: JSONValue.array([$0, $1])) }
                return .object([("$dict", .array(pairs.sorted { codePointLess($0.canon, $1.canon) }.map(\.pair)))])
            case "NSString" where fields["NS.string"] != nil, "NSMutableString" where fields["NS.string"] != nil:
                guard case .string(let string) = try value(fields["NS.string"] ?? .bool(false)) else {
                    throw KeyedArchiveError("object \(uid): NS.string is not a string")
                }
                return .string(string)
            case "NSDate" where fields["NS.time"] != nil:
                let seconds: Double
                switch fields["NS.time"] {
                case .real(let real)?: seconds = real
                case .float32(let float)?: seconds = Double(float)
                case .integer(let integer)?: seconds = Double(integer)
                case .unsignedInteger(let integer)?: seconds = Double(integer)
                default: throw KeyedArchiveError("object \(uid): NS.time is not a number")
                }
                let iso = CanonicalJSON.isoDate(sinceReferenceDate: seconds)
                return .object([("$date", iso.map { .string($0) } ?? .null), ("t", CanonicalJSON.renderReal(seconds))])
            case "NSData" where fields["NS.data"] != nil, "NSMutableData" where fields["NS.data"] != nil:
                return try value(fields["NS.data"] ?? .bool(false))
            case "NSURL" where fields["NS.relative"] != nil:
                var members: [(key: String, value: JSONValue)] = [("$url", try value(fields["NS.relative"] ?? .bool(false)))]
                let base = try fields["NS.base"].map { try value($0) } ?? .null
                if base != .null { members.append(("$base", base)) }
                return .object(members)
            case "NSUUID":
                if case .data(let bytes)? = fields["NS.uuidbytes"], bytes.count == 16 {
                    return .object([("$uuid", .string(NSUUIDModel(bytes: bytes).uuidString))])
                }
                fallthrough
            default:
                var members: [(key: String, value: JSONValue)] = [("$classname", .string(name))]
                for (key, element) in fields.entries where key != "$class" {
                    let rendered = try value(element)
                    if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = rendered } else {
                        members.append((key, rendered))
                    }
                }
                return .object(members)
            }
        }

        func sortedByCanon(_ values: [JSONValue]) -> [JSONValue] {
            values.map { (canon: $0.serialized(), value: $0) }.sorted { codePointLess($0.canon, $1.canon) }.map(\.value)
        }
    }
}
