// The type checker's warnings, in swiftc's words and at swiftc's places: a call's result left
// unused ("result of call to 'area(width:height:)' is unused"), and a function's locals never
// used, never mutated, or written but never read. Only where the checker is sure: a name it
// cannot follow everywhere (shadowed, captured in a list, mutated through a member) is not judged.
import SwiftSyntax

extension TypeChecker {
    func warning(_ message: String, at node: some SyntaxProtocol) {
        let location = source.location(of: node)
        guard !warnings.contains(where: { $0.location == location && $0.message == message }) else { return }
        warnings.append(Diagnostic(severity: .warning, message: message, fileName: source.fileName, location: location))
    }

    /// Notes a type's old name (Swift 2's `NSDateFormatter`) at its first use, as the renamed
    /// members are noted: "'NSDateFormatter' has been renamed to 'DateFormatter'". A script that
    /// declares a type of that name uses its own.
    func noteRenamedTypes() {
        // A byte scan first: most scripts name no old type, and walk no tokens for it.
        let said = scriptTextSays(Array(renamedTypes.keys)).subtracting(scriptWalk.declaredTypeNames)
        guard !said.isEmpty else { return }
        var noted: Set<String> = []
        for item in scriptItems {
            var previous: TokenKind?
            for token in item.tokens(viewMode: .sourceAccurate) {
                defer { previous = token.tokenKind }
                guard case .identifier(let name) = token.tokenKind, previous != .period, said.contains(name),
                      let new = renamedTypes[name], noted.insert(name).inserted else { continue }
                warnings.append(Diagnostic(severity: .note, message: "'\(name)' has been renamed to '\(new)'",
                                           fileName: source.fileName, location: source.location(of: token)))
            }
        }
    }

    /// The warnings in the order of their places.
    var sortedWarnings: [Diagnostic] {
        warnings.sorted { a, b in
            let x = a.location.map { ($0.line, $0.column) } ?? (0, 0), y = b.location.map { ($0.line, $0.column) } ?? (0, 0)
            return x < y
        }
    }

    // MARK: Unused results

    /// Standard methods whose result swiftc warns of when unused, by the receiver's kind, as
    /// swiftc names them (a method whose parameters are all unlabelled goes by its base name).
    private static let arrayResults: Set<String> = ["sorted()", "reversed()", "shuffled()", "map", "filter", "compactMap"]
    private static let stringResults: Set<String> = ["uppercased()", "lowercased()", "hasPrefix", "hasSuffix", "reversed()", "sorted()"]

