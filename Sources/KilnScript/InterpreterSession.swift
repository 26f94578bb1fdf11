// A session: the REPL's interpreter. Chunks of source are evaluated one after another in one
// runtime, against one resolver, so what a chunk declares (variables, functions, types) is there
// for the chunks after it. Each chunk is parsed, declared, compiled and run on its own; a chunk
// that does not compile leaves the session as it was, and one that faults keeps what it did
// before the fault.
//
// Where a chunk's lines are. Locations are bare (line, column) pairs, and the runtime tells the
// embedder's library code from the script's by line (`Options.libraryLineCount`). So each chunk
// gets lines of its own in one numbering for the whole session: library chunks (an embedder's
// prelude) from line 1, the user's chunks above `libraryLineCapacity`. `Chunk` records which
// file and which of its lines each range is, and every diagnostic is moved back to them.
//
// Where the globals are. Compiled code reaches a top-level variable through the global frame
// (slot `index` of `runtime.globals`), and closures capture that frame, so it can never be
// replaced by a larger one: a session's global frame is made once with room for
// `globalCapacity` variables, and a chunk that would pass it is refused ("too many top-level
// variables") and changes nothing.
import SwiftSyntax

extension Interpreter {
    /// Starts a session: a REPL's interpreter, in which chunks of Swift are evaluated one after
    /// another and each sees what the chunks before it declared. Natives registered so far are
    /// installed; the session uses this interpreter's options (each chunk gets the step and time
    /// limits anew).
    ///
    ///     let session = Interpreter().makeSession()
    ///     session.evaluate("let x = 1").exitStatus          // 0
    ///     session.evaluate("print(x + 1)").output           // "2\n"
    ///     session.evaluate("x * 3").output                  // "$R0: Int = 3\n"
    ///     session.evaluate("print(y)").renderedDiagnostics  // "repl.swift:4:7: error: cannot find 'y' in scope…"
    public func makeSession(moduleName: String = "repl") -> Session {
        Session(interpreter: self, moduleName: moduleName, globalCapacity: Session.globalCapacity)
    }

    /// A REPL session (see `Interpreter.makeSession(moduleName:)`).
    ///
    /// - What is kept: top-level variables and their values, functions, types, extensions, and
    ///   the objects they hold, until `end()`.
    /// - Redeclaring: a variable, function (same name and argument labels) or type declared again
    ///   is a new one, and the newer wins for the chunks after it; code compiled earlier keeps
    ///   using the one it was compiled with (as in Swift's REPL, where each input is compiled
    ///   against what existed then).
    /// - Values: a REPL chunk's bare expressions show their value as Swift's REPL does,
    ///   `$R0: Int = 3` (the value as `debugPrint` writes it; an Optional's wrapped value), and
    ///   `$R0` is a variable from then on. `Void` results (calls of functions returning nothing,
    ///   assignments) show nothing. These lines are part of the output.
    /// - Locations: the chunks given to `evaluate(_:)` are the lines of one file, `repl.swift`,
    ///   numbered across the session (the third line typed is line 3); a chunk given with a file
    ///   name (a file loaded whole) has that name and its own lines.
    /// - Errors: a chunk with a syntax error or a name it cannot find runs nothing and changes
    ///   nothing. A chunk stopped by a runtime fault or an uncaught error keeps what it did before
    ///   (its declarations, the variables it set); the variables whose declarations did not run
    ///   are not declared. The step budget and time limit apply to each chunk.
    public final class Session {
        /// The name of the REPL's chunks in diagnostics.
        public let fileName = "repl.swift"
        /// Lines evaluated with `evaluate(_:)` so far: the next chunk starts at `lineCount + 1`.
        public private(set) var lineCount = 0

        /// Room in the global frame (see the top of this file).
        static let globalCapacity = 1 << 16
        /// Lines kept for library chunks; the user's chunks are numbered above.
        static let libraryLineCapacity = 1 << 30

