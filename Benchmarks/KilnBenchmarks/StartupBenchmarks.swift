// `kiln-bench startup`: what every `kiln run` pays before the script's first line, in a release
// build:
//   (a) the prelude selection's index (PreludeSelection: the prelude cut into declarations and
//       members, each with the names that bring it), built anew and read back from its cache file
//       (PreludeIndexCache) as every start after the first does — in process, thread CPU time,
//       median of 21, the read against 1 ms (a tenth of a short script's whole start-up);
//   (b) whole `kiln run` processes, CPU time (user + system), median of 21: `print("hi")` and a
//       script naming `Date`, against `swift FILE`'s start-up for the same `print("hi")` (the
//       interpreter suite's anchor) when `swift` is on PATH.
import Foundation
@_spi(Benchmarks) import KilnFoundation

func runStartupBenchmarks() throws {
    print("kiln-bench startup: release build")
    var builds: [Double] = []
    var units = 0
    _ = buildPreludeSelectionIndex()
    for _ in 0..<21 { builds.append(seconds { units = buildPreludeSelectionIndex() }) }
    builds.sort()
    let index = builds[builds.count / 2]
    print("startup prelude selection index built (\(units) units): \(format(index * 1000, 2)) ms thread CPU, median of 21 "
        + "(a start without the cache file)")
    if preludeSelectionIndexIsCached {
        _ = loadPreludeSelectionIndex()  // writes the file if this build has none yet
        var loads: [Double] = []
        for _ in 0..<21 { loads.append(seconds { units = loadPreludeSelectionIndex() }) }
        loads.sort()
        let load = loads[loads.count / 2]
        print("startup prelude selection index read back (\(units) units): \(format(load * 1000, 3)) ms, \(format(index / load, 0))× faster "
            + "(target ≤ 1 ms, ratio \(format(load / 0.001, 2)))  " + verdict(load <= 0.001))
    } else {
        print("startup prelude selection index: no cache (KILN_NO_CACHE or no home); built on every start  "
            + verdict(index <= 0.001))
    }

    let kiln = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiln").path
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-startup-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let hello = directory.appendingPathComponent("hello.swift").path
    let dates = directory.appendingPathComponent("dates.swift").path
    try "print(\"hi\")\n".write(toFile: hello, atomically: true, encoding: .utf8)
    try "import Foundation\nlet start = Date(timeIntervalSince1970: 0)\nprint(start.addingTimeInterval(86_400).timeIntervalSince(start))\n"
        .write(toFile: dates, atomically: true, encoding: .utf8)
    let swiftHello = ProcessInfo.processInfo.environment["PATH"].map { _ in try? medianRun(5, "swift", [hello], cpu: true) } ?? nil
    for (name, path, expected) in [("print(\"hi\")", hello, "hi\n"), ("a script naming Date", dates, "86400.0\n")] {
        let run = try medianRun(21, kiln, ["run", path], cpu: true)
        var line = "startup kiln run, \(name): \(format(run.seconds * 1000, 1)) ms CPU, median of 21"
        if let swiftHello, swiftHello.status == 0 {
            line += "  (swift FILE print(\"hi\"): \(format(swiftHello.seconds * 1000, 0)) ms, \(format(swiftHello.seconds / run.seconds, 1))× Kiln's)"
        }
        print(line + "  " + verdict(run.status == 0 && run.output == expected))
    }
}
