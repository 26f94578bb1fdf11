// describe.py's canonical JSON written straight from a binary archive's object table into one
// byte buffer: no property-list tree, no JSONValue tree, no String per key. It renders the forms
// real archives are made of (objects of any class, arrays, string-keyed dictionaries, strings,
// numbers, data, dates, UUIDs, cycles) and gives up on anything else — sets (sorted by their
// members' canonical text), URLs, repeated or non-ASCII keys, errors — which CanonicalJSON's tree
// renderer then does, so the text is the same either way.
import JSON
import KeyedArchive
import PropertyList

extension CanonicalJSON {
    /// Appends the text of `describe(bytes:)` as `serialized()` writes it to `output`; returns the
    /// reason instead when the archive cannot be read (and appends nothing).
    public static func writeDescription(bytes: [UInt8], to output: inout JSONOutput) -> String? {
        let mark = output.bytes.count
        if BinaryArchiveJSON.write(bytes, to: &output) { return nil }
        output.bytes.removeSubrange(mark...)
        let rendering = describe(bytes: bytes)
        if case .string(let reason)? = rendering["error"] { return reason }
        rendering.write(to: &output, sortKeys: true)
        return nil
    }
}

/// The renderer over a binary archive. Every method throws ``GiveUp`` (or the reader's error)
/// where the tree renderer must decide.
struct BinaryArchiveJSON {
    struct GiveUp: Error {}

    /// A dictionary entry in the file: its ASCII key's bytes and its value's object number
    /// (`-1` stands for an object's class name in place of its `$class`).
    struct Member {
        var key: Range<Int>
        var value: Int
    }

    enum ClassKind { case array, orderedSet, dictionary, string, data, date, uuid, generic, other }

    struct ClassInfo {
        var name: String
        /// The name as a JSON string literal, escaped once for every object of the class.
        var literal: [UInt8]
        var kind: ClassKind
        /// The bytes of the `$classname` key in the class dictionary.
        var nameKey: Range<Int>
    }

    let plist: BinaryPropertyList
    let file: UnsafeBufferPointer<UInt8>
    let objects: BinaryPropertyList.ContainerRefs
    var out: JSONOutput
    /// The entries of the dictionaries being rendered, each one's above its parent's.
    var members: [Member] = []
    var stack: [Int] = []
    var depth = 0
    var classes: [Int: ClassInfo] = [:]
    var lastClass: (uid: Int, info: ClassInfo)?

    /// Writes the rendering of a binary archive, or returns false (with `output` in any state).
    static func write(_ bytes: [UInt8], to output: inout JSONOutput) -> Bool {
        guard bytes.starts(with: "bplist00".utf8), let plist = try? BinaryPropertyList(bytes: bytes) else { return false }
        // What reading the file as a tree would refuse, the tree renderer reports.
        guard (try? plist.checkValue(of: plist.topObject)) != nil else { return false }
        let file = plist.fileBytes
        return file.withUnsafeBufferPointer { file in
            do {
                guard let objects = try headerObjects(plist, file) else { return false }
                var renderer = BinaryArchiveJSON(plist: plist, file: file, objects: objects.table, out: JSONOutput())
                swap(&renderer.out, &output)
                defer { swap(&renderer.out, &output) }
                renderer.out.append("{\"format\": \"binary\", \"top\": ")
                try renderer.writeMembers(of: objects.top)
                renderer.out.append(UInt8(ascii: "}"))
                return true
            } catch {
                return false
            }
        }
    }

    /// `$objects` and `$top` when the header is what describe.py and the unarchiver accept.
    private static func headerObjects(_ plist: BinaryPropertyList, _ file: UnsafeBufferPointer<UInt8>) throws
        -> (table: BinaryPropertyList.ContainerRefs, top: Int)? {
        let root = try plist.containerRefs(of: plist.locate(plist.topObject))
        guard root.kind == .dictionary else { return nil }
        var archiver: PropertyList?, version: PropertyList?, top: Int?, objects: Int?
        for index in 0..<root.count {
            guard let key = try plist.asciiStringRange(of: plist.locate(plist.ref(index, of: root))) else { return nil }
            let value = try plist.ref(root.count + index, of: root)
            let item = try plist.locate(value)
            let isContainer = [.array, .set, .dictionary].contains(item.kind)
            switch Array(file[key]) {
            case Array("$archiver".utf8) where archiver == nil && !isContainer: archiver = try plist.scalar(of: item)
            case Array("$version".utf8) where version == nil && !isContainer: version = try plist.scalar(of: item)
            case Array("$top".utf8) where top == nil: top = value
            case Array("$objects".utf8) where objects == nil: objects = value
            case Array("$archiver".utf8), Array("$version".utf8), Array("$top".utf8), Array("$objects".utf8): return nil
            default: continue
            }
        }
        guard case .string("NSKeyedArchiver")? = archiver, let top, let objects, try plist.locate(top).kind == .dictionary else { return nil }
        switch version {
        case .integer(100000)?, .unsignedInteger(100000)?, .real(100000)?: break
        default: return nil
        }
        let table = try plist.containerRefs(of: plist.locate(objects))
        guard table.kind == .array || table.kind == .set, table.count > 0 else { return nil }
        let first = try plist.locate(plist.ref(0, of: table))
        guard ![.array, .set, .dictionary].contains(first.kind), case .string("$null") = try plist.scalar(of: first) else {
            return nil
        }
        return (table, top)
    }

