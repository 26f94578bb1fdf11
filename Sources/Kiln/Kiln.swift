// The embedding API: create a playground, give it source, run, read the report.
// Everything else in Kiln is internal to its modules.
@_exported import KilnLessons
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
/// as a phone keeps an app's data between launches, but none of its objects.
public final class Playground {
    /// How the playground's device and interpreter are set up.
    public struct Options {
        /// A directory to keep the app's sandbox in, for looking at afterwards; nil for a
        /// temporary one, removed with the playground.
        public var sandbox: String?
        /// Files copied into the app's read-only bundle (images, plists).
        public var resources: String?
        /// Seeds `UUID()`, random numbers and the container's name, so runs repeat exactly.
        public var seed: UInt64
        /// A script still running after this many seconds is stopped with an error.
        public var timeLimit: Double
        /// Receives the script's output as it is printed (besides ``Report/output``).
        public var output: ((String) -> Void)?

        public init(sandbox: String? = nil, resources: String? = nil, seed: UInt64 = 0, timeLimit: Double = 5,
                    output: ((String) -> Void)? = nil) {
            self.sandbox = sandbox
            self.resources = resources
            self.seed = seed
            self.timeLimit = timeLimit
            self.output = output
        }
    }

    private let session: FoundationSession

    /// Makes the simulated device; throws only when its sandbox directory cannot be made.
    public init(options: Options = .init()) throws {
        var interpreter = Interpreter.Options()
        interpreter.timeLimit = options.timeLimit
        interpreter.outputSink = options.output
        session = try FoundationSession(options: .init(
            seed: options.seed, sandboxRoot: options.sandbox, resources: options.resources, interpreter: interpreter))
    }

    /// Runs `source` as the file `fileName` (its stem names the script's module, as `swift FILE`
    /// does). Never traps: a syntax error or a runtime fault is in the report.
    public func run(source: String, fileName: String) -> Report {
        let result = session.run(source: source, fileName: fileName)
        return Report(output: result.output, diagnostics: result.renderedDiagnostics,
                      exitStatus: result.exitStatus, events: result.events.map { "\($0)" })
    }

    /// The app's home directory in the sandbox (Documents, Library, tmp are inside it).
    public var home: String { session.simulator.sandbox.home }
}

/// What a run did.
public struct Report: Sendable {
    /// What the script printed.
    public var output: String
    /// Errors and notes in the compiler's shape (`file:line:col: error: …`, the line, a caret).
    public var diagnostics: String
    /// 0 when the script ran to its end, 1 after a syntax error or a runtime fault.
    public var exitStatus: Int32
    /// The simulated app's life: state changes, callbacks and notifications, in order.
    public var events: [String]

    public var succeeded: Bool { exitStatus == 0 }
}
