// A function's closure parameter is non-escaping unless it says `@escaping`: it may be called,
// passed on to a non-escaping parameter, or captured by a closure that does not escape — and no
// more. swiftc refuses, while type checking, the parameter itself stored (`handler = completion`,
// "assigning non-escaping parameter …"), appended (`listeners.append(listener)`, "converting
// non-escaping parameter … to generic parameter 'Element'"), passed for an `@escaping` parameter
// or a memberwise initializer's closure ("passing non-escaping parameter …"), returned or given a
// declared type ("using non-escaping parameter …"); and in its SIL passes (`mandatoryDiagnostics`)
// an escaping closure or local function that captures it ("escaping closure captures
// non-escaping parameter 'work'", at the closure's `{`). A closure escapes where
// `isEscapingClosure` (TypeCheckEscapingSelf.swift) says, or where a variable keeps it.
import SwiftSyntax

extension TypeChecker {
    func checkBody(_ body: CodeBlockSyntax?, parameters: FunctionParameterClauseSyntax?, returning result: StaticType,
                   throwing: Bool = false) {
        guard let body else { return }
        let outerNonEscaping = nonEscapingParameters
        defer { nonEscapingParameters = outerNonEscaping }
        var own: [String] = []
        for parameter in (parameters?.parameters).elementsIfAny {
            let name = (parameter.secondName ?? parameter.firstName).text
            nonEscapingParameters.remove(name)
            if parameter.type.is(FunctionTypeSyntax.self) { own.append(name) }
        }
        if !own.isEmpty { checkNonEscapingUses(of: own, in: body) }
        nonEscapingParameters.formUnion(own)
        withFunction(returning: result, throwing: throwing) {
            scoped {
                for parameter in (parameters?.parameters).elementsIfAny {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    // An `inout [String: Int]` parameter is a variable of that type in the body.
                    var type = table.resolve(parameter.type.inoutBase ?? parameter.type)
                    if parameter.ellipsis != nil { type = .array(type) }
                    declare(name, type)
                }
                checkItems(body.statements)
            }
        }
        warnOfLocals(in: body)
    }

    /// The plain `try` around a throwing call in a function that neither throws nor rethrows,
    /// with no `try?`, `try!` or `do`-`catch` around it there: "errors thrown from here are not handled".
    func unhandledTry(around node: Syntax) -> TryExprSyntax? {
        var found: TryExprSyntax?
        var current = node.parent
        while let next = current {
            if let tryExpr = next.as(TryExprSyntax.self) {
                if tryExpr.questionOrExclamationMark != nil { return nil }
                found = tryExpr
            } else if let verdict = unhandledHere(next) {
                return verdict ? found : nil
            }
            current = next.parent
        }
        return nil
    }

    /// A `throw` in a function that neither throws nor rethrows, outside a `do` with catches.
    func unhandledThrow(_ statement: ThrowStmtSyntax) -> ThrowStmtSyntax? {
        var current = statement.parent
        while let next = current {
            if let verdict = unhandledHere(next) { return verdict ? statement : nil }
            current = next.parent
        }
        return nil
    }

    /// Whether an error thrown inside `node` goes unhandled (nil: look further out).
    private func unhandledHere(_ node: Syntax) -> Bool? {
        if let doStmt = node.as(DoStmtSyntax.self) { return doStmt.catchClauses.isEmpty ? nil : false }
        if let function = node.as(FunctionDeclSyntax.self) { return function.signature.effectSpecifiers?.throwsClause == nil }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.signature.effectSpecifiers?.throwsClause == nil }
        if node.is(ClosureExprSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(AccessorBlockSyntax.self)
            || node.is(SourceFileSyntax.self) || node.is(DeinitializerDeclSyntax.self) { return false }
        return nil
    }

    func withFunction(returning result: StaticType, throwing: Bool = false, _ body: () -> Void) {
        let outer = (returnType, tryDepth, errorsPropagate, closureReturnTypes)
        returnType = result
        tryDepth = 0
        errorsPropagate = throwing
        closureReturnTypes = nil  // a closure's own returns only (TypeCheckClosures.swift)
        body()
        (returnType, tryDepth, errorsPropagate, closureReturnTypes) = outer
    }

    /// A call's argument that is a non-escaping parameter itself, for a parameter the callee
    /// declares `@escaping` (TypeCheckCalls.swift, with the callee's signature).
    func judgeNonEscapingArgument(_ argument: ExprSyntax, escaping: Bool) {
        guard escaping, let reference = argument.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              nonEscapingParameters.contains(reference.baseName.text) else { return }
        error("passing non-escaping parameter '\(reference.baseName.text)' to function expecting an '@escaping' closure", at: reference)
    }