        // Internal, not private: SessionQueries.swift reads them (names for a REPL's completion).
        let runtime: Runtime
        private let library: Library
        let resolver = Resolver()
        /// What the type checker knows of the session's declarations and top-level variables.
        private let typeTable = TypeTable()
        private var typeGlobals: [String: StaticType] = [:]
        private let compilesLibraryOnFirstCall: Bool
        /// Every chunk's compiler: library bodies compile on first call, through theirs.
        private var compilers: [Compiler] = []
        private var chunks: [Chunk] = []
        private var nextLibraryLine = 1
        private var nextUserLine = Session.libraryLineCapacity + 1
        /// How many values have been shown (`$R0`, `$R1`, …).
        private var resultCount = 0
        /// Types that a redeclaration replaced, torn down with the session.
        private var retiredTypes: [TypeInfo] = []
        private var ended = false

        /// A range of the session's lines: one chunk.
        private struct Chunk {
            let firstSessionLine: Int
            let lineCount: Int
            let fileName: String
            /// The line number its first line has in its file.
            let firstLine: Int
            let text: String
            let isLibrary: Bool
        }

        /// The embedder's old member names: a chunk using one is Swift 2 code (TypeCheckArguments.swift).
        private var oldSpellings: [String] = []
        private var renamedTypes: [String: String] = [:]
        /// The embedder's native types: names a written type may use (TypeCheckUnknownTypes.swift).
        private var nativeTypeNames: Set<String> = []
        private var libraryTypeNames: Set<String> = []

        /// `globalCapacity`: room for top-level variables (tests make it small).
        init(interpreter: Interpreter, moduleName: String, globalCapacity: Int) {
            var options = interpreter.options
            options.libraryLineCount = Session.libraryLineCapacity
            compilesLibraryOnFirstCall = options.compilesLibraryOnFirstCall
            (runtime, library) = interpreter.makeRuntime(options: options, moduleName: moduleName,
                                                         globalCount: globalCapacity, fileName: fileName)
            for (name, type) in library.types { resolver.types[name] = type }
            for (name, functions) in library.functions { resolver.globalFunctions[name] = functions }
            options.declarations?.read(into: typeTable)
            oldSpellings = interpreter.renames.map(\.oldName)
            renamedTypes = interpreter.renamedTypes
            nativeTypeNames = Set(interpreter.nativeTypes.map(\.name))
            libraryTypeNames = options.libraryTypeNames
        }

        deinit { end() }

        /// Evaluates a chunk typed at the REPL: it is the next lines of `repl.swift`.
        public func evaluate(_ source: String) -> RunResult {
            let first = lineCount + 1
            lineCount += Session.lineCount(of: source)
            return evaluate(source, fileName: fileName, firstLine: first, isLibrary: false, showsValues: true)
        }

        /// Evaluates a whole file in the session (a lesson loaded into the REPL): diagnostics
        /// name `fileName` and the file's own lines, and it prints what it prints as a run of
        /// the file would (no values of bare expressions).
        public func evaluate(_ source: String, fileName: String) -> RunResult {
            evaluate(source, fileName: fileName, firstLine: 1, isLibrary: false, showsValues: false)
        }

        /// Declares and runs the embedder's own Swift (a prelude, or the part of it a chunk is
        /// about to need): like the library lines of a run (`Options.libraryLineCount`), its
        /// function bodies compile when first called, and notes and faults inside it point at
        /// the user's call into it.
        public func loadLibrary(_ source: String, fileName: String) -> RunResult {
            evaluate(source, fileName: fileName, firstLine: 1, isLibrary: true, showsValues: false)
        }

        /// Ends the session: its objects and types are released (no `deinit` runs, as at the end
        /// of a program). Evaluating afterwards reports that the session has ended.
        public func end() {
            guard !ended else { return }
            ended = true
            runtime.tearDown()
            library.tearDown()
            for type in retiredTypes where type !== AnyHashableBox.type { type.releaseDefinitions() }
            retiredTypes = []
            compilers = []
        }

        static func lineCount(of text: String) -> Int {
            let newlines = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return max(1, text.utf8.last == UInt8(ascii: "\n") ? newlines : newlines + 1)
        }

