// `kiln-bench shapes`: issue 14's measure of the interpreter's speed across the shapes students and
// tutorials write, each against CPython (`python3`) on the same algorithm written as a Python
// programmer writes it. Whole processes. Each program first runs once in each language to check
// (Kiln's output must be identical to Python's); then Kiln and CPython run in turns, so that the
// load of a shared machine falls on both alike, and each time is a median of those runs.
//   (a) every program in Benchmarks/shapes (NAME.swift beside NAME.py): Kiln's wall time / CPython's,
//       target <= 0.5 (the verdict); the ratio of CPU times (user + system) beside it, which
//       neighbours disturb less. A program Kiln cannot run, or runs to a different output, is
//       printed as "KILN FAILS: <reason>" instead of a ratio.
//   (b) the basic operations, each from a pair of programs in Benchmarks/shapes/ops that differ only
//       in OP_1 doing the operation once more per iteration: cost = (time(OP_1) - time(OP_0)) / n,
//       in ns, beside CPython's, n read from the first line of OP_1.swift. A difference of two
//       whole-process times is noisier than a ratio, so these use CPU time and more runs.
// `kiln-bench shapes NAME...` runs only the named programs and operations (e.g. `shapes csv call`).
// Each program's first line holds its size (`let n = ...`, `n = ...`) and, after "small:", the size
// Benchmarks/shapes/verify.sh checks its output at with a debug build.
import Foundation

private let shapesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shapes")

/// Timed runs per program and language after the checking run; more for the basic-operation pairs.
private let shapeRuns = 5
private let operationRuns = 7

/// The basic operations: the pair's name in Benchmarks/shapes/ops, and what the pair's difference is.
private let basicOperations = [
    ("call", "a function call (one argument, one result)"),
    ("property", "a stored-property read on a class instance, and the + using it"),
    ("append", "an array append"),
    ("dictionary", "a dictionary update (Int keys)"),
]

/// One program to time: how to run it, and (for Kiln) its script, to ask for its message on failure.
private struct Runner {
    var executable: String
    var arguments: [String]
    var kilnScript: String?
}

private func kilnRunner(_ kiln: String, _ script: String) -> Runner {
    Runner(executable: kiln, arguments: ["run", script, "--time-limit", "600"], kilnScript: script)
}

private func pythonRunner(_ script: String) -> Runner {
    Runner(executable: "python3", arguments: [script], kilnScript: nil)
}

/// Medians of the timed runs: wall and CPU seconds.
private struct Medians {
    var wall: Double
    var cpu: Double
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// The first line Kiln writes to standard error when running `script`, the file's path cut to its
/// name. (The timed runs send standard error to /dev/null, so a failing script is run once more.)
private func kilnMessage(_ runner: Runner) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: runner.executable)
    process.arguments = runner.arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "kiln could not be started" }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let first = text.split(separator: "\n").first.map(String.init) ?? "(nothing on standard error)"
    guard let script = runner.kilnScript else { return first }
    return first.replacingOccurrences(of: script, with: URL(fileURLWithPath: script).lastPathComponent)
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

/// Runs each of `pairs` (a Kiln runner and the CPython runner whose output it must match) once to
/// check, then `runs` rounds in which every runner runs once, in turn. The medians, in the order of
/// the runners (Kiln, CPython, Kiln, CPython, ...), or the first failure.
private func timeInTurns(_ pairs: [(kiln: Runner, python: Runner)], runs: Int) throws -> Result<[Medians], ShapeFailure> {
    for pair in pairs {
        let python = try runProcess(pair.python.executable, pair.python.arguments)
        guard python.status == 0 else {
            return .failure(ShapeFailure("python3 FAILS on \(pair.python.arguments[0]) (exit status \(python.status))"))
        }
        let kiln = try runProcess(pair.kiln.executable, pair.kiln.arguments)
        if kiln.status != 0 {
            return .failure(ShapeFailure("KILN FAILS: exit status \(kiln.status): \(kilnMessage(pair.kiln))"))
        }
        if kiln.output != python.output {
            return .failure(ShapeFailure("KILN FAILS: " + firstDifference(kiln.output, python.output)))
        }
    }
    let runners = pairs.flatMap { [$0.kiln, $0.python] }
    var wall = Array(repeating: [Double](), count: runners.count)
    var cpu = Array(repeating: [Double](), count: runners.count)
    for _ in 0..<runs {
        for (index, runner) in runners.enumerated() {
            let run = try runProcess(runner.executable, runner.arguments)
            wall[index].append(run.seconds)
            cpu[index].append(run.cpuSeconds)
        }
    }
    return .success(runners.indices.map { Medians(wall: median(wall[$0]), cpu: median(cpu[$0])) })
}

