import CEditLine
import Kiln
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the REPL's input: through libedit (line editing, history kept in `~/.kiln_history`) when
/// standard input is a terminal, and plain lines otherwise, so `kiln < script.txt` and pipes work.
final class LineReader {
    private let interactive: Bool
    private let historyPath: String?

    init() {
        interactive = isatty(STDIN_FILENO) == 1
        if interactive, let home = getenv("HOME") {
            let path = String(cString: home) + "/.kiln_history"
            historyPath = path
            using_history()
            _ = read_history(path)
        } else {
            historyPath = nil
        }
    }

    var isInteractive: Bool { interactive }

    /// Set when the last `readLine` ended in Ctrl-C (it returns an empty line then).
    private(set) var wasInterrupted = false

    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine(prompt: String) -> String? {
        wasInterrupted = false
        guard interactive else { return Swift.readLine(strippingNewline: true) }
        guard let raw = CEditLine.readline(prompt) else {
            // Ctrl-C at the prompt: a new prompt, as a shell gives (Ctrl-D is the end of input).
            if Playground.Session.takeInterrupt() {
                print("")
                wasInterrupted = true
                return ""
            }
            return nil
        }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.allSatisfy(\.isWhitespace) {
            add_history(raw)
            if let historyPath { _ = write_history(historyPath) }
        }
        return line
    }
}
