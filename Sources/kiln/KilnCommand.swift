import ArgumentParser

@main
struct KilnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiln",
        abstract: "A Swift playground for learning how iOS apps keep their data.",
        discussion: """
            Run `kiln` alone for the REPL. Lessons and scripts are plain Swift files.
            """,
        version: "0.1.0",
        subcommands: [ReplCommand.self, RunCommand.self, CheckCommand.self, StartCommand.self, ListCommand.self, WatchCommand.self, HintCommand.self, ResetCommand.self, NewCommand.self, LintCommand.self, PlistCommand.self, LifecycleCommand.self],
        defaultSubcommand: ReplCommand.self
    )

    /// `kiln run FILE …` (RunDirect.swift) and `kiln check …` (CheckDirect.swift), the commands
    /// lessons and benchmarks run most, go straight to the work:
    /// parsing the command line through ArgumentParser's reflection costs about 2 ms of a
    /// 15 ms run. Any other command line (help, other commands, options these do not know) is
    /// parsed as usual, and these behave exactly as the parsed commands.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Before any other thread: a signal that ends the process removes its sandboxes first.
        SignalCleanup.install(catchingInterrupt: !runsREPL(arguments))
        if let plist = PlistCommand.direct(arguments) {
            do { try plist.run() } catch { PlistCommand.exit(withError: error) }
            return
        }
        if let check = CheckCommand.direct(arguments) {  // CheckDirect.swift
            do { try check.run() } catch { CheckCommand.exit(withError: error) }
            return
        }
        guard let run = RunCommand.direct(arguments) else { return main(nil) }  // RunDirect.swift
        do {
            try RunCommand.run(file: run.file, playground: RunOptions.makePlayground(options: run.options, describing: run.file), events: run.events)
        } catch {
            RunCommand.exit(withError: error)
        }
    }

    /// Whether the command line starts the REPL (`kiln`, `kiln repl …`, or `kiln --seed 3`: the
    /// default command with its options), which handles Ctrl-C itself.
    static func runsREPL(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        if first == "repl" { return true }
        return first.hasPrefix("-") && !["-h", "--help", "--version", "--generate-completion-script"].contains(first)
    }
}
