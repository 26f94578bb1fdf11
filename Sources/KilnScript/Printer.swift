// Swift's description formatting: what `print`, string interpolation and `String(describing:)`
// produce (`description`), and the form values take inside collections (`debugDescription`).

extension Runtime {
    /// `print(value)` / `"\(value)"`.
    func describe(_ value: Value, at site: Location) throws -> String {
        switch value {
        case .string(let s): return s
        case .substring(let s): return s.text
        case .character(let c): return String(c)
        case .structValue(let type, _), .enumCase(let type, _, _):
            if let base = AnyHashableBox.base(of: value) { return try describe(base, at: site) }  // AnyHashables.swift
            if let text = try customDescription(value, type: type, at: site) { return text }
            return try reflect(value, qualified: false, at: site)
        case .object(let instance):
            if let text = try customDescription(value, type: instance.type, at: site) { return text }
            return printedName(instance.type) + (genericArguments(of: instance, qualified: true) ?? "")
        case .metatype(let type): return type.name
        case .range(let lower, let upper, let closed): return closed ? "\(lower)...\(upper - 1)" : "\(lower)..<\(upper)"
        case .indexRange(let lower, let upper, let closed): return Runtime.describeIndexRange(lower, upper, closed: closed)
        case .slice(_, let elements): return try debugDescribe(.array(elements), at: site)
        case .set(let set):
            // `print(Set([1]))` is `[1]`; inside a collection, or for `debugPrint`, `Set([1])`.
            return "[" + (try set.elements.map { try describeElement($0, at: site) }).joined(separator: ", ") + "]"
        default: return try debugDescribe(value, at: site)
        }
    }

    /// A class instance without a description: `main.Dog`, or a library class under the module
    /// Swift names it in (`Interpreter.Options.libraryModules`).
    func printedName(_ type: TypeInfo) -> String {
        if type.isLibrary, let module = options.libraryModules[type.localPath] { return module + "." + type.localPath }
        return type.qualifiedName
    }

    /// `debugPrint(value)` and elements of collections.
    func debugDescribe(_ value: Value, at site: Location) throws -> String {
        switch value {
        case .void: return "()"
        case .int(let x): return String(x)
        // print's form: a NaN shows its payload and whether it signals (`snan`), as in Swift.
        case .double(let x): return x.debugDescription
        case .fixed(let x): return x.description
        case .float(let x): return x.debugDescription
        case .bool(let x): return String(x)
        case .string(let s): return s.debugDescription
        case .substring(let s): return s.text.debugDescription
        case .character(let c): return String(c).debugDescription
        case .none: return "nil"
        case .some(let wrapped): return "Optional(\(try debugDescribe(wrapped, at: site)))"
        case .structValue(let type, let fields) where type === AnyHashableBox.type && !fields.isEmpty:
            return "AnyHashable(\(try debugDescribe(fields[0], at: site)))"
        case .array(let elements):
            return "[" + (try elements.map { try describeElement($0, at: site) }).joined(separator: ", ") + "]"
        case .slice(_, let elements):
            // `print(s)` shows `[1, 2]`; inside a collection, or for `debugPrint`, `ArraySlice([1, 2])`.
            return "ArraySlice(" + (try debugDescribe(.array(elements), at: site)) + ")"
        case .bytes(let bytes):
            try checkSize(0, adding: bytes.count * 5, at: site)
            return "[" + bytes.map { String($0) }.joined(separator: ", ") + "]"
        case .set(let set):
            return "Set([" + (try set.elements.map { try describeElement($0, at: site) }).joined(separator: ", ") + "])"
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            var parts: [String] = []
            for (key, element) in zip(dictionary.keys, dictionary.values) {
                parts.append("\(try describeElement(key, at: site)): \(try debugDescribe(element, at: site))")
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let tuple):
            var parts: [String] = []
            for (label, element) in zip(tuple.labels, tuple.elements) {
                let text = try debugDescribe(element, at: site)
                parts.append(label.map { "\($0): \(text)" } ?? text)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed):
            let text = closed ? "\(lower)...\(upper - 1)" : "\(lower)..<\(upper)"
            // In a collection or debugPrint: `Range(1..<3)`, the range's debugDescription.
            return lower == Int.min || upper == Int.max ? text : (closed ? "ClosedRange(" : "Range(") + text + ")"
        case .stringIndex(let index): return index.description
        case .indexRange(let lower?, let upper?, let closed):
            return closed ? "ClosedRange(\(lower)...\(upper))" : "Range(\(lower)..<\(upper))"
        case .indexRange(let lower, let upper, let closed): return Runtime.describeIndexRange(lower, upper, closed: closed)
        case .structValue(let type, _), .enumCase(let type, _, _):
            if let text = try customDescription(value, type: type, at: site, debug: true) { return text }
            return try reflect(value, qualified: true, at: site)
        case .object(let instance):
            if let text = try customDescription(value, type: instance.type, at: site, debug: true) { return text }
            return printedName(instance.type) + (genericArguments(of: instance, qualified: true) ?? "")
        case .function: return "(Function)"
        case .metatype(let type): return qualifiedMetatypeName(type)
        }
    }

