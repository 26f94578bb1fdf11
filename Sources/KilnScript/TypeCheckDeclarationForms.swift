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
        }
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

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "weak" }) { weakVariables.append(node) }
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
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { noteOpen(node.modifiers); return .visitChildren }
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
