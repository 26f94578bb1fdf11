// The REPL's session on a device: an `Interpreter.Session` with Foundation and UIKit registered,
// whose app keeps running between chunks. Each chunk gets, before it, the part of the prelude it
// newly needs (`PreludeSelection.source(forChunk:adding:)`), compiled as the session's library.
import KilnScript
import KilnSimulator

extension FoundationSession {
    /// Starts a REPL session on this device: chunks of Swift evaluated one after another (see
    /// `Interpreter.Session` for what is kept, redeclaring, values shown, and locations). The app
    /// the chunks launch keeps running from one chunk to the next, and its files stay in the
    /// sandbox. One session at a time on a device, and no `run` while it is open.
    ///
    ///     let repl = try FoundationSession().makeREPL()
    ///     repl.evaluate("class AppDelegate: UIResponder, UIApplicationDelegate {}")
    ///     repl.evaluate("Simulator.launch(AppDelegate.self)")
    ///     repl.evaluate("Simulator.pressHome()").events   // willResignActive, …, didEnterBackground
    public func makeREPL(moduleName: String = "repl") -> REPL {
        REPL(device: self, moduleName: moduleName)
    }

    /// A REPL session on a `FoundationSession`'s device (see `makeREPL(moduleName:)`).
    public final class REPL {
        /// The device, whose simulator and sandbox the session uses.
        public let device: FoundationSession
        private let bindings: Bindings
        /// Internal, not private: REPLCompletion.swift asks it for the names it knows.
        let session: Interpreter.Session
        private var included = PreludeSelection.Included()
        private var notesReported = 0
        private let firstEvent: Int
        private var ended = false

        init(device: FoundationSession, moduleName: String) {
            self.device = device
            bindings = Bindings(simulator: device.simulator, moduleName: moduleName, classes: [])
            let interpreter = Interpreter(options: device.interpreterOptions())
            bindings.register(in: interpreter)
            session = interpreter.makeSession(moduleName: moduleName)
            firstEvent = device.simulator.events.count
        }

        deinit { end() }

        /// The simulator's events since the session started.
        public var events: [SimulatorEvent] {
            let all = device.simulator.events
            return Array(all[min(firstEvent, all.count)...])
        }

        /// Lines evaluated with `evaluate(_:)` so far.
        public var lineCount: Int { session.lineCount }

        /// Whether a REPL can evaluate `source` now, or should read another line first.
        public static func isComplete(_ source: String) -> Bool { Interpreter.Session.isComplete(source) }

        /// Evaluates a chunk typed at the REPL (the next lines of `repl.swift`).
        public func evaluate(_ source: String) -> FoundationRunResult {
            evaluate(source) { session.evaluate(source) }
        }

        /// Evaluates a whole file in the session (a lesson loaded into the REPL), at its own lines,
        /// printing what a run of it would print.
        public func evaluate(_ source: String, fileName: String) -> FoundationRunResult {
            evaluate(source) { session.evaluate(source, fileName: fileName) }
        }

        /// Ends the session: the app's objects are gone and the app is not running; the files stay.
        public func end() {
            guard !ended else { return }
            ended = true
            bindings.endRun()
            if device.simulator.state != .notRunning { try? device.simulator.terminate() }
            session.end()
        }

        private func evaluate(_ source: String, _ run: () -> RunResult) -> FoundationRunResult {
            let eventsBefore = device.simulator.events.count
            // The archiver must know the chunk's classes before it meets them in an archive; a
            // class declared again is described by its newest declaration.
            for declaration in scanClassDeclarations(source) {
                bindings.classes.removeAll { $0.name == declaration.name }
                bindings.classes.append(declaration)
            }
            bindings.scriptTypeNames.formUnion(declaredTypeNames(source))

            var output = ""
            var diagnostics: [Diagnostic] = []
            var rendered = ""
            var status: Int32 = 0
            let prelude = ended ? "" : Prelude.source(forChunk: source, adding: &included)
            if !prelude.isEmpty {
                let loaded = session.loadLibrary(prelude, fileName: FoundationSession.preludeFileName)
                output += loaded.output
                diagnostics += loaded.diagnostics
                rendered += loaded.renderedDiagnostics
                status = loaded.exitStatus
            }
            if status == 0 {
                let result = run()
                output += result.output
                // Call stacks through Foundation name no line of the prelude (as for a run).
                diagnostics += result.diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.notes = diagnostic.notes.map { FoundationSession.hidingPreludeCallSites($0) }
                    return diagnostic
                }
                rendered += result.renderedDiagnostics.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { FoundationSession.hidingPreludeCallSites(String($0)) }.joined(separator: "\n")
                status = result.exitStatus
            }
            // Notes without a line of the script (old spellings of the methods Cocoa calls).
            for note in bindings.notes.dropFirst(notesReported) {
                let diagnostic = Diagnostic(severity: .note, message: note, fileName: session.fileName, location: nil)
                diagnostics.append(diagnostic)
                rendered += diagnostic.rendered(source: "")
            }
            notesReported = bindings.notes.count
            let all = device.simulator.events
            return FoundationRunResult(output: output, diagnostics: diagnostics, exitStatus: status, renderedDiagnostics: rendered,
                                       events: Array(all[min(eventsBefore, all.count)...]))
        }
    }
}
