// The embedding API: create an interpreter, register native types and functions, run source,
// read the result. Everything else in KilnScript is internal.
//
// The stages, one per file:
//   SourceFile.swift          parse with swift-syntax; its syntax errors become Diagnostics
//   Declarations.swift        types, members and functions collected before any body compiles
//   Resolver.swift            where a name becomes a slot (frames up, index)
//   TypeCheck*.swift, Types.swift  static types; refuses what swiftc refuses, before compiling
//   Compiler*.swift           where a node becomes a closure (statements, expressions, calls,
//                             places, operators, patterns); Operators.swift folds infix
//                             sequences by precedence
//   Value.swift, Runtime*.swift  values, frames, calls, members, collections, faults, budget
//   Library*.swift, Printer.swift  the standard library lessons use; Swift's print formatting
//   Embedding.swift           native types, functions and renamed APIs given by the embedder
//   InterpreterSession.swift  the REPL's session: chunks evaluated one after another
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs Swift scripts.
///
///     let interpreter = Interpreter()
///     let result = interpreter.run(source: "print(1 + 2)", fileName: "hello.swift")
///     result.output          // "3\n"
///     result.exitStatus      // 0
public final class Interpreter {
    /// Limits and the output sink of a run. Every limit holds whatever the script is doing (see
    /// `RunLimits.swift`): a script past one stops with a located error and exit status 1, its
    /// output up to there kept.
    public struct Options {
        /// The time limit when none is given: 5 seconds (the one place this default is written).
        public static let defaultTimeLimit: Double = 5
        /// The output limit when none is given: 10 MB.
        public static let defaultOutputLimit = 10 * 1024 * 1024

        /// Stops a script after this many steps (loop iterations and calls).
        public var stepLimit: Int
        /// Stops a script after this many seconds of running (in a session, each chunk's own),
        /// within a few milliseconds, even inside one long native call.
        public var timeLimit: Double
        /// Nested script calls allowed before "stack overflow".
        public var recursionLimit: Int
        /// The most elements one array, set, dictionary or range-made array may hold, and the most
        /// bytes one string may hold, checked where collections grow.
        public var sizeLimit: Int
        /// The most bytes the run may add to the process's memory (its resident size, measured
        /// from when the script starts running; for a session, from its first chunk): watched
        /// while the script runs and checked before any large allocation. `Int.max`: no limit.
        public var memoryLimit: Int
        /// The most bytes the script may print (in a session, per chunk): its output is cut there
        /// and the script stopped with a message.
        public var outputLimit: Int
        /// Called on the run's thread when the run's memory passes `memoryLimit` (with the
        /// footprint it reached and the limit), just before the script is stopped: returns the
        /// error's message. An embedder that simulates a device ends its app here.
        public var memoryLimitHandler: ((_ footprint: Int, _ limit: Int) -> String)?
        /// Receives output as the script prints it (besides `RunResult.output`).
        public var outputSink: ((String) -> Void)?
        /// What `readLine()` reads: the next line with its newline, nil at the end of input. With
        /// none (an embedded playground has no input), `readLine()` returns nil, as Swift's does
        /// when standard input is empty.
        public var inputLine: (() -> String?)?
        /// How many lines at the start of the source are the embedder's own Swift (a prelude run
        /// with each script): notes and errors of native code point at the script's call into them.
        public var libraryLineCount = 0
        /// What the embedder registers natively, declared in Swift for the type checker.
        public var declarations: LibraryDeclarations?
        /// Told the CPU time of each stage of a run before it runs: "parse", "check", "compile"
        /// (the runtime's setup included)
        /// (`kiln-bench checker` measures the type checker with it).
        public var stageTimes: ((_ stage: String, _ seconds: Double) -> Void)?
        /// Whether the library lines' function bodies are compiled when first called, so that a
        /// large library costs a script little; the script's own code is always compiled whole
        /// before it runs. The library must compile: a mistake in it is reported as Kiln's.
        public var compilesLibraryOnFirstCall = true
        /// Classes Swift's own values bridge to, by name (Foundation's `NSNumber` holds numbers and
        /// Booleans, `NSString` strings, …): `is`, `as?`, `as!` and `case … as` with such a class
        /// accept those values, unchanged.
        public var bridgedClasses: [String: BridgedValues] = [:]
        /// The module Swift names a library class in when it prints an instance
        /// (`FoundationEssentials.JSONEncoder`), by the class's name; a library class not named
        /// here prints under the script's module.
        public var libraryModules: [String: String] = [:]
        /// Library classes that box one of Swift's values in a stored property `__value` (the
        /// NSString an unarchiver gives back prints as Foundation's does): `as?`, `as!`, `is`, `as`
        /// and patterns see the value inside.
        public var bridgeBoxes: Set<String> = []
        /// Every type the embedder's library declares (all of it, not only what a script's
        /// selection keeps): a written framework-looking name one edit from one of these is a
        /// typo the checker refuses (`UIImge`; TypeCheckUnknownTypes.swift).
        public var libraryTypeNames: Set<String> = []

