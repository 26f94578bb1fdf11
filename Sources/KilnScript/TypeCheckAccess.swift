// The type checker's access control within one file: a script is one module and one file, so
// `fileprivate`, `internal` and `public` never refuse, but a `private` member is visible only
// inside its type's declaration and that type's extensions, and a `private(set)` property is set
// only there ("'x' is inaccessible due to 'private' protection level", "… 'x' setter is inaccessible").
import SwiftSyntax

/// The script's `private` and `private(set)` members, by the type that declares them, and the
/// places (byte ranges of declarations and extensions) from which each type's private members are seen.
struct AccessTable {
    struct Declared {
        /// Every declaration of the name is `private` (an overload that is not makes a use fine).
        var isPrivate: Bool
        /// A `private(set)` (or `private`) property: assigned only from inside.
        var setterIsPrivate: Bool
    }
    /// Type name (`Outer.Inner`) → member name (`init` for initializers) → what its declarations say.
    private(set) var members: [String: [String: Declared]] = [:]
    private(set) var regions: [String: [Range<Int>]] = [:]
    /// Each type's stored properties (those with observers too), for the exclusivity pass.
    private(set) var storedProperties: [String: Set<String>] = [:]
    /// Whether any member of the script is private: most scripts have none, and nothing is judged.
    private(set) var isEmpty = true

    /// Reads the script's top-level declarations (the library's are not judged).
    init(declarations: [DeclSyntax]) {
        for decl in declarations { read(decl, enclosing: nil) }
        isEmpty = members.values.allSatisfy { $0.values.allSatisfy { !$0.isPrivate && !$0.setterIsPrivate } }
    }

    private mutating func read(_ decl: DeclSyntax, enclosing: String?) {
        let name: String
        let block: MemberBlockSyntax
        if let s = decl.as(StructDeclSyntax.self) { name = s.name.text; block = s.memberBlock }
        else if let c = decl.as(ClassDeclSyntax.self) { name = c.name.text; block = c.memberBlock }
        else if let e = decl.as(EnumDeclSyntax.self) { name = e.name.text; block = e.memberBlock }
        else if let x = decl.as(ExtensionDeclSyntax.self), enclosing == nil { name = x.extendedType.trimmedDescription; block = x.memberBlock }
        else { return }
        let path = decl.is(ExtensionDeclSyntax.self) ? name : enclosing.map { "\($0).\(name)" } ?? name
        regions[path, default: []].append(decl.position.utf8Offset..<decl.endPosition.utf8Offset)
        if decl.is(StructDeclSyntax.self), Self.memberwiseIsPrivate(block) {
            members[path, default: [:]]["init"] = Declared(isPrivate: true, setterIsPrivate: true)
        }
        for member in block.members {
            let inner = member.decl
            if inner.is(StructDeclSyntax.self) || inner.is(ClassDeclSyntax.self) || inner.is(EnumDeclSyntax.self) {
                read(inner, enclosing: path)
                continue
            }
            var names: [String] = []
            var modifiers: DeclModifierListSyntax?
            if let variable = inner.as(VariableDeclSyntax.self) {
                modifiers = variable.modifiers
                names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                for binding in variable.bindings where !isStatic && Self.isStored(binding) {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { storedProperties[path, default: []].insert(name) }
                }
            } else if let function = inner.as(FunctionDeclSyntax.self) {
                modifiers = function.modifiers
                names = [function.name.text]
            } else if let initializer = inner.as(InitializerDeclSyntax.self) {
                modifiers = initializer.modifiers
                names = ["init"]
            } else if let subscriptDecl = inner.as(SubscriptDeclSyntax.self) {
                modifiers = subscriptDecl.modifiers
                names = ["subscript"]
            }
            guard let modifiers else { continue }
            let isPrivate = modifiers.contains { $0.name.tokenKind == .keyword(.private) && $0.detail == nil }
            let setterIsPrivate = isPrivate || modifiers.contains { $0.name.tokenKind == .keyword(.private) && $0.detail?.detail.text == "set" }
            for member in names {
                if let earlier = members[path]?[member] {
                    members[path]?[member] = Declared(isPrivate: earlier.isPrivate && isPrivate,
                                                      setterIsPrivate: earlier.setterIsPrivate && setterIsPrivate)
                } else {
                    members[path, default: [:]][member] = Declared(isPrivate: isPrivate, setterIsPrivate: setterIsPrivate)
                }
            }
        }
    }

