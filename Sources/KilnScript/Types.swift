// The type checker's model of Swift's types (TypeCheck*.swift). `unknown` is what the checker is
// not sure of — a native primitive's result, a generic parameter, a feature not modelled yet —
// and every check that meets it passes: the checker grows without ever refusing a valid program.

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
    /// A struct, class, enum or protocol of the script or of the library, by its (qualified) name.
    case nominal(String)
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
        default: return self
        }
    }

    /// Equal types have equal keys, sugar or not.
    private var key: String {
        let plain = desugared
        if case .nominal(let name) = plain { return "nominal " + name }
        return plain.description
    }

    static func == (a: StaticType, b: StaticType) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Whether nothing in the type is `unknown`: only such types are compared.
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

    /// `T` of `T?`; the type itself otherwise.
    var unwrapped: StaticType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
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
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .set(let element): return "Set<\(element)>"
        case .tuple(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
        case .nominal(let name): return name
        case .metatype(let instance): return "\(instance).Type"
        case .nilLiteral: return "nil"
        case .sugared(let name, _): return name
        }
    }

    /// The type in quotes, as swiftc's messages show it: a sugared type with what it stands for,
    /// `'String.Element?' (aka 'Optional<Character>')`.
    var quoted: String {
        switch self {
        case .sugared(_, let type): return "'\(description)' (aka '\(type)')"
        case .optional(.sugared(_, let type)): return "'\(description)' (aka 'Optional<\(type)>')"
        default: return "'\(description)'"
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
    /// Whether any parameter is variadic, `inout`, or a closure the checker does not follow:
    /// such a call's arguments are not checked.
    var isLoose: Bool
    var result: StaticType
    var throwing: Bool
    var isMutating: Bool = false
    /// A generic function: its signature names types it does not know.
    var isGeneric: Bool = false

    /// Whether a call with these labels can call this signature (defaults may be left out).
    func accepts(labels given: [String?]) -> Bool {
        var index = 0
        for label in given {
            while index < labels.count, labels[index] != label, hasDefault[index] { index += 1 }
            guard index < labels.count, labels[index] == label else { return false }
            index += 1
        }
        while index < labels.count {
            guard hasDefault[index] else { return false }
            index += 1
        }
        return true
    }

    /// The parameter each argument goes to (same labels as `accepts`).
    func parameterIndices(for given: [String?]) -> [Int] {
        var result: [Int] = []
        var index = 0
        for label in given {
            while index < labels.count, labels[index] != label, hasDefault[index] { index += 1 }
            result.append(index)
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
    var superclass: String?
    /// Names in the inheritance clauses of the type and its extensions.
    var inherited: Set<String> = []
    var properties: [String: StaticType] = [:]
    var staticProperties: [String: StaticType] = [:]
    var methods: [String: [FunctionSignature]] = [:]
    var staticMethods: [String: [FunctionSignature]] = [:]
    var initializers: [FunctionSignature] = []
    /// Enum cases and their associated values' types (nil: no associated values).
    var cases: [String: [StaticType]?] = [:]
    var caseOrder: [String] = []
    var rawType: StaticType?
    /// Declares generic parameters, or has members the checker could not read: its members are
    /// trusted only as far as they go.
    var isGeneric = false
    /// Whether a member the checker cannot find may still exist (a library class whose members
    /// come from native code, an inherited member of an unknown superclass).
    var isOpen = false

    init(name: String, kind: Kind, isLibrary: Bool) {
        self.name = name
        self.kind = kind
        self.isLibrary = isLibrary
    }
}