    /// Whether `node` is in the body of a function or computed property marked with a result
    /// builder (`@ListBuilder var lines: [String] { … }`): its statements are the builder's parts.
    private static func isInBuilderBody(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            let attributes = ancestor.as(FunctionDeclSyntax.self)?.attributes ?? ancestor.as(VariableDeclSyntax.self)?.attributes
            if let attributes {
                return attributes.contains { element in
                    guard case .attribute(let attribute) = element,
                          let first = attribute.attributeName.trimmedText.first else { return false }
                    return first.isUppercase && !["MainActor", "Sendable"].contains(attribute.attributeName.trimmedText)
                }
            }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(DeclSyntax.self) && !ancestor.is(AccessorDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// A call statement whose result is a value nobody uses.
    func warnUnusedResult(_ statement: ExprSyntax) {
        if Self.isInBuilderBody(statement) { return }
        // The one statement of a body may be its value (`var short: String { name.uppercased() }`,
        // a branch of an `if` expression): not judged.
        if let list = statement.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
           !(list.parent?.is(SourceFileSyntax.self) ?? false) {
            return
        }
        var expr = statement
        if let tryExpr = expr.as(TryExprSyntax.self) {
            guard tryExpr.questionOrExclamationMark == nil else { return }
            expr = tryExpr.expression
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.additionalTrailingClosures.isEmpty else { return }
        let labels = call.arguments.map { $0.label?.text }
        var candidates: [FunctionSignature] = []
        var name = ""
        var place = Syntax(call.calledExpression)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard lookupLocalOrMember(name) == nil else { return }
            if let selfType, let methods = methods(of: selfType, name, isStatic: inStaticContext) {
                candidates = methods
            } else if let functions = table.functions(named: name) {
                candidates = functions
            }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            place = Syntax(member.declName)
            guard !containsOptionalChain(base) else { return }
            let reported = (diagnostics.count, warnings.count)
            let type = typeOf(base)
            diagnostics.removeSubrange(reported.0...)
            warnings.removeSubrange(reported.1...)
            switch type {
            case .metatype(let instance):
                if let nominal = table.nominal(instance), !nominal.isLibrary { candidates = methods(of: nominal, name, isStatic: true) ?? [] }
            case .nominal:
                if let nominal = table.nominal(type), !nominal.isLibrary { candidates = methods(of: nominal, name, isStatic: false) ?? [] }
            case .array, .string:
                // A few standard methods the checker is sure of.
                let spelled = call.trailingClosure != nil ? name : Self.spelledName(name, labels: labels)
                let known = type == .string ? Self.stringResults : Self.arrayResults
                if known.contains(spelled), !Self.isInBuilderClosure(statement) { warning("result of call to '\(spelled)' is unused [#no-usage]", at: place) }
                return
            default:
                return
            }
        }
        let hasTrailingClosure = call.trailingClosure != nil
        let matching = candidates.filter { hasTrailingClosure ? $0.labels.count == labels.count + 1 : $0.accepts(labels: labels) }
        guard let signature = matching.first, matching.count == 1, !signature.fromLibrary, !signature.isDiscardable,
              signature.result != .void, !Self.isInBuilderClosure(statement) else { return }
        warning("result of call to '\(Self.spelledName(name, labels: signature.labels))' is unused [#no-usage]", at: place)
    }

    /// Whether `node` is in a closure given to a parameter marked with a result builder (`div {
    /// p("a"); p("b") }` of `div(@HTMLBuilder _ body: () -> HTML)`): its statements are the
    /// builder's parts. Looked at only when a warning is about to be given.
    private static func isInBuilderClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
                return ResultBuilderIndex(root: Syntax(node).root).parameters[callee] != nil
            }
            if ancestor.is(DeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// A function as swiftc names it in this warning: `area(width:height:)`, `pair()`, and the
    /// base name alone when no parameter has a label (`double`).
    private static func spelledName(_ name: String, labels: [String?]) -> String {
        if !labels.isEmpty, labels.allSatisfy({ $0 == nil }) { return name }
        return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    // MARK: Locals

    /// What a function's body does with each of its simple local variables.
    private struct Uses {
        var reads = 0
        var writes = 0
        /// Used in a way not followed (a member or subscript of it, `&x`, a compound assignment).
        var other = 0
    }

    /// The function-like declaration a node is in.
    private func owner(of node: Syntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
                || node.is(AccessorDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return node.id
            }
            current = node.parent
        }
        return nil
    }

    /// swiftc's warnings on the locals a function's body declares.
    func warnOfLocals(in body: CodeBlockSyntax) {
        guard let ownerID = owner(of: Syntax(body)) else { return }
        // Every name a pattern or parameter in the body declares, counted: a name declared
        // twice is not followed.
        var declared: [String: Int] = [:]
        var variables: [(VariableDeclSyntax, IdentifierPatternSyntax)] = []
        // Every identifier with its token's parent, in order, for the uses of the locals found.
        var identifiers: [(text: String, parent: Syntax)] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard let text = token.identifierText, let parent = token.parent else { continue }
            identifiers.append((text, parent))
            switch parent.kind {
            case .identifierPattern, .closureShorthandParameter, .closureParameter, .functionParameter,
                 .optionalBindingCondition, .closureCapture:
                declared[text, default: 0] += 1
            default:
                continue
            }
            if let pattern = parent.as(IdentifierPatternSyntax.self), let binding = pattern.parent?.as(PatternBindingSyntax.self),
               let list = binding.parent?.as(PatternBindingListSyntax.self), list.count == 1,
               let variable = list.parent?.as(VariableDeclSyntax.self), variable.attributes.isEmpty, variable.modifiers.isEmpty,
               binding.accessorBlock == nil, owner(of: Syntax(variable)) == ownerID {
                variables.append((variable, pattern))
            }
        }
        variables.removeAll { declared[$0.1.identifier.text] != 1 }
        guard !variables.isEmpty else { return }
        // Where each local's name occurs (its token's parent).
        var occurrences: [String: [Syntax]] = [:]
        for (_, pattern) in variables { occurrences[pattern.identifier.text] = [] }
        for (text, parent) in identifiers where occurrences[text] != nil { occurrences[text]!.append(parent) }
        for (variable, pattern) in variables {
            let name = pattern.identifier.text
            var uses = Uses()
            guard occurrences[name, default: []].allSatisfy({ count(parent: $0, into: &uses) }) else { continue }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            let initialized = variable.bindings.first?.initializer != nil
            if uses.reads == 0, uses.writes == 0, uses.other == 0, initialized {
                let what = isVar ? "variable" : "immutable value"
                warning("initialization of \(what) '\(name)' was never used; consider replacing with assignment to '_' or removing it [#no-usage]",
                        at: pattern)
            } else if isVar, uses.other == 0, uses.writes == 0, uses.reads > 0, initialized {
                warning("variable '\(name)' was never mutated; consider changing to 'let' constant", at: pattern)
            } else if isVar, uses.other == 0, uses.writes > 0, uses.reads == 0 {
                warning("variable '\(name)' was written to, but never read", at: pattern)
            }
        }
    }

    /// Counts one occurrence of a local's name (a token whose parent is `parent`) in `uses`; false
    /// when it is a use the checker does not follow. The local's one declaration is no use.
    private func count(parent: Syntax, into uses: inout Uses) -> Bool {
        if parent.is(IdentifierPatternSyntax.self) { return true }
        // A member's name (`p.name`) or an argument's label is another thing of that name.
        if let reference = parent.as(DeclReferenceExprSyntax.self), let member = reference.parent?.as(MemberAccessExprSyntax.self),
           member.declName.id == reference.id {
            return true
        }
        if parent.is(LabeledExprSyntax.self) || parent.is(FunctionParameterSyntax.self) { return true }
        guard let reference = parent.as(DeclReferenceExprSyntax.self) else { return false }
        let node = Syntax(reference)
        if let list = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == reference.id }), index + 1 < elements.count {
                let next = elements[index + 1]
                if next.is(AssignmentExprSyntax.self) {
                    // `x = …`: a write, unless it is one link of a longer chain.
                    if index == 0 { uses.writes += 1 } else { uses.other += 1 }
                    return true
                }
                if let op = next.as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
                   !["==", "!=", "<=", ">=", "==="].contains(op.operator.text) {
                    uses.other += 1
                    return true
                }
            }
            uses.reads += 1
            return true
        }
        // An element of a tuple may be assigned to (`(a, b) = (b, a)`): not followed.
        if node.parent?.is(LabeledExprSyntax.self) == true, node.parent?.parent?.parent?.is(TupleExprSyntax.self) == true {
            uses.other += 1
            return true
        }
        if node.parent?.is(InOutExprSyntax.self) == true || node.parent?.is(MemberAccessExprSyntax.self) == true
            || node.parent?.is(SubscriptCallExprSyntax.self) == true || node.parent?.is(OptionalChainingExprSyntax.self) == true
            || node.parent?.is(ForceUnwrapExprSyntax.self) == true {
            uses.other += 1
            return true
        }
        uses.reads += 1
        return true
    }
}