        // MARK: Evaluating a chunk

        private func evaluate(_ text: String, fileName: String, firstLine: Int, isLibrary: Bool, showsValues: Bool) -> RunResult {
            guard !ended else {
                let diagnostic = Diagnostic(message: "the session has ended", fileName: fileName, location: nil)
                return RunResult(output: "", diagnostics: [diagnostic], exitStatus: 1, renderedDiagnostics: diagnostic.rendered(source: ""))
            }
            let lines = Session.lineCount(of: text)
            let start = isLibrary ? nextLibraryLine : nextUserLine
            if isLibrary {
                guard nextLibraryLine + lines <= Session.libraryLineCapacity else {
                    let diagnostic = Diagnostic(message: "the session's library passes \(Session.libraryLineCapacity) lines", fileName: fileName, location: nil)
                    return RunResult(output: "", diagnostics: [diagnostic], exitStatus: 1, renderedDiagnostics: diagnostic.rendered(source: ""))
                }
                nextLibraryLine += lines
            } else {
                nextUserLine += lines
            }
            chunks.append(Chunk(firstSessionLine: start, lineCount: lines, fileName: fileName, firstLine: firstLine,
                                text: text, isLibrary: isLibrary))
            var result: (output: String, diagnostics: [Diagnostic], status: Int32) = ("", [], 0)
            // Deep script recursion needs a deep native stack, as in `run`.
            runWithLargeStack {
                result = self.run(text, fileName: fileName, sessionLine: start, isLibrary: isLibrary, showsValues: showsValues)
            }
            var diagnostics: [Diagnostic] = []
            var rendered = ""
            for diagnostic in result.diagnostics {
                let (placed, text) = present(diagnostic)
                diagnostics.append(placed)
                rendered += text
            }
            return RunResult(output: result.output, diagnostics: diagnostics, exitStatus: result.status, renderedDiagnostics: rendered)
        }

