// Definite initialization's walk over a body, as swiftc's SIL passes follow it: which names are
// surely assigned at each point (through every branch of an `if`, `switch`, `guard`, `do`),
// which may be, and whether the end of the body can be reached. The rules an initializer adds
// (stored properties, `super.init`, `self` used too early) are in TypeCheckInitializerRules.swift.
// Whatever the walk cannot follow (a labelled `break`, `fallthrough`, a closure that captures a
// name not yet assigned) makes it give up: it then reports nothing, never a wrong error.
import SwiftSyntax

/// What a path through a body has assigned.
struct AssignedNames {
    var definite: Set<String> = []
    var possible: Set<String> = []

    /// Two paths meeting: surely assigned on both, maybe assigned on either.
    func joined(_ other: AssignedNames) -> AssignedNames {
        AssignedNames(definite: definite.intersection(other.definite), possible: possible.union(other.possible))
    }

    mutating func assign(_ name: String) {
        definite.insert(name)
        possible.insert(name)
    }
}

/// A swiftc error the walk found: its message, node and notes (without the place).
struct FlowError {
    var message: String
    var node: Syntax
    var notes: [String] = []
}

/// The walk over one body. A subclass-like client (`InitializerFlow`) gives meaning to `self`.
class AssignmentFlow {
    /// Names tracked: locals declared without a value (`let x: Int`), and whether each is a `let`.
    var locals: [String: Bool] = [:]
    var state = AssignedNames()
    /// The first error found; the walk stops judging after it.
    var found: FlowError?
    /// The walk met what it does not follow: it reports nothing.
    var gaveUp = false
    /// The states at the `break`s of the innermost `switch`, which continue after it.
    private var switchBreaks: [[AssignedNames]] = []
    /// Functions that never return, beyond the standard library's.
    let neverReturning: Set<String>

    init(neverReturning: Set<String>) {
        self.neverReturning = neverReturning.union(["fatalError", "preconditionFailure", "abort", "exit"])
    }

    /// At the top level, swiftc reports a global's uses before it is assigned last first: the
    /// walk goes on and keeps the last.
    var reportsLastUse = false

    var isDone: Bool { gaveUp || (found != nil && !reportsLastUse) }

    func report(_ message: String, at node: some SyntaxProtocol, notes: [String] = []) {
        guard !isDone else { return }
        found = FlowError(message: message, node: Syntax(node), notes: notes)
    }

    // MARK: Hooks for initializers

    /// A use of the bare name `name`; true when the hook judged it (a property of `self`).
    func useOfBareName(_ reference: DeclReferenceExprSyntax, calledAs call: FunctionCallExprSyntax?) -> Bool { false }
    /// A use of `self` (alone, `self.x`, `self.f()`); true when judged.
    func useOfSelf(_ reference: DeclReferenceExprSyntax) -> Bool { false }
    /// An assignment to `self.name` or to the bare `name`; true when the hook judged it.
    func assignToSelfMember(_ name: String, bare: Bool, at op: Syntax) -> Bool { false }
    /// A `return` (nil for the end of the body): the initializer's rules at the exit.
    func exit(at node: Syntax, returnsNil: Bool) {}
    /// `super.init(…)` / `self.init(…)` called.
    func delegated(_ call: FunctionCallExprSyntax, toSuper: Bool) {}

    // MARK: Statements

    /// Walks `items`; false when no path reaches their end.
    func walk(_ items: some Sequence<CodeBlockItemSyntax>) -> Bool {
        let shadowed = locals
        defer { restoreShadowed(shadowed) }
        for item in items {
            if isDone { return true }
            switch item.item {
            case .decl(let decl):
                declare(decl)
            case .stmt(let stmt):
                if !statement(stmt) { return false }
            case .expr(let expr):
                if !expressionStatement(expr) { return false }
            }
        }
        return true
    }

    /// Names declared in a block are forgotten after it (an outer one of the same name is seen again).
    private func restoreShadowed(_ outer: [String: Bool]) {
        for name in locals.keys where outer[name] == nil { locals[name] = nil }
        for (name, isLet) in outer where locals[name] == nil { locals[name] = isLet }
    }

