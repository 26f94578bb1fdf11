import CEditLine
import Kiln
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the REPL's input: through libedit's wide-character interface when standard input is a
/// terminal (line editing in UTF-8, Chinese included, measured by the locale's character widths;
/// history; Tab completion; Ctrl-R search), and plain lines otherwise, so `kiln < script.txt` and
/// pipes work.
final class LineReader {
    /// What Tab offers for the text before the cursor: the word being completed, and the
    /// candidates that replace it (commands, paths, names, members).
    typealias Completer = (_ textBeforeCursor: String) -> (word: String, candidates: [String])

    let isInteractive: Bool
    private var editor: OpaquePointer?
    private var historyHandle: OpaquePointer?
    private let history: History?
    private let completer: Completer
    private let style: TerminalStyle

    /// Set when the last `readLine` ended in Ctrl-C (it returns an empty line then).
    private(set) var wasInterrupted = false

    init(style: TerminalStyle, completer: @escaping Completer) {
        isInteractive = isatty(STDIN_FILENO) == 1
        self.completer = completer
        self.style = style
        guard isInteractive else {
            history = nil
            return
        }
        _ = kiln_use_utf8_locale()
        history = History(path: History.defaultPath())
        historyHandle = kiln_history_open(Int32(History.capacity))
        editor = kiln_editor_open("kiln", promptFunction, historyHandle, completeCommand)
        history?.load(into: historyHandle)
        LineReader.current = self
    }

    deinit {
        if let editor { el_end(editor) }
        if let historyHandle { history_wend(historyHandle) }
    }

    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine(prompt: String) -> String? {
        wasInterrupted = false
        guard isInteractive, let editor else { return Swift.readLine(strippingNewline: true) }
        LineReader.setPrompt(style.prompt(prompt))
        var count: Int32 = 0
        guard let wide = el_wgets(editor, &count) else {
            // Ctrl-C at the prompt: a new prompt, as a shell gives (Ctrl-D is the end of input).
            if Playground.Session.takeInterrupt() || count < 0 {
                print("")
                wasInterrupted = true
                return ""
            }
            return nil
        }
        var line = LineReader.string(wide, count: Int(count))
        if line.hasSuffix("\n") { line.removeLast() }
        if !line.allSatisfy(\.isWhitespace) { history?.add(line, to: historyHandle) }
        return line
    }

    // MARK: Completion (Tab)

    fileprivate func complete(_ editor: OpaquePointer) -> UInt8 {
        guard let info = el_wline(editor)?.pointee else { return UInt8(CC_ERROR) }
        let before = LineReader.string(info.buffer, count: info.buffer.distance(to: info.cursor))
        if before.allSatisfy({ $0 == " " }) {
            // At the start of a line, Tab indents (a body typed over several lines).
            var indent = Array("    ".unicodeScalars.map { wchar_t(bitPattern: $0.value) }) + [0]
            _ = el_winsertstr(editor, &indent)
            return UInt8(CC_REFRESH)
        }
        let (word, candidates) = completer(before)
        guard !candidates.isEmpty else { return UInt8(CC_ERROR) }
        let common = LineReader.commonPrefix(candidates)
        let typed = word.unicodeScalars.count
        if common.unicodeScalars.count > typed {
            let rest = String(String.UnicodeScalarView(common.unicodeScalars.dropFirst(typed)))
            var wide = rest.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
            _ = el_winsertstr(editor, &wide)
            return UInt8(CC_REFRESH)
        }
        guard candidates.count > 1 else { return UInt8(CC_REFRESH) }
        print("\n" + LineReader.columns(candidates, width: LineReader.terminalWidth()), terminator: "")
        fflush(nil)
        return UInt8(CC_REDISPLAY)
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map({ Array($0.unicodeScalars) }) else { return "" }
        for word in words.dropFirst() {
            let scalars = Array(word.unicodeScalars)
            var length = 0
            while length < min(prefix.count, scalars.count), prefix[length] == scalars[length] { length += 1 }
            prefix.removeSubrange(length...)
        }
        return String(String.UnicodeScalarView(prefix))
    }

    /// Candidates in columns across the terminal, as a shell lists them.
    static func columns(_ words: [String], width: Int) -> String {
        let cell = (words.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / cell)
        var text = ""
        for (index, word) in words.enumerated() {
            let last = index % perLine == perLine - 1 || index == words.count - 1
            text += last ? word + "\n" : word + String(repeating: " ", count: cell - word.count)
        }
        return text
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    // MARK: Wide strings

    /// `count` wide characters (Unicode scalars where wchar_t is 32 bits, as on Linux and macOS).
    static func string(_ wide: UnsafePointer<wchar_t>, count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for index in 0..<max(0, count) {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: Int32(wide[index]))) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    // libedit's callbacks are C functions: they reach the one reader through these.
    nonisolated(unsafe) fileprivate static var current: LineReader?
    nonisolated(unsafe) fileprivate static var prompt = UnsafeMutablePointer<wchar_t>.allocate(capacity: 1)

    private static func setPrompt(_ text: String) {
        let wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
        prompt.deallocate()
        prompt = .allocate(capacity: wide.count)
        prompt.initialize(from: wide, count: wide.count)
    }
}

private let promptFunction: @convention(c) (OpaquePointer?) -> UnsafePointer<wchar_t>? = { _ in
    UnsafePointer(LineReader.prompt)
}

private let completeCommand: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    guard let editor, let reader = LineReader.current else { return UInt8(CC_ERROR) }
    return reader.complete(editor)
}

/// The REPL's history: one line an entry, in the user's data directory, an entry typed again
/// moving to the end instead of being kept twice.
final class History {
    static let capacity = 1000
    let path: String?
    private(set) var entries: [String] = []

    init(path: String?) {
        self.path = path
        guard let path, case .success(let bytes) = readFileQuietly(path) else { return }
        entries = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// `$XDG_DATA_HOME/kiln/history`, else `~/.local/share/kiln/history`.
    static func defaultPath(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String? {
        if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/kiln/history" }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/share/kiln/history"
    }

    func load(into handle: OpaquePointer?) {
        guard let handle else { return }
        kiln_history_clear(handle)
        for entry in entries {
            var wide = entry.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
            kiln_history_enter(handle, &wide)
        }
    }

    func add(_ line: String, to handle: OpaquePointer?) {
        let entry = line.replacingNewlines
        entries.removeAll { $0 == entry }
        entries.append(entry)
        if entries.count > History.capacity { entries.removeFirst(entries.count - History.capacity) }
        load(into: handle)
        save()
    }

    private func save() {
        guard let path else { return }
        makeDirectories(for: path)
        let temporary = path + ".\(getpid())"
        guard (try? writeFileQuietly(temporary, Array((entries.joined(separator: "\n") + "\n").utf8))) != nil else { return }
        rename(temporary, path)
    }

    private func makeDirectories(for path: String) {
        var prefix = ""
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            mkdir(prefix, 0o755)
        }
    }
}

private extension String {
    var replacingNewlines: String { String(map { $0 == "\n" ? " " : $0 }) }
}