    /// A struct without initializers whose memberwise one is private: it takes a `private`
    /// stored property (a `var`, or a `let` without a value), and some property has no value
    /// (so there is no `init()` beside it).
    private static func memberwiseIsPrivate(_ block: MemberBlockSyntax) -> Bool {
        var takesPrivate = false, needsArgument = false
        for member in block.members {
            if member.decl.is(InitializerDeclSyntax.self) { return false }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) else { continue }
            let isPrivate = variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) && $0.detail == nil }
            for binding in variable.bindings where isStored(binding) {
                let hasValue = binding.initializer != nil
                    || variable.bindingSpecifier.tokenKind == .keyword(.var) && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                if !hasValue { needsArgument = true }
                if isPrivate && (variable.bindingSpecifier.tokenKind == .keyword(.var) || !hasValue) { takesPrivate = true }
            }
        }
        return takesPrivate && needsArgument
    }

    /// A binding without accessors, or with only `willSet`/`didSet`.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Whether `offset` is inside the declaration of `type` or one of its extensions.
    func isInside(_ type: String, at offset: Int) -> Bool {
        regions[type, default: []].contains { $0.contains(offset) }
    }
}

extension TypeChecker {
    /// The script type (of `type`'s superclass chain) that declares `name`, and what it says of it.
    private func accessDeclaration(of name: String, in type: NominalType) -> (type: String, declared: AccessTable.Declared)? {
        guard !accessTable.isEmpty else { return nil }
        var current: NominalType? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted, !candidate.isLibrary {
            if let declared = accessTable.members[candidate.name]?[name] { return (candidate.name, declared) }
            current = candidate.superclass.flatMap { table.types[$0] }
        }
        return nil
    }

    /// `base.name` naming a `private` member from outside its type: swiftc's words, at the name.
    func judgeAccess(_ member: DeclReferenceExprSyntax, of base: StaticType) {
        let name = member.baseName.text
        let type: NominalType
        switch base.aliasTarget {
        case .nominal: guard let found = table.nominal(base) else { return }; type = found
        case .metatype(let instance): guard let found = table.nominal(instance) else { return }; type = found
        default: return
        }
        guard let (owner, declared) = accessDeclaration(of: name, in: type), declared.isPrivate,
              !accessTable.isInside(owner, at: member.position.utf8Offset) else { return }
        error("'\(name)' is inaccessible due to 'private' protection level", at: member)
    }

    /// A bare name inside a subclass (`balance`, `audit()`) naming a `private` member its superclass
    /// declares: swiftc refuses it as it refuses `account.balance` from outside. A local or a
    /// global of that name is what the name means instead, and is not judged.
    func judgeInheritedAccess(_ reference: DeclReferenceExprSyntax) {
        guard !accessTable.isEmpty, let selfType, selfType.superclass != nil else { return }
        let name = reference.baseName.text
        for scope in scopes where scope[name] != nil { return }
        guard let (owner, declared) = accessDeclaration(of: name, in: selfType), owner != selfType.name, declared.isPrivate,
              !accessTable.isInside(owner, at: reference.position.utf8Offset) else { return }
        error("'\(name)' is inaccessible due to 'private' protection level", at: reference)
    }

    /// `T(…)` whose every initializer is `private`, called from outside `T`.
    func judgeInitializerAccess(of instance: StaticType, at node: Syntax) {
        guard let type = table.nominal(instance), !type.isLibrary, let declared = accessTable.members[type.name]?["init"],
              declared.isPrivate, !accessTable.isInside(type.name, at: node.position.utf8Offset) else { return }
        error("'\(type.name)' initializer is inaccessible due to 'private' protection level", at: node)
    }