    private func declare(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isLet = variable.bindingSpecifier.text == "let"
            for binding in variable.bindings {
                if let value = binding.initializer?.value { scan(value) }
                if binding.accessorBlock != nil { shadowNames(in: binding.pattern); continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    shadowNames(in: binding.pattern)
                    continue
                }
                let optionalVar = !isLet && (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                    || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true)
                if binding.initializer == nil, binding.typeAnnotation != nil, !optionalVar, variable.attributes.isEmpty {
                    locals[name] = isLet
                    state.definite.remove(name)
                    state.possible.remove(name)
                } else {
                    shadow(name)
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            if let body = function.body {
                let outer = locals
                // Its parameters hide the walk's names.
                for parameter in function.signature.parameterClause.parameters { locals[(parameter.secondName ?? parameter.firstName).text] = nil }
                captured(Syntax(body), byFunction: function.name)
                locals = outer
            }
            shadow(function.name.text)
        } else {
            // Nested types and the rest: names they use are theirs.
        }
    }

    /// A name declared here that is not tracked (it hides a tracked one of the same name).
    func shadow(_ name: String) {
        if locals[name] != nil { locals[name] = nil }
        shadowedNames.insert(name)
    }

    /// Names bound by declarations inside the body being walked (they hide `self`'s properties).
    var shadowedNames: Set<String> = []

    private func shadowNames(in pattern: PatternSyntax) {
        for token in pattern.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
            shadow(token.text)
        }
    }

