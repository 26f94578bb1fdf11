// `kiln-bench shapes`: issue 14's measure of the interpreter's speed across the shapes students and
// tutorials write, each against CPython (`python3`) on the same algorithm written as a Python
// programmer writes it. Whole processes, wall time, the median of `shapeRuns` runs after a first run
// that also checks the output (Kiln's must be identical to Python's).
//   (a) every program in Benchmarks/shapes (NAME.swift beside NAME.py): Kiln's time / CPython's,
//       target <= 0.5. A program Kiln cannot run, or runs to a different output, is printed as
//       "KILN FAILS: <reason>" instead of a ratio.
//   (b) the basic operations, each from a pair of programs in Benchmarks/shapes/ops that differ only
//       in OP_1 doing the operation once more per iteration: cost = (time(OP_1) - time(OP_0)) / n,
//       in ns, beside CPython's, n read from the first line of OP_1.swift (medians of
//       `operationRuns` runs: a difference of two whole-process times is noisier than a ratio).
// `kiln-bench shapes NAME...` runs only the named programs and operations (e.g. `shapes fib call`).
// Each program's first line holds its size (`let n = ...`, `n = ...`) and, after "small:", the size
// Benchmarks/shapes/verify.sh checks its output at with a debug build.
import Foundation

private let shapesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shapes")

/// Timed runs per program and language after the first (checking) run; more for the basic-operation
/// pairs, whose cost is a difference of two medians.
private let shapeRuns = 5
private let operationRuns = 7

/// The basic operations: the pair's name in Benchmarks/shapes/ops, and what the pair's difference is.
private let basicOperations = [
    ("call", "a function call (one argument, one result)"),
    ("property", "a stored-property read on a class instance, and the + using it"),
    ("append", "an array append"),
    ("dictionary", "a dictionary update (Int keys)"),
]

private struct ShapeTiming {
    var seconds: Double
    var output: String
}

/// Why Kiln's run is not a result: its own message (the first line on standard error, without the
/// script's path), or the first line where its output differs from CPython's.
private enum ShapeOutcome {
    case ran(ShapeTiming)
    case failed(String)
}

/// The first line Kiln writes to standard error when running `script`, the file's path cut to its
/// name. (The timed runs send standard error to /dev/null, so a failing script is run once more.)
private func kilnMessage(_ kiln: String, _ script: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: kiln)
    process.arguments = ["run", script, "--time-limit", "600"]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "kiln could not be started" }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let first = text.split(separator: "\n").first.map(String.init) ?? ""
    let name = URL(fileURLWithPath: script).lastPathComponent
    return first.replacingOccurrences(of: URL(fileURLWithPath: script).path, with: name)
}

/// The first line on which two outputs differ, for a failure message.
private func firstDifference(_ kilnOutput: String, _ pythonOutput: String) -> String {
    let kilnLines = kilnOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let pythonLines = pythonOutput.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(kilnLines.count, pythonLines.count) {
        let kilnLine = index < kilnLines.count ? String(kilnLines[index]) : "(no line)"
        let pythonLine = index < pythonLines.count ? String(pythonLines[index]) : "(no line)"
        if kilnLine != pythonLine {
            return "output differs at line \(index + 1): kiln \"\(kilnLine.prefix(80))\", python3 \"\(pythonLine.prefix(80))\""
        }
    }
    return "output differs"
}

/// The first run checks (status 0, and for Kiln the output CPython printed); then the median of
/// `shapeRuns` timed runs.
private func timeRuns(_ executable: String, _ arguments: [String], runs: Int = shapeRuns,
                      expecting expected: String? = nil, kilnScript: String? = nil) throws -> ShapeOutcome {
    let first = try runProcess(executable, arguments)
    if first.status != 0 {
        if let script = kilnScript {
            return .failed("exit status \(first.status): \(kilnMessage(executable, script))")
        }
        return .failed("exit status \(first.status)")
    }
    if let expected = expected, first.output != expected {
        return .failed(firstDifference(first.output, expected))
    }
    var times: [Double] = []
    for _ in 0..<runs { times.append(try runProcess(executable, arguments).seconds) }
    times.sort()
    return .ran(ShapeTiming(seconds: times[times.count / 2], output: first.output))
}

private func runKiln(_ kiln: String, _ script: String, runs: Int = shapeRuns,
                     expecting expected: String) throws -> ShapeOutcome {
    try timeRuns(kiln, ["run", script, "--time-limit", "600"], runs: runs, expecting: expected, kilnScript: script)
}

/// The size on a program's first line: the first number after "=" (underscores allowed).
private func programSize(_ script: URL) -> Int? {
    guard let text = try? String(contentsOf: script, encoding: .utf8),
          let line = text.split(separator: "\n").first, let equals = line.firstIndex(of: "=") else { return nil }
    let digits = line[line.index(after: equals)...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "_" }
    return Int(digits.filter { $0 != "_" })
}

