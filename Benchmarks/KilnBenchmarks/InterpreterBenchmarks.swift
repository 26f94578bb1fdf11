// The interpreter's speed targets, whole processes, wall time:
//   (a) `kiln run` against `swift FILE` (immediate mode) on a 100-line lesson-style script;
//   (b) `kiln run` against CPython (`python3`) on the same algorithms written in each language;
//   (c) a script that archives 100,000 NSCoding items into Documents and unarchives them, and one
//       that archives and unarchives a 5 MB image's Data ten times, each against the same file
//       compiled with `swiftc -O` against swift-corelibs-foundation.
// The programs are in Benchmarks/programs; each prints a result, and the two outputs must agree.
import Foundation

private let programs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("programs")

struct ProcessRun {
    var seconds: Double
    var output: String
    var status: Int32
    /// The process's CPU time (user + system), which neighbours on a shared machine disturb less.
    var cpuSeconds: Double = 0
}

/// Runs a program to its end through `posix_spawnp` (Foundation's `Process` adds tens of
/// milliseconds of its own on Linux, which would blur a 30 ms run); the wall time of the whole
/// process, its output read from a file afterwards.
func runProcess(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> ProcessRun {
    let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-\(getpid()).out").path
    defer { unlink(outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = Date()
    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { $1 }
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: executable]) }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Date().timeIntervalSince(start)
    let cpuSeconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProcessRun(seconds: seconds, output: output, status: exitStatus, cpuSeconds: cpuSeconds)
}

/// The median wall time (or with `cpu`, CPU time) of `count` runs, after one warm-up run, which
/// also gives the output.
func medianRun(_ count: Int, _ executable: String, _ arguments: [String],
                       environment: [String: String] = [:], cpu: Bool = false) throws -> ProcessRun {
    let first = try runProcess(executable, arguments, environment: environment)
    var times: [Double] = []
    for _ in 0..<count {
        let run = try runProcess(executable, arguments, environment: environment)
        times.append(cpu ? run.cpuSeconds : run.seconds)
    }
    times.sort()
    return ProcessRun(seconds: times[times.count / 2], output: first.output, status: first.status)
}

func runInterpreterBenchmarks() throws {
    let kiln = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiln").path
    guard FileManager.default.isExecutableFile(atPath: kiln) else {
        print("interpreter: no kiln beside kiln-bench (`make bench` builds both)  MISS")
        return
    }
    print("kiln-bench interpreter: whole processes, wall time, median of runs after a warm-up, release build")

    let lesson = programs.appendingPathComponent("lesson.swift").path
    let kilnLesson = try medianRun(5, kiln, ["run", lesson])
    let swiftLesson = try medianRun(5, "swift", [lesson])
    let lessonRatio = swiftLesson.seconds / kilnLesson.seconds
    let same = kilnLesson.status == 0 && kilnLesson.output == swiftLesson.output
    print("lesson  kiln run \(format(kilnLesson.seconds))s  swift FILE \(format(swiftLesson.seconds))s  "
        + "ratio \(format(lessonRatio, 1))x faster (target >= 10x)  output \(same ? "identical" : "DIFFERS")  "
        + verdict(lessonRatio >= 10 && same))

    for name in ["fib", "sum", "sort", "words", "objects"] {
        let script = programs.appendingPathComponent("\(name).swift").path
        let python = programs.appendingPathComponent("\(name).py").path
        let kilnRun = try medianRun(3, kiln, ["run", script, "--time-limit", "600"])
        let pythonRun = try medianRun(3, "python3", [python])
        let ratio = kilnRun.seconds / pythonRun.seconds
        let agree = kilnRun.status == 0 && kilnRun.output == pythonRun.output
        let padded = name.padding(toLength: 8, withPad: " ", startingAt: 0)
        print("\(padded)kiln \(format(kilnRun.seconds))s  python3 \(format(pythonRun.seconds))s  "
            + "ratio \(format(ratio, 2)) (target <= 1.0)  output \(agree ? "identical" : "DIFFERS")  "
            + verdict(ratio <= 1.0 && agree))
    }

    try archiveBenchmark(kiln: kiln, program: "archive_items", label: "archive")
    try archiveBenchmark(kiln: kiln, program: "archive_image", label: "image")
}

/// (c): the same Swift file run by Kiln and compiled by swiftc -O (its Documents in a scratch HOME).
private func archiveBenchmark(kiln: String, program: String, label: String) throws {
    let source = programs.appendingPathComponent("\(program).swift").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-archive-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let binary = scratch.appendingPathComponent(program).path
    let compiled = try runProcess("swiftc", ["-O", source, "-o", binary])
    guard compiled.status == 0 else {
        print("\(label) could not compile \(source) with swiftc -O  MISS")
        return
    }
    let kilnRun = try medianRun(3, kiln, ["run", source, "--time-limit", "600"])
    let swiftcRun = try medianRun(3, binary, [], environment: ["HOME": scratch.path])
    let ratio = swiftcRun.seconds / kilnRun.seconds
    let agree = kilnRun.status == 0 && kilnRun.output == swiftcRun.output
    let padded = label.padding(toLength: 8, withPad: " ", startingAt: 0)
    print("\(padded)kiln \(format(kilnRun.seconds))s  swiftc -O + corelibs \(format(swiftcRun.seconds))s  "
        + "ratio \(format(ratio, 2))x faster (target > 1)  output \(agree ? "identical" : "DIFFERS")  "
        + verdict(ratio > 1 && agree))
}
