#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's colours: diagnostics as swiftc colours them (the location and message bold,
/// `error:` red, `warning:` magenta, `note:` grey, the caret green), the prompt green, `$R`
/// values' names cyan. None on an output that is not a terminal, or when `NO_COLOR` is set.
struct TerminalStyle {
    /// Whether standard output / standard error get colour.
    let output: Bool
    let errors: Bool

    init(output: Bool, errors: Bool) {
        self.output = output
        self.errors = errors
    }

    /// From the environment: colour where a stream is a terminal, unless NO_COLOR is set to
    /// anything (https://no-color.org).
    static func fromEnvironment() -> TerminalStyle {
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return TerminalStyle(output: false, errors: false) }
        return TerminalStyle(output: isatty(STDOUT_FILENO) == 1, errors: isatty(STDERR_FILENO) == 1)
    }

    static let plain = TerminalStyle(output: false, errors: false)

    private static let reset = "\u{1B}[0m", bold = "\u{1B}[1m"
    private static let red = "\u{1B}[1;31m", green = "\u{1B}[1;32m", magenta = "\u{1B}[1;35m"
    private static let grey = "\u{1B}[1;30m", cyan = "\u{1B}[36m", dim = "\u{1B}[2m"

    /// The prompt, its escapes between \u{1} marks so libedit does not count them as columns.
    func prompt(_ text: String) -> String {
        guard output else { return text }
        return "\u{1}\(TerminalStyle.green)\u{1}\(text)\u{1}\(TerminalStyle.reset)\u{1}"
    }

    /// A value line of the output, `$R0: Int = 3`: the name and type set apart from the value.
    func valueLine(_ line: String) -> String {
        guard output, let equals = line.firstRange(of: " = ") else { return line }
        return TerminalStyle.cyan + line[..<equals.lowerBound] + TerminalStyle.reset + line[equals.lowerBound...]
    }

    /// A line the REPL prints about the session (a state change, a path): dim.
    func aside(_ text: String) -> String {
        output ? TerminalStyle.dim + text + TerminalStyle.reset : text
    }

    func heading(_ text: String) -> String {
        output ? TerminalStyle.bold + text + TerminalStyle.reset : text
    }

    /// `error: message` for standard error.
    func error(_ message: String) -> String { diagnostics("error: " + message) }

    /// Diagnostics in the compiler's shape, coloured line by line for standard error.
    func diagnostics(_ text: String) -> String {
        guard errors else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { colour(String($0)) }.joined(separator: "\n")
    }

    private func colour(_ line: String) -> String {
        for (kind, colour) in [("error: ", TerminalStyle.red), ("warning: ", TerminalStyle.magenta), ("note: ", TerminalStyle.grey)] {
            guard let range = line.firstRange(of: kind) else { continue }
            let location = line[..<range.lowerBound]
            // `file:1:2: error: …` or `error: …` (or an indented `  note: …` under a diagnostic).
            guard location.isEmpty || location.hasSuffix(": ") || location.allSatisfy({ $0 == " " }) else { continue }
            let place = location.allSatisfy { $0 == " " } ? String(location) : TerminalStyle.bold + location + TerminalStyle.reset
            return place + colour + kind + TerminalStyle.reset + TerminalStyle.bold + line[range.upperBound...] + TerminalStyle.reset
        }
        if !line.isEmpty, line.contains("^"), line.allSatisfy({ " ^~".contains($0) }) {
            return TerminalStyle.green + line + TerminalStyle.reset
        }
        return line
    }
}