        /// Parses, declares, compiles and runs one chunk; diagnostics are at session lines.
        private func run(_ text: String, fileName: String, sessionLine: Int, isLibrary: Bool, showsValues: Bool)
            -> (output: String, diagnostics: [Diagnostic], status: Int32) {
            let source = SourceFile(text: text, fileName: fileName, firstLine: sessionLine,
                                    lazyBodiesThroughLine: isLibrary && compilesLibraryOnFirstCall ? Int.max : 0)
            let syntax = source.syntaxDiagnostics
            if syntax.contains(where: { $0.severity == .error }) { return ("", syntax, 1) }

            let saved = SavedDeclarations(resolver: resolver, runtime: runtime)
            let items = Array(source.tree.statements)
            let declared = TopLevelNames(items)
            saved.keepExtendedTypes(declared.extendedTypes)
            makeRoom(for: declared)
            // The chunk's types are checked against what earlier chunks declared; the library's
            // chunks are only read.
            let checker = TypeChecker(source: source, table: typeTable, libraryLineCount: Session.libraryLineCapacity,
                                      globals: typeGlobals)
            checker.oldSpellings = oldSpellings
            checker.renamedTypes = renamedTypes
            checker.nativeTypeNames = nativeTypeNames
            checker.libraryTypeNames = libraryTypeNames
            checker.isSessionChunk = true
            checker.checkProgram()
            let compiler = Compiler(source: source, runtime: runtime, library: library,
                                    lazyLibraryLines: isLibrary && compilesLibraryOnFirstCall ? Session.libraryLineCapacity : 0,
                                    resolver: resolver)
            compiler.overloadChoices = checker.overloadChoices
            compiler.exclusiveInoutPlaces = checker.exclusiveInoutPlaces
            compiler.literalNominalTypes = checker.literalNominalTypes
            compiler.characterLiterals = checker.characterLiterals
            compiler.protocolReceivers = checker.protocolReceivers
            compiler.floatingLiterals = checker.floatingLiterals
            compiler.implicitMemberTypes = checker.implicitMemberTypes
            compiler.subscriptValueDepths = checker.subscriptValueDepths
            compiler.optionalArrayLiterals = checker.optionalArrayLiterals
            compiler.typeOfSpellings = checker.typeOfSpellings
            compiler.genericCallArguments = checker.genericCallArguments
            compiler.builtinMemberUses = checker.builtinMemberUses
            compiler.libraryCallSites = checker.libraryCallSites
            compiler.runtime.failableScalarInits.formUnion(checker.failableScalarInits)
            let statements = compiler.compileChunk(showingValues: showsValues ? { [unowned self] value in try self.show(value) } : nil)
            if resolver.globalScope.layout.size > runtime.globals.count {
                compiler.error("too many top-level variables for one session (\(runtime.globals.count))", at: source.tree)
            }
            if !compiler.diagnostics.isEmpty || !checker.diagnostics.isEmpty || !checker.mandatoryDiagnostics.isEmpty {
                saved.restore(resolver: resolver, runtime: runtime)
                return ("", syntax + checker.merged(with: compiler.diagnostics), 1)
            }
            typeGlobals = checker.globals
            retiredTypes += saved.replacedTypes(by: resolver)
            compilers.append(compiler)

            runtime.output = ""
            runtime.notes = []
            runtime.pendingFault = nil
            runtime.restartBudget()
            runtime.startWatching()
            defer { runtime.stopWatching() }
            var stopped: Diagnostic?
            var ranUpTo = statements.count
            for (index, statement) in statements.enumerated() {
                do {
                    if case .next = try statement.run(runtime.globals) {} else { break }
                    if let fault = runtime.pendingFault { throw fault }
                } catch {
                    stopped = diagnostic(for: error)
                    ranUpTo = index
                    break
                }
            }
            // The variables whose declarations did not run were never made (an earlier one of
            // the same name is visible again).
            for statement in statements[ranUpTo...] {
                for name in statement.declaredNames { saved.restoreGlobal(name, in: resolver) }
            }
            let output = runtime.output
            runtime.output = ""
            let notes = runtime.notes
            runtime.notes = []
            runtime.pendingFault = nil
            // A script run whole gets the checker's warnings; the REPL's chunks, which show their
            // values, do not (an unused result is what a REPL shows).
            let warnings = showsValues || isLibrary ? [] : checker.sortedWarnings
            return (output, syntax + warnings + notes + (stopped.map { [$0] } ?? []), stopped == nil ? 0 : 1)
        }

        /// Makes way for what a chunk declares again: a variable or type of an earlier chunk's
        /// name becomes a new one, and a function of the same name and labels replaces the old.
        private func makeRoom(for declared: TopLevelNames) {
            resolver.aliases = []  // earlier chunks' aliases are resolved already
            for name in declared.variables {
                resolver.globalScope.names[name] = nil
                resolver.globalScope.optionalDepths[name] = nil
                resolver.globalScope.constants[name] = nil
                resolver.globalScope.staticTypes[name] = nil
            }
            for name in declared.types {
                resolver.types[name] = nil
                resolver.aliasTargets[name] = nil
                for path in resolver.qualifiedTypes.keys where path.hasPrefix(name + ".") { resolver.qualifiedTypes[path] = nil }
            }
            for (name, labels) in declared.functions {
                resolver.globalFunctions[name]?.removeAll { $0.parameters.map(\.label) == labels }
                if resolver.globalFunctions[name]?.isEmpty == true { resolver.globalFunctions[name] = nil }
            }
        }

        /// Shows a bare expression's value as Swift's REPL does, and keeps it as `$R<n>`.
        private func show(_ value: Value) throws {
            if case .void = value { return }
            if case .some(.void) = value { return }
            let name = "$R\(resultCount)"
            resultCount += 1
            let site = runtime.currentLocation
            var shown = value
            if case .some(let wrapped) = value { shown = wrapped }
            let text = try runtime.debugDescribe(shown, at: site)
            try runtime.write("\(name): \(Session.typeDescription(of: value)) = \(text)\n")
            if resolver.globalScope.layout.size < runtime.globals.count {
                let slot = resolver.globalScope.layout.allocate()
                resolver.globalScope.names[name] = slot
                runtime.globals.slots[slot] = value
            }
        }