        /// The values a bridged class stands for.
        public enum BridgedValues: Sendable {
            /// `structs(name)`: the values of the library's struct `name` (NSData stands for Data).
            case numbers, strings, arrays, dictionaries, structs(String)

            func accepts(_ value: Value) -> Bool {
                switch (self, value) {
                case (.numbers, .int), (.numbers, .double), (.numbers, .bool), (.numbers, .fixed), (.numbers, .float),
                     (.strings, .string), (.arrays, .array), (.dictionaries, .dictionary):
                    return true
                case (.structs(let name), .structValue(let type, _)):
                    return type.isLibrary && type.name == name
                default:
                    return false
                }
            }

            /// Whether a cast to the class (`as? NSString`, `as! NSData`) keeps a bridged box as it
            /// is; one to NSArray or NSDictionary gives the collection, whose members scripts use.
            public var keepsBoxes: Bool {
                switch self {
                case .arrays, .dictionaries: return false
                default: return true
                }
            }
        }

        public init(stepLimit: Int = Int.max, timeLimit: Double = Options.defaultTimeLimit, recursionLimit: Int = 20_000,
                    sizeLimit: Int = 50_000_000, memoryLimit: Int = Int.max, outputLimit: Int = Options.defaultOutputLimit,
                    outputSink: ((String) -> Void)? = nil) {
            self.stepLimit = stepLimit
            self.timeLimit = timeLimit
            self.recursionLimit = recursionLimit
            self.sizeLimit = sizeLimit
            self.memoryLimit = memoryLimit
            self.outputLimit = outputLimit
            self.outputSink = outputSink
        }
    }

    public var options: Options
    private(set) var nativeTypes: [NativeType] = []
    private var nativeFunctions: [NativeFunction] = []
    private(set) var renames: [RenamedAPI] = []
    /// The `#expect` results of the run in progress, handed to its `RunResult`.
    private var recordedExpectations: [ExpectationResult] = []

    public init(options: Options = .init()) {
        self.options = options
    }

    /// Makes a native type visible to scripts run afterwards.
    public func register(_ type: NativeType) { nativeTypes.append(type) }

    /// Makes a native global function visible to scripts run afterwards.
    public func register(_ function: NativeFunction) { nativeFunctions.append(function) }

    /// The native global functions registered so far (the primitive-registry test reads them).
    var registeredFunctions: [NativeFunction] { nativeFunctions }

    /// A member Swift synthesizes for a conformance (Codable's `encode(to:)`, `init(from:)`),
    /// reached through `super` where the superclass does not declare it: given the superclass,
    /// the member's name and labels, `self` and the arguments, the result; nil when it is not one.
    public typealias SynthesizedMember = (_ context: NativeContext, _ type: TypeInfo, _ name: String, _ labels: [String?],
                                          _ selfValue: Value, _ arguments: [Value]) throws -> Value?
    public func registerSynthesizedMembers(_ member: @escaping SynthesizedMember) { synthesizedMembers.append(member) }
    private var synthesizedMembers: [SynthesizedMember] = []

    /// Runs `method`'s native body for calls of a method the library lines declare (`NativeMethodBody`).
    public func register(_ method: NativeMethodBody) { nativeMethodBodies.append(method) }
    private var nativeMethodBodies: [NativeMethodBody] = []

    /// Accepts an old spelling of an API (Swift 2/3) and runs today's, with a note naming it.
    public func register(_ rename: RenamedAPI) { renames.append(rename) }
    /// The old names of types (`RenamedAPI.Kind.type`) and today's.
    var renamedTypes: [String: String] {
        Dictionary(renames.filter { $0.kind == .type }.map { ($0.oldName, $0.newName) }, uniquingKeysWith: { a, _ in a })
    }

    /// Parses, checks and runs `source`. Never traps: every problem is in the result.
    public func run(source: String, fileName: String) -> RunResult {
        var result = RunResult(output: "", diagnostics: [], exitStatus: 0, renderedDiagnostics: "")
        // Deep script recursion needs a deep native stack: run on a thread with a large one.
        runWithLargeStack { result = self.runHere(source: source, fileName: fileName) }
        result.expectations = recordedExpectations
        recordedExpectations = []
        return result
    }

    /// `KILN_STAGE_TIMES=1 kiln …` writes each run's stage times (thread CPU) to standard error,
    /// for measuring a whole command's stages (the benchmarks' comparisons).
    private static let stageTimesToStandardError = getenv("KILN_STAGE_TIMES") != nil

