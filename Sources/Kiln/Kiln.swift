// The embedding API: create a playground, give it source, run, read the report.
// Everything else in Kiln is internal to its modules.
@_exported import KilnLessons
@_exported import struct KilnScript.ExpectationResult
@_exported import struct KilnScript.Location
@_exported import struct KilnScript.Diagnostic
@_exported import enum KilnSimulator.SimulatorEvent
@_exported import enum KilnSimulator.HostFiles
import KilnFoundation
import KilnScript
import KilnSimulator

/// Kiln, embedded: Swift scripts run at once inside a simulated iOS app.
///
/// ```swift
/// let playground = try Playground()
/// let report = playground.run(source: """
///     let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
///     print(docs.lastPathComponent)
///     """, fileName: "hello.swift")
/// report.output        // "Documents\n"
/// report.succeeded     // true
/// ```
///
/// The playground's device outlives a run: a second `run` sees the files the first one wrote,
/// as a phone keeps an app's data between launches, but none of its objects. A ``Session``
/// (``session()``) is the REPL's way: chunks that keep what the ones before declared.
public final class Playground {
    /// How the playground's device and interpreter are set up: the one options value that `kiln
    /// run` and `kiln repl` build from their command line, passed down to the simulator
    /// (`options.device`) and the interpreter (`options.interpreter`).
    ///
    /// ```swift
    /// var options = Playground.Options(sandbox: "/tmp/app", seed: 7)
    /// options.timeLimit = 2                       // seconds; 5 by default
    /// options.memoryLimit = 100 * 1024 * 1024     // the device's memory; 200 MB by default
    /// options.output = { print($0, terminator: "") }
    /// let playground = try Playground(options: options)
    /// ```
    ///
    /// Named ones: `seed`, `appName`, `sandbox`, `resources`, `timeLimit`, `memoryLimit`,
    /// `outputLimit`, `output`. Every limit holds whatever the script is doing, and ends the run
    /// with a located error and exit status 1, its output up to there kept: past `timeLimit`
    /// the script is stopped; past `memoryLimit` the system ends the app (jetsam; ``Report/events``
    /// records it); past `outputLimit` (10 MB) its output is cut with a message.
    public typealias Options = KilnOptions

    private let device: FoundationSession

    /// What the playground was made with.
    public var options: Options { device.options }

    /// Makes the simulated device; throws only when its sandbox directory cannot be made.
    public init(options: Options = .init()) throws {
        device = try FoundationSession(options: options)
    }

    /// Runs `source` as the file `fileName` (its stem names the script's module, as `swift FILE`
    /// does). Never traps: a syntax error or a runtime fault is in the report.
    public func run(source: String, fileName: String) -> Report { Report(result: device.run(source: source, fileName: fileName)) }

    /// Checks a lesson (its own code, or `code` in its place: a student's file) on a fresh device
    /// of its own, as `kiln check` does: every check's result, the diagnostics, the events.
    ///
    /// ```swift
    /// let lesson = try Lesson.load(path: "Lessons/01-sandbox.swift")
    /// let report = Playground.check(lesson, code: studentSource)
    /// report.status                               // .fail
    /// report.checks.filter { $0.status != .pass } // what to fix, each with its message and line
    /// ```
    public static func check(_ lesson: Lesson, code: String? = nil, options: CheckOptions = .init()) -> LessonReport {
        LessonChecker.check(lesson, code: code, options: options)
    }

    /// The app's home directory in the sandbox (Documents, Library, tmp are inside it).
    public var home: String { device.simulator.sandbox.home }

    /// The app's state now: `notRunning`, `inactive`, `active`, `background` or `suspended`.
    public var appState: String { device.simulator.state.rawValue }

    /// Where `UserDefaults.standard` keeps its plist, relative to ``home``
    /// (`Library/Preferences/com.example.App.plist`).
    public var defaultsPath: String { device.simulator.makeDefaults().relativePath }

    /// Starts a REPL session on the playground's device: chunks of Swift evaluated one after
    /// another, each seeing what the ones before declared, with the app they launch running on
    /// between them. One session at a time, and no `run` while it is open.
    ///
    /// ```swift
    /// let session = try Playground().session()
    /// session.evaluate("let x = 1")
    /// session.evaluate("print(x + 1)").output     // "2\n"
    /// session.evaluate("x * 3").output            // "$R0: Int = 3\n"
    /// session.evaluate("print(y)").diagnostics    // "repl.swift:4:7: error: cannot find 'y' in scope…"
    /// ```
    public func session() -> Session { Session(playground: self, repl: device.makeREPL()) }