private func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
}

func runShapeBenchmarks(only selected: [String] = []) throws {
    let kiln = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiln").path
    guard FileManager.default.isExecutableFile(atPath: kiln) else {
        print("shapes: no kiln beside kiln-bench (`make bench` builds both)  MISS")
        return
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: shapesDirectory.path)
    let programs = files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        .filter { selected.isEmpty || selected.contains($0) }
    print("kiln-bench shapes: Benchmarks/shapes, kiln run vs python3, whole processes, wall time, "
        + "median of \(shapeRuns) runs after a checking run, release build")

    var ratios: [(String, Double)] = []
    var failures: [String] = []
    for name in programs {
        let script = shapesDirectory.appendingPathComponent("\(name).swift").path
        let python = shapesDirectory.appendingPathComponent("\(name).py").path
        let label = padded(name, 16)
        guard FileManager.default.fileExists(atPath: python) else {
            print("\(label)no \(name).py beside \(name).swift  MISS")
            failures.append(name)
            continue
        }
        guard case .ran(let pythonRun) = try timeRuns("python3", [python]) else {
            print("\(label)python3 FAILS on \(name).py  MISS")
            failures.append(name)
            continue
        }
        switch try runKiln(kiln, script, expecting: pythonRun.output) {
        case .failed(let reason):
            print("\(label)KILN FAILS: \(reason)  (python3 \(format(pythonRun.seconds))s)")
            failures.append(name)
        case .ran(let kilnRun):
            let ratio = kilnRun.seconds / pythonRun.seconds
            ratios.append((name, ratio))
            print("\(label)kiln \(format(kilnRun.seconds))s  python3 \(format(pythonRun.seconds))s  "
                + "ratio \(format(ratio, 2)) (target <= 0.5)  \(verdict(ratio <= 0.5))")
        }
    }
    if !programs.isEmpty {
        let passed = ratios.filter { $0.1 <= 0.5 }.count
        let geometricMean = ratios.isEmpty ? 0 : exp(ratios.map { log($0.1) }.reduce(0, +) / Double(ratios.count))
        let worst = ratios.max { $0.1 < $1.1 }
        print("shapes: \(programs.count) programs, \(passed) within 0.5, \(ratios.count - passed) over, "
            + "\(failures.count) Kiln fails; geometric mean ratio \(format(geometricMean, 2))"
            + (worst.map { ", worst \($0.0) \(format($0.1, 2))" } ?? "")
            + "  \(verdict(passed == programs.count))")
    }

    let operations = basicOperations.filter { selected.isEmpty || selected.contains($0.0) }
    if operations.isEmpty { return }
    print("basic operations: (time(OP_1) - time(OP_0)) / n, Benchmarks/shapes/ops, median of \(operationRuns) runs each")
    let ops = shapesDirectory.appendingPathComponent("ops")
    for (name, what) in operations {
        let label = padded(name, 12)
        guard let count = programSize(ops.appendingPathComponent("\(name)_1.swift")), count > 0 else {
            print("\(label)no size on the first line of ops/\(name)_1.swift  MISS")
            continue
        }
        var kilnTimes: [Double] = []
        var pythonTimes: [Double] = []
        var failure: String?
        for variant in ["\(name)_0", "\(name)_1"] {
            let script = ops.appendingPathComponent("\(variant).swift").path
            let python = ops.appendingPathComponent("\(variant).py").path
            guard case .ran(let pythonRun) = try timeRuns("python3", [python], runs: operationRuns) else {
                failure = "python3 FAILS on ops/\(variant).py"
                break
            }
            switch try runKiln(kiln, script, runs: operationRuns, expecting: pythonRun.output) {
            case .failed(let reason):
                failure = "KILN FAILS on ops/\(variant).swift: \(reason)"
            case .ran(let kilnRun):
                kilnTimes.append(kilnRun.seconds)
                pythonTimes.append(pythonRun.seconds)
            }
            if failure != nil { break }
        }
        if let failure = failure {
            print("\(label)\(failure)")
            continue
        }
        let kilnCost = (kilnTimes[1] - kilnTimes[0]) / Double(count) * 1e9
        let pythonCost = (pythonTimes[1] - pythonTimes[0]) / Double(count) * 1e9
        let ratio = pythonCost > 0 ? format(kilnCost / pythonCost, 2) : "n/a"
        print("\(label)kiln \(format(kilnCost, 1)) ns  python3 \(format(pythonCost, 1)) ns  ratio \(ratio)  "
            + "(\(what); n = \(count); loops without it: kiln \(format(kilnTimes[0]))s, python3 \(format(pythonTimes[0]))s)")
    }
}