        /// The type as Swift writes it, as far as the value tells (an empty array's element
        /// type, or a nil's wrapped type, is not known).
        static func typeDescription(of value: Value) -> String {
            func common(_ values: some Sequence<Value>) -> String? {
                var found: String?
                for value in values {
                    let name = typeDescription(of: value)
                    if let found, found != name { return "Any" }
                    found = name
                }
                return found
            }
            switch value {
            case .none: return "Optional"
            case .some(let wrapped): return typeDescription(of: wrapped) + "?"
            case .array(let elements): return common(elements).map { "[\($0)]" } ?? "Array"
            case .set(let set): return common(set.elements).map { "Set<\($0)>" } ?? "Set"
            case .dictionary(let dictionary):
                guard let key = common(dictionary.keys), let element = common(dictionary.values) else { return "Dictionary" }
                return "[\(key): \(element)]"
            case .tuple(let tuple):
                let parts = zip(tuple.labels, tuple.elements).map { label, element in
                    (label.map { "\($0): " } ?? "") + typeDescription(of: element)
                }
                return "(" + parts.joined(separator: ", ") + ")"
            case .structValue(let type, _), .enumCase(let type, _, _): return type.localPath
            case .object(let instance): return instance.type.localPath
            case .metatype(let type): return type.localPath + ".Type"
            default: return typeName(of: value)
            }
        }

        private func diagnostic(for error: Error) -> Diagnostic {
            switch error {
            case let fault as RuntimeFault:
                var location = fault.location
                if let line = location?.line, chunk(at: line)?.isLibrary ?? false {
                    // Raised inside the library on the user's behalf: reported where the user
                    // called, as the compiler reports a failing library call.
                    location = fault.stack.last { !(chunk(at: $0.callSite.line)?.isLibrary ?? true) }?.callSite ?? location
                }
                return Diagnostic(message: fault.message, fileName: "", location: location,
                                  notes: Interpreter.stackNotes(fault.stack) { [unowned self] in place($0) })
            case let thrown as ScriptError:
                let description = (try? runtime.debugDescribe(thrown.value, at: thrown.location)) ?? "error"
                return Diagnostic(message: "Error raised at top level: \(description)", fileName: "", location: thrown.location)
            default:
                return Diagnostic(message: "internal error: \(error)", fileName: "", location: nil)
            }
        }

        // MARK: Session lines

        private func chunk(at sessionLine: Int) -> Chunk? {
            chunks.last { $0.firstSessionLine <= sessionLine && sessionLine < $0.firstSessionLine + $0.lineCount }
        }

        /// `file:line:col` of a session location.
        private func place(_ location: Location) -> String {
            guard let chunk = chunk(at: location.line) else { return "\(fileName):\(location.line):\(location.column)" }
            return "\(chunk.fileName):\(location.line - chunk.firstSessionLine + chunk.firstLine):\(location.column)"
        }

        /// A diagnostic at session lines moved to its chunk's file and lines, and rendered.
        private func present(_ diagnostic: Diagnostic) -> (Diagnostic, String) {
            var placed = diagnostic
            guard let location = diagnostic.location, let chunk = chunk(at: location.line) else {
                if placed.fileName.isEmpty { placed.fileName = fileName }
                return (placed, placed.rendered(source: ""))
            }
            let shift = chunk.firstLine - chunk.firstSessionLine
            placed.fileName = chunk.fileName
            placed.location = Location(line: location.line + shift, column: location.column)
            placed.fixIts = diagnostic.fixIts.map { $0.movingLines(by: shift) }
            // Notes the parser placed in the chunk (`to match this opening '{'`).
            placed.notes = diagnostic.notes.map { note in
                var moved = note
                if let at = note.location, note.fileName == diagnostic.fileName {
                    moved.fileName = chunk.fileName
                    moved.location = Location(line: at.line + shift, column: at.column)
                } else if note.location == nil {
                    moved.message = Session.shiftLines(in: note.message, after: diagnostic.fileName + ":", by: shift)
                }
                return moved
            }
            return (placed, placed.rendered(source: chunk.text, firstLine: chunk.firstLine))
        }

