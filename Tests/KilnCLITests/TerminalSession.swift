import Foundation
import XCTest

/// `kiln` in a real pseudo-terminal: a tmux server of the test's own (a private socket), a
/// window of a fixed size, keys sent as a user types them, and the screen read back as tmux
/// renders it (so wide characters and cursor movement are checked as a terminal shows them).
final class TerminalSession {
    private let socket: String
    private let tmux: String

    /// The tmux binary, or nil where there is none (the test is skipped then).
    static var tmuxPath: String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = String(directory) + "/tmux"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Starts `command` with `environment` (and nothing else of the test's: LANG and the rest
    /// are what the test says) in a 100 × 40 window.
    init(command: [String], environment: [String: String], scratch: URL) throws {
        guard let tmux = TerminalSession.tmuxPath else { throw XCTSkip("tmux is not installed") }
        self.tmux = tmux
        socket = scratch.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8))").path
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // `env -i`: the window's shell environment is exactly the test's.
        try run(["-u", "new-session", "-d", "-x", "100", "-y", "40", "env", "-i"] + assignments + command, readsOutput: false)
    }

    deinit { try? run(["kill-server"], readsOutput: false) }

    /// Types `text` literally (no key names).
    func type(_ text: String) throws { try run(["send-keys", "-t", "0", "-l", text]) }

    /// Presses keys by tmux's names: Enter, Tab, Left, Up, C-r, BSpace.
    func press(_ keys: String...) throws { try run(["send-keys", "-t", "0"] + keys) }

    /// The screen and what scrolled off it, as text (`escapes`: with the colour escape sequences).
    func screen(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-S", "-", "-t", "0"] + (escapes ? ["-e"] : []))
    }

    /// Waits until the screen satisfies `condition`; fails with the screen after `timeout`.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line,
                 _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        while Date() < deadline {
            text = try screen()
            if condition(text) { return text }
            usleep(50_000)
        }
        XCTFail("waited \(timeout) s for \(what); the screen:\n\(text)", file: file, line: line)
        throw Timeout(what: what)
    }

    struct Timeout: Error {
        let what: String
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try waitFor("\"\(text)\"", timeout: timeout, file: file, line: line) { $0.contains(text) }
    }

    /// The screen's lines without trailing spaces or trailing empty lines.
    func lines() throws -> [String] {
        var lines = try screen().split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Runs tmux with `arguments` and waits for it; its standard output, when read, goes through a
    /// file: the first command starts the server, which would hold a pipe open for ever.
    @discardableResult
    private func run(_ arguments: [String], readsOutput: Bool = true) throws -> String {
        let outputPath = socket + ".out"
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, readsOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([tmux, "-S", socket] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux, &actions, nil, argv, environ)
        guard spawned == 0 else { throw XCTSkip("cannot run tmux: error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard readsOutput else { return "" }
        defer { unlink(outputPath) }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
