// Declarations whose form swiftc refuses before their types matter: a function without a body
// outside a protocol (a parse error: nothing else is reported), `open` on a struct or an enum,
// `Int!` inside another type (`(Int!, Int!)`, `[Int!]`), `@main` in a file with top-level code,
// `rethrows` on a function that takes no throwing function.
import SwiftSyntax

extension TypeChecker {
    /// A function without a body outside a protocol: swiftc's parser says "expected '{' in body of
    /// function declaration" at its name, and nothing else. True when there was one.
    func refusesBodilessFunction() -> Bool {
        let finder = BodilessFunctionFinder(viewMode: .sourceAccurate)
        for item in scriptItems {
            finder.walk(item)
            if let found = finder.found {
                error("expected '{' in body of function declaration", at: found.name)
                // A parse error: what the compiler would say after it only follows from it.
                refusedUnsupportedLanguage = true
                return true
            }
        }
        return false
    }

    /// `open struct`, `(Int!, Int!)`, `@main` with top-level code.
    func checkDeclarationForms(_ items: [CodeBlockItemSyntax]) {
        let finder = DeclarationFormFinder(viewMode: .sourceAccurate)
        for item in items { finder.walk(item) }
        for modifier in finder.openNonClasses {
            error("only classes and overridable class members can be declared 'open'; use 'public'", at: modifier)
        }
        for mark in finder.nestedImplicitlyUnwrapped { error("using '!' is not allowed here", at: mark) }
        for function in finder.opaqueParameterResults {
            error("'some' cannot appear in parameter position in result type '\(function.trimmedText)'", at: function.returnClause.arrow)
        }
        for variable in finder.weakVariables { judgeWeak(variable) }
        for (keyword, parameters) in finder.rethrowing {
            // `rethrows` with no parameter that takes a throwing function (written out, or through
            // a type alias of one: any alias named in the parameter lets it pass).
            let takesOne = parameters.parameters.contains { parameter in
                let text = parameter.type.trimmedText
                return text.contains("throws") || finder.typeAliases.contains { text.contains($0) }
            }
            if !takesOne { error("'rethrows' function must take a throwing function argument", at: keyword) }
        }
        for modifier in finder.lazyLets { error("'lazy' cannot be used on a let", at: modifier) }
        for name in finder.extensionStoredProperties { error("extensions must not contain stored properties", at: name) }
        for (keyword, kind, type) in finder.valueTypeDeinitializers {
            error("deinitializer cannot be declared in \(kind) '\(type)' that conforms to 'Copyable'", at: keyword)
        }
        for (keyword, word) in finder.jumpsOutOfDefer { error("'\(word)' cannot transfer control out of a defer statement", at: keyword) }
        for structure in finder.structures where !isLibrary(structure) {
            // `struct Derived: Base` where `Base` is the script's struct, class or enum.
            for inherited in (structure.inheritanceClause?.inheritedTypes).elementsIfAny {
                let name = inherited.type.trimmedText
                guard let type = table.types[name], !type.isLibrary, type.kind != .protocolType, topLevelTypeNames.contains(name) else { continue }
                error("inheritance from non-protocol type '\(name)'", at: structure.name)
                break
            }
        }
        // A top-level variable is top-level code too.
        let hasTopLevelCode = items.contains { item in
            if !isLibrary(item), case .decl(let decl) = item.item { return decl.is(VariableDeclSyntax.self) }
            return !isLibrary(item)
        }
        guard hasTopLevelCode else { return }
        for item in items {
            guard case .decl(let decl) = item.item,
                  let main = decl.attributeList?.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" }) else { continue }
            error("'main' attribute cannot be used in a module that contains top-level code", at: main)
        }
    }
}

extension TypeChecker {
    /// `weak var engine: Engine?` where `Engine` is a struct or an enum, or a standard value type.
    private func judgeWeak(_ variable: VariableDeclSyntax) {
        guard !isLibrary(variable) else { return }
        for binding in variable.bindings {
            guard let annotation = binding.typeAnnotation else { continue }
            let type = table.resolve(annotation.type).unwrapped
            var isValue = false
            switch type.desugared {
            case .int, .double, .float, .bool, .string, .character, .array, .dictionary, .set, .tuple: isValue = true
            case .nominal: isValue = table.nominal(type).map { !$0.isLibrary && ($0.kind == .structure || $0.kind == .enumeration) } ?? false
            default: break
            }
            if isValue { error("'weak' may only be applied to class and class-bound protocol types, not '\(type)'", at: binding.pattern) }
            if case .nominal(let name) = type.desugared, isSurelyNotClassBound(name) {
                error("'weak' must not be applied to non-class-bound 'any \(name)'; consider adding a protocol conformance that has a class bound",
                      at: binding.pattern)
            }
        }
    }

    /// A script protocol that neither it nor the protocols it refines bind to classes
    /// (`AnyObject`, `class`, NSObjectProtocol or a superclass constraint).
    private func isSurelyNotClassBound(_ name: String, seen: Set<String> = []) -> Bool {
        guard let type = table.types[name], type.kind == .protocolType, !type.isLibrary, !seen.contains(name) else { return false }
        let harmless: Set<String> = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Codable", "Encodable",
                                     "Decodable", "Identifiable", "Sendable", "Error", "CaseIterable"]
        return type.inherited.allSatisfy { harmless.contains($0) || isSurelyNotClassBound($0, seen: seen.union([name])) }
    }
}

