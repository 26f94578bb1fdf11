// What native code needs to encode and decode a script type as Swift's synthesized `Codable`
// does: each stored property's name and declared type, an enum's cases and raw values, the types
// nested in a type (`CodingKeys`), and an instance made from field values without running an
// initializer (as a synthesized `init(from:)` does).
import SwiftSyntax

/// A stored property's type as its declaration writes it: `var items: [Item]` is
/// `.array(.named("Item"))`. Without an annotation it is read from a literal or a call of a type
/// (`var done = false` is `Bool`, `var created = Date()` is `Date`).
public indirect enum DeclaredType: Equatable, CustomStringConvertible {
    /// A type by name as written: `String`, `Item`, `Outer.Kind`.
    case named(String)
    case optional(DeclaredType)
    case array(DeclaredType)
    case dictionary(key: DeclaredType, value: DeclaredType)
    /// A generic script type with its arguments written: `Pair<Int>`.
    case specialized(String, [DeclaredType])

    /// The name of the type it names, its generic arguments aside (`Pair` of `Pair<Int>`); nil for
    /// an Optional, an array or a dictionary.
    public var typeName: String? {
        switch self {
        case .named(let name), .specialized(let name, _): return name
        default: return nil
        }
    }

    /// The type as Swift writes it (`[String: Item]?`).
    public var description: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .specialized(let name, let arguments): return name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        }
    }

    /// The declared type of `typeSyntax`; nil for what Codable cannot hold (tuples, functions).
    init?(_ typeSyntax: TypeSyntax) {
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) {
            guard let wrapped = DeclaredType(optional.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let iuo = typeSyntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            guard let wrapped = DeclaredType(iuo.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let array = typeSyntax.as(ArrayTypeSyntax.self) {
            guard let element = DeclaredType(array.element) else { return nil }
            self = .array(element)
        } else if let dictionary = typeSyntax.as(DictionaryTypeSyntax.self) {
            guard let key = DeclaredType(dictionary.key), let value = DeclaredType(dictionary.value) else { return nil }
            self = .dictionary(key: key, value: value)
        } else if let identifier = typeSyntax.as(IdentifierTypeSyntax.self) {
            // `Array<Item>`, `Optional<Int>`, `Dictionary<String, Int>` as their sugared forms.
            let arguments = identifier.genericArgumentClause?.arguments.compactMap { argument -> DeclaredType? in
                guard case .type(let type) = argument.argument else { return nil }
                return DeclaredType(type)
            } ?? []
            switch (identifier.name.text, arguments.count) {
            case ("Array", 1): self = .array(arguments[0])
            case ("Optional", 1): self = .optional(arguments[0])
            case ("Dictionary", 2): self = .dictionary(key: arguments[0], value: arguments[1])
            // A Set is coded as an array of its elements; the property's declared type makes it a Set again.
            case ("Set", 1): self = .array(arguments[0])
            case (_, 0): self = .named(identifier.name.text)
            default: self = .specialized(identifier.name.text, arguments)
            }
        } else if let member = typeSyntax.as(MemberTypeSyntax.self) {
            self = .named(member.trimmedText)
        } else {
            return nil
        }
    }

    /// The type of a stored property declared without an annotation, read from its initial value:
    /// a literal, `Item()`, `[Item]()`, `Kind.todo`.
    init?(initialValue expr: ExprSyntax) {
        if expr.is(BooleanLiteralExprSyntax.self) { self = .named("Bool") }
        else if expr.is(IntegerLiteralExprSyntax.self) { self = .named("Int") }
        else if expr.is(FloatLiteralExprSyntax.self) { self = .named("Double") }
        else if expr.is(StringLiteralExprSyntax.self) { self = .named("String") }
        else if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression
            if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                self = .named(reference.baseName.text)
            } else if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1,
                      let element = array.elements.first.flatMap({ DeclaredType(typeExpression: $0.expression) }) {
                self = .array(element)
            } else {
                return nil
            }
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
                  let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            self = .named(reference.baseName.text)
        } else {
            return nil
        }
    }

    /// A type written as an expression (the `Item` of `[Item]()`).
    private init?(typeExpression expr: ExprSyntax) {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return nil }
        self = .named(reference.baseName.text)
    }
}

