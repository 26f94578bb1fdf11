import Foundation
import XCTest

/// `kiln` as a person at a terminal uses it, in a real pseudo-terminal (TerminalSession: tmux):
/// typing, Tab, cursor keys through Chinese text, the device commands, and history across
/// restarts. Skipped where tmux is not installed.
final class ReplTerminalTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// HOME and XDG_DATA_HOME in the scratch directory; no LANG (kiln falls back to C.UTF-8 itself).
    private func startKiln(_ extra: [String: String] = [:]) throws -> TerminalSession {
        var environment = ["HOME": scratch.appendingPathComponent("home").path,
                           "XDG_DATA_HOME": scratch.appendingPathComponent("data").path,
                           "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"]
        environment.merge(extra) { $1 }
        let terminal = try TerminalSession(command: [KilnProcess.executable.path], environment: environment, scratch: scratch)
        try ready(terminal)
        return terminal
    }

    /// Waits until kiln waits for a line: the last line on the screen is an empty prompt, or
    /// continuation prompt (keys typed before that would meet the terminal in its ordinary mode,
    /// echoed, not edited).
    private func ready(_ terminal: TerminalSession, file: StaticString = #filePath, line: UInt = #line) throws {
        try terminal.waitFor("an empty prompt", file: file, line: line) { _ in
            let last = try? terminal.lines().last
            return last == "kiln>" || last == "  ...>"
        }
    }

    /// Types a line at the prompt and waits for the next empty prompt.
    private func enter(_ text: String, _ terminal: TerminalSession, file: StaticString = #filePath, line: UInt = #line) throws {
        try ready(terminal, file: file, line: line)
        try terminal.type(text)
        try terminal.press("Enter")
        try ready(terminal, file: file, line: line)
    }

    /// Types the first line of an input that goes on, and waits for the continuation prompt.
    private func begin(_ text: String, _ terminal: TerminalSession, file: StaticString = #filePath, line: UInt = #line) throws {
        try terminal.type(text)
        try terminal.press("Enter")
        try terminal.waitFor("\n  ...>", file: file, line: line)
    }

    func testAClassroomSessionInATerminal() throws {
        let terminal = try startKiln()

        // A class typed over three lines: the continuation prompt, then it is declared.
        try begin("class Item: NSObject, NSCoding {", terminal)
        try terminal.press("Tab")  // Tab at the start of a line indents
        try terminal.type("var name = \"pen\"; override init() {}; required init?(coder: NSCoder) {}; func encode(with coder: NSCoder) { coder.encode(name, forKey: \"name\") }")
        try terminal.press("Enter")
        try terminal.waitFor("\n  ...>     var name = \"pen\";")
        try enter("}", terminal)
        try enter("let item = Item()", terminal)

        // Tab after a dot: the members of the instance the variable holds.
        try terminal.type("item.na")
        try terminal.press("Tab")
        try terminal.waitFor("kiln> item.name")
        try terminal.press("Enter")
        try terminal.waitFor("$R0: String = \"pen\"")

        // Tab completes a Foundation name, and a member of a prelude type named directly.
        try enter("let path = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].path + \"/items.plist\"", terminal)
        try terminal.type("NSKeyedArchiver")
        try terminal.press("BSpace", "BSpace", "BSpace", "BSpace", "Tab")
        try terminal.waitFor("kiln> NSKeyedArchive")
        try terminal.type("r.archiveRootOb")
        try terminal.press("Tab")
        try terminal.waitFor("kiln> NSKeyedArchiver.archiveRootObject(")
        try terminal.type("[item], toFile: path)")
        try terminal.press("Enter")
        try terminal.waitFor("$R1: Bool = true")
        try ready(terminal)
        // A method completes to its call (FileManager has both url(for:…) and urls(for:in:), as Foundation does).
        try terminal.type("FileManager.default.urls")
        try terminal.press("Tab")
        try terminal.waitFor("kiln> FileManager.default.urls(")
        try terminal.press("C-u")

        // The archive, by its path in the app's home (Tab completes the directory).
        try terminal.type(":plist Doc")
        try terminal.press("Tab")
        try terminal.waitFor("kiln> :plist Documents/")
        try terminal.type("items.plist")
        try terminal.press("Enter")
        try terminal.waitFor("name → \"pen\"")
        let archive = try terminal.screen()
        XCTAssertTrue(archive.contains("[0] → repl.Item"), archive)

        // The device: :home prints the callbacks it caused, after what they printed.
        try ready(terminal)
        try enter("class AppDelegate: UIResponder, UIApplicationDelegate { func applicationDidEnterBackground(_ application: UIApplication) { print(\"saving\") } }", terminal)
        try enter("Simulator.launch(AppDelegate.self)", terminal)
        try enter(":home", terminal)
        let afterHome = try terminal.lines()
        let home = try XCTUnwrap(afterHome.lastIndex(of: "kiln> :home"))
        XCTAssertEqual(Array(afterHome[(home + 1)...]), [
            "saving", "applicationWillResignActive(_:)", "post UIApplicationWillResignActiveNotification",
            "state active → inactive", "state inactive → background", "applicationDidEnterBackground(_:)",
            "post UIApplicationDidEnterBackgroundNotification", "kiln>",
        ])

        // Chinese typed, then edited in the middle: the cursor moves over wide characters.
        try terminal.type("print(\"买菜\")")
        try terminal.press("Left", "Left", "Left")
        try terminal.type("水果")
        try terminal.press("Left", "Left", "BSpace")
        try terminal.waitFor("kiln> print(\"水果菜\")")
        try terminal.press("C-e")
        try terminal.type(" // 好")
        try terminal.press("Enter")
        try terminal.waitFor("the output 水果菜") { $0.contains("\n水果菜\n") }
        let edited = try terminal.lines()
        XCTAssertTrue(edited.contains("kiln> print(\"水果菜\") // 好"), edited.joined(separator: "\n"))
        try ready(terminal)
        try terminal.type(":quit")
        try terminal.press("Enter")

        // History: in XDG_DATA_HOME, each line once; after a restart, Up brings the last lines back.
        let historyFile = scratch.appendingPathComponent("data/kiln/history")
        try terminal.waitFor("the history file") { _ in
            (try? String(contentsOf: historyFile, encoding: .utf8))?.contains(":quit") ?? false
        }
        let again = try startKiln()
        try ready(again)
        try again.press("Up")
        try again.waitFor("kiln> :quit")
        try again.press("Up")
        try again.waitFor("kiln> print(\"水果菜\") // 好")
        try again.press("Enter")
        try again.waitFor("the output 水果菜 again") { $0.contains("\n水果菜\n") }
        // Ctrl-R: libedit's incremental search backwards.
        try ready(again)
        try again.press("C-r")
        try again.type("archiveRoot")
        try again.waitFor("NSKeyedArchiver.archiveRootObject([item], toFile: path)")
        try again.press("C-e", "C-u")
        try again.type(":quit")
        try again.press("Enter")
        try again.waitFor("the history file rewritten") { _ in
            let text = (try? String(contentsOf: historyFile, encoding: .utf8)) ?? ""
            return text.hasSuffix("print(\"水果菜\") // 好\n:quit\n")
        }
        let entries = try String(contentsOf: historyFile, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(entries.count, Set(entries).count, "a line typed again is kept once: \(entries)")
        XCTAssertEqual(entries.first, "class Item: NSObject, NSCoding {")
    }

    /// Colour on a terminal (the prompt, `$R` values, errors as swiftc colours them), none with NO_COLOR.
    func testColourOnATerminalAndNoneWithNoColor() throws {
        let coloured = try startKiln()
        try enter("1 + 2", coloured)
        try coloured.type("print(missing)")
        try coloured.press("Enter")
        try coloured.waitFor("error: cannot find 'missing' in scope")
        let escapes = try coloured.screen(escapes: true)
        XCTAssertTrue(escapes.contains("\u{1B}[1m\u{1B}[32mkiln> ") || escapes.contains("\u{1B}[1;32mkiln> "), escapes)
        XCTAssertTrue(escapes.contains("\u{1B}[36m$R0: Int"), escapes)
        XCTAssertTrue(escapes.contains("\u{1B}[31merror: ") || escapes.contains("\u{1B}[1;31merror: ") || escapes.contains("\u{1B}[1m\u{1B}[31merror: "), escapes)

        let plain = try startKiln(["NO_COLOR": "1"])
        try enter("1 + 2", plain)
        try plain.type("print(missing)")
        try plain.press("Enter")
        try plain.waitFor("error: cannot find 'missing' in scope")
        let plainScreen = try plain.screen(escapes: true)
        XCTAssertFalse(plainScreen.contains("\u{1B}["), plainScreen)
    }

    /// Ctrl-C at the prompt drops what was half typed (a new prompt, as a shell gives); during an
    /// input it stops that input with a located "interrupted", and the session goes on.
    func testCtrlCAtThePromptAndWhileAnInputRuns() throws {
        let terminal = try startKiln()
        try begin("func half() {", terminal)
        try terminal.type("print(\"never\")")
        try terminal.press("C-c")
        try ready(terminal)
        try enter("var n = 0", terminal)
        try terminal.type("while true { n += 1 }")
        try terminal.press("Enter")
        usleep(300_000)  // the loop is running (well inside the 5-second time limit)
        try terminal.press("C-c")
        try terminal.waitFor("error: interrupted")
        try enter("print(n > 0, half)", terminal)
        let screen = try terminal.screen()
        XCTAssertTrue(screen.contains("error: cannot find 'half' in scope"), "the half-typed function was dropped: \(screen)")
        XCTAssertFalse(screen.contains("never\n"), screen)
        try enter("print(n > 0)", terminal)
        try terminal.waitFor("\ntrue\n")
    }
}
