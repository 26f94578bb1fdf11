/// The REPL's `:` commands, one table: names, argument, one-line help, what Tab completes for the
/// argument, and the action. Each group lives in a file of its own (the session's here, the
/// sandbox's in ReplSandboxCommands.swift, the device's in ReplDeviceCommands.swift); a new group
/// (the lessons' `:lessons`, `:lesson N`, `:check`, `:hint`) is one more array in `groups`.
struct ReplCommandEntry: Sendable {
    /// What Tab completes in the command's argument.
    enum ArgumentCompletion: Sendable {
        case none
        /// Host files, relative to the current directory (`:load`).
        case hostPath
        /// Files in the app's home (`Documents/…`), or host files for an absolute path.
        case sandboxPath
    }

    /// The name first, then short forms (`load`, `l`).
    let names: [String]
    /// The argument as the help shows it (`FILE`, `[PATH]`), or empty.
    let argument: String
    let summary: String
    var completion: ArgumentCompletion = .none
    /// Runs the command with its argument (nil when none was given); false to leave the REPL.
    let action: @Sendable (REPL, String?) -> Bool
}

enum ReplCommandTable {
    /// Every command, in the order `:help` lists them.
    static let groups: [(title: String, entries: [ReplCommandEntry])] = [
        ("Session", session),
        ("The app's files (paths in its home, e.g. Documents/items.plist)", ReplCommandTable.sandbox),
        ("The device (each prints the callbacks it caused)", ReplCommandTable.device),
        ("Lessons", ReplCommandTable.lessons),
    ]

    static var all: [ReplCommandEntry] { groups.flatMap(\.entries) }

    static func entry(named name: String) -> ReplCommandEntry? {
        all.first { $0.names.contains(name) }
    }

    static let session: [ReplCommandEntry] = [
        ReplCommandEntry(names: ["load", "l"], argument: "FILE", summary: "evaluate a Swift file in the session (a lesson)",
                         completion: .hostPath) { repl, path in
            guard let path else { repl.fail(":load needs a FILE"); return true }
            guard let bytes = repl.readFile(path, inSandbox: false) else { return true }
            repl.evaluate(String(decoding: bytes, as: UTF8.self), fileName: path)
            return true
        },
        ReplCommandEntry(names: ["events"], argument: "", summary: "the app's life-cycle events so far") { repl, _ in
            for event in repl.session.events { print(event) }
            return true
        },
        ReplCommandEntry(names: ["sandbox"], argument: "", summary: "the path of the app's home directory (Documents, Library, tmp)") { repl, _ in
            print(repl.playground.home)
            return true
        },
        ReplCommandEntry(names: ["reset"], argument: "", summary: "a fresh session: a new sandbox, nothing declared") { repl, _ in
            if repl.reset(), repl.isInteractive { print(repl.style.aside("a new session, in \(repl.playground.home)")) }
            return true
        },
        ReplCommandEntry(names: ["help", "h", "?"], argument: "[COMMAND]", summary: "the commands, or one command's use") { repl, name in
            print(ReplCommandTable.help(for: name.map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }, style: repl.style), terminator: "")
            return true
        },
        ReplCommandEntry(names: ["quit", "q", "exit"], argument: "", summary: "leave (Ctrl-D works too)") { _, _ in false },
    ]

    /// `:help`: every command by group; `:help NAME`: that command's one line.
    static func help(for name: String?, style: TerminalStyle) -> String {
        func line(_ entry: ReplCommandEntry) -> String {
            let usage = ":" + entry.names[0] + (entry.argument.isEmpty ? "" : " " + entry.argument)
            let padded = usage + String(repeating: " ", count: max(1, 26 - usage.count))
            let aliases = entry.names.count > 1 ? " (also " + entry.names.dropFirst().map { ":" + $0 }.joined(separator: ", ") + ")" : ""
            return padded + entry.summary + aliases + "\n"
        }
        if let name {
            guard let entry = entry(named: name) else { return "no command :\(name); :help lists them\n" }
            return line(entry)
        }
        var text = "Swift                     evaluated in the session; a bare expression shows its value ($R0: Int = 3)\n"
        for group in groups {
            text += "\n" + style.heading(group.title) + "\n"
            for entry in group.entries { text += line(entry) }
        }
        text += "\nTab completes; Ctrl-R searches the history; Ctrl-C stops a running input.\n"
        return text
    }
}
