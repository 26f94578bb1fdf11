import ArgumentParser
import Kiln
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The seed and the limits of a run, which every command that runs Swift takes (`run`, `repl`,
/// `check` and the course commands).
struct LimitOptions: ParsableArguments {
    @Option(help: "Seeds UUID(), random numbers and the container's name, so runs repeat exactly.")
    var seed: UInt64 = Playground.Options().seed

    @Option(help: "Stop a script (in the REPL, an input) still running after this many seconds.")
    var timeLimit: Double = Playground.Options().timeLimit

    @Option(help: ArgumentHelp("The simulated device's memory (200MB, 1GB, or bytes): a script whose memory grows past it is ended, as iOS ends such an app.",
                               valueName: "size"))
    var memoryLimit: ByteCount = ByteCount(Playground.Options().memoryLimit)
}

/// The options of every command that runs scripts (`kiln run`, `kiln repl`; a new command adds
/// `@OptionGroup var options: RunOptions` and calls `makePlayground(describing:)`): the
/// simulated device and the limits, parsed into the one `Playground.Options` value.
@dynamicMemberLookup
struct RunOptions: ParsableArguments {
    @Option(help: "Keep the app's sandbox in this directory (Documents, Library, tmp) to look at afterwards.")
    var sandbox: String?

    @Option(help: "A directory whose files go into the app's read-only bundle.")
    var resources: String?

    @OptionGroup var limits: LimitOptions

    subscript<T>(dynamicMember path: KeyPath<LimitOptions, T>) -> T { limits[keyPath: path] }

    /// The playground's options: these, and the script's output printed as it comes.
    var playgroundOptions: Playground.Options {
        var options = RunOptions.printingOptions
        options.sandbox = sandbox
        options.resources = resources
        options.seed = limits.seed
        options.timeLimit = limits.timeLimit
        options.memoryLimit = limits.memoryLimit.bytes
        return options
    }

    /// A playground on such a device, printing the script's output as it comes.
    func makePlayground(describing what: String) throws -> Playground {
        try RunOptions.makePlayground(options: playgroundOptions, describing: what)
    }

    /// The defaults, printing the script's output to standard output a line at a time: what a
    /// script printed before it was stopped (even by a signal) is never lost in a buffer.
    static var printingOptions: Playground.Options {
        var options = Playground.Options(output: { text in
            print(text, terminator: "")
            if text.utf8.contains(UInt8(ascii: "\n")) { fflush(nil) }
        })
        options.interpreter.inputLine = { Swift.readLine(strippingNewline: false) }
        // The device's console (NSLog, os_log) on standard error, in order with the output.
        options.console = { line in
            fflush(nil)
            var standardError = StandardError()
            print(line, terminator: "", to: &standardError)
        }
        return options
    }

    static func makePlayground(options: Playground.Options, describing what: String) throws -> Playground {
        do {
            return try Playground(options: options)
        } catch {
            throw failure(options.sandbox ?? what, "cannot make the app's sandbox: \(error)")
        }
    }
}

/// A number of bytes on the command line: `200MB`, `1.5GB`, `512KB`, `1048576` (1 MB = 1024 KB).
struct ByteCount: ExpressibleByArgument, CustomStringConvertible {
    var bytes: Int

    init(_ bytes: Int) { self.bytes = bytes }

    init?(argument: String) {
        let text = argument.lowercased().filter { $0 != " " && $0 != "_" }
        let number = text.prefix { $0.isNumber || $0 == "." }
        let units: [String: Double] = ["": 1, "b": 1, "k": 1024, "kb": 1024, "kib": 1024, "m": 1_048_576, "mb": 1_048_576,
                                       "mib": 1_048_576, "g": 1_073_741_824, "gb": 1_073_741_824, "gib": 1_073_741_824]
        guard let value = Double(number), let unit = units[String(text.dropFirst(number.count))] else { return nil }
        let bytes = (value * unit).rounded()
        guard bytes > 0, bytes < 9e18 else { return nil }
        self.bytes = Int(bytes)
    }

    var description: String {
        for (size, unit) in [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size)\(unit)"
        }
        return "\(bytes)"
    }

    var defaultValueDescription: String { description }
}