/// A stored property of a script struct or class, in layout order (inherited ones first).
public struct StoredProperty {
    public let name: String
    /// Its declared type; nil when neither an annotation nor the initial value tells it.
    public let type: DeclaredType?
    public let isLet: Bool
    /// Whether it has an initial value (`var done = false`).
    public let hasDefault: Bool
}

/// One case of a script enum, for native code.
public struct EnumCaseInfo {
    public let name: String
    /// The raw value (`enum Kind: String`), nil for an enum without raw values.
    public let rawValue: Value?
    public let hasAssociatedValues: Bool
    /// The associated values' labels (nil where unlabeled) and declared types.
    public var payloadLabels: [String?] = []
    public var payloadTypes: [DeclaredType?] = []
}

extension TypeInfo {
    /// The stored properties of a struct or class, in declaration order.
    public var storedProperties: [StoredProperty] {
        fieldNames.indices.map { index in
            StoredProperty(name: fieldNames[index], type: index < fieldTypes.count ? fieldTypes[index] : nil,
                           isLet: fieldIsLet[index], hasDefault: index < fieldDefaults.count && fieldDefaults[index] != nil)
        }
    }

    /// The cases of an enum, in declaration order; `.enumCase(type, index, [])` makes one.
    public var enumCases: [EnumCaseInfo] {
        cases.map { EnumCaseInfo(name: $0.name, rawValue: $0.rawValue, hasAssociatedValues: !$0.labels.isEmpty,
                                 payloadLabels: $0.labels, payloadTypes: $0.payloadTypes) }
    }

    /// Whether the type, or a superclass, says it adopts the protocol `name` (`struct Item: Codable`).
    public func adopts(_ protocolName: String) -> Bool { conforms(to: protocolName) }

    /// Whether the type declares `init` with these argument labels (`init(from:)`: `["from"]`).
    public func declaresInitializer(labels: [String?]) -> Bool {
        initializers.contains { $0.function?.parameters.map(\.label) == labels }
    }

    /// Whether the type, or a superclass, declares the instance method `name` with these labels.
    public func declaresMethod(_ name: String, labels: [String?]) -> Bool {
        (lookup(name) ?? []).contains { $0.function?.parameters.map(\.label) == labels }
    }
}

extension NativeContext {
    /// The script type a declaration names, looked up from inside `enclosing` (a property's type
    /// may name a type nested beside it) and then at the top level: `type(named: "Item", from: list)`.
    public func type(named name: String, from enclosing: TypeInfo?) -> TypeInfo? {
        var outer = enclosing.map { $0.localPath }
        while let path = outer {
            if let found = runtime.scriptTypes[path + "." + name] { return found }
            outer = path.lastIndex(of: ".").map { String(path[..<$0]) }
        }
        return runtime.scriptTypes[name]
    }

    /// The type value `Name.self` for a built-in type's name (`Int`, `String`, `UInt8`, …) or a
    /// script type's: what a DecodingError's `typeMismatch(Int.self, …)` carries. Nil for a name
    /// with generic arguments (`Array<Any>`), which native code keeps as text.
    public func metatype(named name: String) -> Value? {
        let builtins = runtime.builtinTypes
        let known = [builtins.int, builtins.double, builtins.float, builtins.bool, builtins.string, builtins.character] + builtins.fixed
        if let type = known.first(where: { $0.name == name }) { return .metatype(type) }
        if name == "Decimal" { return .metatype(builtins.decimal) }
        return runtime.scriptTypes[name].map { .metatype($0) }
    }

