// An escaping closure in a struct's or enum's `mutating` method may not capture `self` (an
// `inout` parameter there): swiftc's "escaping closure captures mutating 'self' parameter", at the
// closure's `{`, a SIL-pass error (`mandatoryDiagnostics`: reported only when nothing else is).
// A closure escapes where it is stored: assigned (`handler = { … }`), appended or inserted into
// an array, passed for an `@escaping` parameter of the script's function, or to
// `DispatchQueue`'s `async`. A capture list (`[self]`) copies `self` and is fine.
import SwiftSyntax

extension TypeChecker {
    func checkEscapingSelfCaptures(_ index: DeclarationIndex) {
        for function in index.globalFunctions { checkInoutCaptures(function) }
        for path in index.order {
            if let type = index.types[path], !isLibrary(type.decl) {
                for member in type.members { if let function = member.as(FunctionDeclSyntax.self) { checkInoutCaptures(function) } }
            }
            if let type = index.types[path], type.kind == .classType, !isLibrary(type.decl) { checkImplicitSelf(in: type, index: index) }
            guard let type = index.types[path], type.kind == .structure || type.kind == .enumeration, !isLibrary(type.decl) else { continue }
            var properties: Set<String> = []
            for member in type.members where !member.isStaticMember {
                if member.is(VariableDeclSyntax.self) || member.is(FunctionDeclSyntax.self) {
                    for name in member.memberNames.1 { properties.insert(name.spelled.prefix { $0 != "(" }.description) }
                }
            }
            for member in type.members {
                guard let function = member.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "mutating" }),
                      let body = function.body, scriptWalk.holdsClosure(body) else { continue }
                let finder = EscapingClosureFinder(viewMode: .sourceAccurate)
                finder.walk(body)
                for closure in finder.closures where isEscapingClosure(closure) {
                    guard let capture = capturedSelf(in: closure, members: properties, function: function) else { continue }
                    let location = source.location(of: closure)
                    mandatoryDiagnostics.append(Diagnostic(message: "escaping closure captures mutating 'self' parameter",
                                                           fileName: source.fileName, location: location,
                                                           notes: [Diagnostic.Note(message: "captured here", fileName: source.fileName,
                                                                                   location: source.location(of: capture))]))
                }
            }
        }
    }

    /// A class's escaping closure that names a property or method of `self` without `self.`:
    /// "reference to property 'photos' in closure requires explicit use of 'self' …".
    private func checkImplicitSelf(in type: ScriptTypeDeclaration, index: DeclarationIndex) {
        var properties: Set<String> = [], methods: Set<String> = []
        for declaration in [type] + index.ancestors(of: type).chain {
            for member in declaration.members where !member.isStaticMember {
                if member.is(VariableDeclSyntax.self) { for name in member.memberNames.1 { properties.insert(name.spelled) } }
                if let function = member.as(FunctionDeclSyntax.self) { methods.insert(function.name.text) }
            }
        }
        properties.subtract(methods)
        for member in type.members {
            guard let function = member.as(FunctionDeclSyntax.self), !member.isStaticMember, let body = function.body,
                  scriptWalk.holdsClosure(body) else { continue }
            let finder = EscapingClosureFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            for closure in finder.closures where isEscapingClosure(closure)
                || Self.weakSelfNeverUnwrapped(closure) && isEscapingClosure(closure, allowingCaptureList: true) {
                let weak = closure.signature?.capture != nil
                guard let capture = capturedSelf(in: closure, members: properties.union(methods), function: function, skippingSelf: weak),
                      capture.tokenKind != .keyword(.self) else { continue }
                let name = capture.text
                let isCall = capture.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == capture.parent?.id
                error(methods.contains(name) && isCall
                      ? "call to method '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit"
                      : "reference to property '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit",
                      at: capture)
                return
            }
        }
    }

    /// An escaping closure (returned, stored, passed for an `@escaping` parameter) that uses an
    /// `inout` parameter: "escaping closure captures 'inout' parameter 'total'", at its `{`.
    private func checkInoutCaptures(_ function: FunctionDeclSyntax) {
        let inouts = Set(function.signature.parameterClause.parameters.compactMap { parameter -> String? in
            guard parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: { $0.trimmedText == "inout" }) == true else { return nil }
            return (parameter.secondName ?? parameter.firstName).text
        })
        guard !inouts.isEmpty, let body = function.body, !isLibrary(function), scriptWalk.holdsClosure(body) else { return }
        let finder = EscapingClosureFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        for closure in finder.closures where closure.parent?.is(ReturnStmtSyntax.self) == true || isEscapingClosure(closure) {
            let declaredInside = Syntax(closure).declaredNames
            for token in closure.statements.tokens(viewMode: .sourceAccurate) where inouts.contains(token.text) && !declaredInside.contains(token.text) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id else { continue }
                mandatoryDiagnostics.append(Diagnostic(message: "escaping closure captures 'inout' parameter '\(token.text)'",
                                                       fileName: source.fileName, location: source.location(of: closure),
                                                       notes: [Diagnostic.Note(message: "captured here", fileName: source.fileName,
                                                                               location: source.location(of: token))]))
                return
            }
        }
    }

    /// Whether `closure` is surely stored beyond the call.
    func isEscapingClosure(_ closure: ClosureExprSyntax, allowingCaptureList: Bool = false) -> Bool {
        guard allowingCaptureList || closure.signature?.capture == nil else { return false }
        var node = Syntax(closure)
        // `handler = { … }`: the right side of an assignment.
        if let list = node.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[2].id == node.id, elements[1].as(AssignmentExprSyntax.self) != nil { return true }
            return false
        }
        // `let work = { … }` / `let work: () -> Void = { … }`: a closure kept in a variable escapes.
        if let clause = node.parent?.as(InitializerClauseSyntax.self), clause.parent?.is(PatternBindingSyntax.self) == true {
            return true
        }
        var label: String?
        let call: FunctionCallExprSyntax
        if let found = node.parent?.as(FunctionCallExprSyntax.self), found.trailingClosure?.id == node.id {
            call = found
            label = nil
        } else if let argument = node.parent?.as(LabeledExprSyntax.self), let found = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            node = Syntax(argument)
            call = found
            label = argument.label?.text
        } else {
            return false
        }
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if ["append", "insert"].contains(name) { return true }
            if ["async", "asyncAfter"].contains(name), member.base?.trimmedText.hasPrefix("DispatchQueue") == true { return true }
            return escapingParameter(named: name, label: label, isTrailing: call.trailingClosure?.id == closure.id)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return escapingParameter(named: reference.baseName.text, label: label, isTrailing: call.trailingClosure?.id == closure.id)
        }
        return false
    }

    /// Whether every function of the script named `name` declares the parameter an argument
    /// with `label` (or the trailing closure) meets `@escaping`.
    private func escapingParameter(named name: String, label: String?, isTrailing: Bool) -> Bool {
        guard let found = scriptFunctionsByName[name], !found.isEmpty else { return false }
        return found.allSatisfy { function in
            let parameters = Array(function.signature.parameterClause.parameters)
            let parameter = isTrailing ? parameters.last : parameters.first { ($0.firstName.text == "_" ? nil : $0.firstName.text) == label }
            return parameter?.type.as(AttributedTypeSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "escaping"
            } == true
        }
    }

    /// The first `self` the closure uses: written, or implied by a member's bare name that no
    /// local or parameter of the method shadows.
    /// `{ [weak self] in … }` that never binds `self` again (`guard let self`): a bare member in it
    /// needs `self`, as in an escaping closure.
    private static func weakSelfNeverUnwrapped(_ closure: ClosureExprSyntax) -> Bool {
        guard let capture = closure.signature?.capture,
              capture.items.contains(where: { $0.name.tokenKind == .keyword(.self) && $0.specifier?.specifier.text == "weak" }) else { return false }
        return !closure.statements.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .keyword(.self) && ($0.parent?.is(IdentifierPatternSyntax.self) == true || $0.parent?.is(OptionalBindingConditionSyntax.self) == true)
        }
    }

    private func capturedSelf(in closure: ClosureExprSyntax, members: Set<String>, function: FunctionDeclSyntax, skippingSelf: Bool = false) -> TokenSyntax? {
        let shadowed = Set(function.tokens(viewMode: .sourceAccurate).filter { token in
            guard let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
                || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
        }.map(\.text))
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            if !skippingSelf, token.tokenKind == .keyword(.self), token.parent?.is(DeclReferenceExprSyntax.self) == true { return token }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id,
               members.contains(token.text), !shadowed.contains(token.text),
               reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id {
                return token
            }
        }
        return nil
    }
}

/// The closures of a body, outside nested types and functions.
private final class EscapingClosureFinder: SyntaxVisitor {
    var closures: [ClosureExprSyntax] = []
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures.append(node)
        return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension TypeChecker {
    /// A function declaration, or a type's (an extension's) methods and nested types' methods.
    static func collectFunctions(_ decl: DeclSyntax, into found: inout [String: [FunctionDeclSyntax]]) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            found[function.name.text, default: []].append(function)
        } else if let block = decl.memberBlockIfAny {
            for member in block.members { collectFunctions(member.decl, into: &found) }
        }
    }
}