        /// `marker` followed by a line number in `note`, with the number moved by `shift`.
        static func shiftLines(in note: String, after marker: String, by shift: Int) -> String {
            guard !marker.isEmpty, marker != ":", shift != 0 else { return note }
            var result = ""
            var rest = Substring(note)
            while let range = rest.firstRange(of: marker) {
                result += rest[..<range.upperBound]
                let digits = rest[range.upperBound...].prefix { $0.isNumber }
                if let line = Int(digits) { result += String(line + shift) }
                rest = rest[digits.endIndex...]
            }
            return result + rest
        }
    }
}

/// What a chunk declares at its top level, read before it is compiled.
struct TopLevelNames {
    var variables: [String] = []
    var types: [String] = []
    var functions: [(name: String, labels: [String?])] = []
    var extendedTypes: [String] = []

    init(_ items: [CodeBlockItemSyntax]) {
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { variables += TopLevelNames.boundNames(binding.pattern) }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
                functions.append((function.name.text, labels))
            } else if let s = decl.as(StructDeclSyntax.self) { types.append(s.name.text) }
            else if let c = decl.as(ClassDeclSyntax.self) { types.append(c.name.text) }
            else if let e = decl.as(EnumDeclSyntax.self) { types.append(e.name.text) }
            else if let p = decl.as(ProtocolDeclSyntax.self) { types.append(p.name.text) }
            else if let a = decl.as(TypeAliasDeclSyntax.self) { types.append(a.name.text) }
            else if let x = decl.as(ExtensionDeclSyntax.self) { extendedTypes.append(x.extendedType.trimmedText) }
        }
    }

    static func boundNames(_ pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { boundNames($0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return boundNames(binding.pattern) }
        return []
    }
}

/// The declarations of a session before a chunk, to put back when the chunk does not compile
/// (or, for a variable, when its declaration did not run).
final class SavedDeclarations {
    private let names: [String: Int]
    private let optionalDepths: [String: Int]
    private let constants: [String: Constant]
    private let staticTypes: [String: TypeInfo]
    private let globalSize: Int
    private let globalFunctions: [String: [FunctionCode]]
    private let computedGlobals: [String: (get: FunctionCode, set: FunctionCode?)]
    private let types: [String: TypeInfo]
    private let qualifiedTypes: [String: TypeInfo]
    private let aliases: [(path: String, name: String, isNested: Bool, target: TypeSyntax)]
    private let aliasTargets: [String: TypeSyntax]
    private let scriptTypes: [String: TypeInfo]
    private let staticCellCount: Int
    /// Types an extension in the chunk adds to, as they were.
    private var extended: [(type: TypeInfo, members: [String: [Member]], staticMembers: [String: [Member]],
                            initializers: [Member], conformances: Set<String>, protocolDefaults: [String: [Member]])] = []

    init(resolver: Resolver, runtime: Runtime) {
        names = resolver.globalScope.names
        optionalDepths = resolver.globalScope.optionalDepths
        constants = resolver.globalScope.constants
        staticTypes = resolver.globalScope.staticTypes
        globalSize = resolver.globalScope.layout.size
        globalFunctions = resolver.globalFunctions
        computedGlobals = resolver.computedGlobals
        types = resolver.types
        qualifiedTypes = resolver.qualifiedTypes
        aliases = resolver.aliases
        aliasTargets = resolver.aliasTargets
        scriptTypes = runtime.scriptTypes
        staticCellCount = runtime.staticCells.count
    }

    func keepExtendedTypes(_ names: [String]) {
        for name in names {
            guard let type = qualifiedTypes[name] ?? types[name] else { continue }
            extended.append((type, type.members, type.staticMembers, type.initializers, type.conformances, type.protocolDefaults))
        }
    }