private struct ShapeFailure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
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
    let allPrograms = files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    let unknown = selected.filter { name in !allPrograms.contains(name) && !basicOperations.contains { $0.0 == name } }
    guard unknown.isEmpty else {
        print("shapes: no program or basic operation named \(unknown.joined(separator: ", ")); the programs are "
            + "\(allPrograms.joined(separator: " ")), the operations \(basicOperations.map { $0.0 }.joined(separator: " "))")
        return
    }
    let programs = allPrograms.filter { selected.isEmpty || selected.contains($0) }
    print("kiln-bench shapes: Benchmarks/shapes, kiln run vs python3, whole processes, run in turns, "
        + "median of \(shapeRuns) runs after a checking run; release build")

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
        switch try timeInTurns([(kilnRunner(kiln, script), pythonRunner(python))], runs: shapeRuns) {
        case .failure(let failure):
            print("\(label)\(failure.reason)")
            failures.append(name)
        case .success(let medians):
            let (kilnTimes, pythonTimes) = (medians[0], medians[1])
            let ratio = kilnTimes.wall / pythonTimes.wall
            ratios.append((name, ratio))
            print("\(label)kiln \(format(kilnTimes.wall))s  python3 \(format(pythonTimes.wall))s  "
                + "ratio \(format(ratio, 2)) (target <= 0.5; CPU time \(format(kilnTimes.cpu / pythonTimes.cpu, 2)))  "
                + verdict(ratio <= 0.5))
        }
    }
    if !programs.isEmpty {
        let passed = ratios.filter { $0.1 <= 0.5 }.count
        let geometricMean = ratios.isEmpty ? 0 : exp(ratios.map { log($0.1) }.reduce(0, +) / Double(ratios.count))
        let worst = ratios.max { $0.1 < $1.1 }
        print("shapes: \(programs.count) programs, \(passed) within 0.5, \(ratios.count - passed) over, "
            + "\(failures.count) Kiln cannot run" + (failures.isEmpty ? "" : " (\(failures.joined(separator: ", ")))")
            + "; geometric mean ratio \(format(geometricMean, 2))"
            + (worst.map { ", worst \($0.0) \(format($0.1, 2))" } ?? "")
            + "  \(verdict(passed == programs.count))")
    }

    let operations = basicOperations.filter { selected.isEmpty || selected.contains($0.0) }
    if operations.isEmpty { return }
    print("basic operations: (time(OP_1) - time(OP_0)) / n in CPU time, Benchmarks/shapes/ops, "
        + "the four programs run in turns, median of \(operationRuns) runs each")
    let ops = shapesDirectory.appendingPathComponent("ops")
    for (name, what) in operations {
        let label = padded(name, 12)
        guard let count = programSize(ops.appendingPathComponent("\(name)_1.swift")), count > 0 else {
            print("\(label)no size on the first line of ops/\(name)_1.swift  MISS")
            continue
        }
        let pairs = ["\(name)_0", "\(name)_1"].map {
            (kilnRunner(kiln, ops.appendingPathComponent("\($0).swift").path),
             pythonRunner(ops.appendingPathComponent("\($0).py").path))
        }
        switch try timeInTurns(pairs, runs: operationRuns) {
        case .failure(let failure):
            print("\(label)\(failure.reason)")
        case .success(let medians):
            // medians: kiln OP_0, python OP_0, kiln OP_1, python OP_1
            let kilnCost = (medians[2].cpu - medians[0].cpu) / Double(count) * 1e9
            let pythonCost = (medians[3].cpu - medians[1].cpu) / Double(count) * 1e9
            let ratio = pythonCost > 0 ? format(kilnCost / pythonCost, 2) : "n/a"
            print("\(label)kiln \(format(kilnCost, 1)) ns  python3 \(format(pythonCost, 1)) ns  ratio \(ratio)  "
                + "(\(what); n = \(count); the loop without it: kiln \(format(medians[0].cpu))s, "
                + "python3 \(format(medians[1].cpu))s)")
        }
    }
}