    /// Writes a stage's time to standard error (KILN_STAGE_TIMES).
    private static func writeStageTime(_ stage: String, _ seconds: Double) {
        let line = "kiln stage \(stage): \(Double(Int(seconds * 1_000_000)) / 1000) ms\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    private func runHere(source text: String, fileName: String) -> RunResult {
        var stageTimes = options.stageTimes
        if stageTimes == nil, Interpreter.stageTimesToStandardError {
            stageTimes = { stage, seconds in Interpreter.writeStageTime(stage, seconds) }
        }
        var stageStart = stageTimes == nil ? 0 : Interpreter.threadCPUTime()
        /// Reports the stage that ends now, if the embedder (or KILN_STAGE_TIMES) asked.
        func stageEnded(_ stage: String) {
            guard let report = stageTimes else { return }
            let now = Interpreter.threadCPUTime()
            report(stage, now - stageStart)
            stageStart = now
        }
        let source = SourceFile(text: text, fileName: fileName,
                                lazyBodiesThroughLine: options.compilesLibraryOnFirstCall ? options.libraryLineCount : 0)
        stageEnded("parse")
        let syntaxErrors = source.syntaxDiagnostics
        if syntaxErrors.contains(where: { $0.severity == .error }) {
            var refused = RunResult(output: "", diagnostics: syntaxErrors, exitStatus: 1, source: text)
            refused.compiled = false
            return refused
        }
        // Types are checked before anything is compiled or runs: a program swiftc refuses stops here.
        // The library's declarations are read once per process (LibraryTables.swift).
        let table = LibraryTables.table(for: source, libraryLineCount: options.libraryLineCount, declarations: options.declarations)
        let checker = TypeChecker(source: source, table: table, libraryLineCount: options.libraryLineCount)
        checker.libraryDeclarationsRead = true
        checker.oldSpellings = renames.map(\.oldName)
        checker.renamedTypes = renamedTypes
        checker.nativeTypeNames = Set(nativeTypes.map(\.name))
        checker.libraryTypeNames = options.libraryTypeNames
        checker.checkProgram()
        let typeErrors = checker.diagnostics
        stageEnded("check")
        let globalCount = source.wordCount + 1
        let (runtime, library) = makeRuntime(options: options, moduleName: SourceFile.moduleName(for: fileName),
                                             globalCount: globalCount, fileName: fileName)
        defer {
            recordedExpectations = runtime.expectations
            runtime.tearDown()
            library.tearDown()
        }
        let lazyLines = options.compilesLibraryOnFirstCall ? options.libraryLineCount : 0
        let compiler = Compiler(source: source, runtime: runtime, library: library, lazyLibraryLines: lazyLines)
        // The prelude's bodies compile while the program runs: the compiler lives until it ends.
        defer { withExtendedLifetime(compiler) {} }
        compiler.overloadChoices = checker.overloadChoices
        compiler.nativeMethodBodies = nativeMethodBodies
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
        compiler.runtime.failableScalarInits = checker.failableScalarInits
        let program = compiler.compileProgram()
        stageEnded("compile")
        if !compiler.diagnostics.isEmpty || !typeErrors.isEmpty || !checker.mandatoryDiagnostics.isEmpty {
            var refused = RunResult(output: "", diagnostics: syntaxErrors + checker.merged(with: compiler.diagnostics), exitStatus: 1, source: text)
            refused.compiled = false
            return refused
        }
        runtime.startWatching()
        defer { runtime.stopWatching() }
        do {
            _ = try program(runtime.globals)
            if let fault = runtime.pendingFault { throw fault }
            // The checker's warnings do not stop the run: shown with its diagnostics, as swiftc prints them.
            return RunResult(output: runtime.output, diagnostics: syntaxErrors + checker.sortedWarnings + notes(of: runtime, fileName: fileName),
                             exitStatus: 0, source: text)
        } catch let fault as RuntimeFault {
            let diagnostic = Diagnostic(message: fault.message, fileName: fileName, location: fault.location,
                                        notes: Interpreter.stackNotes(fault.stack) { "\(fileName):\($0.line):\($0.column)" })
            return RunResult(output: runtime.output, diagnostics: syntaxErrors + notes(of: runtime, fileName: fileName) + [diagnostic], exitStatus: 1, source: text)
        } catch let thrown as ScriptError {
            let description = (try? runtime.debugDescribe(thrown.value, at: thrown.location)) ?? "error"
            let diagnostic = Diagnostic(message: "Error raised at top level: \(description)", fileName: fileName, location: thrown.location)
            return RunResult(output: runtime.output, diagnostics: syntaxErrors + notes(of: runtime, fileName: fileName) + [diagnostic], exitStatus: 1, source: text)
        } catch {
            let diagnostic = Diagnostic(message: "internal error: \(error)", fileName: fileName, location: nil)
            return RunResult(output: runtime.output, diagnostics: [diagnostic], exitStatus: 1, source: text)
        }
    }