    /// How a place is changed, for the words of a refused `private(set)` property.
    enum SetterUse { case assignment, subscriptAssignment, mutatingOperator, inOut, mutatingMember }

    /// A change of `target` (`box.count = …`, `box.count += 1`, `box.items[0] = …`, `&box.count`,
    /// `box.items.append(…)`) where the property's setter is private to a type the change is outside.
    func judgeSetterAccess(_ target: ExprSyntax, use: SetterUse, at node: Syntax) {
        guard !accessTable.isEmpty else { return }
        var place = unparenthesized(target)
        if use == .subscriptAssignment, let subscriptCall = place.as(SubscriptCallExprSyntax.self) { place = subscriptCall.calledExpression }
        guard let member = place.as(MemberAccessExprSyntax.self), let baseExpr = member.base,
              !(baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self") else { return }
        let name = member.declName.baseName.text
        let base = typeOf(baseExpr).unwrapped
        let type: NominalType
        switch base.aliasTarget {
        case .nominal: guard let found = table.nominal(base) else { return }; type = found
        case .metatype(let instance): guard let found = table.nominal(instance) else { return }; type = found
        default: return
        }
        guard let (owner, declared) = accessDeclaration(of: name, in: type), declared.setterIsPrivate, !declared.isPrivate,
              !accessTable.isInside(owner, at: node.position.utf8Offset) else { return }
        let message: String
        switch use {
        case .assignment: message = "cannot assign to property: '\(name)' setter is inaccessible"
        case .subscriptAssignment: message = "cannot assign through subscript: '\(name)' setter is inaccessible"
        case .mutatingOperator: message = "left side of mutating operator isn't mutable: '\(name)' setter is inaccessible"
        case .inOut: message = "cannot pass immutable value as inout argument: '\(name)' setter is inaccessible"
        case .mutatingMember: message = "cannot use mutating member on immutable value: '\(name)' setter is inaccessible"
        }
        error(message, at: node)
    }

    /// A member that cannot be assigned: a script's computed property with a getter alone, or a
    /// protocol's `{ get }` requirement through a value of the protocol's type
    /// (`temperature.fahrenheit = 50`, `+= 5`), or a method where a property was meant
    /// (`greeting.uppercased = "HI"`, `card.area = 10`).
    func judgeUnassignableMember(_ target: ExprSyntax, use: SetterUse, at node: Syntax) {
        guard use == .assignment || use == .mutatingOperator, let member = unparenthesized(target).as(MemberAccessExprSyntax.self),
              let baseExpr = member.base else { return }
        let name = member.declName.baseName.text
        let reported = diagnostics.count
        let typed = typeOf(baseExpr)
        diagnostics.removeSubrange(reported...)
        let base = typed.unwrapped.aliasTarget.desugared
        // A method is judged on a value that is not optional (an optional's own error comes first).
        let judgesMethods = use == .assignment && !typed.isOptional
        switch base {
        case .nominal(let typeName, _):
            guard let type = table.types[typeName], !type.isLibrary else { return }
            if getterOnlyProperties[typeName]?.contains(name) == true, declaredHere(type) || type.kind == .protocolType {
                error(use == .assignment ? "cannot assign to property: '\(name)' is a get-only property"
                      : "left side of mutating operator isn't mutable: '\(name)' is a get-only property", at: node)
            } else if judgesMethods, declaredHere(type), methods(of: type, name, isStatic: false) != nil,
                      propertyType(of: type, name, isStatic: false) == nil {
                error("cannot assign to value: '\(name)' is a method", at: node)
            }
        case .string, .array, .dictionary, .set:
            if judgesMethods, !standardMethods(of: base, name).isEmpty, standardProperty(of: base, name) == nil,
               builtinExtensionProperty(of: base, name) == nil {
                error("cannot assign to value: '\(name)' is a method", at: node)
            }
        default:
            return
        }
    }

    /// A value the standard library's mutating methods (`mutatingLibraryMethods`) change in place.
    static func changesInPlace(_ type: StaticType) -> Bool {
        switch type {
        case .array, .dictionary, .set, .string, .bool: return true
        default: return false
        }
    }
}
