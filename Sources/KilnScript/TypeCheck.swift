// The type-checking stage: after parsing and before the compiler emits, it gives declarations
// and expressions their static types and refuses, in swiftc's words and at swiftc's positions,
// the programs swiftc refuses. It is gradual: where it is not sure of a type (`unknown`), every
// check passes, so a valid program is never refused. Statements are here; expressions are in
// TypeCheckExpressions.swift, members in TypeCheckMembers.swift, conversions and their messages
// in TypeCheckConversions.swift, `switch` in TypeCheckSwitch.swift.
import SwiftSyntax

final class TypeChecker {
    let source: SourceFile
    let table: TypeTable
    /// Lines up to this one are the library's: declared, never checked (`Options.libraryLineCount`).
    let libraryLineCount: Int
    /// Where the script's first line starts in the parsed text (`isLibrary`).
    let libraryEnd: Int
    var diagnostics: [Diagnostic] = []
    var effectStatements: [(Diagnostic, Location, Location)] = []
    /// Warnings, as swiftc gives them: they never stop a run (TypeCheckWarnings.swift).
    var warnings: [Diagnostic] = []
    /// A feature Kiln does not run was found (TypeCheckUnsupported.swift): its error alone is reported.
    var refusedUnsupportedLanguage = false
    /// The old (Swift 2/3) member names the embedder runs (`RenamedAPI`): a script using one is
    /// Swift 2 code, whose calls may leave out a first label (TypeCheckArguments.swift).
    var oldSpellings: [String] = []
    /// Old names of types the embedder declares (`RenamedAPI.Kind.type`) → today's: each use is
    /// noted (TypeCheckWarnings.swift).
    var renamedTypes: [String: String] = [:]
    /// The embedder's native types (`Interpreter.register(_: NativeType)`): types a script may name.
    var nativeTypeNames: Set<String> = []
    /// The embedder's library's type names, all of them (`Interpreter.Options.libraryTypeNames`).
    var libraryTypeNames: Set<String> = []
    /// A REPL session's chunk: earlier chunks' declarations (an `operator`) are not in its text.
    var isSessionChunk = false
    /// The overload each call of a script's overloaded function reaches, by the arguments' types:
    /// the call's place → the declaration's name's place. The compiler follows it.
    var overloadChoices: [Location: Location] = [:]
    /// Integer literals the checker typed as Double or Float (`p.ys.append(5)` on a `[Double]`,
    /// `xs ?? [0]`), by place; nil where one typing of a literal said otherwise (a retry with
    /// another expected type): the compiler converts only the literals every typing agreed on.
    private(set) var literalTypes: [Location: StaticType?] = [:]
    /// Calls of a script generic type's initializer being checked: the instance type its context
    /// gives (with arguments), or the bare type whose arguments the call's arguments tell (TypeCheckSubstitution.swift).
    var genericInstanceCalls: [SyntaxIdentifier: StaticType] = [:]

    func noteLiteral(_ literal: IntegerLiteralExprSyntax, _ type: StaticType) {
        let place = source.location(of: literal)
        if forcedLiteralPlaces.contains(place) { return }
        let typed: StaticType? = type == .int ? nil : type
        if let earlier = literalTypes[place], earlier != typed { literalTypes[place] = .some(nil) } else { literalTypes[place] = typed }
    }

    /// Integer literals a generic call's other arguments made Double (TypeCheckGenericLiterals.swift):
    /// no other typing changes them.
    var forcedLiteralPlaces: Set<Location> = []
    func forceLiteral(_ literal: IntegerLiteralExprSyntax, _ type: StaticType) {
        let place = source.location(of: literal)
        forcedLiteralPlaces.insert(place)
        literalTypes[place] = .some(type)
    }

