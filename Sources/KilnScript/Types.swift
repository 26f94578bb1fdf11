// The type checker's model of Swift's types (TypeCheck*.swift). `unknown` is what the checker is
// not sure of — a native primitive's result, a generic parameter, a feature not modelled yet —
// and every check that meets it passes: the checker grows without ever refusing a valid program.

import SwiftSyntax

/// A static type, spelled as swiftc spells it in its messages (`description`).
indirect enum StaticType: Hashable, Sendable, CustomStringConvertible {
    case unknown
    case int, double, float, bool, string, character, void
    case any, anyObject
    case optional(StaticType)
    case array(StaticType)
    case dictionary(StaticType, StaticType)
    case set(StaticType)
    case tuple([StaticType])
    case function([StaticType], StaticType)
    /// A struct, class, enum or protocol of the script or of the library, by its (qualified) name;
    /// a script's generic type with its generic arguments where they are known (`Box<Double>`),
    /// none where not (`Box`: any arguments). An `unknown` argument matches any.
    case nominal(String, [StaticType] = [])
    /// `Item.self`.
    case metatype(StaticType)
    /// `nil` before a context gives it a type.
    case nilLiteral
    /// A type as swiftc names it where it came through a generic's element type: `String.first`
    /// is a `String.Element?` (aka `Optional<Character>`). The same type as the one it names.
    case sugared(String, StaticType)

    /// The type without its sugar: what equality compares.
    var desugared: StaticType {
        switch self {
        case .sugared(_, let type): return type.desugared
        case .optional(let wrapped): return .optional(wrapped.desugared)
        case .array(let element): return .array(element.desugared)
        case .set(let element): return .set(element.desugared)
        case .dictionary(let key, let value): return .dictionary(key.desugared, value.desugared)
        case .tuple(let elements): return .tuple(elements.map(\.desugared))
        case .function(let parameters, let result): return .function(parameters.map(\.desugared), result.desugared)
        case .metatype(let instance): return .metatype(instance.desugared)
        case .nominal(let name, let arguments) where !arguments.isEmpty: return .nominal(name, arguments.map(\.desugared))
        default: return self
        }
    }

    /// Types are equal whatever their sugar.
    static func == (a: StaticType, b: StaticType) -> Bool {
        switch (a, b) {
        case (.sugared(_, let x), _): return x == b
        case (_, .sugared(_, let y)): return a == y
        case (.optional(let x), .optional(let y)), (.array(let x), .array(let y)), (.set(let x), .set(let y)),
             (.metatype(let x), .metatype(let y)):
            return x == y
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)): return k1 == k2 && v1 == v2
        case (.tuple(let x), .tuple(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0 == $1 }
        case (.function(let p1, let r1), .function(let p2, let r2)):
            return r1 == r2 && p1.count == p2.count && zip(p1, p2).allSatisfy { $0 == $1 }
        case (.nominal(let x, let xs), .nominal(let y, let ys)):
            guard x == y else { return false }
            if xs.isEmpty || ys.isEmpty { return true }
            return xs.count == ys.count && zip(xs, ys).allSatisfy { $0 == .unknown || $1 == .unknown || $0 == $1 }
        default: return a.leaf != nil && a.leaf == b.leaf
        }
    }

    /// A number for each case without associated values.
    private var leaf: Int? {
        switch self {
        case .unknown: return 0
        case .int: return 1
        case .double: return 2
        case .float: return 3
        case .bool: return 4
        case .string: return 5
        case .character: return 6
        case .void: return 7
        case .any: return 8
        case .anyObject: return 9
        case .nilLiteral: return 10
        default: return nil
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .sugared(_, let type): type.hash(into: &hasher)
        case .nominal(let name, _): hasher.combine(name)
        case .optional(let wrapped): hasher.combine(20); wrapped.hash(into: &hasher)
        case .array(let element): hasher.combine(21); element.hash(into: &hasher)
        default: hasher.combine(leaf ?? 22)
        }
    }

    var isKnown: Bool {
        switch self {
        case .unknown, .nilLiteral: return false
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped), .metatype(let wrapped): return wrapped.isKnown
        case .dictionary(let key, let value): return key.isKnown && value.isKnown
        case .tuple(let elements): return elements.allSatisfy(\.isKnown)
        case .function(let parameters, let result): return result.isKnown && parameters.allSatisfy(\.isKnown)
        default: return true
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// False for the types a call cannot be made on (`greet(…)` of a `let greet = "hi"`).
    var mayBeCalled: Bool {
        switch desugared {
        case .int, .double, .float, .bool, .string, .character, .array, .dictionary, .set, .tuple: return false
        default: return true
        }
    }

    /// `T` of `T?`; the type itself otherwise.
    var unwrapped: StaticType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The labels of a labelled tuple's spelling (`(name: String, scores: [String : Int])`), one per
    /// element, "" for an element without one; commas and colons inside brackets are the elements' own.
    static func tupleLabels(_ spelled: String) -> [String] {
        var labels: [String] = [], depth = 0, segment = "", previous: Character = " "
        func finish() {
            let text = segment.drop(while: { $0 == " " })
            if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                labels.append(String(text[..<colon]))
            } else {
                labels.append("")
            }
            segment = ""
        }
        for character in spelled.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1  // not a function type's arrow
            case "," where depth == 0:
                finish()
                previous = character
                continue
            default: break
            }
            previous = character
            segment.append(character)
        }
        finish()
        return labels
    }

    /// A dictionary's element, `(key: K, value: V)`, as swiftc names it where the dictionary's
    /// element type gave it: `Dictionary<String, Int>.Element`.
    static func dictionaryElement(_ key: StaticType, _ value: StaticType) -> StaticType {
        .sugared("Dictionary<\(key), \(value)>.Element", .sugared("(key: \(key), value: \(value))", .tuple([key, value])))
    }

    /// A string's `Character` as swiftc names it where the string's element type gave it.
    static let stringElement = StaticType.sugared("String.Element", .character)

    var isNumeric: Bool { self == .int || self == .double || self == .float }

    /// The name an `extension` of this standard type gives it.
    var extensionName: String {
        switch self {
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .optional: return "Optional"
        default: return description
        }
    }

    var description: String {
        switch self {
        case .unknown: return "_"
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .void: return "()"
        case .any: return "Any"
        case .anyObject: return "AnyObject"
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped))?" }
            return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key) : \(value)]"
        case .set(let element): return "Set<\(element)>"
        case .tuple(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
        case .nominal(let name, let arguments):
            guard !arguments.isEmpty, arguments.allSatisfy(\.isKnown) else { return name }
            return name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .metatype(let instance): return "\(instance).Type"
        case .nilLiteral: return "nil"
        case .sugared(let name, _): return name
        }
    }

    /// The type in quotes, as swiftc's messages show it: a type with sugar (a typealias, a
    /// generic's element type) with what it stands for, `'TimeInterval' (aka 'Double')`,
    /// `'[Money]' (aka 'Array<Double>')`, `'String.Element?' (aka 'Optional<Character>')`.
    var quoted: String {
        if isSubstring { return Self.substringQuoted }  // TypeCheckSubstrings.swift
        return hasSugar ? "'\(description)' (aka '\(canonical)')" : "'\(description)'"
    }

    /// The type an alias's name stands for, at the top (members and initializers are its
    /// target's); a labelled tuple and a fixed-width integer's name stay themselves.
    var aliasTarget: StaticType {
        if case .sugared(let name, let type) = self, !name.hasPrefix("("), type != .unknown { return type.aliasTarget }
        return self
    }

    /// Whether a name in the type stands for another type (a labelled tuple's labels do not count).
    var hasSugar: Bool {
        switch self {
        case .sugared(let name, let type):
            if name.hasPrefix("("), case .tuple(let elements) = type { return elements.contains(where: \.hasSugar) }
            return type != .unknown
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped), .metatype(let wrapped): return wrapped.hasSugar
        case .dictionary(let key, let value): return key.hasSugar || value.hasSugar
        case .tuple(let elements): return elements.contains(where: \.hasSugar)
        case .function(let parameters, let result): return result.hasSugar || parameters.contains(where: \.hasSugar)
        case .nominal(_, let arguments): return arguments.contains(where: \.hasSugar)
        default: return false
        }
    }

    /// The type without sugar, as swiftc spells it after "aka": `Optional<Double>`,
    /// `Dictionary<String, Array<Double>>`.
    var canonical: String {
        switch self {
        case .sugared(let name, .tuple(let elements)) where name.hasPrefix("("):
            // A labelled tuple keeps its labels: `(key: String, value: Int)`.
            let labels = Self.tupleLabels(name)
            guard labels.count == elements.count else { return StaticType.tuple(elements).canonical }
            return "(" + zip(labels, elements).map { $0.isEmpty ? $1.canonical : "\($0): \($1.canonical)" }.joined(separator: ", ") + ")"
        case .sugared(_, let type): return type.canonical
        case .optional(let wrapped): return "Optional<\(wrapped.canonical)>"
        case .array(let element): return "Array<\(element.canonical)>"
        case .set(let element): return "Set<\(element.canonical)>"
        case .dictionary(let key, let value): return "Dictionary<\(key.canonical), \(value.canonical)>"
        case .tuple(let elements): return "(" + elements.map(\.canonical).joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.canonical).joined(separator: ", ") + ") -> \(result.canonical)"
        case .metatype(let instance): return "\(instance.canonical).Type"
        case .nominal(let name, let arguments) where !arguments.isEmpty && arguments.allSatisfy(\.isKnown):
            return name + "<" + arguments.map(\.canonical).joined(separator: ", ") + ">"
        default: return description
        }
    }

    /// The type a type name stands for when it is one of the standard library's the checker models.
    static func builtin(named name: String) -> StaticType? {
        switch name {
        case "Int": return .int
        case "Double": return .double
        case "Float": return .float
        case "Bool": return .bool
        case "String": return .string
        case "Substring": return .substring  // TypeCheckSubstrings.swift
        case "Character": return .character
        case "Void": return .void
        case "Any": return .any
        case "AnyObject": return .anyObject
        default: return nil
        }
    }
}

