import ArgumentParser
import Kiln
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kiln` / `kiln repl`: an interactive session. Swift input is evaluated in one session on a
/// simulated device (what a chunk declares stays for the next; the app keeps running); lines
/// starting with `:` are Kiln's own commands (ReplCommandTable.swift).
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start an interactive session (the default when kiln is run alone).",
        discussion: """
            Swift is evaluated as it is typed; input with an open brace, parenthesis, bracket or
            multi-line string is read on (the `  ...>` prompt) until it is complete. A bare
            expression's value is shown as `$R0: Int = 3`. The script's output goes to standard
            output, errors (repl.swift:LINE:COL, lines counted across the session) to standard
            error. Paths given to :ls, :cat, :plist and :image are in the app's home
            (Documents/items.plist); absolute paths work too. Tab completes commands, paths,
            names and members; history is kept in $XDG_DATA_HOME/kiln/history
            (~/.local/share/kiln/history). When standard input is not a terminal, lines are read
            with no prompts, and there is no colour off a terminal or with NO_COLOR set. The exit
            status is 0 at the end of input, whatever errors the session met.
            """
    )

    @OptionGroup var options: RunOptions

    @Option(help: "The language of lessons, hints and messages (en, zh-Hans); default: the locale's.")
    var lang: String?

    @Option(help: "The course folder :lessons and :lesson use (default: this folder if it is a course, else ./Lessons).")
    var course: String?

    /// How `:check` checks a lesson: the session's seed, limits and language.
    func lessonCheckOptions(language: String) -> CheckOptions {
        CheckOptions(language: language, seed: options.seed, timeLimit: options.timeLimit, memoryLimit: options.memoryLimit.bytes)
    }

    func run() throws {
        // Ctrl-C stops the input being evaluated, not the session (the flag is set up first: a
        // signal handler may only set it).
        Playground.Session.takeInterrupt()
        signal(SIGINT) { _ in Playground.Session.interrupt() }
        let style = TerminalStyle.fromEnvironment()
        let repl = try REPL(command: self, style: style)
        let reader = LineReader(style: style) { [unowned repl] text in repl.completions(for: text) }
        repl.isInteractive = reader.isInteractive
        if reader.isInteractive {
            print(style.aside("Kiln \(KilnCommand.configuration.version) — Swift in a simulated iOS app. :help lists the commands, :quit leaves."))
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
                    if !repl.perform(trimmed) { return }
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

    func makePlayground(style: TerminalStyle) throws -> Playground {
        var playground = options.playgroundOptions
        playground.interpreter.inputLine = nil  // the REPL's own lines are its input: readLine() gives nil
        playground.output = { text in
            // A bare expression's value (`$R0: Int = 3`) is written in one piece.
            print(text.hasPrefix("$R") ? style.valueLine(text) : text, terminator: "")
            if text.utf8.contains(UInt8(ascii: "\n")) { fflush(nil) }
        }
        return try RunOptions.makePlayground(options: playground, describing: "sandbox")
    }
}

/// The REPL's session and what its commands share.
final class REPL {
    let command: ReplCommand
    let style: TerminalStyle
    private(set) var playground: Playground
    private(set) var session: Playground.Session
    var isInteractive = false
    /// The lesson opened with `:lesson`, which inputs are kept in.
    var lesson: LessonSession?

    init(command: ReplCommand, style: TerminalStyle) throws {
        self.command = command
        self.style = style
        playground = try command.makePlayground(style: style)
        session = playground.session()
    }

    /// Evaluates a chunk: its output has gone to standard output as it was printed; its
    /// errors go to standard error after it.
    func evaluate(_ chunk: String) {
        let result = session.evaluate(chunk)
        report(result)
        keepInLesson(chunk, report: result)
    }

    /// Evaluates a whole file in the session (kept in an open lesson unless `keep` is false).
    func evaluate(_ source: String, fileName: String, keep: Bool = true) {
        let result = session.evaluate(source, fileName: fileName)
        report(result)
        if keep { keepInLesson(source, report: result) }
    }

    func report(_ report: Report) {
        fflush(nil)  // the chunk's output first, then what went wrong
        if !report.diagnostics.isEmpty { printError(style.diagnostics(report.diagnostics), terminator: "") }
    }

    /// A fresh session on a fresh device; false (having said why) when the sandbox cannot be made.
    func reset() -> Bool {
        guard let fresh = try? command.makePlayground(style: style) else { return false }
        session.end()
        playground = fresh
        session = fresh.session()
        return true
    }

    /// Says what went wrong with a command, on standard error.
    func fail(_ message: String) {
        fflush(nil)
        printError(style.error(message))
    }

    /// Runs a `:command` line; false for `:quit`.
    func perform(_ line: String) -> Bool {
        let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let name = words.first ?? ""
        let argument = words.count == 2 ? words[1].trimmingTrailingWhitespace : nil
        guard let entry = ReplCommandTable.entry(named: name) else {
            fail("unknown command :\(name); :help lists them")
            return true
        }
        let goesOn = entry.action(self, argument.flatMap { $0.isEmpty ? nil : $0 })
        fflush(nil)
        return goesOn
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