    /// An element of a collection being described: a huge collection takes long, so the run's
    /// limits are checked between elements.
    @inline(__always)
    private func describeElement(_ value: Value, at site: Location) throws -> String {
        try checkLimits(at: site)
        return try debugDescribe(value, at: site)
    }

    /// The `description` (or for debug output `debugDescription`) a type defines itself.
    private func customDescription(_ value: Value, type: TypeInfo, at site: Location, debug: Bool = false) throws -> String? {
        // `print` of a type that is only CustomDebugStringConvertible shows its debugDescription.
        let names = debug ? ["debugDescription", "description"]
            : type.conformances.contains("CustomDebugStringConvertible") ? ["description", "debugDescription"] : ["description"]
        for name in names {
            // A script type's own `description` that no conformance names is just a property:
            // Swift prints the type's reflection (`struct Card { var description: String }`).
            if !type.isLibrary, type.module == moduleName, !Runtime.announces(name, type) { continue }
            guard let members = type.lookup(name) ?? type.protocolDefaults[name] else { continue }
            for member in members {
                if case .computed(_, let getter, _) = member {
                    var receiver = value
                    let result = try call(getter, captured: nil, selfValue: &receiver, arguments: [], at: site)
                    if case .string(let text) = result { return text }
                }
                // `let description: String`, stored, of a type that adopts the protocol.
                if case .stored = member,
                   type.allConformances.contains(name == "description" ? "CustomStringConvertible" : "CustomDebugStringConvertible"),
                   case .string(let text) = try getMember(value, name, cache: MemberCache(), at: site) {
                    return text
                }
            }
        }
        return nil
    }

    /// Whether a script type conforms to the protocol that makes `print` use its `name`
    /// (`description`: CustomStringConvertible or a protocol refining it; `debugDescription`:
    /// CustomDebugStringConvertible).
    static func announces(_ name: String, _ type: TypeInfo) -> Bool {
        let protocols = name == "debugDescription" ? ["CustomDebugStringConvertible"]
            : ["CustomStringConvertible", "LosslessStringConvertible", "BinaryInteger", "FixedWidthInteger",
               "SignedInteger", "UnsignedInteger", "StringProtocol", "BinaryFloatingPoint"]
        return protocols.contains { type.conforms(to: $0) }
    }

    /// Whether `dump` and debug printing show a type's own description rather than its fields.
    func describesItself(_ type: TypeInfo) -> Bool {
        for name in ["debugDescription", "description"] where type.lookup(name) != nil || type.protocolDefaults[name] != nil {
            if type.isLibrary || type.module != moduleName || Runtime.announces(name, type) { return true }
        }
        return false
    }