/// A function's or initializer's signature, as the checker reads it from a declaration.
struct FunctionSignature {
    /// Argument labels (nil for `_`).
    var labels: [String?]
    var parameters: [StaticType]
    /// Which parameters have a default value.
    var hasDefault: [Bool]
    /// Whether any parameter is variadic, generic, or a closure or attributed type the checker
    /// does not follow: such a call's arguments are not checked (a non-generic one's result still is).
    var isLoose: Bool
    var result: StaticType
    var throwing: Bool
    /// Declared `rethrows`: a call throws when a closure written as its argument does.
    var rethrowing = false
    /// A script function declared `async` (TypeCheckAsyncCalls.swift).
    var isAsync: Bool = false
    var isMutating: Bool = false
    /// A class's `convenience init`: declaring only these, a subclass still inherits its
    /// superclass's initializers.
    var isConvenience: Bool = false
    /// A generic function: its signature names types it does not know.
    var isGeneric: Bool = false
    /// `func load<T>(_ type: T.Type, …) -> T?`: the result is the type passed as this parameter
    /// (`load(Settings.self, …)` is a `Settings?`), optional or not.
    var resultFromMetatype: (index: Int, optional: Bool)?
    /// Declared in the library lines: Kiln's declaration may not be all of Apple's overloads.
    var fromLibrary: Bool = false
    /// A library declaration of an old spelling (its body calls `__kilnRenamed`): runs with a note.
    var isRenamed: Bool = false
    /// `@discardableResult`, or a result there is none of (`-> Never`): unused, it is not warned of.
    var isDiscardable: Bool = false
    /// Where the declaration's name is in its file (UTF-8 offset), to tell overloads apart.
    var declarationOffset: Int?
    /// The variadic parameter, which takes the unlabelled arguments after its own.
    var variadic: Int?
    /// For each parameter declared as a generic parameter alone (`_ a: T`), its name: arguments
    /// of one generic parameter make one type (`both(2.5, 1)`: the 1 is a Double).
    var genericSlots: [String?] = []
    /// The parameters declared `@escaping`, and a memberwise initializer's closures.
    var escaping: Set<Int> = []
    /// The `inout` parameters, which take `&x` only.
    var inoutParameters: Set<Int> = []
    /// A script declaration's parameter and result types as written, and its own generic
    /// parameters: resolved again with a generic type's arguments (`Stack<Int>.push(_:)` takes an
    /// Int) or with what a call's arguments say a generic function's parameters are (TypeCheckSubstitution.swift).
    var parameterSyntax: [TypeSyntax?] = []
    var resultSyntax: TypeSyntax?
    var ownGenerics: [String] = []
    /// The generic type's arguments a member's signature was resolved with.
    var substitutions: [String: StaticType] = [:]