    /// A REPL session (see ``Playground/session()``).
    ///
    /// - Each chunk is the next lines of `repl.swift` (numbered across the session); a file
    ///   evaluated with `evaluate(_:fileName:)` has its own name and lines.
    /// - A bare expression's value is shown as Swift's REPL shows it, `$R0: Int = 3`, in the
    ///   output; `$R0` is a variable afterwards. `Void` results and assignments show nothing.
    /// - A variable, function or type declared again is a new one; the newer wins from then on.
    /// - A chunk with an error runs nothing and changes nothing; a chunk stopped by a runtime
    ///   fault keeps what it did before it. Either way the session goes on, with each chunk's
    ///   own time limit.
    public final class Session {
        /// The playground whose device the session runs on.
        public let playground: Playground
        private let repl: FoundationSession.REPL

        init(playground: Playground, repl: FoundationSession.REPL) {
            self.playground = playground
            self.repl = repl
        }

        /// Evaluates a chunk typed at the REPL. `exitStatus` is 1 when it did not compile or
        /// did not run to its end.
        public func evaluate(_ source: String) -> Report { report(repl.evaluate(source)) }

        /// Evaluates a whole file in the session (a lesson loaded into the REPL): diagnostics name
        /// `fileName` and the file's own lines; its output is what `run` would print (no values
        /// of bare expressions).
        public func evaluate(_ source: String, fileName: String) -> Report { report(repl.evaluate(source, fileName: fileName)) }

        /// The app's life since the session started: state changes, callbacks and notifications.
        public var events: [String] { repl.events.map(\.scriptText) }

        /// Tab completion for `text`, the line up to the cursor: the word being completed and the
        /// names that would replace it (names in scope, or members after a dot).
        ///
        ///     session.completions(for: "NSKeyedArch")   // ("NSKeyedArch", ["NSKeyedArchiver", "NSKeyedArchiverDelegate"…])
        public func completions(for text: String) -> (word: String, candidates: [String]) { repl.completions(for: text) }

        /// Whether `source` can be evaluated as it is, or is the start of something longer (an
        /// open `{`, `(` or `[`, an unterminated `"""`), for which a REPL reads another line.
        public static func isComplete(_ source: String) -> Bool { FoundationSession.REPL.isComplete(source) }

        /// Stops the input being evaluated now (in any session or run of the process), as its time
        /// limit would: "interrupted" at the line it reached; the session goes on. Safe in a
        /// signal handler (a REPL's Ctrl-C) once `takeInterrupt()` has been called once.
        public static func interrupt() { Interpreter.interrupt() }

        /// Whether an interrupt was asked for and not taken by a running input; clears it.
        @discardableResult
        public static func takeInterrupt() -> Bool { Interpreter.takeInterrupt() }

        /// Ends the session: the app is no longer running, its objects are gone, its files stay.
        /// (Releasing the session does the same.)
        public func end() { repl.end() }

        private func report(_ result: FoundationRunResult) -> Report { Report(result: result) }
    }
}

/// What a run (or a session's chunk) did.
public struct Report: Sendable {
    /// What the script printed.
    public var output: String
    /// Errors and notes in the compiler's shape (`file:line:col: error: …`, the line, a caret).
    public var diagnostics: String
    /// 0 when the script ran to its end, 1 after a syntax error or a runtime fault.
    public var exitStatus: Int32
    /// The simulated app's life: state changes, callbacks and notifications, in order.
    public var events: [String]
    /// The same diagnostics as values: severity, message, file, line, column, notes (each with its
    /// place), fix-its (a phrase and the edits it makes).
    public var diagnosticValues: [LessonDiagnostic]
    /// The same events as values (`.callback(.didEnterBackground)`, `.stateChanged(from:to:)`, …).
    public var eventValues: [SimulatorEvent]
    /// Every `#expect` / `#require` the script evaluated, with its place and Swift Testing's message.
    public var expectations: [ExpectationResult]

    public var succeeded: Bool { exitStatus == 0 }

    init(result: FoundationRunResult) {
        output = result.output
        diagnostics = result.renderedDiagnostics
        exitStatus = result.exitStatus
        events = result.events.map(\.scriptText)
        diagnosticValues = result.diagnostics.map(LessonDiagnostic.init)
        eventValues = result.events
        expectations = result.expectations
    }
}
