// A script's `OptionSet` (`struct Permissions: OptionSet { let rawValue: Int; static let read = … }`)
// gets what Swift's protocol extensions give it: `init()`, an array literal of members
// (`[.read, .write]`, their raw values or-ed), `contains`, `insert`, `remove`, `update(with:)`,
// `union`, `intersection`, `symmetricDifference`, `subtracting`, their `form…` forms, `isEmpty`,
// the subset questions, and equality and hashing by raw value — each unless the type declares it.
// The raw value may be any integer type: the bit operations are the runtime's own.
// A script's `CodingKey` enum (`enum CodingKeys: String, CodingKey`, or the one swiftc synthesizes,
// SynthesizedCodingKeys.swift) gets `stringValue`, `intValue` and `init?(stringValue:)`.

extension Compiler {
    func giveOptionSetMembers(_ types: [TypeInfo]) {
        for type in types where type.kind == .structure && type.conformances.contains("OptionSet") && type.fieldIndex("rawValue") != nil {
            type.conformances.formUnion(["ExpressibleByArrayLiteral", "SetAlgebra", "Equatable", "Hashable", "RawRepresentable"])
            library.declareOptionSet(type)
        }
        for type in types where type.module == runtime.moduleName && !type.isLibrary && type.kind == .enumeration
            && type.conformances.contains("CodingKey") {
            library.declareCodingKey(type)
        }
    }
}

extension Library {
    func declareCodingKey(_ type: TypeInfo) {
        func stringValue(_ index: Int) -> String {
            if case .string(let raw)? = type.cases[index].rawValue { return raw }
            return type.cases[index].name
        }
        if type.lookup("stringValue") == nil {
            property(type, "stringValue") { value in
                guard case .enumCase(_, let index, _) = value else { return .string("") }
                return .string(stringValue(index))
            }
        }
        if type.lookup("intValue") == nil {
            property(type, "intValue") { value in
                guard case .enumCase(_, let index, _) = value, case .int(let raw)? = type.cases[index].rawValue else { return .none }
                return .some(.int(raw))
            }
        }
        guard !type.initializers.contains(where: { $0.function?.parameters.first?.label == "stringValue" }) else { return }
        initializer(type, ["stringValue"]) { arguments in
            guard case .string(let text) = arguments[0], let index = type.cases.indices.first(where: { stringValue($0) == text }) else { return .none }
            return .some(.enumCase(type, index, []))
        }
    }
}

extension Library {
    func declareOptionSet(_ type: TypeInfo) {
        let runtime = self.runtime
        // Once per type (a REPL session gives every chunk's types again).
        guard !type.initializers.contains(where: { $0.function?.parameters.first?.label == "arrayLiteral" }) else { return }
        let rawIndex = type.fieldIndex("rawValue")!
        let zero: Value = rawIndex < type.fieldConversion.count ? Value.int(0).converted(type.fieldConversion[rawIndex]) : .int(0)
        let scratch = TypeInfo(name: type.name, kind: type.kind, module: type.module)
        func raw(_ value: Value) throws -> Value {
            if case .array(let members) = value {
                // An array literal given where the set is expected (`p.intersection([.a, .b])`).
                var union = zero
                for member in members { union = try runtime.binary("|", union, try raw(member), at: self.site) }
                return union
            }
            guard case .structValue(_, let fields) = value, rawIndex < fields.count else {
                throw runtime.fault("expected a '\(type.name)', got '\(typeName(of: value))'", at: self.site)
            }
            return fields[rawIndex]
        }
        func make(_ rawValue: Value) throws -> Value {
            try runtime.construct(type, labels: ["rawValue"], arguments: [rawValue], cache: MemberCache(), frame: runtime.globals, at: self.site)
        }
        func bits(_ op: String, _ a: Value, _ b: Value) throws -> Value { try runtime.binary(op, a, b, at: self.site) }
        func isZero(_ rawValue: Value) throws -> Bool { try runtime.equal(rawValue, zero, at: self.site) }
        func combined(_ op: String, _ a: Value, _ b: Value) throws -> Value {
            let (x, y) = (try raw(a), try raw(b))
            switch op {
            case "-": return try make(bits("&", x, try bits("^", y, try bits("|", x, y))))  // x & ~y
            default: return try make(bits(op, x, y))
            }
        }
        func subset(_ a: Value, of b: Value) throws -> Bool {
            let x = try raw(a)
            return try runtime.equal(try bits("&", x, try raw(b)), x, at: self.site)
        }
        // Initializers: `T()` is empty, `[.a, .b]` the union of its members.
        if !type.initializers.contains(where: { $0.function?.parameters.isEmpty == true }) {
            initializer(type, []) { _ in try make(zero) }
        }
        let literal = FunctionCode(name: "init", parameters: [Parameter(label: "arrayLiteral", isVariadic: true)], hasSelf: true)
        literal.native = { _, arguments in
            var union = zero
            if case .array(let members) = arguments.first { for member in members { union = try bits("|", union, try raw(member)) } }
            return try make(union)
        }
        type.initializers.append(.method(literal))

        property(scratch, "isEmpty") { try .bool(isZero(try raw($0))) }
        method(scratch, "contains", [nil]) { s, a in .bool(try subset(a[0], of: s)) }
        for (name, op) in [("union", "|"), ("intersection", "&"), ("symmetricDifference", "^"), ("subtracting", "-")] {
            method(scratch, name, [nil]) { s, a in try combined(op, s, a[0]) }
        }
        for (name, op) in [("formUnion", "|"), ("formIntersection", "&"), ("formSymmetricDifference", "^"), ("subtract", "-")] {
            method(scratch, name, [nil], mutating: true) { s, a in s = try combined(op, s, a[0]); return .void }
        }
        method(scratch, "isSubset", ["of"]) { s, a in .bool(try subset(s, of: a[0])) }
        method(scratch, "isSuperset", ["of"]) { s, a in .bool(try subset(a[0], of: s)) }
        method(scratch, "isStrictSubset", ["of"]) { s, a in .bool(try subset(s, of: a[0]) && !(try runtime.equal(try raw(s), try raw(a[0]), at: self.site))) }
        method(scratch, "isStrictSuperset", ["of"]) { s, a in .bool(try subset(a[0], of: s) && !(try runtime.equal(try raw(s), try raw(a[0]), at: self.site))) }
        method(scratch, "isDisjoint", ["with"]) { s, a in .bool(try isZero(try bits("&", try raw(s), try raw(a[0])))) }
        method(scratch, "insert", [nil], mutating: true) { s, a in
            let present = try subset(a[0], of: s)
            if !present { s = try combined("|", s, a[0]) }
            return .tuple(Tuple(elements: [.bool(!present), a[0]], labels: ["inserted", "memberAfterInsert"]))
        }
        method(scratch, "remove", [nil], mutating: true) { s, a in
            let common = try combined("&", s, a[0])
            s = try combined("-", s, a[0])
            return try isZero(try raw(common)) ? .none : .some(common)
        }
        method(scratch, "update", ["with"], mutating: true) { s, a in
            let common = try combined("&", s, a[0])
            s = try combined("|", s, a[0])
            return try isZero(try raw(common)) ? .none : .some(common)
        }
        for (name, members) in scratch.members where type.lookup(name) == nil && type.fieldIndex(name) == nil {
            type.members[name] = members
        }
    }
}
