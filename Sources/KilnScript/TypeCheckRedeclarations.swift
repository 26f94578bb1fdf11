// The declaration checks' driver (overrides, conformance, redeclarations, `self` in a struct's
// non-mutating members) and "invalid redeclaration of 'x'": two variables of one name in one
// scope, or two functions of one name, labels and types.
import SwiftSyntax

extension TypeChecker {
    /// Declarations judged as swiftc's type checker judges them, after the bodies.
    func checkDeclarations() {
        let items = Array(scriptItems)
        let index = DeclarationIndex(items)
        checkRedeclarations(in: items)
        checkOverrides(index)
        checkConformances(index)
        checkSelfMutation(index)
        checkDeclarationForms(items)  // TypeCheckDeclarationForms.swift
        checkWrittenTypeNames(items)  // TypeCheckUnknownTypes.swift
        checkNestedTypeNames(scriptItems)  // TypeCheckNestedTypeNames.swift
        checkReturnTypes(items)  // TypeCheckReturnTypes.swift
        checkCompoundNames(items)  // TypeCheckCompoundNames.swift
        checkEscapingSelfCaptures(index)  // TypeCheckEscapingSelf.swift
        checkOperatorDeclarations(items)  // TypeCheckOperatorDeclarations.swift
    }

    /// Every scope of the script: the top level, each body and each type's members.
    private func checkRedeclarations(in items: [CodeBlockItemSyntax]) {
        redeclarations(items.compactMap { item -> DeclSyntax? in
            if case .decl(let decl) = item.item { return decl }
            return nil
        })
        judgeAmbiguousRedeclarations(items)  // TypeCheckAmbiguousRedeclarations.swift
        for node in items { visitScopes(Syntax(node)) }
        redeclarationsAcrossExtensions(items)
    }