    // MARK: Values

    /// A value as a field holds it: a reference followed, anything else inline.
    mutating func value(_ object: Int) throws {
        let item = try plist.locate(object)
        if let uid = try plist.uid(of: item) { return try reference(uid) }
        try inline(item)
    }

    mutating func inline(_ object: BinaryPropertyList.Located) throws {
        depth += 1
        defer { depth -= 1 }
        if depth > 512 { throw GiveUp() }
        switch object.kind {
        case .integer:
            switch try plist.scalar(of: object) {
            case .integer(let integer): out.append(integer)
            case .unsignedInteger(let integer): out.append(integer)
            default: throw GiveUp()
            }
        case .bool:
            guard case .bool(let bool) = try plist.scalar(of: object) else { throw GiveUp() }
            out.append(bool ? "true" : "false")
        case .string:
            if let range = try plist.asciiStringRange(of: object) {
                out.appendString(utf8: UnsafeBufferPointer(rebasing: file[range]))
            } else {
                guard case .string(let string) = try plist.scalar(of: object) else { throw GiveUp() }
                out.appendString(string)
            }
        case .real, .date, .data:
            guard let rendering = CanonicalJSON.renderScalar(try plist.scalar(of: object)) else { throw GiveUp() }
            rendering.write(to: &out, sortKeys: true)
        case .array, .set:
            try writeArray(plist.containerRefs(of: object))
        case .dictionary:
            let entries = try pushEntries(of: object)
            defer { members.removeSubrange(entries) }
            if isUIDDictionary(entries) { throw GiveUp() }
            out.append("{\"$plaindict\": ")
            try writeMembers(entries)
            out.append(UInt8(ascii: "}"))
        case .uid, .null:
            throw GiveUp()
        }
    }

    /// Entry `uid` of `$objects`, as describe.py's `ref` renders it.
    mutating func reference(_ uid: Int) throws {
        if uid == 0 { return out.append("null") }
        guard uid < objects.count else { throw GiveUp() }
        let entry = try plist.locate(plist.ref(uid, of: objects))
        switch entry.kind {
        case .string:
            if let range = try plist.asciiStringRange(of: entry) {
                if file[range].elementsEqual("$null".utf8) { return out.append("null") }
            } else if case .string("$null") = try plist.scalar(of: entry) {
                return out.append("null")
            }
            try inline(entry)
        case .dictionary:
            let entries = try pushEntries(of: entry)
            defer { members.removeSubrange(entries) }
            if isUIDDictionary(entries) { throw GiveUp() }
            guard let classField = find("$class", in: entries) else {
                if find("$classname", in: entries) != nil { throw GiveUp() }
                return try inline(entry)
            }
            if let index = stack.lastIndex(of: uid) {
                out.append("{\"$cycle\": ")
                out.append(Int64(stack.count - index))
                return out.append(UInt8(ascii: "}"))
            }
            depth += 1
            defer { depth -= 1 }
            if depth > 512 { throw GiveUp() }
            stack.append(uid)
            defer { stack.removeLast() }
            try writeObject(entries, dollarClass: classField)
        default:
            try inline(entry)
        }
    }