    /// Swift's default mirror-based form: `Point(x: 1, y: 2)`, `circle(2.0)`, `rect(w: 1, h: 2)`.
    private func reflect(_ value: Value, qualified: Bool, at site: Location) throws -> String {
        switch value {
        case .structValue(let type, let fields):
            var parts: [String] = []
            for (index, (name, field)) in zip(type.fieldNames, fields).enumerated() {
                var shown = type.weakFields.contains(index) ? WeakReference.opened(field) : field  // a weak one's object, or nil
                if type.unownedFields.contains(index), case .some(let object) = shown { shown = object }
                parts.append("\(name): \(try debugDescribe(shown, at: site))")
            }
            // `Stack<String>(items: ["a"])`: a generic struct's arguments, told from its fields.
            let arguments = type.genericParameters.isEmpty ? "" : genericArguments(of: type, fields, qualified: qualified) ?? ""
            return (qualified ? type.qualifiedName : type.name) + arguments + "(" + parts.joined(separator: ", ") + ")"
        case .enumCase(let type, let index, let payload):
            let enumCase = type.cases[index]
            let prefix = qualified ? type.qualifiedName + "." : ""
            if payload.isEmpty { return prefix + enumCase.name }
            // A single unlabeled payload that is itself a tuple (or `()`) prints without extra
            // parentheses: `success()`, `pair(1, 2)` for `case pair((Int, Int))`.
            if payload.count == 1, enumCase.labels.first.flatMap({ $0 }) == nil {
                switch payload[0] {
                case .void, .tuple: return prefix + enumCase.name + (try debugDescribe(payload[0], at: site))
                default: break
                }
            }
            var parts: [String] = []
            for (i, element) in payload.enumerated() {
                let text = try debugDescribe(element, at: site)
                let label = i < enumCase.labels.count ? enumCase.labels[i] : nil
                parts.append(label.map { "\($0): \(text)" } ?? text)
            }
            return prefix + enumCase.name + "(" + parts.joined(separator: ", ") + ")"
        default:
            return try debugDescribe(value, at: site)
        }
    }
}

/// The Swift name of a value's type, for messages.
func typeName(of value: Value) -> String {
    switch value {
    case .void: return "()"
    case .int: return "Int"
    case .double: return "Double"
    case .fixed(let x): return x.kind.name
    case .float: return "Float"
    case .bool: return "Bool"
    case .string: return "String"
    case .substring: return "Substring"
    case .character: return "Character"
    case .none: return "Optional"
    case .some(let wrapped): return "Optional<\(typeName(of: wrapped))>"
    case .array(let elements): return "Array<\(elements.first.map(typeName(of:)) ?? "Any")>"
    case .slice(_, let elements): return "ArraySlice<\(elements.first.map(typeName(of:)) ?? "Any")>"
    case .bytes: return "Array<UInt8>"
    case .dictionary: return "Dictionary"
    case .set: return "Set"
    case .tuple: return "Tuple"
    case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
    case .stringIndex: return "Index"
    case .indexRange(let lower, let upper, let closed): return Runtime.indexRangeTypeName(lower, upper, closed: closed)
    case .structValue(let type, let fields) where type.module == "Swift" && fields.count == 2 && (type.name == "ClosedRange" || type.name == "Range"):
        // A range of non-Int bounds (BoundsRanges.swift), partial when an end is open.
        if case .void = fields[0] { return (type.name == "Range" ? "PartialRangeUpTo<" : "PartialRangeThrough<") + typeName(of: fields[1]) + ">" }
        if case .void = fields[1] { return "PartialRangeFrom<\(typeName(of: fields[0]))>" }
        return "\(type.name)<\(typeName(of: fields[0]))>"
    case .structValue(let type, _), .enumCase(let type, _, _), .metatype(let type): return type.name
    case .object(let instance): return instance.type.name
    case .function: return "Function"
    }
}