    /// A member declared again in an extension of its type (`extension S { func g() }` twice,
    /// or beside `struct S`'s own `g()`): the type's members and its extensions' are one scope
    /// when the extensions carry the same `where` clause (none for the type itself).
    private func redeclarationsAcrossExtensions(_ items: [CodeBlockItemSyntax]) {
        var groups: [String: [MemberBlockSyntax]] = [:]
        var order: [String] = []
        func add(_ key: String, _ block: MemberBlockSyntax) {
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(block)
        }
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let ext = decl.as(ExtensionDeclSyntax.self) {
                let constraint = ext.genericWhereClause.map { $0.requirements.trimmedDescription } ?? ""
                add(ext.extendedType.trimmedDescription + " where " + constraint, ext.memberBlock)
            } else if let name = Self.declaredTypeName(decl), let block = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock,
                      !decl.is(ProtocolDeclSyntax.self) {
                add(name.text + " where ", block)
            }
        }
        for key in order {
            guard let blocks = groups[key], blocks.count > 1 else { continue }
            redeclarations(blocks.flatMap { $0.members.map(\.decl) })
        }
        redeclarationsThroughContextualWhereClauses(items)
    }

    /// `func average() -> Double where Item == Int` in `extension Container` is the same method as
    /// `average()` in `extension Container where Item == Int`: a method's own `where` clause joins
    /// its extension's requirements, and the second declaration in the same requirements is
    /// "invalid redeclaration". Only pairs where a method has its own clause are judged here (the
    /// others are judged above).
    private func redeclarationsThroughContextualWhereClauses(_ items: [CodeBlockItemSyntax]) {
        var seen: [String: Bool] = [:]  // scope and method → whether that declaration had its own clause
        for item in items {
            guard case .decl(let decl) = item.item, let ext = decl.as(ExtensionDeclSyntax.self) else { continue }
            let outer = ext.genericWhereClause.map { Array($0.requirements.map(\.requirement.trimmedDescription)) } ?? []
            for member in ext.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.genericParameterClause == nil else { continue }
                let own = function.genericWhereClause.map { Array($0.requirements.map(\.requirement.trimmedDescription)) } ?? []
                let requirements = (outer + own).sorted().joined(separator: ", ")
                let spelled = Self.spelled(function.name, function.signature.parameterClause)
                let key = ext.extendedType.trimmedDescription + " where " + requirements + " "
                    + spelled + (member.decl.isStaticMember ? " static " : " ") + member.decl.signatureText
                if let earlierHadOwn = seen[key], earlierHadOwn || !own.isEmpty {
                    error("invalid redeclaration of '\(spelled)'", at: function.name)
                    return
                }
                seen[key] = !own.isEmpty
            }
        }
    }

    private func visitScopes(_ node: Syntax) {
        for child in node.children(viewMode: .sourceAccurate) {
            guard Self.holdsScopes(child) else { continue }
            if let block = child.as(CodeBlockSyntax.self) {
                redeclarations(block.statements.compactMap { item -> DeclSyntax? in
                    if case .decl(let decl) = item.item { return decl }
                    return nil
                })
            } else if let members = child.as(MemberBlockSyntax.self) {
                redeclarations(members.members.map(\.decl))
            }
            visitScopes(child)
        }
    }

    /// Whether a node may hold a block or a member block: declarations, statements and what
    /// leads to their bodies. An expression's closures hold statement lists, not blocks (an `if`
    /// or `switch` expression holds blocks).
    private static func holdsScopes(_ node: Syntax) -> Bool {
        // One switch on the kind (each `is` below reads the node's raw kind again).
        switch node.kind {
        case .codeBlock, .codeBlockItemList, .codeBlockItem, .memberBlock, .memberBlockItemList, .memberBlockItem, .ifExpr,
             .switchExpr, .switchCaseList, .switchCase, .catchClauseList, .catchClause, .patternBindingList, .patternBinding,
             .accessorBlock, .accessorDeclList:
            return true
        default:
            return node.is(DeclSyntax.self) || node.is(StmtSyntax.self)
        }
    }

    /// A second declaration of a name already declared in the same scope.
    private func redeclarations(_ decls: [DeclSyntax]) {
        var variables: [MemberName: Bool] = [:]
        var functions: Set<String> = []
        var types: Set<String> = []
        var cases: Set<String> = []
        for decl in decls {
            if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                // `case north` twice in one enum.
                for element in enumCase.elements where element.parameterClause == nil {
                    if !cases.insert(element.name.text).inserted {
                        error("invalid redeclaration of '\(element.name.text)'", at: element.name)
                        return
                    }
                }
            } else if let name = Self.declaredTypeName(decl) {
                // `struct Point` twice in one scope (a type, an enum, a class or an alias of its name).
                if !types.insert(name.text).inserted {
                    error("invalid redeclaration of '\(name.text)'", at: name)
                    return
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
                        let name = MemberName(spelled: token.text, isStatic: decl.isStaticMember)
                        if variables[name] != nil {
                            error("invalid redeclaration of '\(token.text)'", at: token)
                            return
                        }
                        variables[name] = true
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let spelled = Self.spelled(function.name, function.signature.parameterClause)
                // A generic function is the same declaration only with the same generic parameters
                // and requirements, as written (`<T: Shape>` twice); other constraints overload.
                let generics = (function.genericParameterClause?.trimmedDescription ?? "")
                    + (function.genericWhereClause.map { " where " + $0.requirements.trimmedDescription } ?? "")
                let key = spelled + generics + (decl.isStaticMember ? " static " : " ") + decl.signatureText
                if !functions.insert(key).inserted {
                    error("invalid redeclaration of '\(spelled)'", at: function.name)
                    return
                }
            } else if let macro = decl.as(MacroDeclSyntax.self) {
                // `macro OptionSet<T>() = #externalMacro(…)`: declared with its roles, once.
                let spelled = Self.spelled(macro.name, macro.signature.parameterClause)
                let roles = macro.attributes.contains {
                    guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                    return name == "freestanding" || name == "attached"
                }
                if !roles {
                    error("macro '\(spelled)' must declare its applicable roles via '@freestanding' or '@attached'", at: macro.name)
                    return
                }
                let key = "macro " + spelled + (macro.genericParameterClause?.trimmedDescription ?? "")
                    + (macro.signature.returnClause?.type.trimmedDescription ?? "")
                if !functions.insert(key).inserted {
                    error("invalid redeclaration of '\(spelled)'", at: macro.name)
                    return
                }
            }
        }
    }

    /// A function's or a macro's name as swiftc spells it in a message: by its base name when all
    /// its parameters are unlabelled, else with its labels (`clamp(_:low:)`).
    private static func spelled(_ name: TokenSyntax, _ clause: FunctionParameterClauseSyntax) -> String {
        let parameters = clause.parameters
        return !parameters.isEmpty && parameters.allSatisfy { $0.firstName.text == "_" } ? name.text : name.text + DeclSyntax.labels(clause)
    }

    /// The name a type declaration declares (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias`).
    private static func declaredTypeName(_ decl: DeclSyntax) -> TokenSyntax? {
        switch decl.kind {
        case .structDecl: return decl.as(StructDeclSyntax.self)?.name
        case .classDecl: return decl.as(ClassDeclSyntax.self)?.name
        case .enumDecl: return decl.as(EnumDeclSyntax.self)?.name
        case .protocolDecl: return decl.as(ProtocolDeclSyntax.self)?.name
        case .actorDecl: return decl.as(ActorDeclSyntax.self)?.name
        case .typeAliasDecl: return decl.as(TypeAliasDeclSyntax.self)?.name
        default: return nil
        }
    }
}