    func restore(resolver: Resolver, runtime: Runtime) {
        resolver.globalScope.names = names
        resolver.globalScope.optionalDepths = optionalDepths
        resolver.globalScope.constants = constants
        resolver.globalScope.staticTypes = staticTypes
        resolver.globalScope.layout.size = globalSize
        resolver.globalFunctions = globalFunctions
        resolver.computedGlobals = computedGlobals
        resolver.types = types
        resolver.qualifiedTypes = qualifiedTypes
        resolver.aliases = aliases
        resolver.aliasTargets = aliasTargets
        runtime.scriptTypes = scriptTypes
        if runtime.staticCells.count > staticCellCount { runtime.staticCells.removeSubrange(staticCellCount...) }
        for saved in extended {
            saved.type.members = saved.members
            saved.type.staticMembers = saved.staticMembers
            saved.type.initializers = saved.initializers
            saved.type.conformances = saved.conformances
            saved.type.protocolDefaults = saved.protocolDefaults
        }
    }

    /// Makes `name` what it was before the chunk.
    func restoreGlobal(_ name: String, in resolver: Resolver) {
        resolver.globalScope.names[name] = names[name]
        resolver.globalScope.optionalDepths[name] = optionalDepths[name]
        resolver.globalScope.constants[name] = constants[name]
        resolver.globalScope.staticTypes[name] = staticTypes[name]
    }

    /// The script types the chunk replaced with new declarations of their names.
    func replacedTypes(by resolver: Resolver) -> [TypeInfo] {
        types.compactMap { name, type in
            guard type.module != nil, let now = resolver.types[name], now !== type else { return nil }
            return type
        }
    }
}

/// One top-level statement of a session chunk, compiled, with the variables it declares.
struct ChunkStatement {
    let run: Exec
    let declaredNames: [String]
}

extension Compiler {
    /// Compiles a session chunk into the session's resolver: declarations first (as for a
    /// file), then each top-level statement on its own, so the session knows which ran. A bare
    /// expression's value goes to `show`, when given.
    func compileChunk(showingValues show: ((Value) throws -> Void)?) -> [ChunkStatement] {
        let items = Array(source.tree.statements)
        declareTopLevel(items)
        declareOperators(items)
        giveSequenceAlgorithms(resolver.allTypes)  // before the bodies, as compileProgram does
        var statements: [ChunkStatement] = []
        for (position, item) in items.enumerated() {
            if case .stmt(let stmt) = item.item, stmt.is(DeferStmtSyntax.self) {
                // `defer` runs when the rest of its chunk ends: the rest is one statement.
                let rest = Array(items[position...])
                let names = TopLevelNames(rest).variables
                statements.append(ChunkStatement(run: compileItems(rest, topLevel: true), declaredNames: names))
                break
            }
            if let show, case .expr(let expr) = item.item {
                let eval = compileExpression(expr)
                let site = location(expr)
                let runtime = self.runtime
                statements.append(ChunkStatement(run: { frame in
                    runtime.currentLocation = site
                    try show(try eval(frame))
                    return .next
                }, declaredNames: []))
                continue
            }
            // `guard let` at the top level declares its names as it compiles.
            let isGuard = item.item.as(StmtSyntax.self)?.is(GuardStmtSyntax.self) ?? false
            let before = isGuard ? resolver.globalScope.names : [:]
            let exec = compileItem(item, topLevel: true) ?? { _ in .next }
            let bound = isGuard ? resolver.globalScope.names.compactMap { name, slot in before[name] == slot ? nil : name } : []
            statements.append(ChunkStatement(run: exec, declaredNames: TopLevelNames([item]).variables + bound))
        }
        while !pendingBodies.isEmpty {
            let work = pendingBodies
            pendingBodies = []
            for compile in work { compile() }
        }
        // Protocol defaults reach conforming types only once the chunk is known to compile.
        if diagnostics.isEmpty { finishTypes() }
        judgeBuiltinMembers()
        runtime.scriptTypes = resolver.types.merging(resolver.qualifiedTypes) { plain, _ in plain }
        return statements
    }
}