    /// Creates an instance of a generic `type` as `Type<A, B>(label: argument, …)` would, its
    /// parameters bound to `typeArguments` (metatypes; `[Element.self]` for an array type) in the
    /// initializer and kept by the instance (TypeArguments.swift): `FailableDecodable<Product>`'s
    /// `init(from:)` reading `Base.self`.
    public func construct(_ type: TypeInfo, labels: [String?], arguments: [Value], typeArguments: [Value]) throws -> Value {
        guard !type.genericParameters.isEmpty, typeArguments.count == type.genericParameters.count else {
            return try construct(type, labels: labels, arguments: arguments)
        }
        let saved = runtime.pendingTypeArguments
        runtime.pendingTypeArguments = (type, typeArguments)
        defer { runtime.pendingTypeArguments = saved }
        return try construct(type, labels: labels, arguments: arguments)
    }

    /// Creates an instance of `type` as `Type(label: argument, …)` would (a script's `init(from:)`).
    public func construct(_ type: TypeInfo, labels: [String?], arguments: [Value]) throws -> Value {
        try runtime.construct(type, labels: labels, arguments: arguments, cache: MemberCache(), frame: runtime.globals,
                              at: runtime.currentLocation)
    }

    /// The type named `name` declared inside `type` (its `CodingKeys`), if any.
    public func nestedType(_ name: String, in type: TypeInfo) -> TypeInfo? {
        runtime.scriptTypes[type.localPath + "." + name]
    }

    /// An instance of a script struct or class made from stored property values, without running
    /// an initializer (what a synthesized `init(from:)` does): a property missing from `fields`
    /// takes its initial value, or nil.
    public func makeInstance(of type: TypeInfo, fields: [String: Value]) throws -> Value {
        try makeInstance(of: type, fieldValues: type.fieldNames.map { fields[$0] })
    }

    /// `makeInstance(of:fields:)` with the values by field index (`storedProperties`' order),
    /// nil where the property keeps its initial value: what a decoder that coded the type once
    /// before gives, without a name lookup per property.
    public func makeInstance(of type: TypeInfo, fieldValues: [Value?]) throws -> Value {
        guard type.kind == .structure || type.kind == .classType else {
            throw fault("'\(type.name)' is not a struct or a class")
        }
        func conversion(_ index: Int) -> Conversion { index < type.fieldConversion.count ? type.fieldConversion[index] : Conversion() }
        let count = min(fieldValues.count, type.fieldNames.count)
        var instance = try runtime.blankInstance(of: type, at: runtime.currentLocation)
        switch instance {
        case .object(let object):
            for index in 0..<count {
                if let value = fieldValues[index] { object.fields[index] = value.converted(conversion(index)) }
            }
        case .structValue(let structType, var values):
            instance = .void
            for index in 0..<count {
                if let value = fieldValues[index] { values[index] = value.converted(conversion(index)) }
            }
            instance = .structValue(structType, values)
        default: break
        }
        return instance
    }

    /// Stored property `index` of a struct value or class instance as it is stored, for a type
    /// whose `readsStoredFieldInPlace(index)` holds: what reading the property by name gives,
    /// without the lookup. nil for any other value.
    public func storedField(_ index: Int, of value: Value) -> Value? {
        switch value {
        case .structValue(_, let fields): return index < fields.count ? fields[index] : nil
        case .object(let instance): return index < instance.type.fieldNames.count ? instance.fields[index] : nil
        default: return nil
        }
    }
}

extension TypeInfo {
    /// Whether the type, or a superclass, has an instance member named `name` (what
    /// `NativeContext.responds(_:to:)` asks of an instance).
    public func hasInstanceMember(_ name: String) -> Bool { lookup(name) != nil }

    /// The field index of the stored property `name` (the first, should two share it).
    public func storedFieldIndex(_ name: String) -> Int? { fieldNames.firstIndex(of: name) }

    /// Whether reading stored property `index` by its name (`property(_:of:)`) gives the field as
    /// stored: no `lazy` initializer, no weak or unowned box, and no other member of the name
    /// found first.
    public func readsStoredFieldInPlace(_ index: Int) -> Bool {
        guard index < fieldNames.count, lazyFields[index] == nil, !weakFields.contains(index) else { return false }
        let found = lookup(fieldNames[index]) ?? protocolDefaults[fieldNames[index]] ?? []
        guard let member = found.first(where: { $0.function == nil }) ?? found.first, case .stored(_, let slot) = member else {
            return false
        }
        return slot == index
    }
}
