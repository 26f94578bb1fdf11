import ArgumentParser
import Kiln
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kiln` / `kiln repl`: an interactive session. Swift input is evaluated in one session on a
/// simulated device (what a chunk declares stays for the next; the app keeps running); lines
/// starting with `:` are Kiln's own commands.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start an interactive session (the default when kiln is run alone).",
        discussion: """
            Swift is evaluated as it is typed; input with an open brace, parenthesis, bracket or
            multi-line string is read on (the `  ...>` prompt) until it is complete. A bare
            expression's value is shown as `$R0: Int = 3`. The script's output goes to standard
            output, errors (repl.swift:LINE:COL, lines counted across the session) to standard
            error. When standard input is not a terminal, lines are read with no prompts. The exit
            status is 0 at the end of input, whatever errors the session met.
            """
    )

    @OptionGroup var options: RunOptions

    static let help = """
        Swift          evaluated in the session; a bare expression shows its value ($R0: Int = 3)
        :load FILE     evaluate a Swift file in the session (a lesson)
        :events        the app's life-cycle events so far
        :sandbox       the path of the app's home directory (Documents, Library, tmp)
        :reset         a fresh session: a new sandbox, nothing declared
        :plist FILE    show a property list or keyed archive as a tree
        :help          this list
        :quit          leave (Ctrl-D works too)
        """

    func run() throws {
        // Ctrl-C stops the input being evaluated, not the session (the flag is set up first: a
        // signal handler may only set it).
        Playground.Session.takeInterrupt()
        signal(SIGINT) { _ in Playground.Session.interrupt() }
        let reader = LineReader()
        var repl = try REPL(command: self)
        if reader.isInteractive {
            print("Kiln \(KilnCommand.configuration.version) — Swift in a simulated iOS app. :help lists the commands, :quit leaves.")
        }
        var pending: [String] = []
        while true {
            guard let line = reader.readLine(prompt: pending.isEmpty ? "kiln> " : "  ...> ") else {
                // End of input: what was typed so far is evaluated (its errors say what is missing).
                guard !pending.isEmpty else { break }
                repl.evaluate(pending.joined(separator: "\n"))
                pending = []
                // On a terminal, Ctrl-D in the middle of a chunk only ends the chunk.
                if reader.isInteractive { continue }
                break
            }
            if reader.wasInterrupted {
                pending = []  // Ctrl-C drops a half-typed input
                continue
            }
            if pending.isEmpty {
                let trimmed = String(line.drop(while: \.isWhitespace))
                if trimmed.isEmpty { continue }
                if trimmed.hasPrefix(":") {
                    if !repl.perform(trimmed, interactive: reader.isInteractive) { return }
                    continue
                }
            }
            pending.append(line)
            let chunk = pending.joined(separator: "\n")
            guard Playground.Session.isComplete(chunk) else { continue }
            pending = []
            repl.evaluate(chunk)
        }
    }

    func makePlayground() throws -> Playground { try options.makePlayground(describing: "sandbox") }
}

/// The REPL's session and its commands.
private struct REPL {
    let command: ReplCommand
    var playground: Playground
    var session: Playground.Session

    init(command: ReplCommand) throws {
        self.command = command
        playground = try command.makePlayground()
        session = playground.session()
    }

    /// Evaluates a chunk: its output has gone to standard output as it was printed; its
    /// errors go to standard error after it.
    func evaluate(_ chunk: String) {
        report(session.evaluate(chunk))
    }

    private func report(_ report: Report) {
        fflush(nil)  // the chunk's output first, then what went wrong
        if !report.diagnostics.isEmpty { printError(report.diagnostics, terminator: "") }
    }

    /// Runs a `:command`; false for `:quit`.
    mutating func perform(_ line: String, interactive: Bool) -> Bool {
        let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let argument = words.count == 2 ? words[1].trimmingTrailingWhitespace : nil
        switch words.first ?? "" {
        case "quit", "q", "exit":
            return false
        case "help", "h", "?":
            print(ReplCommand.help)
        case "load", "l":
            guard let path = argument, !path.isEmpty else { printError(":load needs a FILE"); break }
            guard let bytes = try? readFile(path) else { break }  // readFile has said why on standard error
            report(session.evaluate(String(decoding: bytes, as: UTF8.self), fileName: path))
        case "events":
            for event in session.events { print(event) }
        case "sandbox":
            print(playground.home)
        case "reset":
            guard let fresh = try? command.makePlayground() else { break }  // it has said why
            session.end()
            playground = fresh
            session = fresh.session()
            if interactive { print("a new session, in \(playground.home)") }
        case "plist":
            guard let path = argument, !path.isEmpty else { printError(":plist needs a FILE"); break }
            do {
                let plist = try PlistCommand.parse([path])
                try plist.run()
            } catch {
                // PlistCommand has already said what went wrong on standard error.
            }
        default:
            printError("unknown command :\(words.first ?? ""); :help lists them")
        }
        fflush(nil)
        return true
    }
}

private extension String {
    var trimmingTrailingWhitespace: String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