    /// An archived object (its entries pushed), by its class.
    mutating func writeObject(_ entries: Range<Int>, dollarClass: Int) throws {
        guard let classUID = try plist.uid(of: plist.locate(members[dollarClass].value)) else { throw GiveUp() }
        let info = try classInfo(classUID)
        switch info.kind {
        case .array, .orderedSet:
            guard let list = find("NS.objects", in: entries) else { throw GiveUp() }
            let refs = try plist.containerRefs(of: plist.locate(members[list].value))
            guard refs.kind == .array else { throw GiveUp() }
            if info.kind == .orderedSet { out.append("{\"$orderedset\": ") }
            try writeArray(refs)
            if info.kind == .orderedSet { out.append(UInt8(ascii: "}")) }
        case .dictionary:
            try writeDictionary(entries)
        case .string where find("NS.string", in: entries) != nil:
            let string = members[find("NS.string", in: entries)!].value
            guard let range = try stringKey(string) else { throw GiveUp() }
            out.appendString(utf8: UnsafeBufferPointer(rebasing: file[range]))
        case .data where find("NS.data", in: entries) != nil:
            try value(members[find("NS.data", in: entries)!].value)
        case .date where find("NS.time", in: entries) != nil:
            let seconds: Double
            switch try plist.scalar(of: plist.locate(members[find("NS.time", in: entries)!].value)) {
            case .real(let real): seconds = real
            case .float32(let float): seconds = Double(float)
            case .integer(let integer): seconds = Double(integer)
            case .unsignedInteger(let integer): seconds = Double(integer)
            default: throw GiveUp()
            }
            let iso = CanonicalJSON.isoDate(sinceReferenceDate: seconds)
            JSONValue.object([("$date", iso.map { .string($0) } ?? .null), ("t", CanonicalJSON.renderReal(seconds))])
                .write(to: &out, sortKeys: true)
        case .uuid:
            if let field = find("NS.uuidbytes", in: entries), case let item = try plist.locate(members[field].value), item.kind == .data,
               case .data(let bytes) = try plist.scalar(of: item), bytes.count == 16 {
                out.append("{\"$uuid\": ")
                out.appendString(NSUUIDModel(bytes: bytes).uuidString)
                return out.append(UInt8(ascii: "}"))
            }
            try writeMembers(of: entries, dollarClass: dollarClass, info)
        case .other:
            throw GiveUp()
        case .generic, .string, .data, .date:
            try writeMembers(of: entries, dollarClass: dollarClass, info)
        }
    }

    /// An NSDictionary whose keys are all strings, as a JSON object.
    mutating func writeDictionary(_ entries: Range<Int>) throws {
        guard let keysField = find("NS.keys", in: entries), let valuesField = find("NS.objects", in: entries) else { throw GiveUp() }
        let keys = try plist.containerRefs(of: plist.locate(members[keysField].value))
        let values = try plist.containerRefs(of: plist.locate(members[valuesField].value))
        guard keys.kind == .array, values.kind == .array, keys.count == values.count else { throw GiveUp() }
        let start = members.count
        defer { members.removeSubrange(start...) }
        for index in 0..<keys.count {
            guard let key = try stringKey(plist.ref(index, of: keys)) else { throw GiveUp() }
            members.append(Member(key: key, value: try plist.ref(index, of: values)))
        }
        try sortDistinct(start..<members.count)
        try writeMembers(start..<members.count)
    }

    /// The characters of a value that renders as an ASCII string (inline, or a reference to one).
    func stringKey(_ object: Int) throws -> Range<Int>? {
        var target = try plist.locate(object)
        let isReference = target.kind == .uid
        if let uid = try plist.uid(of: target) {
            guard uid > 0, uid < objects.count else { return nil }
            target = try plist.locate(plist.ref(uid, of: objects))
        }
        guard let range = try plist.asciiStringRange(of: target) else { return nil }
        if isReference, file[range].elementsEqual("$null".utf8) { return nil }
        return range
    }

    /// The class dictionary `uid`, checked once.
    mutating func classInfo(_ uid: Int) throws -> ClassInfo {
        if let lastClass, lastClass.uid == uid { return lastClass.info }
        if let info = classes[uid] { lastClass = (uid, info); return info }
        guard uid < objects.count else { throw GiveUp() }
        let object = try plist.locate(plist.ref(uid, of: objects))
        guard object.kind == .dictionary else { throw GiveUp() }
        let entries = try pushEntries(of: object)
        defer { members.removeSubrange(entries) }
        guard let nameField = find("$classname", in: entries), case let nameItem = try plist.locate(members[nameField].value),
              nameItem.kind == .string, case .string(let name) = try plist.scalar(of: nameItem) else { throw GiveUp() }
        if let list = find("$classes", in: entries) {
            let refs = try plist.containerRefs(of: plist.locate(members[list].value))
            guard refs.kind == .array else { throw GiveUp() }
            for index in 0..<refs.count where try plist.locate(plist.ref(index, of: refs)).kind != .string { throw GiveUp() }
        }
        let kind: ClassKind
        switch name {
        case "NSArray", "NSMutableArray": kind = .array
        case "NSOrderedSet", "NSMutableOrderedSet": kind = .orderedSet
        case "NSDictionary", "NSMutableDictionary": kind = .dictionary
        case "NSString", "NSMutableString": kind = .string
        case "NSData", "NSMutableData": kind = .data
        case "NSDate": kind = .date
        case "NSUUID": kind = .uuid
        case "NSSet", "NSMutableSet", "NSCountedSet", "NSURL": kind = .other
        default: kind = .generic
        }
        var literal = JSONOutput()
        literal.appendString(name)
        let info = ClassInfo(name: name, literal: literal.bytes, kind: kind, nameKey: members[nameField].key)
        classes[uid] = info
        lastClass = (uid, info)
        return info
    }

