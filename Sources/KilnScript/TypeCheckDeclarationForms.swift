// Declarations whose form swiftc refuses before their types matter: a function without a body
// outside a protocol (a parse error: nothing else is reported), `open` on a struct or an enum,
// `Int!` inside another type (`(Int!, Int!)`, `[Int!]`), `@main` in a file with top-level code,
// `rethrows` on a function that takes no throwing function.
import SwiftSyntax

extension TypeChecker {
    /// A function without a body outside a protocol: swiftc's parser says "expected '{' in body of
    /// function declaration" at its name, and nothing else. True when there was one.
    func refusesBodilessFunction() -> Bool {
        guard let found = scriptWalk.bodilessFunction else { return false }
        error("expected '{' in body of function declaration", at: found.name)
        // A parse error: what the compiler would say after it only follows from it.
        refusedUnsupportedLanguage = true
        return true
    }

    /// `case .happy:` followed by the next label: swiftc's parser wants a statement in each
    /// case ("'case' label in a 'switch' must have at least one executable statement", at the
    /// `case` or `default`), and nothing else is reported. True when there was one.
    func refusesEmptyCaseLabel() -> Bool {
        guard let found = scriptWalk.emptyCaseLabel else { return false }
        let keyword: Syntax
        switch found.label {
        case .default(let label): keyword = Syntax(label.defaultKeyword)
        case .case(let label): keyword = Syntax(label.caseKeyword)
        }
        error("'\(keyword.as(TokenSyntax.self)?.text ?? "case")' label in a 'switch' must have at least one executable statement", at: keyword)
        refusedUnsupportedLanguage = true
        return true
    }

    /// `open struct`, `(Int!, Int!)`, `@main` with top-level code.
    func checkDeclarationForms(_ items: [CodeBlockItemSyntax]) {
        let finder = scriptWalk
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
        for suppressed in finder.suppressedSendables where !isLibrary(suppressed) {
            error("'~Sendable' requires -enable-experimental-feature TildeSendable", at: suppressed)
        }
        for modifier in finder.lazyLets { error("'lazy' cannot be used on a let", at: modifier) }
        for brace in finder.computedLets { error("'let' declarations cannot be computed properties", at: brace) }
        for name in finder.extensionStoredProperties { error("extensions must not contain stored properties", at: name) }
        for (keyword, kind, type) in finder.valueTypeDeinitializers {
            error("deinitializer cannot be declared in \(kind) '\(type)' that conforms to 'Copyable'", at: keyword)
        }
        for keyword in finder.misplacedDeinitializers {
            error("deinitializers may only be declared within a class, actor, or noncopyable type", at: keyword)
        }
        for keyword in finder.noncopyableDeinitializers {
            error("a deinitializer of a '~Copyable' struct or enum is not supported in Kiln yet", at: keyword)
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
        judgeMutatingInClasses(items)
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
    /// `mutating func reset()` in a class (or an extension of the script's class), as a
    /// protocol's `mutating` requirement is written: "'mutating' is not valid on instance methods in classes".
    private func judgeMutatingInClasses(_ items: [CodeBlockItemSyntax]) {
        for item in items where !isLibrary(item) {
            guard case .decl(let decl) = item.item else { continue }
            let block: MemberBlockSyntax
            if let classDecl = decl.as(ClassDeclSyntax.self) {
                block = classDecl.memberBlock
            } else if let ext = decl.as(ExtensionDeclSyntax.self), let type = table.types[ext.extendedType.trimmedText],
                      !type.isLibrary, type.kind == .classType {
                block = ext.memberBlock
            } else {
                continue
            }
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      let modifier = function.modifiers.first(where: { $0.name.text == "mutating" }),
                      !function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
                error("'mutating' is not valid on instance methods in classes", at: modifier)
            }
        }
    }

    private func judgeWeak(_ variable: VariableDeclSyntax) {
        guard !isLibrary(variable) else { return }
        let word = variable.modifiers.contains(where: { $0.name.text == "weak" }) ? "weak" : "unowned"
        for binding in variable.bindings {
            guard let annotation = binding.typeAnnotation else { continue }
            let written = table.resolve(annotation.type)
            let type = written.unwrapped
            if word == "weak", !written.isOptional, !annotation.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
               let nominal = table.nominal(type), nominal.kind == .classType {
                // `weak var owner: Person`: ARC sets a weak reference to nil, so it must be able to hold nil.
                error("'weak' variable should have optional type '\(annotation.type.trimmedText)?'", at: binding.pattern)
                continue
            }
            var isValue = false
            switch type.desugared {
            case .int, .double, .float, .bool, .string, .character, .array, .dictionary, .set, .tuple: isValue = true
            case .nominal: isValue = table.nominal(type).map { !$0.isLibrary && ($0.kind == .structure || $0.kind == .enumeration) } ?? false
            default: break
            }
            if isValue { error("'\(word)' may only be applied to class and class-bound protocol types, not '\(type)'", at: binding.pattern) }
            if case .nominal(let name, _) = type.desugared, isSurelyNotClassBound(name) {
                error("'\(word)' must not be applied to non-class-bound 'any \(name)'; consider adding a protocol conformance that has a class bound",
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

