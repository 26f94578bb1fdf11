// Where a syntax node becomes a closure. The compiler walks the tree once, asks the resolver for
// each name's slot, and returns `Eval` / `Exec` closures; running the script is calling them.
// Statements are here; expressions, patterns and declarations have files of their own.
import SwiftSyntax

final class Compiler {
    let source: SourceFile
    let runtime: Runtime
    let library: Library
    let resolver: Resolver
    var diagnostics: [Diagnostic] = []
    /// The type checker's choice among a function's overloads, by a call's place (the
    /// declaration's name's place); without one, the first whose labels fit.
    var overloadChoices: [Location: Location] = [:]
    /// Native bodies the embedder gives methods its library lines declare (`NativeMethodBody`).
    var nativeMethodBodies: [NativeMethodBody] = []
    /// Integer literals the checker typed as Double or Float, by place (`TypeChecker.literalTypes`):
    /// where no hint says a literal's type, these do.
    var floatingLiterals: [Location: StaticType] = [:]
    /// The type checker's type of an implicit member (`.iso8601`), by the member's place.
    var implicitMemberTypes: [Location: String] = [:]
    /// Array literals of Optionals whose plain elements are wrapped (`TypeChecker.optionalArrayLiterals`).
    var optionalArrayLiterals: Set<Location> = []
    /// Values assigned through a subscript into an Optional place (`TypeChecker.subscriptValueDepths`).
    var subscriptValueDepths: [Location: (depth: Int, nilWrapping: Int)] = [:]
    /// The checker's spelling of each `type(of: x)` argument's static type (StaticTypeNames.swift).
    var typeOfSpellings: [Location: (String, [String]?)] = [:]
    /// The checker's `genericCallArguments` (GenericParameters.swift).
    var genericCallArguments: [Location: [String: String]] = [:]
    /// Members of standard values the checker did not find (CompilerBuiltinMembers.swift).
    var builtinMemberUses: [BuiltinMemberUse] = []
    /// The checker's `libraryCallSites`: method calls to judge against every overload (Overloads.swift).
    var libraryCallSites: [Location: String] = [:]
    /// The checker's literals that make a script type (ScriptLiterals.swift).
    var literalNominalTypes: [Location: String] = [:]
    /// The checker's `characterLiterals`.
    var characterLiterals: Set<Location> = []
    /// The checker's protocol receivers of members (StaticProtocolDispatch.swift).
    var protocolReceivers: [Location: String] = [:]
    /// Local functions of a body declared before its first statement runs, so one calls another
    /// declared after it (CompilerDeclarations.swift): their slots, by declaration.
    var predeclaredFunctionSlots: [SyntaxIdentifier: Int] = [:]
    /// Member names some script type declares with an `@autoclosure` parameter (AutoclosureArguments.swift).
    var autoclosureMemberNames: Set<String>?
    /// Binary operators whose operands are `@autoclosure`, found once per operator (CompilerOperators.swift).
    var autoclosureOperatorOperands: [String: (left: Bool, right: Bool)] = [:]
    /// The checker's `&` arguments that modify a whole global for the call (TypeCheckExclusivity.swift).
    var exclusiveInoutPlaces: Set<Location> = []
    /// Array literals declared as arrays (`let bags: [Bag] = [b, [3]]`): their hint is their
    /// elements' type, never a type the whole literal makes (ScriptLiterals.swift).
    var arrayLiteralsOfElements: Set<Location> = []
    /// The names of the variables and properties declared implicitly unwrapped so far, the
    /// library's and the script's (ImplicitlyUnwrappedArguments.swift).
    var implicitlyUnwrappedNames: Set<String> = []
    /// Whether the script's own lines declare anything implicitly unwrapped: then a value stored
    /// under a declared non-optional type is unwrapped (`Conversion.unwrapsImplicitly`).
    var scriptUsesImplicitlyUnwrapped = false
    /// The globals the script passes `&` (CompilerExclusivity.swift).
    var cachedInoutNames: (globals: Set<String>, members: Set<String>)?
    /// The frame of top-level variables; global functions capture it.
    var globalFrame: Frame { runtime.globals }
    /// Function bodies to compile once every declaration is known.
    var pendingBodies: [() -> Void] = []
    /// The variables of the loop body compiled last (see `compileScoped`).
    var loopBodyLocals: [Int] = []
    /// The declared function type a closure literal is being compiled for (`let f: (Double) ->
    /// Double = { $0 * 2 }`): its parameters and result convert as the type says.
    var closureTypeHint: FunctionTypeSyntax?
    /// The result builder a closure literal is being compiled for (ResultBuilders.swift).
    var closureBuilder: String?
    /// Each file's result builders and the parameters that take one (ResultBuilders.swift).
    var resultBuilderIndexes: [SyntaxIdentifier: ResultBuilderIndex] = [:]
    /// The identifiers the script's own lines use (not the library's): which library types it names.
    lazy var scriptWords: Set<String> = {
        Set(scriptOwnText().split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }()
    /// Member reads compiled to a plain stored property's read (`copy.position`), by node: where
    /// the value read lies, for a read of its own member (`copy.position.x`) to look there
    /// instead of copying it (CompilerMembers.swift).
    var memberPeeks: [SyntaxIdentifier: (Frame) throws -> UnsafePointer<Value>?] = [:]
    /// Every class declaration of the program by name (found while collecting types).
    var classDecls: [String: ClassDeclSyntax] = [:]
    /// The script's type declarations and type aliases by name, for `MemoryLayout` (MemoryLayouts.swift).
    var memoryLayoutDeclarations: [String: DeclSyntax]?
    var memoryLayoutAliases: [String: TypeSyntax] = [:]
    /// `Compiler.wrappedValueParameter(of:)`'s answers, by wrapper type (PropertyWrappers.swift).
    var wrappedValueParameters: [ObjectIdentifier: Int?] = [:]
    /// The script's own infix operators and their precedence (`infix operator ** : …`), kept by
    /// the resolver so that a session's later chunks know them.
    var customOperators: [String: OperatorInfo] {
        get { resolver.customOperators }
        set { resolver.customOperators = newValue }
    }
    /// Whether a parameter's default is `#function` (call sites then record where they are).
    var callerFunctionLiteralUsed = false
    /// The generic parameters of the functions being compiled that their bodies use as values
    /// (`GenericParameters.swift`), innermost last.
    var genericValueNames: [Set<String>] = []
    /// `Stack()` in `Stack<Element>`'s own code being compiled as `Stack<Element>()` (TypeArguments.swift).
    var compilingOwnTypeCall = false

    /// The embedder's library lines whose function bodies compile on first call
    /// (`Interpreter.Options.compilesLibraryOnFirstCall`).
    let lazyLibraryLines: Int

    /// `resolver`: a session's, which already knows the library and what earlier chunks declared;
    /// nil for a fresh one that knows the library.
    init(source: SourceFile, runtime: Runtime, library: Library, lazyLibraryLines: Int = 0, resolver: Resolver? = nil) {
        self.source = source
        self.lazyLibraryLines = lazyLibraryLines
        self.runtime = runtime
        self.library = library
        if let resolver {
            self.resolver = resolver
            return
        }
        self.resolver = Resolver()
        for (name, type) in library.types {
            // `Unicode.Scalar`: a library type nested in another is found through its outer type.
            if name.contains(".") { self.resolver.qualifiedTypes[name] = type } else { self.resolver.types[name] = type }
        }
        for (name, functions) in library.functions { self.resolver.globalFunctions[name] = functions }
    }

    func location(_ node: some SyntaxProtocol) -> Location { source.location(of: node) }

    func error(_ message: String, at node: some SyntaxProtocol, notes: [String] = []) {
        // The compiler's notes come rendered (`main.swift:3:7: note: did you mean 'count'?`): read back as values.
        diagnostics.append(Diagnostic(message: message, fileName: source.fileName, location: location(node), notes: notes.map(Diagnostic.Note.init(line:))))
    }

    /// An `Eval` standing for an expression that could not be compiled (its error is reported).
    func failed(_ message: String, at node: some SyntaxProtocol, notes: [String] = []) -> Eval {
        error(message, at: node, notes: notes)
        return { _ in .void }
    }

    /// Compiles the whole file: declarations first (so everything can refer to everything), then
    /// function bodies, then the top-level code in order.
    func compileProgram() -> Exec {
        let items = Array(source.tree.statements)
        declareTopLevel(items)
        if !nativeMethodBodies.isEmpty {
            let context = NativeContext(runtime: runtime)
            for method in nativeMethodBodies { method.install(in: resolver.types, runtime: runtime, context: context) }
        }
        declareOperators(items)
        // A script Sequence's algorithms before any body is compiled: its own methods call them by
        // bare name (`reduce(0, +)` in a computed property). ScriptSequences.swift
        giveSequenceAlgorithms(resolver.allTypes)
        let body = compileItems(items, topLevel: true)
        while !pendingBodies.isEmpty {
            let work = pendingBodies
            pendingBodies = []
            for compile in work { compile() }
        }
        finishTypes()
        judgeBuiltinMembers()
        runtime.scriptTypes = resolver.types.merging(resolver.qualifiedTypes) { plain, _ in plain }
        if resolver.globalScope.layout.size > globalFrame.count {
            error("too many top-level variables", at: source.tree)
        }
        return body
    }

    // MARK: Statements

    func compileBlock(_ block: CodeBlockSyntax, kind: Scope.Kind? = nil, releasingLocals: Bool = true) -> Exec {
        compileScoped(Array(block.statements), kind: kind ?? blockKind(block), releasingLocals: releasingLocals)
    }

    /// `self.init(…)`, `super.init(…)`: a statement delegating to another initializer.
    func isSelfInitDelegation(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "init", let base = member.base else { return false }
        return base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    func compileItems(_ items: [CodeBlockItemSyntax], topLevel: Bool) -> Exec {
        if !topLevel { predeclareLocalFunctions(items) }
        var statements: [CompiledStatement] = []
        for (position, item) in items.enumerated() {
            if case .stmt(let stmt) = item.item, let deferStmt = stmt.as(DeferStmtSyntax.self) {
                // `defer { … }` runs when the rest of its block ends, however it ends.
                let deferred = compileBlock(deferStmt.body)
                let rest = compileItems(Array(items[(position + 1)...]), topLevel: topLevel)
                statements.append(CompiledStatement { frame in
                    let flow: Flow
                    do { flow = try rest(frame) } catch {
                        _ = try deferred(frame)
                        throw error
                    }
                    _ = try deferred(frame)
                    return flow
                })
                break
            }
            if let exec = compileItem(item, topLevel: topLevel) { statements.append(CompiledStatement(exec)) }
        }
        switch statements.count {
        case 0: return { _ in .next }
        case 1: return statements[0].run
        case 2:
            let first = statements[0].run, second = statements[1].run
            return { frame in
                let flow = try first(frame)
                if case .next = flow { return try second(frame) }
                return flow
            }
        default:
            // Chained pairs rather than a loop over an array: fewer checks per statement.
            var chained = statements[statements.count - 1].run
            for compiled in statements.dropLast().reversed() {
                let statement = compiled.run, rest = chained
                chained = { frame in
                    let flow = try statement(frame)
                    if case .next = flow { return try rest(frame) }
                    return flow
                }
            }
            return chained
        }
    }

    func compileItem(_ item: CodeBlockItemSyntax, topLevel: Bool) -> Exec? {
        switch item.item {
        case .decl(let decl): return compileDeclaration(decl, topLevel: topLevel)
        case .stmt(let stmt): return compileStatement(stmt)
        case .expr(let expr):
            let eval = compileExpression(expr)
            let site = location(expr)
            let runtime = self.runtime
            if isSelfInitDelegation(expr) {
                return { frame in
                    runtime.currentLocation = site
                    if case .none = try eval(frame) { return .returned(.none) }
                    return .next
                }
            }
            return { frame in
                runtime.currentLocation = site
                _ = try eval(frame)
                return .next
            }
        }
    }

    func compileStatement(_ stmt: StmtSyntax, label: String? = nil) -> Exec {
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            let expr = expression.expression
            if let ifExpr = expr.as(IfExprSyntax.self) { return compileIf(ifExpr) }
            if let switchExpr = expr.as(SwitchExprSyntax.self) { return compileSwitch(switchExpr, label: label) }
            let eval = compileExpression(expr)
            return { frame in _ = try eval(frame); return .next }
        }
        if let labeled = stmt.as(LabeledStmtSyntax.self) {
            let label = labeled.label.text
            let body = compileStatement(labeled.statement, label: label)
            // `outer: do { … break outer … }`, `check: if … { break check }`: a labeled block ends there.
            guard labeled.statement.is(DoStmtSyntax.self) || labeled.statement.as(ExpressionStmtSyntax.self)?.expression.is(IfExprSyntax.self) == true
            else { return body }
            return { frame in
                let flow = try body(frame)
                if case .breakLoop(let target?) = flow, target == label { return .next }
                return flow
            }
        }
        if let ret = stmt.as(ReturnStmtSyntax.self) {
            guard let expr = ret.expression else { return { _ in .returned(.void) } }
            var eval = compileExpression(expr)
            if !implicitlyUnwrappedNames.isEmpty, Compiler.returnsPlainValue(ret) { eval = unwrappingImplicitly(expr, in: nil, eval) }
            return { frame in .returned(try eval(frame)) }
        }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) { return compileWhile(whileStmt, label: label) }
        if let repeatStmt = stmt.as(RepeatStmtSyntax.self) { return compileRepeat(repeatStmt, label: label) }
        if let forStmt = stmt.as(ForStmtSyntax.self) { return compileFor(forStmt, label: label) }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) { return compileGuard(guardStmt) }
        if let breakStmt = stmt.as(BreakStmtSyntax.self) {
            let target = breakStmt.label?.text
            return { _ in .breakLoop(target) }
        }
        if let continueStmt = stmt.as(ContinueStmtSyntax.self) {
            let target = continueStmt.label?.text
            return { _ in .continueLoop(target) }
        }
        if stmt.is(FallThroughStmtSyntax.self) { return { _ in .fallThrough } }
        if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
            let eval = compileExpression(throwStmt.expression)
            let site = location(throwStmt)
            return { frame in throw ScriptError(value: try eval(frame), location: site) }
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) { return compileDo(doStmt) }
        error("this statement is not supported in Kiln yet", at: stmt)
        return { _ in .next }
    }

    func compileIf(_ ifExpr: IfExprSyntax) -> Exec {
        resolver.push(blockKind(ifExpr.conditions))
        let condition = compileConditions(ifExpr.conditions)
        let body = compileBlock(ifExpr.body)
        // What `if let` bound lets go when the statement ends (Swift: the body's end), on either
        // branch (an `if let a = x, let b = y` that failed at `b` bound `a`).
        let bound = resolver.scope.names.values.sorted()
        let size = resolver.pop()
        let kind = blockKind(ifExpr.conditions)
        var otherwise: Exec = { _ in .next }
        switch ifExpr.elseBody {
        case .ifExpr(let nested): otherwise = compileIf(nested)
        case .codeBlock(let block): otherwise = compileBlock(block)
        case nil: break
        }
        let elseBody = otherwise
        if kind == .captureBlock {
            return { frame in
                let inner = Frame.make(size: size, parent: frame)
                defer { inner.releaseUncaptured() }
                return try condition(inner) ? try body(inner) : try elseBody(frame)
            }
        }
        if ifExpr.elseBody == nil {
            return releasing(bound) { frame in try condition(frame) ? try body(frame) : .next }
        }
        if bound.isEmpty { return { frame in try condition(frame) ? try body(frame) : try elseBody(frame) } }
        let thenBody = releasing(bound, after: body)
        return { frame in
            if try condition(frame) { return try thenBody(frame) }
            for slot in bound.reversed() { frame.slots[slot] = .void }
            return try elseBody(frame)
        }
    }

    func compileGuard(_ guardStmt: GuardStmtSyntax) -> Exec {
        // Names bound by `guard let` stay in scope after the guard, so they are declared in the
        // current scope.
        let condition = compileConditions(guardStmt.conditions)
        let otherwise = compileBlock(guardStmt.body)
        return { frame in try condition(frame) ? .next : try otherwise(frame) }
    }

    func compileDo(_ doStmt: DoStmtSyntax) -> Exec {
        let body = compileBlock(doStmt.body)
        var clauses: [(matches: (Frame, Value) throws -> Bool, body: Exec, size: Int)] = []
        for clause in doStmt.catchClauses {
            resolver.push(.captureBlock)
            var matchers: [(Frame, Value) throws -> Bool] = []
            if clause.catchItems.isEmpty {
                let slot = resolver.declare("error")
                resolver.markConstant("error")
                matchers.append { frame, error in frame.slots[slot] = error; return true }
            }
            for item in clause.catchItems {
                guard let pattern = item.pattern else {
                    let slot = resolver.declare("error")
                    resolver.markConstant("error")
                    matchers.append { frame, error in frame.slots[slot] = error; return true }
                    continue
                }
                let match = compilePattern(pattern)
                let condition: ((Frame) throws -> Bool)?
                if let clause = item.whereClause { condition = compileCondition(clause.condition) } else { condition = nil }
                matchers.append { frame, error in
                    guard try match(frame, error) else { return false }
                    return try condition?(frame) ?? true
                }
            }
            let clauseBody = compileBlock(clause.body, kind: .block)
            let size = resolver.pop()
            let all = matchers
            clauses.append(({ frame, error in try all.contains { try $0(frame, error) } }, clauseBody, size))
        }
        let catches = clauses
        return { frame in
            do {
                return try body(frame)
            } catch let thrown as ScriptError {
                for clause in catches {
                    let inner = Frame.make(size: clause.size, parent: frame)
                    if try clause.matches(inner, thrown.value) { return try clause.body(inner) }
                }
                throw thrown
            }
        }
    }

    /// `if`/`while`/`guard` conditions: Boolean expressions, `let x = optional`, `case pattern = value`.
    /// The tests are kept in `CompiledCondition`s, not in an array of closures (or `map`'s generic
    /// result): taken out of one, each test would run through two reabstraction thunks
    /// (CompiledClosures.swift) — on every `if`, `guard` and `while`.
    func compileConditions(_ conditions: ConditionElementListSyntax) -> (Frame) throws -> Bool {
        var parts: [CompiledCondition] = []
        for element in conditions { parts.append(CompiledCondition(compileConditionElement(element))) }
        switch parts.count {
        case 1: return parts[0].test
        case 2:
            let first = parts[0].test, second = parts[1].test
            return { frame in try first(frame) && (try second(frame)) }
        default:
            let all = parts  // a `let`: a captured `var` would be boxed, each read an access check
            return { frame in
                for part in all where !(try part.test(frame)) { return false }
                return true
            }
        }
    }

    private func compileConditionElement(_ element: ConditionElementSyntax) -> (Frame) throws -> Bool {
        switch element.condition {
        case .expression(let expr): return compileCondition(expr)
        case .optionalBinding(let binding): return compileOptionalBinding(binding)
        case .matchingPattern(let matching):
            let value = compileExpression(matching.initializer.value)
            let pattern = compilePattern(matching.pattern)
            return { frame in try pattern(frame, try value(frame)) }
        case .availability(let availability):
            // Kiln's simulated device runs the latest iOS: every `#available` holds.
            let available = availability.availabilityKeyword.tokenKind == .poundAvailable
            return { _ in available }
        default:
            let eval = failed("this condition is not supported in Kiln yet", at: element)
            return { frame in _ = try eval(frame); return false }
        }
    }

    func compileCondition(_ expr: ExprSyntax) -> (Frame) throws -> Bool {
        let runtime = self.runtime
        let site = location(expr)
        if let sequence = expr.as(SequenceExprSyntax.self), case .binary(let op, _, let lhs, let rhs) = fold(sequence, custom: customOperators),
           ["<", ">", "<=", ">=", "==", "!="].contains(op) {
            // `n < 2`: compared as Ints straight to a Bool, without making a Bool value first.
            let left = compileInfix(lhs), right = compileInfix(rhs)
            let compare: (Int, Int) -> Bool
            switch op {
            case "<": compare = { $0 < $1 }
            case ">": compare = { $0 > $1 }
            case "<=": compare = { $0 <= $1 }
            case ">=": compare = { $0 >= $1 }
            case "==": compare = { $0 == $1 }
            default: compare = { $0 != $1 }
            }
            let operatorSite = location(sequence.elements[sequence.elements.index(after: sequence.elements.startIndex)])
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return compare(x, y) }
                guard case .bool(let result) = try runtime.binary(op, a, b, at: operatorSite) else {
                    throw runtime.fault("condition is not a Bool", at: site)
                }
                return result
            }
        }
        let eval = compileExpression(expr)
        return { frame in
            guard case .bool(let b) = try eval(frame) else {
                throw runtime.fault("condition is not a Bool", at: site)
            }
            return b
        }
    }

    func compileOptionalBinding(_ binding: OptionalBindingConditionSyntax) -> (Frame) throws -> Bool {
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
        // `if let x` (Swift 5.7 shorthand) unwraps the variable of the same name.
        let value: Eval
        // A one-index subscript read unwrapped (CompilerPlaces.swift), when the name is bound plainly.
        var unwrapped: ((Frame) throws -> Value?)?
        if let initializer = binding.initializer, binding.pattern.is(IdentifierPatternSyntax.self),
           let read = compileUnwrappedSubscript(initializer.value) {
            unwrapped = read
            value = { _ in .void }  // (unused)
        } else if let initializer = binding.initializer {
            value = compileExpression(initializer.value)
        } else {
            value = compileName(name, at: binding.pattern)
        }
        if !binding.pattern.is(IdentifierPatternSyntax.self), binding.initializer != nil {
            // `if let (n, w) = t as? (Int, String)`: the unwrapped tuple taken apart.
            let isLet = binding.bindingSpecifier.text == "let"
            let bind = compileBindingPattern(binding.pattern, isLet: isLet)
            if isLet { for bound in boundNames(binding.pattern) { resolver.markConstant(bound) } }
            return { frame in
                switch try value(frame) {
                case .none: return false
                case .some(let wrapped): return try bind(frame, wrapped)
                case let other: return try bind(frame, other)
                }
            }
        }
        let slot = resolver.declare(name)
        if binding.bindingSpecifier.text == "let" { resolver.markConstant(name) }
        if let unwrapped {
            // `if let age = ages[key]`: the value found, bound without an Optional made around it.
            return { frame in
                guard let wrapped = try unwrapped(frame) else { return false }
                frame.slots[slot] = wrapped
                return true
            }
        }
        return { frame in
            switch try value(frame) {
            case .none: return false
            case .some(let wrapped):
                frame.slots[slot] = wrapped
                return true
            case let other:
                frame.slots[slot] = other
                return true
            }
        }
    }
}

/// Finds closures and nested functions, which decide whether a block needs a frame of its own.
final class ClosureFinder: SyntaxVisitor {
    var found = false
    static func containsClosure(_ node: some SyntaxProtocol) -> Bool {
        let finder = ClosureFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
}
