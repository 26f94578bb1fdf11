// The one options value: what a run's device and interpreter are made with, from the command
// line or an embedder down to the simulator and the interpreter. The lower modules own their
// parts (`Simulator.Configuration`, `Interpreter.Options`); this value holds both, and each
// default is written once, in the part that owns it.
import KilnScript
import KilnSimulator

/// How a playground's simulated device and its interpreter are set up: `Playground.Options` in
/// the embedding API, `FoundationSession.Options` here, what `kiln run` and `kiln repl` build
/// from `--sandbox`, `--resources`, `--seed`, `--time-limit` and `--memory-limit`.
///
/// ```swift
/// var options = KilnOptions(seed: 7, timeLimit: 2)
/// options.memoryLimit = 100 * 1024 * 1024      // the simulated device's memory: 100 MB
/// options.output = { print($0, terminator: "") }
/// let session = try FoundationSession(options: options)
/// ```
///
/// The limits hold whatever the script does (see docs/ARCHITECTURE.md, "Limits"): past the time
/// limit the script stops with a located error; past the memory limit the system ends the app
/// (jetsam: an error naming the footprint and the limit, the simulator's events record it);
/// past the output limit its output is cut with a message. Each ends the run with exit status 1.
public struct KilnOptions {
    /// The simulated device: seed, app name, sandbox, bundle resources, memory limit.
    public var device: Simulator.Configuration
    /// The interpreter: time, step, recursion, size and output limits, the output sink.
    /// (Its `memoryLimit` is the device's, set for each run.)
    public var interpreter: Interpreter.Options

    public init(device: Simulator.Configuration = .init(), interpreter: Interpreter.Options = .init()) {
        self.device = device
        self.interpreter = interpreter
    }

    /// The options `kiln run` and `Playground` name, each defaulting to its part's default.
    public init(seed: UInt64 = 0, appName: String = "App", sandbox: String? = nil, resources: String? = nil,
                timeLimit: Double? = nil, memoryLimit: Int? = nil, output: ((String) -> Void)? = nil) {
        device = Simulator.Configuration(seed: seed, appName: appName, sandboxRoot: sandbox, resources: resources)
        interpreter = Interpreter.Options(outputSink: output)
        if let timeLimit { interpreter.timeLimit = timeLimit }
        if let memoryLimit { device.memoryLimit = memoryLimit }
    }

    /// Seeds `UUID()`, random numbers and the container's name, so runs repeat exactly.
    public var seed: UInt64 {
        get { device.seed }
        set { device.seed = newValue }
    }
    /// The app's name (its container, its bundle identifier).
    public var appName: String {
        get { device.appName }
        set { device.appName = newValue }
    }
    /// A directory to keep the app's sandbox in, for looking at afterwards; nil for a temporary
    /// one, removed with the device.
    public var sandbox: String? {
        get { device.sandboxRoot }
        set { device.sandboxRoot = newValue }
    }
    /// Files copied into the app's read-only bundle (images, plists).
    public var resources: String? {
        get { device.resources }
        set { device.resources = newValue }
    }
    /// A script (in a REPL, an input) still running after this many seconds is stopped with an
    /// error. 5 s by default.
    public var timeLimit: Double {
        get { interpreter.timeLimit }
        set { interpreter.timeLimit = newValue }
    }
    /// The simulated device's memory, in bytes (200 MB by default): images count against it
    /// (memory warnings, jetsam in the background), and a run whose own memory grows past it is
    /// ended as iOS ends such an app.
    public var memoryLimit: Int {
        get { device.memoryLimit }
        set { device.memoryLimit = newValue }
    }
    /// The most a script may print (10 MB by default; in a REPL, per input).
    public var outputLimit: Int {
        get { interpreter.outputLimit }
        set { interpreter.outputLimit = newValue }
    }
    /// Receives the script's output as it is printed (besides the run's result).
    public var output: ((String) -> Void)? {
        get { interpreter.outputSink }
        set { interpreter.outputSink = newValue }
    }
    /// Receives the device's console lines (`NSLog`, `os_log`, `Logger`), each with its newline:
    /// stamped as Xcode's console shows them, apart from the script's output (DeviceConsole.swift).
    public var console: ((String) -> Void)?
}

extension FoundationSession {
    /// What the session's device and interpreter are made with (see `KilnOptions`).
    public typealias Options = KilnOptions

    /// The interpreter's options for a run or a REPL on this device: the device's memory limit,
    /// and its app ended by the system when a run passes it.
    func interpreterOptions() -> Interpreter.Options {
        var interpreter = options.interpreter
        interpreter.memoryLimit = options.device.memoryLimit
        interpreter.compilesLibraryOnFirstCall = compilesPreludeOnFirstCall
        interpreter.declarations = NativeSignatures.declarations
        interpreter.memoryLimitHandler = { [unowned simulator = self.simulator] footprint, limit in
            simulator.endForMemory(footprint: footprint, limit: limit)
            return "the system ended the app (jetsam): its memory footprint of \(Self.megabytes(footprint)) "
                + "is over the device's memory limit of \(Self.megabytes(limit))"
        }
        return interpreter
    }

    /// `212.3 MB`: a size as the jetsam message gives it, rounded up to a tenth of a MB (a
    /// footprint just over the limit does not read as equal to it).
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 104_857.6).rounded(.up)
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10)) MB" : "\(tenths / 10) MB"
    }
}