    /// The body's uses of its non-escaping parameters `names` that let them escape.
    private func checkNonEscapingUses(of names: [String], in body: CodeBlockSyntax) {
        let finder = NonEscapingUseFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        // A name the body declares again (a local, a closure's parameter) is not judged.
        let watched = Set(names).subtracting(finder.declared)
        guard !watched.isEmpty else { return }
        for reference in finder.references where watched.contains(reference.baseName.text) {
            let name = reference.baseName.text
            if let message = escapingUse(of: reference, name) {
                // `done = f`: swiftc reports an assignment at its `=`.
                let elements = Syntax(reference).parent?.as(ExprListSyntax.self).map(Array.init)
                if let elements, elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                    error(message, at: elements[1])
                } else {
                    error(message, at: reference)
                }
            } else if let closure = finder.closures(around: reference).reversed().first(where: escapes) {
                reportEscape(at: Syntax(closure), "escaping closure captures non-escaping parameter '\(name)'")
            } else if let local = finder.localFunction(around: reference) {
                for use in finder.references where use.baseName.text == local.name.text && escapes(reference: use) {
                    reportEscape(at: Syntax(use), "escaping local function captures non-escaping parameter '\(name)'")
                }
            }
        }
    }

    private func reportEscape(at node: Syntax, _ message: String) {
        let location = source.location(of: node)
        guard !mandatoryDiagnostics.contains(where: { $0.location == location }) else { return }
        mandatoryDiagnostics.append(Diagnostic(message: message, fileName: source.fileName, location: location))
    }

    /// swiftc's words for a parameter used as a value where it would escape.
    private func escapingUse(of reference: DeclReferenceExprSyntax, _ name: String) -> String? {
        let node = Syntax(reference)
        if let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
            let elements = Array(list)
            if elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self), elements[0].trimmedText != "_" {
                return "assigning non-escaping parameter '\(name)' to an '@escaping' closure"
            }
            return nil
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["append", "insert"].contains(member.declName.baseName.text),
           call.arguments.first?.id == argument.id {
            return "converting non-escaping parameter '\(name)' to generic parameter 'Element' may allow it to escape"
        }
        if node.parent?.is(ReturnStmtSyntax.self) == true || node.parent?.parent?.is(ArrayExprSyntax.self) == true
            || (node.parent?.is(InitializerClauseSyntax.self) == true
                && node.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation != nil) {
            return "using non-escaping parameter '\(name)' in a context expecting an '@escaping' closure"
        }
        return nil
    }

    /// Whether a closure escapes: stored by the call or assignment it is given to, kept by a
    /// variable, or returned.
    private func escapes(_ closure: ClosureExprSyntax) -> Bool {
        if isEscapingClosure(closure) { return true }
        let parent = closure.parent
        if parent?.is(InitializerClauseSyntax.self) == true, parent?.parent?.is(PatternBindingSyntax.self) == true { return true }
        if parent?.is(ReturnStmtSyntax.self) == true { return true }
        // The one expression of a closure's or function's body is its result.
        if let item = parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self), items.count == 1 {
            return items.parent?.is(ClosureExprSyntax.self) == true
                || items.parent?.as(CodeBlockSyntax.self)?.parent?.is(FunctionDeclSyntax.self) == true
        }
        return false
    }

    /// Whether a local function's name, used as a value, escapes.
    private func escapes(reference: DeclReferenceExprSyntax) -> Bool {
        let parent = reference.parent
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id { return false }
        if parent?.is(InitializerClauseSyntax.self) == true || parent?.is(ReturnStmtSyntax.self) == true { return true }
        if let argument = parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return ["append", "insert"].contains(member.declName.baseName.text)
        }
        if let list = parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            return elements.count == 3 && elements[2].id == Syntax(reference).id && elements[1].is(AssignmentExprSyntax.self)
        }
        return false
    }
}

/// A body's bare name references, the names it declares, its closures and local functions
/// (nested types' members are theirs).
private final class NonEscapingUseFinder: SyntaxVisitor {
    var references: [DeclReferenceExprSyntax] = []
    var declared: Set<String> = []
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.argumentNames == nil, node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id { references.append(node) }
        return .skipChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.identifier.text)
        return .skipChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .skipChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert((node.secondName ?? node.firstName).text)
        return .skipChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert((node.secondName ?? node.firstName).text)
        return .skipChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The closures of the body around `node`, innermost first.
    func closures(around node: DeclReferenceExprSyntax) -> [ClosureExprSyntax] {
        var found: [ClosureExprSyntax] = []
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self) {
            if let closure = next.as(ClosureExprSyntax.self) { found.append(closure) }
            current = next.parent
        }
        return found
    }

    /// The local function whose body `node` is in, when it is not in a closure there.
    func localFunction(around node: DeclReferenceExprSyntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let next = current {
            if next.is(ClosureExprSyntax.self) { return nil }
            if let function = next.as(FunctionDeclSyntax.self) { return function.parent?.is(CodeBlockItemSyntax.self) == true ? function : nil }
            current = next.parent
        }
        return nil
    }
}
