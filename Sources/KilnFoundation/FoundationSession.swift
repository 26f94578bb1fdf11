// A session: one simulated device and the interpreter that runs scripts on it, with every
// Foundation and UIKit name registered. `kiln run`, the lesson runner and the REPL all go through it.
import KilnScript
import KilnSimulator

/// Runs Swift scripts inside a simulated iOS app, with Foundation and UIKit bound onto the
/// simulator and the keyed-archive core.
///
///     let session = try FoundationSession(options: .init(appName: "Homepwner"))
///     let result = session.run(source: """
///         let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
///         try "hello".write(to: documents.appendingPathComponent("note.txt"), atomically: true, encoding: .utf8)
///         print(try String(contentsOfFile: documents.appendingPathComponent("note.txt").path, encoding: .utf8))
///         """, fileName: "notes.swift")
///     result.output                 // "hello\n"
///     result.exitStatus             // 0
///     session.simulator.sandbox.home   // the container, where Documents/note.txt now is
///
/// The device outlives a run: a second `run` sees the files the first one wrote (as a phone
/// keeps an app's data between launches), but none of its objects, and the app is not running.
public final class FoundationSession {
    /// What the device and its runs were made with.
    public let options: Options
    /// Whether the prelude's bodies wait for their first call (tests compile them all ahead, to
    /// check that each selection of the prelude compiles whole).
    var compilesPreludeOnFirstCall = true
    /// The device the scripts run on: its sandbox, clock, life cycle and events.
    public let simulator: Simulator

    /// Makes the device; fails only when the sandbox directory cannot be made.
    public init(options: Options = .init()) throws {
        self.options = options
        simulator = try Simulator(options.device)
        simulator.console.sink = options.console
    }

    /// The session owns its device: a temporary sandbox goes with it, even when a run's objects
    /// (kept alive by a cycle among them) still hold the simulator.
    deinit { simulator.sandbox.removeIfTemporary() }

    /// Parses, checks and runs `source` as the file `fileName` (its stem names the module, as
    /// `swift FILE` does). Never traps: every problem is in the result.
    public func run(source: String, fileName: String) -> FoundationRunResult {
        let classes = scanClassDeclarations(source)
        let moduleName = FoundationSession.moduleName(for: fileName)
        let bindings = Bindings(simulator: simulator, moduleName: moduleName, classes: classes)
        bindings.scriptTypeNames = declaredTypeNames(source)

        // The prelude comes first, so that a brace the script leaves open cannot swallow it;
        // locations are moved back to the script's own lines below. Only the declarations the
        // script needs are kept, and their bodies compile when first called (start-up).
        let prelude = Prelude.source(forScript: source)
        let preludeSource = prelude.hasSuffix("\n") ? prelude : prelude + "\n"
        let preludeLineCount = preludeSource.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        var interpreterOptions = interpreterOptions()
        interpreterOptions.libraryLineCount = preludeLineCount
        let interpreter = Interpreter(options: interpreterOptions)
        bindings.register(in: interpreter)
        let eventsBefore = simulator.events.count
        let result = interpreter.run(source: preludeSource + source, fileName: fileName)
        let events = Array(simulator.events[min(eventsBefore, simulator.events.count)...])
        bindings.endRun()
        // The run's objects are gone, and so is the app's process: the next run finds the app
        // not running, and only the files.
        if simulator.state != .notRunning { try? simulator.terminate() }

        var diagnostics: [Diagnostic] = []
        var rendered = ""
        for var diagnostic in result.diagnostics {
            diagnostic.notes = diagnostic.notes.map {
                FoundationSession.hidingPreludeCallSites(FoundationSession.relocate($0, fileName: fileName, preludeLineCount: preludeLineCount))
            }
            if let location = diagnostic.location, location.line > preludeLineCount {
                diagnostic.location = Location(line: location.line - preludeLineCount, column: location.column)
                diagnostic.fixIts = diagnostic.fixIts.map { $0.movingLines(by: -preludeLineCount) }
                rendered += diagnostic.rendered(source: source)
            } else if let location = diagnostic.location {
                if let callSite = FoundationSession.scriptCallSite(in: diagnostic.notes, fileName: fileName) {
                    // Raised inside Kiln's Foundation on the script's behalf: report it where the
                    // script called, as the compiler reports a failing library call.
                    diagnostic.location = callSite
                    rendered += diagnostic.rendered(source: source)
                } else {
                    // A problem inside the prelude itself is Kiln's, not the student's: name it so.
                    diagnostic.fileName = FoundationSession.preludeFileName
                    diagnostic.location = location
                    rendered += diagnostic.rendered(source: preludeSource)
                }
            } else {
                rendered += diagnostic.rendered(source: source)
            }
            diagnostics.append(diagnostic)
        }
        for note in bindings.notes {
            let diagnostic = Diagnostic(severity: .note, message: note, fileName: fileName, location: nil)
            diagnostics.append(diagnostic)
            rendered += diagnostic.rendered(source: source)
        }
        let expectations = result.expectations.map { expectation -> ExpectationResult in
            var moved = expectation
            moved.location = Location(line: expectation.location.line - preludeLineCount, column: expectation.location.column)
            return moved
        }
        return FoundationRunResult(output: result.output, diagnostics: diagnostics, exitStatus: result.exitStatus,
                                   renderedDiagnostics: rendered,
                                   events: events, expectations: expectations, compiled: result.compiled)
    }

