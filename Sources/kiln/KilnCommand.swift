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
        subcommands: [ReplCommand.self, RunCommand.self, PlistCommand.self],
        defaultSubcommand: ReplCommand.self
    )
}
