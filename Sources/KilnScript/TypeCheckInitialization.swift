// Definite initialization and missing returns, the errors swiftc finds in its SIL passes, after
// type checking: a stored property an initializer leaves unset, `self` used before every stored
// property has a value, `super.init` not called, a `let` set twice, a local read before it is
// assigned, a function whose end is reachable without `return`. Reported only when nothing else
// refused the program (`mandatoryDiagnostics`), as swiftc reports them. The walk itself is in
// TypeCheckFlow.swift; "class 'X' has no initializers", a type-checking error, is here too.
import SwiftSyntax

/// A type's stored properties, in declaration order, as an initializer must set them.
struct PropertyToInitialize {
    let name: String
    let isLet: Bool
    /// Has a value before any initializer runs (an initial value, or `nil` for an optional `var`).
    let hasValue: Bool
}

extension TypeChecker {
    /// The SIL passes' checks over the script's code: the top level, then every body in order.
    func checkInitialization() {
        let items = Array(scriptItems)
        let never = Set(items.compactMap { item -> String? in
            guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self),
                  function.signature.returnClause?.type.trimmedText == "Never" else { return nil }
            return function.name.text
        })
        let topLevel = AssignmentFlow(neverReturning: never)
        topLevel.reportsLastUse = true
        _ = topLevel.walk(items)
        if let found = topLevel.found, !topLevel.gaveUp { mandatoryError(found) }
        for item in items {
            if case .decl(let decl) = item.item { checkBodies(in: decl, owner: nil, never: never) }
        }
    }

    func mandatoryError(_ found: FlowError) {
        let location = source.location(of: found.node)
        let notes = found.notes.map { note in
            Diagnostic.Note(message: note.hasPrefix("note: ") ? String(note.dropFirst(6)) : note,
                            fileName: source.fileName, location: location)
        }
        mandatoryDiagnostics.append(Diagnostic(message: found.message, fileName: source.fileName, location: location, notes: notes))
    }

    /// Functions, accessors and initializers of `decl` (and of its nested types).
    private func checkBodies(in decl: DeclSyntax, owner: TypeDeclaration?, never: Set<String>) {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            let isStatic = function.modifiers.contains { $0.name.text == "static" }
            let isClass = function.modifiers.contains { $0.name.text == "class" }
            let kind = owner == nil ? "global function" : isClass ? "class method" : isStatic ? "static method" : "instance method"
            // A result builder's body returns what the builder builds, without `return`.
            let built = !function.attributes.isEmpty && ResultBuilderIndex(root: Syntax(function).root).builder(in: function.attributes) != nil
            checkFunctionBody(body, parameters: function.signature.parameterClause, result: built ? nil : function.signature.returnClause?.type,
                              kind: kind, never: never)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                // A result builder's getter (`@Collect var numbers: [Int] { 0; 1 }`) returns what it builds.
                guard variable.attributes.isEmpty, let accessors = binding.accessorBlock, let type = binding.typeAnnotation?.type else { continue }
                checkGetter(accessors, result: type, parameters: nil, never: never)
            }
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self), let accessors = subscriptDecl.accessorBlock {
            checkGetter(accessors, result: subscriptDecl.returnClause.type, parameters: subscriptDecl.parameterClause, never: never)
        } else if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body, let owner {
            checkInitializer(initializer, body: body, of: owner, never: never)
        } else if let type = TypeDeclaration(decl, enclosing: owner?.path) {
            if type.isClass, !type.hasInitializers, !type.synthesizesDecodableInit, type.attributes.isEmpty, !isLibrary(decl) {
                let unset = type.storedProperties.filter { !$0.hasValue }
                if !unset.isEmpty, let name = type.nameToken {
                    error("class '\(type.name)' has no initializers", at: name,
                          notes: unset.map { "note: stored property '\($0.name)' without initial value prevents synthesized initializers" })
                }
            }
            for member in type.members { checkBodies(in: member.decl, owner: type, never: never) }
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let path = x.extendedType.trimmedText
            let extended = allItems.lazy.compactMap { item -> TypeDeclaration? in
                guard case .decl(let decl) = item.item else { return nil }
                return TypeDeclaration(decl, enclosing: nil).flatMap { $0.path == path ? $0 : nil }
            }.first
            // An extension's members are methods of the type: an unknown type's are still bodies.
            let owner = extended.map { TypeDeclaration(extending: $0, members: x.memberBlock) } ?? TypeDeclaration(unknownNamed: path, members: x.memberBlock)
            for member in x.memberBlock.members { checkBodies(in: member.decl, owner: owner, never: never) }
        }
    }

    private func checkGetter(_ accessors: AccessorBlockSyntax, result: TypeSyntax, parameters: FunctionParameterClauseSyntax?, never: Set<String>) {
        switch accessors.accessors {
        case .getter(let items):
            checkFunctionItems(items, closing: accessors.rightBrace, parameters: parameters, result: result, kind: "getter", never: never)
        case .accessors(let list):
            for accessor in list {
                guard let body = accessor.body else { continue }
                if accessor.accessorSpecifier.text == "get" {
                    checkFunctionItems(body.statements, closing: body.rightBrace, parameters: parameters, result: result, kind: "getter", never: never)
                } else {
                    checkFunctionItems(body.statements, closing: body.rightBrace, parameters: parameters, result: nil, kind: "", never: never)
                }
            }
        }
    }

    private func checkFunctionBody(_ body: CodeBlockSyntax, parameters: FunctionParameterClauseSyntax?, result: TypeSyntax?,
                                   kind: String, never: Set<String>) {
        checkFunctionItems(body.statements, closing: body.rightBrace, parameters: parameters, result: result, kind: kind, never: never)
    }

    /// A body: its locals' initialization, and its `return`s when it has a result.
    private func checkFunctionItems(_ items: CodeBlockItemListSyntax, closing: TokenSyntax, parameters: FunctionParameterClauseSyntax?,
                                    result: TypeSyntax?, kind: String, never: Set<String>) {
        checkLocalFunctions(in: items, never: never)
        let flow = AssignmentFlow(neverReturning: never)
        for parameter in (parameters?.parameters).elementsIfAny { flow.shadow((parameter.secondName ?? parameter.firstName).text) }
        let reachesEnd = flow.walk(items)
        if flow.gaveUp { return }
        if let found = flow.found { mandatoryError(found); return }
        // One expression is returned without `return` (and so is an `if` or `switch` of them).
        guard reachesEnd, let result, let spelled = returnTypeSpelling(result), items.count > 1 || items.first.map({ item in
            // One expression alone is returned; an `if` or `switch` with `return`s in it is a statement.
            switch item.item {
            case .expr(let expr): return isStatementWithReturn(expr)
            case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self).map { isStatementWithReturn($0.expression) } ?? true
            case .decl: return true
            }
        }) ?? true else { return }
        mandatoryError(FlowError(message: "missing return in \(kind) expected to return '\(spelled)'", node: Syntax(closing)))
    }

    /// An `if` or `switch` with a `return` of its own (outside closures): a statement, not the
    /// body's one expression.
    private func isStatementWithReturn(_ expr: ExprSyntax) -> Bool {
        guard expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) else { return false }
        func hasReturn(_ node: Syntax) -> Bool {
            if node.is(ClosureExprSyntax.self) { return false }
            if node.is(ReturnStmtSyntax.self) { return true }
            return node.children(viewMode: .sourceAccurate).contains { hasReturn($0) }
        }
        return hasReturn(Syntax(expr))
    }

    /// The result type as swiftc spells it in "missing return" (nil for `Void`, `Never`, and
    /// types whose spelling the checker does not know).
    private func returnTypeSpelling(_ syntax: TypeSyntax) -> String? {
        let text = syntax.trimmedText
        if ["Void", "()", "Never"].contains(text) { return nil }
        let type = table.resolve(syntax)
        if type.isKnown { return type.description }
        if syntax.is(IdentifierTypeSyntax.self), syntax.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil { return text }
        return nil
    }

    /// Local functions, judged like any other.
    private func checkLocalFunctions(in items: CodeBlockItemListSyntax, never: Set<String>) {
        for item in items {
            guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            let built = !function.attributes.isEmpty && ResultBuilderIndex(root: Syntax(function).root).builder(in: function.attributes) != nil
            checkFunctionBody(body, parameters: function.signature.parameterClause, result: built ? nil : function.signature.returnClause?.type,
                              kind: "local function", never: never)
        }
    }

    private func checkInitializer(_ initializer: InitializerDeclSyntax, body: CodeBlockSyntax, of type: TypeDeclaration, never: Set<String>) {
        let isConvenience = initializer.modifiers.contains { $0.name.text == "convenience" }
        let delegates = body.tokens(viewMode: .sourceAccurate).contains { token in
            token.isKeyword(.`init`) && token.previousToken(viewMode: .sourceAccurate)?.isPeriod == true
                && token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.isKeyword(.self) == true
        }
        let assignsSelf = body.tokens(viewMode: .sourceAccurate).contains { token in
            token.isKeyword(.self) && token.nextToken(viewMode: .sourceAccurate)?.isEqualSign == true
        }
        if type.isClass, judgeDelegation(initializer, body: body, of: type, isConvenience: isConvenience, delegates: delegates) { return }
        guard !isConvenience, !delegates, !assignsSelf, type.kind != .enumeration, type.kind != .unknown,
              !(type.isClass && type.isExtension) else {
            // Locals are still judged.
            checkFunctionBody(body, parameters: initializer.signature.parameterClause, result: nil, kind: "", never: never)
            return
        }
        let flow = InitializerFlow(type: type, initializer: initializer, table: table, never: never)
        for parameter in initializer.signature.parameterClause.parameters { flow.shadow((parameter.secondName ?? parameter.firstName).text) }
        if flow.walk(body.statements) { flow.exit(at: Syntax(body.rightBrace), returnsNil: false) }
        if let found = flow.found ?? flow.selfUsedEarly, !flow.gaveUp { mandatoryError(found) }
    }
}