    /// The literals to compile as Double or Float (`literalTypes`' agreed ones).
    var floatingLiterals: [Location: StaticType] { literalTypes.compactMapValues { $0 } }
    /// The type the context gives an implicit member (`.iso8601` where a `Calendar.Identifier` is
    /// expected), by the member's place: the compiler's choice where several types have the name.
    var implicitMemberTypes: [Location: String] = [:]
    /// Array literals whose elements make an array of Optionals (`[maybe, "x"]`), by place.
    var optionalArrayLiterals: Set<Location> = []
    /// Values assigned through a subscript into a place of Optional (or, for a dictionary, `Any`)
    /// type, by place: the place's Optional depth, and how many Optionals Swift wraps around a nil
    /// of the value's own type (`d["k"] = nil as Any?` stores nil; `d["k"] = x` of an `Int?` into a
    /// `[String: Any?]` removes the key) — `Compiler.wrappingSubscriptValue`.
    var subscriptValueDepths: [Location: (depth: Int, nilWrapping: Int)] = [:]
    /// Literals that make a script type adopting an `ExpressibleBy…Literal` protocol (a
    /// function's argument, a return value), by place: the type's name (ScriptLiterals.swift).
    var literalNominalTypes: [Location: String] = [:]
    /// String literals of one Character where a Character is wanted (a parameter, a case's
    /// payload, an initializer's argument): the compiler makes them Characters.
    var characterLiterals: Set<Location> = []
    /// Members read or called on a value whose static type is a protocol, by the member name's
    /// place: the protocol's name (StaticProtocolDispatch.swift).
    var protocolReceivers: [Location: String] = [:]
    /// `&x` arguments whose variable is a global reached through value types only (TypeCheckExclusivity.swift).
    var exclusiveInoutPlaces: Set<Location> = []
    /// Method calls on a String or a library type whose labels fit none of the overloads the
    /// checker knows, by the member name's place: the type's name. The compiler, which knows
    /// every overload, refuses the call before the script runs when none takes the labels.
    var libraryCallSites: [Location: String] = [:]
    /// `type(of: x)` calls by place: x's static type as Swift prints it (StaticTypeNames.swift).
    var typeOfSpellings: [Location: (String, [String]?)] = [:]
    /// Calls of a script's generic function by place: the types its generic parameters take, as
    /// written, where the arguments tell them (GenericParameters.swift: for `T` an empty `[T]` or
    /// an array value does not tell when the code runs).
    var genericCallArguments: [Location: [String: String]] = [:]
    /// Members of arrays, dictionaries, sets and strings the checker does not know
    /// (`names.length`): the compiler asks the run time's own tables (CompilerBuiltinMembers.swift).
    var builtinMemberUses: [BuiltinMemberUse] = []
    /// `UnicodeScalar(x)` calls that reach the failable initializer (UnicodeScalarInits.swift).
    var failableScalarInits: Set<Location> = []
    /// Errors of swiftc's SIL passes (definite initialization, missing returns): reported only
    /// when nothing else refused the program (`merged`), as swiftc finds them only then.
    var mandatoryDiagnostics: [Diagnostic] = []