extension DeclSyntax {
    var attributeList: AttributeListSyntax? {
        if let s = self.as(StructDeclSyntax.self) { return s.attributes }
        if let c = self.as(ClassDeclSyntax.self) { return c.attributes }
        if let e = self.as(EnumDeclSyntax.self) { return e.attributes }
        return nil
    }
}

private final class BodilessFunctionFinder: SyntaxVisitor {
    var found: FunctionDeclSyntax?
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `@_silgen_name` and other attributed declarations are the library's business.
        if found == nil, node.body == nil, node.attributes.isEmpty { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }
}

private final class DeclarationFormFinder: SyntaxVisitor {
    var openNonClasses: [DeclModifierSyntax] = []
    var nestedImplicitlyUnwrapped: [TokenSyntax] = []
    /// `-> (some Shape) -> Void`: a function type returned whose parameter is opaque.
    var opaqueParameterResults: [FunctionTypeSyntax] = []
    var weakVariables: [VariableDeclSyntax] = []
    /// `rethrows` keywords with their functions' parameters; the type aliases declared anywhere.
    var rethrowing: [(TokenSyntax, FunctionParameterClauseSyntax)] = []
    var typeAliases: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteRethrows(node.signature)
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        noteRethrows(node.signature)
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        typeAliases.insert(node.name.text)
        return .visitChildren
    }
    private func noteRethrows(_ signature: FunctionSignatureSyntax) {
        if let keyword = signature.effectSpecifiers?.throwsClause?.throwsSpecifier, keyword.tokenKind == .keyword(.rethrows) {
            rethrowing.append((keyword, signature.parameterClause))
        }
    }
    var lazyLets: [DeclModifierSyntax] = []
    /// `extension Person { var nickname = "" }`: the names of stored properties in extensions.
    var extensionStoredProperties: [TokenSyntax] = []
    var valueTypeDeinitializers: [(TokenSyntax, String, String)] = []
    /// `return` or `break` leaving a `defer` block.
    var jumpsOutOfDefer: [(TokenSyntax, String)] = []
    var structures: [StructDeclSyntax] = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "weak" }) { weakVariables.append(node) }
        if node.bindingSpecifier.tokenKind == .keyword(.let), let lazy = node.modifiers.first(where: { $0.name.text == "lazy" }) {
            lazyLets.append(lazy)
        }
        if node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true,
           !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
            for binding in node.bindings {
                var stored = binding.accessorBlock == nil
                if case .accessors(let list)? = binding.accessorBlock?.accessors {
                    stored = list.allSatisfy { $0.accessorSpecifier.text == "willSet" || $0.accessorSpecifier.text == "didSet" }
                }
                if stored, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                    extensionStoredProperties.append(name)
                    break
                }
            }
        }
        return .visitChildren
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let group = node.parent?.parent?.parent?.parent {
            if let s = group.as(StructDeclSyntax.self), !s.inheritanceClause.elementsIfAnyContainNoncopyable {
                valueTypeDeinitializers.append((node.deinitKeyword, "struct", s.name.text))
            } else if let e = group.as(EnumDeclSyntax.self), !e.inheritanceClause.elementsIfAnyContainNoncopyable {
                valueTypeDeinitializers.append((node.deinitKeyword, "enum", e.name.text))
            }
        }
        return .visitChildren
    }
    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        let finder = DeferJumpFinder(viewMode: .sourceAccurate)
        finder.walk(node.body)
        jumpsOutOfDefer += finder.found
        return .visitChildren
    }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind {
        if let function = node.type.as(FunctionTypeSyntax.self),
           function.parameters.contains(where: { $0.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text == "some" }) {
            opaqueParameterResults.append(function)
        }
        return .visitChildren
    }

    private func noteOpen(_ modifiers: DeclModifierListSyntax) {
        if let open = modifiers.first(where: { $0.name.text == "open" }) { openNonClasses.append(open) }
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteOpen(node.modifiers)
        if node.inheritanceClause != nil { structures.append(node) }
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { noteOpen(node.modifiers); return .visitChildren }
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(TupleTypeElementSyntax.self) == true && node.parent?.parent?.parent?.is(TupleTypeSyntax.self) == true
            && (node.parent?.parent?.as(TupleTypeElementListSyntax.self)?.count ?? 0) > 1
            || node.parent?.is(ArrayTypeSyntax.self) == true || node.parent?.is(DictionaryTypeSyntax.self) == true
            || node.parent?.is(GenericArgumentSyntax.self) == true {
            nestedImplicitlyUnwrapped.append(node.exclamationMark)
        }
        return .visitChildren
    }
}

/// Inside a `defer` block: a `return`, or a `break`/`continue` outside any loop or `switch` of
/// the block, leaves it. Closures and local functions are their own bodies.
private final class DeferJumpFinder: SyntaxVisitor {
    var found: [(TokenSyntax, String)] = []
    private var loops = 0
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.returnKeyword, "return"))
        return .skipChildren
    }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { loops -= 1 }
    override func visit(_ node: LabeledStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if loops == 0, node.label == nil { found.append((node.breakKeyword, "break")) }
        return .skipChildren
    }
    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if loops == 0, node.label == nil { found.append((node.continueKeyword, "continue")) }
        return .skipChildren
    }
}

private extension Optional where Wrapped == InheritanceClauseSyntax {
    /// `~Copyable` among the inherited names: a noncopyable type may have a `deinit`.
    var elementsIfAnyContainNoncopyable: Bool {
        self?.inheritedTypes.contains { $0.type.trimmedText.hasPrefix("~") } ?? false
    }
}