    /// The name diagnostics give the prelude's own code.
    static let preludeFileName = "<Kiln Foundation>"

    /// A note moved from the combined source to the script's lines (or to the prelude's name, for
    /// a line of the prelude): its place, and the places a call-stack line names.
    static func relocate(_ note: Diagnostic.Note, fileName: String, preludeLineCount: Int) -> Diagnostic.Note {
        var moved = note
        if let at = note.location, note.fileName == fileName {
            if at.line > preludeLineCount {
                moved.location = Location(line: at.line - preludeLineCount, column: at.column)
            } else {
                moved.fileName = preludeFileName
            }
        }
        if note.severity == nil { moved.message = relocate(note.message, fileName: fileName, preludeLineCount: preludeLineCount) }
        return moved
    }

    /// `file:LINE:COL` in a note, moved from the combined source to the script's lines (or to
    /// the prelude's name, for a line of the prelude).
    static func relocate(_ note: String, fileName: String, preludeLineCount: Int) -> String {
        let marker = fileName + ":"
        var result = ""
        var rest = Substring(note)
        while let start = rest.indices.first(where: { rest[$0...].hasPrefix(marker) }) {
            result += rest[..<start]
            let afterMarker = rest.index(start, offsetBy: marker.count)
            let digits = rest[afterMarker...].prefix { $0.isNumber }
            guard let line = Int(digits), !digits.isEmpty else {
                result += marker
                rest = rest[afterMarker...]
                continue
            }
            result += line > preludeLineCount ? "\(fileName):\(line - preludeLineCount)" : "\(preludeFileName):\(line)"
            rest = rest[digits.endIndex...]
        }
        return result + rest
    }

    /// `  init called at <Kiln Foundation>:335:60` → `  init called inside Foundation`: a line of
    /// the prelude means nothing to the student (and differs from script to script, as the prelude
    /// is cut to what each one needs); the call chain through Foundation still shows, as it does in
    /// a crash report from a phone.
    static func hidingPreludeCallSites(_ note: Diagnostic.Note) -> Diagnostic.Note {
        guard note.severity == nil else { return note }
        var hidden = note
        hidden.message = hidingPreludeCallSites(note.message)
        return hidden
    }

    static func hidingPreludeCallSites(_ note: String) -> String {
        let marker = " called at \(preludeFileName):"
        guard let start = note.indices.first(where: { note[$0...].hasPrefix(marker) }) else { return note }
        let position = note[note.index(start, offsetBy: marker.count)...]
        let rest = position.drop { $0.isNumber || $0 == ":" }
        return note[..<start] + " called inside Foundation" + rest
    }

    /// The innermost call site in the script's own lines, from a fault's (relocated) call-stack
    /// notes (`  pressHome called at Lesson.swift:3:11`).
    static func scriptCallSite(in notes: [Diagnostic.Note], fileName: String) -> Location? {
        let marker = " called at \(fileName):"
        for note in notes.filter({ $0.severity == nil }).map(\.message) {
            guard let start = note.indices.first(where: { note[$0...].hasPrefix(marker) }) else { continue }
            let parts = note[note.index(start, offsetBy: marker.count)...].split(separator: ":")
            guard parts.count >= 2, let line = Int(parts[0]), let column = Int(parts[1].prefix { $0.isNumber }) else { continue }
            return Location(line: line, column: column)
        }
        return nil
    }

    /// The module Swift gives a script run as `swift FILE`: the file's stem when it is an
    /// identifier, else `main`. Archived class names start with it (`Homepwner.BNRItem`).
    public static func moduleName(for fileName: String) -> String {
        var stem = String(fileName.split(separator: "/").last ?? "")
        if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        guard let first = stem.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              stem.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return "main" }
        return stem
    }
}

/// What a run produced.
public struct FoundationRunResult {
    /// Everything the script printed, up to where it stopped.
    public var output: String
    /// Errors, and notes (old spellings, …), with locations in the script.
    public var diagnostics: [Diagnostic]
    /// 0 when the script ran to its end, 1 otherwise.
    public var exitStatus: Int32
    /// The diagnostics as the compiler prints them (for stderr).
    public var renderedDiagnostics: String
    /// The simulator's events during this run: states, callbacks, notifications, process ends.
    public var events: [SimulatorEvent]
    /// Every `#expect` / `#require` the script evaluated, at the script's lines.
    public var expectations: [ExpectationResult] = []
    /// False when the script was refused before anything ran (a syntax or compile error).
    public var compiled = true
}