    /// Returns false when the statement ends every path through it.
    private func statement(_ stmt: StmtSyntax) -> Bool {
        if let expression = stmt.as(ExpressionStmtSyntax.self) { return expressionStatement(expression.expression) }
        if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            if let value = returnStmt.expression { scan(value) }
            let returnsNil = returnStmt.expression?.is(NilLiteralExprSyntax.self) == true
            exit(at: Syntax(returnStmt.returnKeyword), returnsNil: returnsNil)
            return false
        }
        if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
            scan(throwStmt.expression)
            return false
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            conditions(guardStmt.conditions)
            let before = state
            if walk(guardStmt.body.statements), !gaveUp {
                report("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope", at: guardStmt.body.rightBrace)
            }
            state = before
            return true
        }
        if let forStmt = stmt.as(ForStmtSyntax.self) {
            scan(forStmt.sequence)
            loopBody { shadowNames(in: forStmt.pattern); _ = walk(forStmt.body.statements) }
            return true
        }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            conditions(whileStmt.conditions)
            loopBody { _ = walk(whileStmt.body.statements) }
            let forever = whileStmt.conditions.count == 1 && whileStmt.conditions.first?.condition.as(ExprSyntax.self)?
                .as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            return !(forever && !containsBreak(whileStmt.body))
        }
        if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
            if containsBreak(repeatStmt.body) || containsToken(.keyword(.continue), in: repeatStmt.body) {
                loopBody { _ = walk(repeatStmt.body.statements) }
            } else if !walk(repeatStmt.body.statements) {
                return false
            }
            scan(repeatStmt.condition)
            let forever = repeatStmt.condition.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            return !(forever && !containsBreak(repeatStmt.body))
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) {
            if doStmt.catchClauses.isEmpty { return walk(doStmt.body.statements) }
            let before = state
            var ends: [AssignedNames] = []
            if walk(doStmt.body.statements) { ends.append(state) }
            let possible = state.possible
            for clause in doStmt.catchClauses {
                state = AssignedNames(definite: before.definite, possible: possible)
                if walk(clause.body.statements) { ends.append(state) }
            }
            return merge(ends)
        }
        if stmt.is(DeferStmtSyntax.self) { return true }
        if let breakStmt = stmt.as(BreakStmtSyntax.self) {
            if breakStmt.label != nil { gaveUp = true; return false }
            if !switchBreaks.isEmpty { switchBreaks[switchBreaks.count - 1].append(state) }
            return false
        }
        if stmt.is(ContinueStmtSyntax.self) { return false }
        if stmt.is(FallThroughStmtSyntax.self) { gaveUp = true; return false }
        if let labeled = stmt.as(LabeledStmtSyntax.self) { return statement(labeled.statement) }
        gaveUp = true
        return true
    }

    /// A loop's body may run no times: after it, only what was assigned before it is sure.
    private func loopBody(_ body: () -> Void) {
        let before = state
        switchBreaks.append([])
        body()
        switchBreaks.removeLast()
        state = AssignedNames(definite: before.definite, possible: state.possible.union(before.possible))
    }

    private func merge(_ ends: [AssignedNames]) -> Bool {
        guard let first = ends.first else { return false }
        state = ends.dropFirst().reduce(first) { $0.joined($1) }
        return true
    }

    /// Whether a `break` leaves this loop's body (one in a nested `switch` or loop leaves that;
    /// a labelled one may leave this).
    private func containsBreak(_ block: CodeBlockSyntax) -> Bool {
        func breaks(_ node: Syntax) -> Bool {
            if node.is(BreakStmtSyntax.self) { return true }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
            if node.is(SwitchExprSyntax.self) || node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) {
                // Only a labelled `break` inside them can leave this loop.
                return node.tokens(viewMode: .sourceAccurate).contains { token in
                    token.tokenKind == .keyword(.break) && token.parent?.as(BreakStmtSyntax.self)?.label != nil
                }
            }
            return node.children(viewMode: .sourceAccurate).contains { breaks($0) }
        }
        return breaks(Syntax(block))
    }

    private func containsToken(_ kind: TokenKind, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == kind }
    }

    private func expressionStatement(_ expr: ExprSyntax) -> Bool {
        if let ifExpr = expr.as(IfExprSyntax.self) { return ifStatement(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            scan(switchExpr.subject)
            let before = state
            var ends: [AssignedNames] = []
            switchBreaks.append([])
            for case .switchCase(let switchCase) in switchExpr.cases {
                state = before
                if case .case(let label) = switchCase.label {
                    for item in label.caseItems { shadowNames(in: item.pattern) }
                }
                if walk(switchCase.statements) { ends.append(state) }
            }
            if switchExpr.cases.contains(where: { $0.is(IfConfigDeclSyntax.self) }) { gaveUp = true }
            ends += switchBreaks.removeLast()
            return merge(ends)
        }
        scan(expr)
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           neverReturning.contains(name), !shadowedNames.contains(name) {
            return false
        }
        return true
    }

    private func ifStatement(_ ifExpr: IfExprSyntax) -> Bool {
        conditions(ifExpr.conditions)
        let before = state
        var ends: [AssignedNames] = []
        if walk(ifExpr.body.statements) { ends.append(state) }
        state = before
        switch ifExpr.elseBody {
        case .ifExpr(let next): if ifStatement(next) { ends.append(state) }
        case .codeBlock(let block): if walk(block.statements) { ends.append(state) }
        case nil:
            // `if true { … }`: swiftc knows the body runs.
            let always = ifExpr.conditions.count == 1
                && ifExpr.conditions.first?.condition.as(ExprSyntax.self)?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            if !always { ends.append(before) }
        }
        return merge(ends)
    }

    private func conditions(_ list: ConditionElementListSyntax) {
        for element in list {
            switch element.condition {
            case .expression(let expr): scan(expr)
            case .optionalBinding(let binding):
                if let value = binding.initializer?.value { scan(value) } else { read(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier) }
                shadowNames(in: binding.pattern)
            case .matchingPattern(let matching):
                scan(matching.initializer.value)
                shadowNames(in: matching.pattern)
            default:
                scan(Syntax(element))
            }
        }
    }

    /// `if let x {`: a read of `x`.
    private func read(_ token: TokenSyntax?) {
        guard let token, let isLet = locals[token.text], !state.definite.contains(token.text) else { return }
        report("\(isLet ? "constant" : "variable") '\(token.text)' used before being initialized", at: token)
    }

    // MARK: Expressions

    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=", "&+=", "&-="]

    /// Reads and assignments in an expression, in the order they happen.
    func scan(_ node: ExprSyntax) { scan(Syntax(node)) }

    /// Whether reads and assignments matter: a name is tracked (an initializer's properties
    /// always are). Without, expressions are not walked.
    var tracksNames: Bool { !locals.isEmpty }

    func scan(_ node: Syntax) {
        if isDone || !tracksNames { return }
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3 {
                if elements[1].is(AssignmentExprSyntax.self) {
                    for element in elements.dropFirst(2) { scan(element) }
                    assign(elements[0], at: Syntax(elements[1]))
                    return
                }
                if let op = elements[1].as(BinaryOperatorExprSyntax.self), Self.compoundAssignments.contains(op.operator.text) {
                    scan(elements[0])
                    for element in elements.dropFirst(2) { scan(element) }
                    return
                }
            }
        }
        if let closure = node.as(ClosureExprSyntax.self) { captured(Syntax(closure)); return }
        if let inOut = node.as(InOutExprSyntax.self), let name = inOut.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           locals[name] != nil, !state.definite.contains(name) {
            // `&x` before `x` has a value: swiftc's words for it are not the ones of a read.
            gaveUp = true
            return
        }
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
               let base = member.base, base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                for argument in call.arguments { scan(argument.expression) }
                if let trailing = call.trailingClosure { scan(ExprSyntax(trailing)) }
                delegated(call, toSuper: base.is(SuperExprSyntax.self))
                return
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                for argument in call.arguments { scan(argument.expression) }
                if let trailing = call.trailingClosure { scan(ExprSyntax(trailing)) }
                if !useOfBareName(reference, calledAs: call) { use(reference) }
                return
            }
        }
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            // A member's name (`a.count`) is not a variable's.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return }
            use(reference)
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { scan(child) }
    }

    private func use(_ reference: DeclReferenceExprSyntax) {
        let name = reference.baseName.text
        if reference.baseName.tokenKind == .keyword(.self) {
            _ = useOfSelf(reference)
            return
        }
        if let isLet = locals[name] {
            if !state.definite.contains(name) {
                report("\(isLet ? "constant" : "variable") '\(name)' used before being initialized", at: reference)
            }
            return
        }
        _ = useOfBareName(reference, calledAs: nil)
    }

    /// The target of `=`.
    private func assign(_ target: ExprSyntax, at op: Syntax) {
        if let tuple = target.as(TupleExprSyntax.self) {
            for element in tuple.elements { assign(element.expression, at: op) }
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let isLet = locals[name] {
                if isLet && state.possible.contains(name) {
                    if state.definite.contains(name) {
                        report("immutable value '\(name)' may only be initialized once", at: op,
                               notes: ["note: change 'let' to 'var' to make it mutable"])
                    } else {
                        gaveUp = true
                    }
                }
                state.assign(name)
                return
            }
            if assignToSelfMember(name, bare: true, at: op) { return }
            return
        }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           assignToSelfMember(member.declName.baseName.text, bare: false, at: op) {
            return
        }
        // `a.b = …`, `a[i] = …`: the base is read.
        scan(target)
    }

    /// A closure or a function declared in the body: what it uses must already be assigned. A
    /// closure that uses a name before it surely has a value is refused there; so is a top-level
    /// function at its name (a local function is judged where it is called: the walk gives up).
    func captured(_ node: Syntax, byFunction name: TokenSyntax? = nil) {
        guard locals.keys.contains(where: { !state.definite.contains($0) }) else { return }
        let inner = node.declaredNames
        for token in node.tokens(viewMode: .sourceAccurate)
        where locals[token.text] != nil && !state.definite.contains(token.text) && token.parent?.is(DeclReferenceExprSyntax.self) == true {
            let what = locals[token.text] == true ? "constant" : "variable"
            if inner.contains(token.text) {
                gaveUp = true
            } else if let name {
                if reportsLastUse {
                    report("\(what) '\(token.text)' used by function definition before being initialized", at: name)
                } else {
                    gaveUp = true
                }
            } else {
                report("\(what) '\(token.text)' captured by a closure before being initialized", at: node)
            }
            return
        }
    }
}

extension Syntax {
    /// Every name a pattern, a parameter or a local function declares inside this node (they
    /// hide names of the same spelling outside it).
    var declaredNames: Set<String> {
        var names = Set<String>()
        for token in tokens(viewMode: .sourceAccurate) {
            if token.parent?.is(IdentifierPatternSyntax.self) == true { names.insert(token.text) }
            if let parameter = token.parent?.as(ClosureShorthandParameterSyntax.self) { names.insert(parameter.name.text) }
            if let parameter = token.parent?.as(ClosureParameterSyntax.self) { names.insert((parameter.secondName ?? parameter.firstName).text) }
            if let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id { names.insert(token.text) }
            if let parameter = token.parent?.as(FunctionParameterSyntax.self) { names.insert((parameter.secondName ?? parameter.firstName).text) }
        }
        return names
    }
}