/// A struct's, class's or enum's declaration, read for the initialization checks.
struct TypeDeclaration {
    enum Kind { case structure, classType, enumeration, unknown }
    let name: String
    let path: String
    let kind: Kind
    let nameToken: TokenSyntax?
    var members: MemberBlockItemListSyntax
    let attributes: AttributeListSyntax
    var superclass: String?
    var isExtension = false
    let storedProperties: [PropertyToInitialize]
    let hasInitializers: Bool
    /// `Decodable` or `Codable` in the declaration's own inheritance clause: Swift synthesizes
    /// `init(from:)`, so a class without initial values still has an initializer.
    var synthesizesDecodableInit = false

    var isClass: Bool { kind == .classType }

    /// The library's protocols a class may list first (it then has no superclass).
    static let libraryProtocols: Set<String> = [
        "Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Comparable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Identifiable", "Error", "Sendable", "CaseIterable", "NSCoding", "NSSecureCoding",
        "NSCopying", "AnyObject", "LocalizedError",
    ]

    init?(_ decl: DeclSyntax, enclosing: String?) {
        let kind: Kind
        let name: TokenSyntax, block: MemberBlockSyntax, attributes: AttributeListSyntax, inheritance: InheritanceClauseSyntax?
        if let s = decl.as(StructDeclSyntax.self) {
            (kind, name, block, attributes, inheritance) = (.structure, s.name, s.memberBlock, s.attributes, s.inheritanceClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (kind, name, block, attributes, inheritance) = (.classType, c.name, c.memberBlock, c.attributes, c.inheritanceClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (kind, name, block, attributes, inheritance) = (.enumeration, e.name, e.memberBlock, e.attributes, e.inheritanceClause)
        } else {
            return nil
        }
        self.name = name.text
        self.path = enclosing.map { "\($0).\(name.text)" } ?? name.text
        self.kind = kind
        self.nameToken = name
        self.members = block.members
        self.attributes = attributes
        superclass = kind == .classType ? inheritance?.inheritedTypes.first?.type.trimmedText : nil
        storedProperties = Self.storedProperties(block.members)
        hasInitializers = block.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        synthesizesDecodableInit = inheritance?.inheritedTypes.contains {
            ["Codable", "Decodable", "Swift.Codable", "Swift.Decodable"].contains($0.type.trimmedText)
        } ?? false
    }

    /// The members of an extension of `type`: its stored properties are the type's.
    init(extending type: TypeDeclaration, members: MemberBlockSyntax) {
        self = type
        self.members = members.members
        isExtension = true
    }

    init(unknownNamed path: String, members: MemberBlockSyntax) {
        name = path
        self.path = path
        kind = .unknown
        nameToken = nil
        self.members = members.members
        attributes = AttributeListSyntax([])
        isExtension = true
        storedProperties = []
        hasInitializers = false
    }

    private static func storedProperties(_ members: MemberBlockItemListSyntax) -> [PropertyToInitialize] {
        var found: [PropertyToInitialize] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy", "override"].contains($0.name.text) }) else { continue }
            let isLet = variable.bindingSpecifier.text == "let"
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock {
                    if case .getter = accessors.accessors { continue }
                    if case .accessors(let list) = accessors.accessors,
                       list.contains(where: { $0.accessorSpecifier.text == "get" || $0.accessorSpecifier.text == "_read" }) { continue }
                }
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
                    let type = binding.typeAnnotation?.type
                    let implicitlyNil = !isLet && (type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true)
                    // A property wrapper or `@NSManaged` gives the value: it is not the initializer's to set.
                    let hasValue = binding.initializer != nil || implicitlyNil || !variable.attributes.isEmpty
                        || !binding.pattern.is(IdentifierPatternSyntax.self)
                    found.append(PropertyToInitialize(name: token.text, isLet: isLet, hasValue: hasValue))
                }
            }
        }
        return found
    }
}