    /// Whether a call of this many arguments can call this signature by count (its defaulted
    /// parameters may be left out).
    func takes(_ count: Int) -> Bool {
        hasDefault.filter { !$0 }.count <= count && count <= labels.count
    }

    /// Whether a call with these labels can call this signature (defaults may be left out).
    func accepts(labels given: [String?]) -> Bool {
        parameterIndices(for: given) != nil
    }

    /// The parameter each argument goes to; nil when the labels fit no way.
    func parameterIndices(for given: [String?]) -> [Int]? {
        var result: [Int] = []
        var index = 0
        var position = 0
        while position < given.count {
            let label = given[position]
            if index > 0, index - 1 == variadic, label == nil {
                // Another value of the variadic parameter.
                result.append(index - 1)
                position += 1
                continue
            }
            while index < labels.count, labels[index] != label, hasDefault[index] { index += 1 }
            guard index < labels.count, labels[index] == label else { return nil }
            result.append(index)
            index += 1
            position += 1
        }
        while index < labels.count {
            guard hasDefault[index] || index == variadic else { return nil }
            index += 1
        }
        return result
    }
}

/// A struct, class, enum or protocol the checker knows the members of.
final class NominalType {
    enum Kind { case structure, classType, enumeration, protocolType }
    let name: String
    let kind: Kind
    /// Declared in the library lines (the prelude), not the script.
    let isLibrary: Bool
    /// What the declarations say of the type's members (read through the properties below).
    private struct Members {
        var superclass: String? = nil
        var inherited: Set<String> = []
        var properties: [String: StaticType] = [:]
        var staticProperties: [String: StaticType] = [:]
        var methods: [String: [FunctionSignature]] = [:]
        var staticMethods: [String: [FunctionSignature]] = [:]
        var initializers: [FunctionSignature] = []
        var cases: [String: [StaticType]?] = [:]
        var caseOrder: [String] = []
        var rawType: StaticType? = nil
        var isOpen = false
    }
    private var stored = Members()
    /// The library's declarations of the type not read yet: a library type's members are read
    /// when the checker first looks at them (most of the prelude's types and members a script
    /// never touches), in the order they would have been read.
    var pendingReads: [() -> Void] = []
    /// A run's copy of a kept library type (LibraryTables.swift): its members are the kept type's,
    /// read there once per process and taken when the checker first looks at them.
    var libraryOriginal: NominalType?