    // MARK: Dictionaries

    /// Pushes the entries of dictionary `object` onto `members`, sorted by key; gives up on a key
    /// that is not ASCII or appears twice.
    mutating func pushEntries(of object: BinaryPropertyList.Located) throws -> Range<Int> {
        let refs = try plist.containerRefs(of: object)
        let start = members.count
        for index in 0..<refs.count {
            guard let key = try plist.asciiStringRange(of: plist.locate(plist.ref(index, of: refs))) else {
                members.removeSubrange(start...)
                throw GiveUp()
            }
            members.append(Member(key: key, value: try plist.ref(refs.count + index, of: refs)))
        }
        do { try sortDistinct(start..<members.count) } catch { members.removeSubrange(start...); throw error }
        return start..<members.count
    }

    /// Sorts `members[range]` by key (code point order = byte order) and gives up on a repeated key.
    /// Key order: code point order, which is byte order.
    func less(_ a: Member, _ b: Member) -> Bool { Self.less(a, b, in: file) }

    static func less(_ a: Member, _ b: Member, in file: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.key.count, b.key.count)
        var index = 0
        while index < common {
            let left = file[a.key.lowerBound + index], right = file[b.key.lowerBound + index]
            if left != right { return left < right }
            index += 1
        }
        return a.key.count < b.key.count
    }

    mutating func sortDistinct(_ range: Range<Int>) throws {
        if range.count <= 16 {
            // Insertion sort: most objects have a handful of fields, often in order already.
            var index = range.lowerBound + 1
            while index < range.upperBound {
                let member = members[index]
                var place = index
                while place > range.lowerBound, less(member, members[place - 1]) {
                    members[place] = members[place - 1]
                    place -= 1
                }
                members[place] = member
                index += 1
            }
        } else {
            let file = file
            members[range].sort { Self.less($0, $1, in: file) }
        }
        var index = range.lowerBound + 1
        while index < range.upperBound {
            if !less(members[index - 1], members[index]) { throw GiveUp() }
            index += 1
        }
    }

    /// The sorted entry whose key is `key`.
    func find(_ key: StaticString, in entries: Range<Int>) -> Int? {
        let wanted = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        for index in entries where file[members[index].key].elementsEqual(wanted) { return index }
        return nil
    }

    /// A one-entry dictionary `{CF$UID: n}`, which stands for a reference (the tree renderer's case).
    func isUIDDictionary(_ entries: Range<Int>) -> Bool {
        entries.count == 1 && find("CF$UID", in: entries) != nil
    }

    /// `{"key": value, …}` for sorted, distinct entries.
    mutating func writeMembers(_ entries: Range<Int>, className: [UInt8] = []) throws {
        if entries.isEmpty { return out.append("{}") }
        out.append(UInt8(ascii: "{"))
        for index in entries {
            if index > entries.lowerBound { out.append(", ") }
            let member = members[index]
            out.appendString(utf8: UnsafeBufferPointer(rebasing: file[member.key]))
            out.append(": ")
            if member.value < 0 { out.bytes.append(contentsOf: className) } else { try value(member.value) }
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The entries of dictionary `object` as a JSON object (`$top`).
    mutating func writeMembers(of object: Int) throws {
        let object = try plist.locate(object)
        let entries = try pushEntries(of: object)
        defer { members.removeSubrange(entries) }
        try writeMembers(entries)
    }

    /// An object of any class: `$classname` and its fields (sorted already), `$class` left out.
    mutating func writeMembers(of entries: Range<Int>, dollarClass: Int, _ info: ClassInfo) throws {
        let start = members.count
        defer { members.removeSubrange(start...) }
        let className = Member(key: info.nameKey, value: -1)
        var placed = false
        for index in entries where index != dollarClass {
            let member = members[index]
            if !placed, !less(member, className) {
                if !less(className, member) { throw GiveUp() }  // a field named $classname
                members.append(className)
                placed = true
            }
            members.append(member)
        }
        if !placed { members.append(className) }
        try writeMembers(start..<members.count, className: info.literal)
    }

    mutating func writeArray(_ refs: BinaryPropertyList.ContainerRefs) throws {
        if refs.count == 0 { return out.append("[]") }
        out.append(UInt8(ascii: "["))
        for index in 0..<refs.count {
            if index > 0 { out.append(", ") }
            try value(plist.ref(index, of: refs))
        }
        out.append(UInt8(ascii: "]"))
    }
}
