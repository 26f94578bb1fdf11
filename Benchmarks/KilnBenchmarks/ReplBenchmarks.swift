// The REPL's start-up, as a person at a terminal feels it: `kiln` started in a pseudo-terminal,
// the wall time until its first prompt appears, then until the answer to the first line typed
// (`1 + 2` → `$R0: Int = 3`). Targets (release build): prompt ≤ 100 ms, first answer ≤ 50 ms.
import Foundation

// glibc declares grantpt, unlockpt and ptsname only under _XOPEN_SOURCE, which Swift's Glibc
// module does not define: they are looked up by name.
private func libc<F>(_ name: String, as type: F.Type) -> F {
    unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), name), to: type)
}
private let grantPT = libc("grantpt", as: (@convention(c) (Int32) -> Int32).self)
private let unlockPT = libc("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
private let ptsName = libc("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)

/// One start of `kiln` in a fresh pseudo-terminal: seconds to the prompt, then to the answer.
private func replStart(kiln: String, home: String) throws -> (prompt: Double, answer: Double) {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0, grantPT(master) == 0, unlockPT(master) == 0, let name = ptsName(master) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/dev/ptmx"])
    }
    defer { close(master) }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    let slave = String(cString: name)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The terminal as standard input, output and error (not as the controlling terminal: kiln
    // asks isatty, and no signal is sent through it here).
    for descriptor: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, descriptor, slave, O_RDWR, 0) }
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(kiln), nil]
    let environment = ["HOME=\(home)", "XDG_DATA_HOME=\(home)/data", "TERM=xterm-256color", "NO_COLOR=1", "LANG=C.UTF-8"]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = Date()
    guard posix_spawn(&pid, kiln, &actions, nil, argv, envp) == 0 else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: kiln])
    }
    var seen = ""
    func read(until text: String) -> Double {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !seen.contains(text) {
            let count = Foundation.read(master, &buffer, buffer.count)
            if count <= 0 { break }
            seen += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return Date().timeIntervalSince(start)
    }
    let prompt = read(until: "kiln> ")
    seen = ""
    // A person types later than this; input arriving before libedit has put the terminal in
    // its own mode would be flushed with the mode change.
    usleep(50_000)
    let typed = Date()
    _ = write(master, "1 + 2\r", 6)
    let answered = read(until: "$R0: Int = 3") - typed.timeIntervalSince(start)
    usleep(50_000)
    _ = write(master, ":quit\r", 6)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (prompt, answered)
}

func runReplBenchmarks() throws {
    let kiln = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiln").path
    guard FileManager.default.isExecutableFile(atPath: kiln) else {
        print("repl: no kiln beside kiln-bench (`make bench` builds both)  MISS")
        return
    }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-repl-\(getpid())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try replStart(kiln: kiln, home: home.path)  // warm-up
    var runs: [(prompt: Double, answer: Double)] = []
    for _ in 0..<5 { runs.append(try replStart(kiln: kiln, home: home.path)) }
    let prompt = runs.map(\.prompt).sorted()[runs.count / 2], answer = runs.map(\.answer).sorted()[runs.count / 2]
    print("repl    start to prompt \(format(prompt * 1000, 1)) ms (target <= 100 ms)  \(verdict(prompt <= 0.1))  "
        + "first answer \(format(answer * 1000, 1)) ms (target <= 50 ms)  \(verdict(answer <= 0.05))  "
        + "(median of 5 in a pseudo-terminal, after a warm-up)")
}
