import ArgumentParser

/// `kiln` / `kiln repl`: an interactive session. Lines starting with `:` are Kiln's own commands.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start an interactive session (the default when kiln is run alone)."
    )

    func run() throws {
        let reader = LineReader()
        if reader.isInteractive {
            print("Kiln \(KilnCommand.configuration.version) — type :help for commands, :quit to leave.")
        }
        while let line = reader.readLine(prompt: "kiln> ") {
            let trimmed = String(line.drop(while: \.isWhitespace))
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix(":") else {
                printError("kiln: Swift input is not evaluated yet in the REPL; use :plist FILE, or `kiln plist`.")
                continue
            }
            let words = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
            switch words.first ?? "" {
            case "quit", "q", "exit":
                return
            case "help", "h", "?":
                print("""
                    :plist FILE    show a property list or keyed archive as a tree
                    :help          this list
                    :quit          leave (Ctrl-D works too)
                    """)
            case "plist":
                guard words.count == 2 else { printError(":plist needs a FILE"); continue }
                do {
                    let command = try PlistCommand.parse([words[1]])
                    try command.run()
                } catch {
                    // PlistCommand has already said what went wrong on standard error.
                }
            default:
                printError("unknown command :\(words.first ?? ""); :help lists them")
            }
        }
    }
}
