// The interpreter's speed targets (issue 3), whole processes, wall time:
//   (a) `kiln run` against `swift FILE` (immediate mode) on a 100-line lesson-style script;
//   (b) `kiln run` against CPython (`python3`) on the same algorithms written in each language.
// The programs are in Benchmarks/programs; each prints a result, and the two outputs must agree.
import Foundation

private let programs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("programs")

private struct ProcessRun {
    var seconds: Double
    var output: String
    var status: Int32
}

/// Runs a program to its end, its output read whole; the wall time of the whole process.
private func runProcess(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessRun(seconds: Date().timeIntervalSince(start), output: String(decoding: data, as: UTF8.self),
                      status: process.terminationStatus)
}

/// The median wall time of `count` runs (after one warm-up run, which also gives the output).
private func medianRun(_ count: Int, _ executable: String, _ arguments: [String]) throws -> ProcessRun {
    let first = try runProcess(executable, arguments)
    var times: [Double] = []
    for _ in 0..<count { times.append(try runProcess(executable, arguments).seconds) }
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
}
