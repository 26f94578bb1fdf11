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

    /// `kiln run FILE` and `kiln check …` (CheckDirect.swift), the commands lessons and benchmarks
    /// run most, go straight to the work:
    /// parsing the command line through ArgumentParser's reflection costs about 2 ms of a
    /// 15 ms run. Any other command line (options, help, other commands) is parsed as usual,
    /// and this one behaves exactly as the parsed `run` with its defaults.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let plist = PlistCommand.direct(arguments) {
            do { try plist.run() } catch { PlistCommand.exit(withError: error) }
            return
        }
        if let check = CheckCommand.direct(arguments) {  // CheckDirect.swift
            do { try check.run() } catch { CheckCommand.exit(withError: error) }
            return
        }
        guard arguments.count == 2, arguments[0] == "run", !arguments[1].hasPrefix("-") else {
            return main(nil)
        }
        do {
            try RunCommand.run(file: arguments[1], playground: RunOptions.makePlayground(options: RunOptions.printingOptions, describing: arguments[1]), events: false)
        } catch {
            RunCommand.exit(withError: error)
        }
    }
}