    @inline(__always) private func readPending() {
        if _slowPath(libraryOriginal != nil) { takeLibraryOriginal() }
        guard !pendingReads.isEmpty else { return }
        let reads = pendingReads
        pendingReads = []
        for read in reads { read() }
    }

    @inline(never) private func takeLibraryOriginal() {
        guard let original = libraryOriginal else { return }
        libraryOriginal = nil
        stored = LibraryTables.lock.withLock {
            original.readPending()
            return original.stored
        }
    }

    var superclass: String? {
        get { readPending(); return stored.superclass }
        set { readPending(); stored.superclass = newValue }
        _modify { readPending(); yield &stored.superclass }
    }
    /// Names in the inheritance clauses of the type and its extensions.
    var inherited: Set<String> {
        get { readPending(); return stored.inherited }
        set { readPending(); stored.inherited = newValue }
        _modify { readPending(); yield &stored.inherited }
    }
    var properties: [String: StaticType] {
        get { readPending(); return stored.properties }
        set { readPending(); stored.properties = newValue }
        _modify { readPending(); yield &stored.properties }
    }
    var staticProperties: [String: StaticType] {
        get { readPending(); return stored.staticProperties }
        set { readPending(); stored.staticProperties = newValue }
        _modify { readPending(); yield &stored.staticProperties }
    }
    var methods: [String: [FunctionSignature]] {
        get { readPending(); return stored.methods }
        set { readPending(); stored.methods = newValue }
        _modify { readPending(); yield &stored.methods }
    }
    var staticMethods: [String: [FunctionSignature]] {
        get { readPending(); return stored.staticMethods }
        set { readPending(); stored.staticMethods = newValue }
        _modify { readPending(); yield &stored.staticMethods }
    }
    var initializers: [FunctionSignature] {
        get { readPending(); return stored.initializers }
        set { readPending(); stored.initializers = newValue }
        _modify { readPending(); yield &stored.initializers }
    }
    /// Enum cases and their associated values' types (nil: no associated values).
    var cases: [String: [StaticType]?] {
        get { readPending(); return stored.cases }
        set { readPending(); stored.cases = newValue }
        _modify { readPending(); yield &stored.cases }
    }
    var caseOrder: [String] {
        get { readPending(); return stored.caseOrder }
        set { readPending(); stored.caseOrder = newValue }
        _modify { readPending(); yield &stored.caseOrder }
    }
    var rawType: StaticType? {
        get { readPending(); return stored.rawType }
        set { readPending(); stored.rawType = newValue }
        _modify { readPending(); yield &stored.rawType }
    }
    /// Declares generic parameters, or has members the checker could not read: its members are
    /// trusted only as far as they go.
    var isGeneric = false
    /// A script's generic type: its generic parameters' names, and its properties' types as
    /// written (resolved with an instance's arguments: TypeCheckSubstitution.swift).
    var genericParameters: [String] = []
    /// The generic parameters whose literal arguments take their default types (`Box(3)` is a
    /// `Box<Int>`): those without a constraint but Equatable, Hashable, Comparable.
    var literalDefaultingParameters: Set<String> = []
    /// The generic parameters constrained to `FloatingPoint` or `BinaryFloatingPoint`: an integer
    /// literal given for one is a Double (`Gauge(reading: 1)`).
    var floatingParameters: Set<String> = []
    var propertySyntax: [String: TypeSyntax] = [:]
    /// A generic enum's cases' associated values' types as written.
    var caseSyntax: [String: [TypeSyntax]] = [:]
    /// The cases' associated values' labels (`key(Character, shift: Bool)`: nil, "shift").
    var caseLabels: [String: [String?]] = [:]
    /// The script's cases whose associated values have no default values: called as a function
    /// of exactly those types and labels.
    var strictCases: Set<String> = []
    /// Whether a member the checker cannot find may still exist (a library class whose members
    /// come from native code, an inherited member of an unknown superclass).
    var isOpen: Bool {
        get { readPending(); return stored.isOpen }
        set { readPending(); stored.isOpen = newValue }
    }

    init(name: String, kind: Kind, isLibrary: Bool) {
        self.name = name
        self.kind = kind
        self.isLibrary = isLibrary
    }
}
