// Return types swiftc cannot settle: a `some P` function whose returns are values of different
// script types ("function declares an opaque return type 'some Shape', but the return statements
// in its body do not have matching underlying types"), and a call of one of two top-level
// functions that differ only in their return type where nothing picks one — a statement of its
// own, or `print`'s argument ("ambiguous use of 'greet'").
import SwiftSyntax

extension TypeChecker {
    func checkReturnTypes(_ items: [CodeBlockItemSyntax]) {
        let finder = scriptWalk
        for function in finder.opaqueFunctions { judgeOpaqueReturns(function) }
        judgeCallsAmbiguousByReturn(items, finder)
    }

    private func judgeOpaqueReturns(_ function: FunctionDeclSyntax) {
        guard let body = function.body, let result = function.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self) else { return }
        let returns = ReturnFinder(viewMode: .sourceAccurate)
        returns.walk(body)
        var names: [String] = []
        // The function's parameters by name, with their written types (`_ shape: T`).
        let parameters = Dictionary(function.signature.parameterClause.parameters.map {
            (($0.secondName ?? $0.firstName).text, $0.type.trimmedText)
        }, uniquingKeysWith: { first, _ in first })
        let generics = Set((function.genericParameterClause?.parameters).elementsIfAny.map(\.name.text))
        for statement in returns.found {
            guard let expression = statement.expression.map({ unparenthesized($0) }) else { return }
            // A script type's initializer says surely which type a return has (a generic one's
            // arguments aside: `FlippedShape(shape: shape)` is a FlippedShape whatever they are),
            // and so does a parameter of a generic parameter's type (`return shape` of `_ shape: T`).
            if let call = expression.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let type = table.types[name], !type.isLibrary, type.kind != .protocolType {
                if !names.contains(name) { names.append(name) }
            } else if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                      let written = parameters[reference.baseName.text], generics.contains(written) {
                if !names.contains(" " + written) { names.append(" " + written) }
            } else {
                return
            }
        }
        guard names.count > 1 else { return }
        error("function declares an opaque return type '\(result.trimmedText)', but the return statements in its body do not have matching underlying types [#OpaqueTypeInference]",
              at: function.name)
    }

    private func judgeCallsAmbiguousByReturn(_ items: [CodeBlockItemSyntax], _ finder: ScriptWalk) {
        // Top-level functions by name and parameters (labels and written types).
        var groups: [String: [FunctionDeclSyntax]] = [:]
        for item in items {
            guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self), function.genericParameterClause == nil else { continue }
            let parameters = function.signature.parameterClause.parameters.map { "\($0.firstName.text):\($0.type.trimmedText)" }
            groups[function.name.text + "(" + parameters.joined(separator: ",") + ")", default: []].append(function)
        }
        var ambiguous: [String: [String?]] = [:]
        for (_, functions) in groups where functions.count > 1 {
            let results = Set(functions.map { $0.signature.returnClause?.type.trimmedText ?? "()" })
            guard results.count == functions.count, let first = functions.first else { continue }
            ambiguous[first.name.text] = first.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        }
        guard !ambiguous.isEmpty else { return }
        for call in finder.calls {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), let labels = ambiguous[callee.baseName.text],
                  call.arguments.map({ $0.label?.text }) == labels, call.trailingClosure == nil else { continue }
            let parent = call.parent
            let isStatement = parent?.is(CodeBlockItemSyntax.self) == true
            let printed = parent?.as(LabeledExprSyntax.self).flatMap { argument -> Bool? in
                guard argument.label == nil, let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
                return outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print"
            } ?? false
            // swiftc names `greet(_:)` 'greet', but `roll()` and `f(x:)` in full.
            let name = !labels.isEmpty && labels.allSatisfy({ $0 == nil }) ? callee.baseName.text : selector(callee.baseName.text, labels: labels)
            // `let bounds = minMax(array: scores)`: a variable without a type takes either result.
            let untypedBinding = parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self).map {
                $0.typeAnnotation == nil && $0.pattern.is(IdentifierPatternSyntax.self)
            } ?? false
            if isStatement || printed || untypedBinding { error("ambiguous use of '\(name)'", at: callee) }
        }
    }
}

/// A body's `return` statements, outside its closures and nested functions.
private final class ReturnFinder: SyntaxVisitor {
    var found: [ReturnStmtSyntax] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

}

extension TypeChecker {
    /// A closure of several statements declared to give a value that has no `return` at all
    /// (`{ n in let r = n * n; print(r) }` for an `(Int) -> Int`): "missing return in closure
    /// expected to return 'Int'", at its closing brace (a SIL-pass error).
    func judgeMissingClosureReturn(_ closure: ClosureExprSyntax, _ result: StaticType) {
        // Only where a declaration's type says the result (`let square: (Int) -> Int = { … }`): a
        // parameter's closure may be a result builder's, whose statements are its parts.
        guard closure.statements.count > 1,
              closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation != nil else { return }
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.return), .keyword(.throw), .keyword(.while), .keyword(.repeat): return
            case .identifier(let name) where ["fatalError", "preconditionFailure", "abort", "exit"].contains(name): return
            default: continue
            }
        }
        let location = source.location(of: closure.rightBrace)
        guard !mandatoryDiagnostics.contains(where: { $0.location == location }) else { return }
        mandatoryDiagnostics.append(Diagnostic(message: "missing return in closure expected to return '\(result)'",
                                               fileName: source.fileName, location: location))
    }
}