extension TypeChecker {
    /// A class's initializer that delegates the wrong way: a designated one calling `self.init`,
    /// a convenience one calling `super.init` or using `self` before its `self.init`. True when
    /// it was refused.
    func judgeDelegation(_ initializer: InitializerDeclSyntax, body: CodeBlockSyntax, of type: TypeDeclaration,
                         isConvenience: Bool, delegates: Bool) -> Bool {
        if !isConvenience {
            guard delegates, !type.isExtension else { return false }
            error("designated initializer for '\(type.name)' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?",
                  at: initializer.initKeyword)
            return true
        }
        var firstSelf: TokenSyntax?
        // `w = side` before `self.init(…)`: a stored property named alone is `self`'s, unless a
        // parameter or a local of the body has its name.
        var shadowed = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let stored = Set(type.storedProperties.map(\.name))
        if !stored.isEmpty {
            for token in body.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true { shadowed.insert(token.text) }
        }
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard token.isKeyword(.`init`), let dot = token.previousToken(viewMode: .sourceAccurate), dot.isPeriod,
                  let base = dot.previousToken(viewMode: .sourceAccurate) else {
                if token.isKeyword(.self), firstSelf == nil, !Self.insideNestedFunction(token, body: body) { firstSelf = token }
                if firstSelf == nil, stored.contains(token.text), !shadowed.contains(token.text),
                   let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                   reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                   !Self.insideNestedFunction(token, body: body, orClosure: true) {
                    firstSelf = token
                }
                continue
            }
            if base.tokenKind == .keyword(.super) {
                error("convenience initializer for '\(type.name)' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')",
                      at: token)
                return true
            }
            if base.tokenKind == .keyword(.self) {
                if let firstSelf, firstSelf.id != base.id {
                    mandatoryError(FlowError(message: "'self' used before 'self.init' call or assignment to 'self'", node: Syntax(firstSelf), notes: []))
                    return true
                }
                return false
            }
        }
        guard let firstSelf else { return false }
        mandatoryError(FlowError(message: "'self' used before 'self.init' call or assignment to 'self'", node: Syntax(firstSelf), notes: []))
        return true
    }

    private static func insideNestedFunction(_ token: TokenSyntax, body: CodeBlockSyntax, orClosure: Bool = false) -> Bool {
        var node = token.parent
        while let current = node, current.id != body.id {
            if current.is(FunctionDeclSyntax.self) || (orClosure && current.is(ClosureExprSyntax.self)) { return true }
            node = current.parent
        }
        return false
    }
}
