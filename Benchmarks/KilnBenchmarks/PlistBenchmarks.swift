// `kiln plist` on corelibs' 100,000-object archive, whole processes (CPU time of the process,
// median of 3 after a warm-up): rendering it as JSON against corelibs NSKeyedUnarchiver's time to
// decode it, building it again from that JSON against corelibs NSKeyedArchiver's time to encode
// the objects (both measured in this run, by the archive suite), and the speed of each view.
import Foundation

/// The median CPU time of three runs after a warm-up, with the warm-up's output and wall time.
private func medianCPU(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
    var first = try runProcess(executable, arguments)
    var times: [Double] = []
    var walls: [Double] = []
    for _ in 0..<3 {
        let run = try runProcess(executable, arguments)
        times.append(run.cpuSeconds)
        walls.append(run.seconds)
    }
    first.cpuSeconds = times.sorted()[1]
    first.seconds = walls.sorted()[1]
    return first
}

private func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> Double { Double(bytes) / 1e6 / seconds }

func runPlistBenchmarks(corelibsArchive: Data, corelibsEncode: Double, corelibsDecode: Double, count: Int) throws {
    let kiln = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiln").path
    guard FileManager.default.isExecutableFile(atPath: kiln) else {
        print("plist   no kiln beside kiln-bench (`make bench` builds both)  MISS")
        return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-plist-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let archive = scratch.appendingPathComponent("items.archive").path
    let json = scratch.appendingPathComponent("items.json").path
    let rebuilt = scratch.appendingPathComponent("rebuilt.archive").path
    try corelibsArchive.write(to: URL(fileURLWithPath: archive))

    let render = try medianCPU(kiln, ["plist", archive, "--json"])
    try Data(render.output.utf8).write(to: URL(fileURLWithPath: json))
    let renderRatio = corelibsDecode / render.cpuSeconds
    let rendered = render.status == 0 && render.output.hasPrefix("{\"format\": \"binary\", \"top\": {\"root\": [{")
    print("plist json  kiln plist --json on corelibs' \(count)-object archive \(format(render.cpuSeconds))s "
        + "(wall \(format(render.seconds))s, \(format(megabytesPerSecond(render.output.utf8.count, render.cpuSeconds), 0)) MB/s of JSON)  "
        + "corelibs NSKeyedUnarchiver \(format(corelibsDecode))s  ratio \(format(renderRatio, 1))x (target >= 10x)  "
        + verdict(renderRatio >= 10 && rendered))

    let build = try medianCPU(kiln, ["plist", "--from-json", json, "--out", rebuilt])
    let buildRatio = corelibsEncode / build.cpuSeconds
    // The rebuilt archive renders as the same JSON.
    let again = try runProcess(kiln, ["plist", rebuilt, "--json"])
    let same = build.status == 0 && again.output == render.output
    print("plist build kiln plist --from-json of that JSON \(format(build.cpuSeconds))s "
        + "(wall \(format(build.seconds))s, \(format(megabytesPerSecond(render.output.utf8.count, build.cpuSeconds), 0)) MB/s of JSON)  "
        + "corelibs NSKeyedArchiver \(format(corelibsEncode))s  ratio \(format(buildRatio, 1))x (target >= 20x)  "
        + "archive \(same ? "renders the same" : "DIFFERS")  " + verdict(buildRatio >= 20 && same))

    for (label, flags) in [("tree", [String]()), ("objects", ["--objects"])] {
        let view = try medianCPU(kiln, ["plist", archive] + flags)
        let speed = megabytesPerSecond(view.output.utf8.count, view.cpuSeconds)
        print("plist \(label.padding(toLength: 8, withPad: " ", startingAt: 0))kiln plist\(flags.isEmpty ? "" : " --objects") "
            + "\(format(view.cpuSeconds))s (wall \(format(view.seconds))s) for \(view.output.utf8.count) bytes of text "
            + "= \(format(speed, 0)) MB/s (target >= 20 MB/s)  " + verdict(speed >= 20 && view.status == 0))
    }
}