    /// CPU time of the calling thread, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A runtime with the library and everything registered installed (for a run, or a session).
    func makeRuntime(options: Options, moduleName: String, globalCount: Int, fileName: String) -> (Runtime, Library) {
        let runtime = Runtime(options: options, moduleName: moduleName, globalCount: globalCount)
        let library = Library(runtime: runtime)
        let context = NativeContext(runtime: runtime)
        for native in nativeTypes { native.install(into: library, context: context) }
        for function in nativeFunctions {
            let code = FunctionCode(name: function.name, parameters: function.labels.map { Parameter(label: $0) }, hasSelf: false)
            let body = function.body
            code.native = { _, arguments in try body(context, arguments) }
            code.demotesSubstrings = true  // Substrings.swift
            library.functions[function.name, default: []].append(code)
        }
        for rename in renames { rename.install(into: library, fileName: fileName) }
        let synthesized = synthesizedMembers
        if !synthesized.isEmpty {
            runtime.synthesizedMember = { type, name, labels, selfValue, arguments in
                for member in synthesized {
                    if let result = try member(context, type, name, labels, selfValue, arguments) { return result }
                }
                return nil
            }
        }
        return (runtime, library)
    }

    /// The run's notes; those made where the file's name is not at hand are given it.
    private func notes(of runtime: Runtime, fileName: String) -> [Diagnostic] {
        runtime.notes.map { note in
            var note = note
            if note.fileName.isEmpty { note.fileName = fileName }
            return note
        }
    }

    /// "call stack (innermost first):" and a line per call; `place` names a call site (`file:line:col`).
    static func stackNotes(_ stack: [StackEntry], place: (Location) -> String) -> [Diagnostic.Note] {
        stackLines(stack, place: place).map { Diagnostic.Note(severity: nil, message: $0) }
    }

    private static func stackLines(_ stack: [StackEntry], place: (Location) -> String) -> [String] {
        guard !stack.isEmpty else { return [] }
        var notes = ["call stack (innermost first):"]
        // Runaway recursion repeats one call thousands of times: show each run of repeats once.
        var runs: [(entry: StackEntry, count: Int)] = []
        for entry in stack.reversed() {
            if let last = runs.last, last.entry.function == entry.function, last.entry.callSite == entry.callSite {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((entry, 1))
            }
        }
        for (entry, count) in runs.prefix(20) {
            let repeated = count > 1 ? " (\(count) times)" : ""
            notes.append("  \(entry.function) called at \(place(entry.callSite))\(repeated)")
        }
        if runs.count > 20 { notes.append("  … \(runs.count - 20) more") }
        return notes
    }
}

/// What a run produced.
public struct RunResult {
    /// Everything the script printed, up to where it stopped.
    public var output: String
    /// Syntax errors, errors found before running, the runtime error that stopped it, notes.
    public var diagnostics: [Diagnostic]
    /// 0 when the script ran to its end, 1 otherwise (as the compiled program's exit status would say).
    public var exitStatus: Int32
    /// The diagnostics as the compiler prints them, with source lines and carets.
    public var renderedDiagnostics: String
    /// Every `#expect` / `#require` the script evaluated, in order.
    public var expectations: [ExpectationResult] = []
    /// False when the script was refused before anything ran (a syntax or compile error).
    public var compiled = true

    init(output: String, diagnostics: [Diagnostic], exitStatus: Int32, source: String) {
        self.output = output
        self.diagnostics = diagnostics
        self.exitStatus = exitStatus
        renderedDiagnostics = diagnostics.map { $0.rendered(source: source) }.joined()
    }

    init(output: String, diagnostics: [Diagnostic], exitStatus: Int32, renderedDiagnostics: String) {
        self.output = output
        self.diagnostics = diagnostics
        self.exitStatus = exitStatus
        self.renderedDiagnostics = renderedDiagnostics
    }
}

private final class ThreadBody {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Runs `body` on a thread with a 1 GiB stack and waits for it.
func runWithLargeStack(_ body: @escaping () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 1 << 30)
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Glibc)
    var thread = pthread_t()
    #else
    var thread: pthread_t?
    #endif
    let created = pthread_create(&thread, &attributes, { raw in
        #if canImport(Glibc)
        guard let raw else { return nil }
        #endif
        let box = Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue()
        box.body()
        return nil
    }, context)
    if created != 0 {
        Unmanaged<ThreadBody>.fromOpaque(context).release()
        body()
        return
    }
    #if canImport(Glibc)
    pthread_join(thread, nil)
    #else
    if let thread { pthread_join(thread, nil) }
    #endif
}