    /// Variables' types, innermost scope last; the first is the file's globals.
    var scopes: [[String: StaticType]]
    /// The function being checked: its return type (nil at the top level and in closures).
    var returnType: StaticType?
    /// How a `return` of the wrong type is worded: a function's return type, a closure's result type.
    var returnContext: ConversionContext = .returnValue
    /// The types of the values a closure of many statements returns, while its body is checked
    /// without a result type from its context (TypeCheckClosures.swift).
    var closureReturnTypes: [StaticType]?
    /// The type whose member is being checked (`self`), and whether in a static member.
    var selfType: NominalType?
    var inStaticContext = false
    /// Inside `try`: calls that throw are marked.
    var tryDepth = 0
    /// Whether an error thrown here is handled or propagates (the top level, a throwing
    /// function, a `do` with catches); otherwise a missing `try` has swiftc's longer message.
    var errorsPropagate = true
    /// The non-escaping closure parameters of the function being checked (TypeCheckNonEscaping.swift).
    var nonEscapingParameters: Set<String> = []
    /// Bodies of functions and types, checked after the top-level code, as swiftc does.
    private var deferredBodies: [() -> Void] = []
    /// Lines of the script's top-level functions and types: swiftc checks their bodies after
    /// the top-level code, and reports what it finds there after it.
    var declarationLines: [ClosedRange<Int>] = []
    /// Constant-folding errors (TypeCheckConstantOverflow.swift): reported when nothing else is.
    var constantOverflows: [Diagnostic] = []
    /// The names of the structs, classes and enums the file declares at its top level (its
    /// library lines too), read once: member checks ask for each access.
    /// The script's properties with a getter and no setter or observers, by the name of the type
    /// (or protocol) that declares them, its extensions included (TypeCheckAccess.swift). The first
    /// declaration of a name decides.
    lazy var getterOnlyProperties: [String: Set<String>] = {
        var found: [String: Set<String>] = [:]
        var seen: [String: Set<String>] = [:]
        for item in allItems {
            guard case .decl(let decl) = item.item, !isLibrary(decl) else { continue }
            let declared: String, members: MemberBlockItemListSyntax
            if let s = decl.as(StructDeclSyntax.self) { (declared, members) = (s.name.text, s.memberBlock.members)
            } else if let c = decl.as(ClassDeclSyntax.self) { (declared, members) = (c.name.text, c.memberBlock.members)
            } else if let e = decl.as(EnumDeclSyntax.self) { (declared, members) = (e.name.text, e.memberBlock.members)
            } else if let p = decl.as(ProtocolDeclSyntax.self) { (declared, members) = (p.name.text, p.memberBlock.members)
            } else if let x = decl.as(ExtensionDeclSyntax.self) { (declared, members) = (x.extendedType.trimmedText, x.memberBlock.members)
            } else { continue }
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          seen[declared, default: []].insert(name).inserted, let accessors = binding.accessorBlock else { continue }
                    switch accessors.accessors {
                    case .getter:
                        found[declared, default: []].insert(name)
                    case .accessors(let list):
                        let kinds = Set(list.map(\.accessorSpecifier.text))
                        if kinds.contains("get"), kinds.isDisjoint(with: ["set", "_modify", "willSet", "didSet", "unsafeMutableAddress"]) {
                            found[declared, default: []].insert(name)
                        }
                    }
                }
            }
        }
        return found
    }()
    lazy var topLevelTypeNames: Set<String> = {
        var names: Set<String> = []
        for item in allItems {
            guard case .decl(let decl) = item.item else { continue }
            if let s = decl.as(StructDeclSyntax.self) { names.insert(s.name.text) }
            else if let c = decl.as(ClassDeclSyntax.self) { names.insert(c.name.text) }
            else if let e = decl.as(EnumDeclSyntax.self) { names.insert(e.name.text) }
        }
        return names
    }()
    /// Whether the top-level code awaits, which makes it async (TypeCheckActors.swift; asked only
    /// of scripts that declare an actor).
    lazy var topLevelAwaits: Bool = {
        let finder = TopLevelAwaitFinder(viewMode: .sourceAccurate)
        for item in scriptItems {
            if case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self) { continue }
            finder.walk(item)
        }
        return finder.found
    }()
    /// The script's `private` and `private(set)` members and where each type's are seen (TypeCheckAccess.swift).
    lazy var accessTable = AccessTable(declarations: scriptItems.compactMap { item in
        guard case .decl(let decl) = item.item else { return nil }
        return decl
    })
    /// The script's functions and its types' methods by name, read once (TypeCheckEscapingSelf.swift
    /// asks whether a closure's parameter is `@escaping`); declarations only, no body is walked.
    lazy var scriptFunctionsByName: [String: [FunctionDeclSyntax]] = {
        var found: [String: [FunctionDeclSyntax]] = [:]
        for item in scriptItems {
            if case .decl(let decl) = item.item { Self.collectFunctions(decl, into: &found) }
        }
        return found
    }()
    /// The file's top-level functions by name, read once (calls of generic functions ask).
    lazy var topLevelFunctions: [String: [FunctionDeclSyntax]] = {
        var functions: [String: [FunctionDeclSyntax]] = [:]
        for item in allItems {
            if let function = item.item.as(FunctionDeclSyntax.self) { functions[function.name.text, default: []].append(function) }
        }
        return functions
    }()

    /// The file's statements, the library's and the script's, read once (each walk of
    /// `source.tree.statements` forms every item again).
    lazy var allItems: [CodeBlockItemSyntax] = Array(source.tree.statements)
    /// The script's statements: those after the library's lines, which all come first (`isLibrary`).
    lazy var scriptItems: ArraySlice<CodeBlockItemSyntax> = {
        var start = allItems.count
        while start > 0, !isLibrary(allItems[start - 1]) { start -= 1 }
        return allItems[start...]
    }()
    /// What the declaration passes look for in the script, gathered in one walk (TypeCheckScriptWalk.swift).
    lazy var scriptWalk = ScriptWalk(scriptItems)
    /// The library's statements (`scriptItems`' complement).
    var libraryItems: ArraySlice<CodeBlockItemSyntax> { allItems[..<scriptItems.startIndex] }

    /// Whether `table` already holds the library lines' declarations (LibraryTables.swift): only
    /// the script's are read into it.
    var libraryDeclarationsRead = false

    /// `globals`: what earlier chunks of a session declared.
    init(source: SourceFile, table: TypeTable, libraryLineCount: Int, globals: [String: StaticType] = [:]) {
        self.source = source
        self.table = table
        self.libraryLineCount = libraryLineCount
        libraryEnd = source.converter.offset(afterLine: libraryLineCount - source.lineOffset)
        scopes = [globals]
    }

    /// Reads the declarations of `source` into the table, then checks the script's code.
    func checkProgram() {
        let items = allItems
        if refusesUnsupportedLanguage(items) { return }  // TypeCheckUnsupported.swift
        if refusesBodilessFunction() || refusesEmptyCaseLabel() { return }  // TypeCheckDeclarationForms.swift
        if !renamedTypes.isEmpty { noteRenamedTypes() }  // TypeCheckWarnings.swift
        let reader = DeclarationReader(table: table, libraryLineCount: libraryLineCount - source.lineOffset, converter: source.converter)
        if libraryDeclarationsRead { reader.read(Array(scriptItems)) } else { reader.read(items) }
        for item in scriptItems {
            if case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self), !decl.is(ImportDeclSyntax.self) {
                declarationLines.append(source.location(of: decl).line...source.endLocation(of: decl).line)
            }
            checkItem(item)
        }
        while !deferredBodies.isEmpty {
            let work = deferredBodies
            deferredBodies = []
            for body in work { body() }
        }
        checkDeclarations()
        if diagnostics.isEmpty { checkInitialization() }
        if !constantOverflows.isEmpty { mandatoryDiagnostics += constantFoldingOrder() }
    }

    var globals: [String: StaticType] { scopes[0] }

    /// Whether `node` is in the library's lines: it ends before the first script line starts (a
    /// comparison of offsets; a node's line is a search of the line table, after a walk to its
    /// first token). Its end, not its start: the newline before the first script line is the
    /// leading trivia of the script's first token.
    func isLibrary(_ node: some SyntaxProtocol) -> Bool { node.endPosition.utf8Offset <= libraryEnd }

    // MARK: Diagnostics

    /// `notes` as swiftc words them ("note: coalesce using '??' …"): each at the error's place,
    /// as swiftc prints them (`main.swift:4:9: note: …`).
    func error(_ message: String, at node: some SyntaxProtocol, notes: [String] = [], fixIts: [Diagnostic.FixIt] = []) {
        let location = source.location(of: node)
        // An expression typed twice (a retry with another expected type) reports once.
        guard !diagnostics.contains(where: { $0.location == location && $0.message == message }) else { return }
        let placed = notes.map { note in
            Diagnostic.Note(message: note.hasPrefix("note: ") ? String(note.dropFirst("note: ".count)) : note,
                            fileName: source.fileName, location: location)
        }
        diagnostics.append(Diagnostic(message: message, fileName: source.fileName, location: location,
                                      notes: placed, fixIts: fixIts))
    }

    /// An error of a call's effects (`try`): swiftc checks them once the statement's types are
    /// sound, so a type error in the same statement is reported alone.
    func effectError(_ message: String, at node: some SyntaxProtocol, notes: [String] = []) {
        var statement = Syntax(node)
        while let parent = statement.parent, !statement.is(CodeBlockItemSyntax.self) { statement = parent }
        error(message, at: node, notes: notes)
        guard let added = diagnostics.last, added.message == message else { return }
        effectStatements.append((added, source.location(of: statement), source.endLocation(of: statement)))
    }

    /// The effect errors reported (`effectError`), with their statements' first and last places.
    private func soundEffectErrors(_ errors: [Diagnostic]) -> [Diagnostic] {
        guard !effectStatements.isEmpty else { return errors }
        func before(_ a: Location, _ b: Location) -> Bool { (a.line, a.column) <= (b.line, b.column) }
        return errors.filter { diagnostic in
            guard let (_, start, end) = effectStatements.first(where: { $0.0.location == diagnostic.location && $0.0.message == diagnostic.message })
            else { return true }
            return !errors.contains { other in
                guard let at = other.location, !effectStatements.contains(where: { $0.0.message == other.message && $0.0.location == at }) else { return false }
                return before(start, at) && before(at, end)
            }
        }
    }

    /// The checker's errors and the compiler's (names, labels, `let`) in swiftc's order: the
    /// top-level code's by position, then those in functions' and types' bodies by position.
    func merged(with compilerErrors: [Diagnostic]) -> [Diagnostic] {
        // What the compiler says of a feature Kiln does not run only repeats it.
        if refusedUnsupportedLanguage { return diagnostics }
        if diagnostics.isEmpty && compilerErrors.isEmpty { return mandatoryDiagnostics }
        func key(_ diagnostic: Diagnostic, _ index: Int) -> (Int, Int, Int, Int) {
            guard let at = diagnostic.location else { return (2, 0, 0, index) }
            return (declarationLines.contains { $0.contains(at.line) } ? 1 : 0, at.line, at.column, index)
        }
        return Self.merged(soundEffectErrors(diagnostics), compilerErrors).enumerated()
            .sorted { key($0.element, $0.offset) < key($1.element, $1.offset) }.map(\.element)
    }

    /// The checker's errors, then the compiler's (names, labels, `let`) on other lines. What the
    /// compiler says of a line the checker refused (the overloads there are, "did you mean") is
    /// kept as notes of the checker's error on that line.
    static func merged(_ typeErrors: [Diagnostic], _ compilerErrors: [Diagnostic], mandatory: [Diagnostic] = []) -> [Diagnostic] {
        if typeErrors.isEmpty && compilerErrors.isEmpty { return mandatory }
        var merged = typeErrors
        var rest: [Diagnostic] = []
        for error in compilerErrors {
            guard let line = error.location?.line, let index = merged.firstIndex(where: { $0.location?.line == line }) else {
                rest.append(error)
                continue
            }
            if error.message.hasPrefix("cannot find '"), error.message.hasSuffix("' in scope") {
                // `plot.flowers == seedCount`: swiftc looks every name of a statement up before it
                // types it, so an unknown name comes first (and alone), wherever it stands.
                merged[index] = error
                continue
            }
            merged[index].notes += [Diagnostic.Note(message: error.message, fileName: error.fileName, location: error.location)] + error.notes
        }
        return merged + rest
    }

    // MARK: Scopes

    func declare(_ name: String, _ type: StaticType) {
        scopes[scopes.count - 1][name] = type
    }

    func lookup(_ name: String) -> StaticType? {
        for scope in scopes.reversed() {
            if let type = scope[name] { return type }
        }
        return nil
    }

    func scoped(_ body: () -> Void) {
        scopes.append([:])
        body()
        scopes.removeLast()
    }

    // MARK: Statements

    func checkItems(_ items: CodeBlockItemListSyntax) {
        if scopes.count > 1 {
            // A body's local functions call each other whatever their order (`even` and `odd`).
            for item in items { if let function = item.item.as(FunctionDeclSyntax.self) { declare(function.name.text, .unknown) } }
        }
        if items.count == 1, let only = items.first, case .expr(let expr) = only.item, !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self),
           let returnType, returnType.isKnown, returnType != .void, isBodyOfFunction(items) {
            // `func sample() -> Item { .init(sku: "S") }`: the one expression is the result, typed by it.
            let type = typeOf(expr, expected: returnType)
            // `func make() -> Shape { Label() }` of a type that does not adopt the script's protocol.
            if case .nominal = type.desugared, mentionsScriptProtocol(returnType), !convertible(type, to: returnType) {
                report(type, against: returnType, returnContext, at: diagnosticNode(expr), expr: expr)
            }
            return
        }
        for item in items { checkItem(item) }
    }

    /// Whether `items` are the whole body of a function, a getter or a computed property.
    private func isBodyOfFunction(_ items: CodeBlockItemListSyntax) -> Bool {
        if items.parent?.is(AccessorBlockSyntax.self) == true { return true }
        guard let block = items.parent?.as(CodeBlockSyntax.self) else { return false }
        return block.parent?.is(FunctionDeclSyntax.self) == true || block.parent?.is(AccessorDeclSyntax.self) == true
    }

    func checkBlock(_ block: CodeBlockSyntax) {
        scoped { checkItems(block.statements) }
    }

    func checkItem(_ item: CodeBlockItemSyntax) {
        switch item.item {
        case .decl(let decl): checkDeclaration(decl)
        case .stmt(let stmt): checkStatement(stmt)
        case .expr(let expr): checkExpressionStatement(expr)
        }
    }

    /// Whether a statement is in a `defer` block (whose `return` swiftc words otherwise).
    static func insideDefer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if next.is(DeferStmtSyntax.self) { return true }
            if next.is(FunctionDeclSyntax.self) || next.is(ClosureExprSyntax.self) || next.is(AccessorDeclSyntax.self) { return false }
            current = next.parent
        }
        return false
    }

    func checkStatement(_ stmt: StmtSyntax) {
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            checkExpressionStatement(expression.expression)
        } else if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            guard let value = returnStmt.expression else {
                // `return` alone in `func count() -> Int`.
                if let returnType, returnType.isKnown, returnType != .void, returnContext == .returnValue, !Self.insideDefer(returnStmt) {
                    error("non-void function should return a value", at: returnStmt.returnKeyword)
                }
                return
            }
            if value.is(NilLiteralExprSyntax.self), let initializer = enclosingBody(of: Syntax(returnStmt))?.as(InitializerDeclSyntax.self),
               initializer.optionalMark == nil {
                // `return nil` in `init(_ v: Int)`.
                error("only a failable initializer can return 'nil'", at: returnStmt.returnKeyword)
                return
            }
            if let expected = returnType, expected != .void {
                let type = check(value, against: expected, returnContext)
                closureReturnTypes?.append(type)
            } else {
                let type = typeOf(value)
                closureReturnTypes?.append(type)
                if returnType == .void, type.isKnown, type != .void, type != .nilLiteral, returnsFromVoidFunction(returnStmt) {
                    error("unexpected non-void return value in void function", at: diagnosticNode(value))
                } else if returnType == .void, returnContext == .closureResult {
                    judgeValueReturnedFromVoidClosure(value, type)
                }
            }
        } else if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            // The bindings of a `guard` live on after it.
            checkConditions(guardStmt.conditions)
            checkBlock(guardStmt.body)
        } else if let forStmt = stmt.as(ForStmtSyntax.self) {
            let element = elementType(ofSequence: forStmt.sequence)
            if element == .unknown, forStmt.awaitKeyword == nil, case let sequence = typeOf(forStmt.sequence), [.int, .double, .bool].contains(sequence) {
                // `for i in count`: a number is no sequence.
                error("for-in loop requires \(sequence.quoted) to conform to 'Sequence'", at: forStmt.sequence)
            }
            if forStmt.caseKeyword == nil, forStmt.pattern.is(TuplePatternSyntax.self),
               [StaticType.int, .double, .string, .character, .bool].contains(element.desugared) {
                // `for (i, word) in words`: the elements are no pairs (`enumerated()` gives them).
                error("tuple pattern cannot match values of non-tuple type \(element.quoted)", at: forStmt.sequence)
            }
            scoped {
                bind(forStmt.pattern, to: forStmt.tryKeyword == nil && forStmt.caseKeyword == nil ? element : .unknown)
                if let condition = forStmt.whereClause?.condition { _ = typeOf(condition) }
                checkBlock(forStmt.body)
            }
        } else if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            scoped {
                checkConditions(whileStmt.conditions)
                checkBlock(whileStmt.body)
            }
        } else if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
            checkBlock(repeatStmt.body)
            check(repeatStmt.condition, against: .bool, .condition)
        } else if let doStmt = stmt.as(DoStmtSyntax.self) {
            if doStmt.catchClauses.isEmpty {
                checkBlock(doStmt.body)
            } else {
                // Calls in a `do` with catches still need `try`; only the error's type is unknown.
                let outer = errorsPropagate
                errorsPropagate = true
                checkBlock(doStmt.body)
                errorsPropagate = outer
                for clause in doStmt.catchClauses {
                    scoped {
                        declare("error", .unknown)
                        for item in clause.catchItems { if let pattern = item.pattern { bind(pattern, to: .unknown) } }
                        checkBlock(clause.body)
                    }
                }
            }
        } else if let deferStmt = stmt.as(DeferStmtSyntax.self) {
            checkBlock(deferStmt.body)
        } else if let labeled = stmt.as(LabeledStmtSyntax.self) {
            checkStatement(labeled.statement)
        } else if let breakStmt = stmt.as(BreakStmtSyntax.self) {
            judgeBreak(breakStmt)  // TypeCheckJumps.swift
        } else if let continueStmt = stmt.as(ContinueStmtSyntax.self) {
            judgeContinue(continueStmt)
        } else if let fallthroughStmt = stmt.as(FallThroughStmtSyntax.self) {
            judgeFallthrough(fallthroughStmt)
        } else if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
            judgeThrownType(throwStmt.expression, typeOf(throwStmt.expression))
            if !errorsPropagate, let tryLike = unhandledThrow(throwStmt) {
                error("error is not handled because the enclosing function is not declared 'throws'", at: tryLike)
            }
        }
    }

    /// `throw "disk full"`, `throw 404`: a value whose type surely does not conform to Error
    /// (a standard value the script does not extend to Error, or a script type that does not adopt it).
    private func judgeThrownType(_ expr: ExprSyntax, _ type: StaticType) {
        let surelyNot: Bool
        switch type.desugared {
        case .int, .double, .float, .bool, .string, .character, .array, .dictionary, .set, .tuple:
            let extended = table.builtinExtensions[type.desugared.extensionName]?.inherited ?? []
            surelyNot = extended.isDisjoint(with: ["Error", "LocalizedError"])
        case .nominal(let name, _):
            guard let nominal = table.types[name], !nominal.isLibrary, nominal.kind != .protocolType else { return }
            surelyNot = scriptConforms(nominal, to: "Error", or: "LocalizedError") == false  // TypeCheckConstrainedExtensions.swift
        default:
            return
        }
        if surelyNot { error("thrown expression type \(type.quoted) does not conform to 'Error'", at: expr) }
    }

    /// `fetch { result in return result.count }` where the closure's context wants `Void`: an
    /// explicit `return` of a value (a lone expression without `return` may be discarded).
    func judgeValueReturnedFromVoidClosure(_ value: ExprSyntax, _ type: StaticType) {
        guard type.isKnown, type != .void, type != .nilLiteral, !type.isOptional else { return }
        var current = value.parent
        while let node = current, !node.is(ClosureExprSyntax.self) {
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) { return }
            current = node.parent
        }
        guard current != nil else { return }
        error("cannot convert value of type \(type.quoted) to closure result type 'Void'", at: diagnosticNode(value))
    }

    /// Whether the `return` is a function's declared without a result (not a closure's, an
    /// initializer's or an accessor's, nor a result builder's).
    /// The function, initializer, accessor or closure whose body holds `node`.
    func enclosingBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self)
                || node.is(AccessorDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(DeinitializerDeclSyntax.self)
                || node.is(SubscriptDeclSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }

    private func returnsFromVoidFunction(_ returnStmt: ReturnStmtSyntax) -> Bool {
        var current = returnStmt.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause == nil && function.attributes.isEmpty && !isLibrary(function)
            }
            if node.is(ClosureExprSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorBlockSyntax.self)
                || node.is(DeinitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// `if`, `switch` and the other statements swift-syntax parses as expressions.
    func checkExpressionStatement(_ expr: ExprSyntax) {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            checkIf(ifExpr)
        } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
            checkSwitch(switchExpr)
        } else {
            if judgeUnusedValue(expr) { return }  // TypeCheckUnusedValues.swift
            _ = typeOf(expr)
            warnUnusedResult(expr)
        }
    }

    func checkIf(_ ifExpr: IfExprSyntax) {
        scoped {
            checkConditions(ifExpr.conditions)
            checkBlock(ifExpr.body)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next): checkIf(next)
        case .codeBlock(let block): checkBlock(block)
        case nil: break
        }
    }

    /// Whether `place` is a name declared by `let` (a local, a global or a parameter) in the
    /// code around it: a syntactic look, enough to word an assignment in a condition.
    private func namesConstant(_ place: Infix) -> Bool {
        guard case .operand(let expr) = place else { return false }
        if let member = unparenthesized(expr).as(MemberAccessExprSyntax.self), let root = member.base?.as(DeclReferenceExprSyntax.self),
           let type = table.nominal(typeOf(ExprSyntax(root))), type.kind == .structure, !type.isLibrary {
            // `if size.width = 3` of a `let size` struct: a property of a constant (the compiler's words).
            return declaredByLet(root)
        }
        guard let reference = unparenthesized(expr).as(DeclReferenceExprSyntax.self) else { return false }
        return declaredByLet(reference)
    }

    /// Whether `pattern` binds `name` (`x` of `let (x, y) = …`).
    private func binds(_ pattern: PatternSyntax, _ name: String) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.contains { binds($0.pattern, name) } }
        return false
    }

    /// Whether the name `reference` uses is declared by `let` (a local, a global or a parameter)
    /// before it in the code around it: a syntactic look.
    func declaredByLet(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        var node: Syntax? = Syntax(reference)
        while let current = node {
            if let list = current.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < reference.position {
                    guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
                    if variable.bindings.contains(where: { binds($0.pattern, name) }) {
                        return variable.bindingSpecifier.tokenKind == .keyword(.let)
                    }
                }
            }
            if let function = current.as(FunctionDeclSyntax.self),
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.inoutBase == nil  // an `inout` parameter is a variable
            }
            node = current.parent
        }
        return false
    }

    func checkConditions(_ conditions: ConditionElementListSyntax) {
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                if let sequence = expr.as(SequenceExprSyntax.self), case .binary("=", let node, let lhs, _) = fold(sequence) {
                    // `if ok = false`: an assignment where a condition goes. swiftc first refuses
                    // assigning to a constant (the compiler's judgement, CompilerConstants.swift).
                    _ = typeOf(expr)
                    if !namesConstant(lhs) { error("use of '=' in a boolean context, did you mean '=='?", at: node) }
                    continue
                }
                check(expr, against: .bool, .condition)
            case .optionalBinding(let binding):
                var type: StaticType
                if let value = binding.initializer?.value, let annotation = binding.typeAnnotation {
                    // `if let n: String = Int(text)`: the optional must convert to the annotation's optional.
                    let wanted = table.resolve(annotation.type)
                    check(value, against: wanted.isKnown ? .optional(wanted) : .unknown, .assignment)
                    type = .unknown
                } else if let value = binding.initializer?.value {
                    type = typeOf(value)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    type = lookupValue(name)
                } else {
                    type = .unknown
                }
                judgeNonOptionalBinding(binding, type)  // TypeCheckRefusedValues.swift
                type = type.isOptional ? type.unwrapped : .unknown
                if let annotation = binding.typeAnnotation { type = table.resolve(annotation.type) }
                bind(binding.pattern, to: type)
            case .matchingPattern(let matching):
                _ = typeOf(matching.initializer.value)
                bind(matching.pattern, to: .unknown)
            default:
                break
            }
        }
    }

    /// Declares the names a pattern binds: with `type` for a plain name, element-wise for a
    /// tuple of names, `unknown` otherwise.
    func bind(_ pattern: PatternSyntax, to type: StaticType) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            declare(identifier.identifier.text, type)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            var elements: [StaticType] = []
            if case .tuple(let types) = type.desugared, types.count == tuple.elements.count { elements = types }
            for (index, element) in tuple.elements.enumerated() {
                bind(element.pattern, to: index < elements.count ? elements[index] : .unknown)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(binding.pattern, to: type)
        } else {
            // Enum and expression patterns: the names they bind are the `let`/`var` ones.
            for node in pattern.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(IdentifierPatternSyntax.self) }) {
                declare(node.identifier.text, .unknown)
            }
        }
    }

    // MARK: Declarations

    func checkDeclaration(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            checkVariable(variable)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let signature = DeclarationReader(table: table, libraryLineCount: 0, converter: source.converter).signature(function)
            if scopes.count > 1 { declare(function.name.text, .unknown) }
            deferBody(function.body, parameters: function.signature.parameterClause, returning: signature.result, throwing: signature.throwing)
        } else if let s = decl.as(StructDeclSyntax.self) {
            checkMembers(s.memberBlock, of: table.types[s.name.text])
        } else if let c = decl.as(ClassDeclSyntax.self) {
            checkMembers(c.memberBlock, of: table.types[c.name.text])
        } else if let e = decl.as(EnumDeclSyntax.self) {
            checkMembers(e.memberBlock, of: table.types[e.name.text])
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            checkMembers(x.memberBlock, of: table.nominal(table.named(x.extendedType.trimmedText)))
        }
    }

    func checkVariable(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            let annotated = binding.typeAnnotation.map { table.resolve($0.type) }
            if binding.accessorBlock != nil {
                // A computed variable: its body is checked like a function's.
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declare(name, annotated ?? .unknown) }
                if let accessors = binding.accessorBlock {
                    judgeMissingAnnotation(binding, accessors)
                    deferAccessors(accessors, type: annotated ?? .unknown)
                }
                if binding.initializer == nil { continue }
            }
            var type = annotated ?? .unknown
            if let annotation = binding.typeAnnotation { checkHashableKeys(annotation.type) }
            if let value = binding.initializer?.value {
                if annotated == nil { judgeUninferable(value); judgeEmptyCollectionLiteral(value) }
                if annotated == nil, let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                   (topLevelFunctions[reference.baseName.text]?.count ?? 0) > 1, lookup(reference.baseName.text) == nil,
                   lookupLocalOrMember(reference.baseName.text) == nil {
                    // `let g = f` of an overloaded `f`: nothing says which.
                    error("ambiguous use of '\(reference.baseName.text)'", at: reference)
                }
                if annotated == nil, let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
                    error("reference to member '\(member.declName.baseName.text)' cannot be resolved without a contextual type", at: member.declName)
                }
                if let annotated {
                    check(value, against: annotated, .specified)
                    // `let tags: Set = ["a", "b"]`: a Set of the literal's elements.
                    if let named = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), named.name.text == "Set",
                       named.genericArgumentClause == nil, value.is(ArrayExprSyntax.self), case .array(let element) = typeOf(value), element.isKnown {
                        type = .set(element)
                    }
                } else {
                    type = defaulted(typeOf(value))
                    // `weak var current = node`: a weak reference is an Optional of the value's class.
                    if variable.modifiers.contains(where: { $0.name.text == "weak" }), type.isKnown, !type.isOptional { type = .optional(type) }
                }
            }
            bind(binding.pattern, to: type)
            noteGenericArguments(binding)  // TypeCheckConstrainedExtensions.swift
            if Compiler.wrapperAttribute(of: variable) != nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // A wrapped local's storage and projection (PropertyWrappers.swift).
                declare("_" + name, .unknown)
                declare("$" + name, .unknown)
            }
        }
    }

    /// A literal's default type where nothing else decides it (`nil` alone is not typed).
    func defaulted(_ type: StaticType) -> StaticType {
        type == .nilLiteral ? .unknown : type
    }

    /// Members of a type: property initial values and accessors, methods, initializers, nested types.
    func checkMembers(_ block: MemberBlockSyntax, of type: NominalType?) {
        let outer = (selfType, table.context)
        selfType = type
        table.context = type?.name
        defer { (selfType, table.context) = outer }
        for member in block.members {
            let decl = member.decl
            let isStatic = decl.modifierList?.contains { $0.name.text == "static" || $0.name.text == "class" } ?? false
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    let annotated = binding.typeAnnotation.map { table.resolve($0.type) } ?? .unknown
                    if let value = binding.initializer?.value {
                        let owner = type, isAnnotated = binding.typeAnnotation != nil
                        deferredBodies.append { [unowned self] in
                            inMember(of: owner, isStatic: isStatic) {
                                withFunction(returning: .void) {
                                    if isAnnotated { check(value, against: annotated, .specified) } else {
                                        judgeEmptyCollectionLiteral(value)
                                        _ = typeOf(value)
                                    }
                                }
                            }
                        }
                    }
                    if let accessors = binding.accessorBlock {
                        judgeMissingAnnotation(binding, accessors)
                        let owner = type
                        deferredBodies.append { [unowned self] in
                            inMember(of: owner, isStatic: isStatic) { checkAccessors(accessors, type: annotated) }
                        }
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let signature = DeclarationReader(table: table, libraryLineCount: 0, converter: source.converter).signature(function)
                let owner = type
                deferredBodies.append { [unowned self] in
                    inMember(of: owner, isStatic: isStatic) {
                        checkBody(function.body, parameters: function.signature.parameterClause, returning: signature.result,
                                  throwing: signature.throwing)
                    }
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let owner = type
                deferredBodies.append { [unowned self] in
                    inMember(of: owner, isStatic: false) {
                        checkBody(initializer.body, parameters: initializer.signature.parameterClause, returning: .void,
                                  throwing: initializer.signature.effectSpecifiers?.throwsClause != nil)
                    }
                }
            } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body {
                let owner = type
                deferredBodies.append { [unowned self] in
                    inMember(of: owner, isStatic: false) { checkBody(body, parameters: nil, returning: .void) }
                }
            } else if let s = decl.as(StructDeclSyntax.self) {
                checkMembers(s.memberBlock, of: type.flatMap { table.types["\($0.name).\(s.name.text)"] })
            } else if let c = decl.as(ClassDeclSyntax.self) {
                checkMembers(c.memberBlock, of: type.flatMap { table.types["\($0.name).\(c.name.text)"] })
            } else if let e = decl.as(EnumDeclSyntax.self) {
                checkMembers(e.memberBlock, of: type.flatMap { table.types["\($0.name).\(e.name.text)"] })
            }
        }
    }

    private func inMember(of type: NominalType?, isStatic: Bool, _ body: () -> Void) {
        let outer = (selfType, inStaticContext, table.context)
        selfType = type
        inStaticContext = isStatic
        table.context = type?.name
        body()
        (selfType, inStaticContext, table.context) = outer
    }

    private func deferBody(_ body: CodeBlockSyntax?, parameters: FunctionParameterClauseSyntax?, returning result: StaticType,
                           throwing: Bool) {
        let owner = selfType, isStatic = inStaticContext
        if scopes.count > 1 {
            // A local function sees the locals around it: checked where it is declared.
            checkBody(body, parameters: parameters, returning: result, throwing: throwing)
            return
        }
        deferredBodies.append { [unowned self] in
            inMember(of: owner, isStatic: isStatic) { checkBody(body, parameters: parameters, returning: result, throwing: throwing) }
        }
    }

    /// A computed property, or an observed one without an initial value, must say its type.
    private func judgeMissingAnnotation(_ binding: PatternBindingSyntax, _ accessors: AccessorBlockSyntax) {
        guard binding.typeAnnotation == nil, binding.initializer == nil else { return }
        var observed = false
        if case .accessors(let list) = accessors.accessors {
            observed = list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
        }
        error(observed ? "type annotation missing in pattern" : "computed property must have an explicit type", at: binding.pattern)
    }

    private func deferAccessors(_ accessors: AccessorBlockSyntax, type: StaticType) {
        if scopes.count > 1 {
            checkAccessors(accessors, type: type)
            return
        }
        deferredBodies.append { [unowned self] in checkAccessors(accessors, type: type) }
    }

    func checkAccessors(_ accessors: AccessorBlockSyntax, type: StaticType) {
        switch accessors.accessors {
        case .getter(let items):
            withFunction(returning: type) { scoped { checkItems(items) } }
        case .accessors(let list):
            for accessor in list {
                guard let body = accessor.body else { continue }
                let isGetter = accessor.accessorSpecifier.text == "get"
                withFunction(returning: isGetter ? type : .void) {
                    scoped {
                        if !isGetter {
                            let name = accessor.parameters?.name.text ?? (accessor.accessorSpecifier.text == "didSet" ? "oldValue" : "newValue")
                            declare(name, type)
                        }
                        checkItems(body.statements)
                    }
                }
            }
        }
    }
}
