import ArgumentParser
import Kiln
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kiln run FILE`: runs a Swift script inside a simulated app.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift script inside a simulated iOS app.",
        discussion: """
            The script's output goes to standard output, errors (file:line:col) to standard error;
            the exit status is 0 when the script runs to its end, 1 otherwise.
            """
    )

    @Argument(help: "The Swift file to run.")
    var file: String

    @OptionGroup var options: RunOptions

    @Flag(help: "Print the app's life-cycle events after the run, on standard error.")
    var events = false

    func run() throws {
        try RunCommand.run(file: file, playground: options.makePlayground(describing: file), events: events)
    }

    static func run(file: String, playground: @autoclosure () throws -> Playground, events: Bool) throws {
        let source = String(decoding: try readFile(file), as: UTF8.self)
        let report = try playground().run(source: source, fileName: file)
        fflush(nil)  // the script's output first, then what went wrong
        if !report.diagnostics.isEmpty { printError(report.diagnostics, terminator: "") }
        if events { for event in report.events { printError("event: \(event)") } }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
