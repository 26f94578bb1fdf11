// `kiln-bench lessons`: a lesson checks in milliseconds, and a class grades in seconds.
//   (a) `kiln check LESSON --solution`, the whole process, against the 50 ms a student should wait;
//   (b) 500 submissions of a typical lesson (most right, some wrong, a few not compiling) graded
//       with `kiln check LESSON --submissions DIR` on this machine's cores, against 10 s.
import Foundation

func runLessonBenchmarks() throws {
    let kiln = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiln").path
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let lesson = root.appendingPathComponent("Lessons/01-sandbox.swift")
    let solutionURL = root.appendingPathComponent("Lessons/Solutions/01-sandbox.swift")
    guard FileManager.default.isExecutableFile(atPath: kiln), FileManager.default.fileExists(atPath: lesson.path) else {
        print("lessons: no kiln beside kiln-bench, or no Lessons/01-sandbox.swift  MISS")
        return
    }
    print("kiln-bench lessons: whole processes, wall time, release build, \(ProcessInfo.processInfo.activeProcessorCount) cores")

    let one = try medianRun(7, kiln, ["check", lesson.path, "--solution"])
    let target = 0.050
    print("check one lesson  \(format(one.seconds * 1000, 1)) ms  (target ≤ \(Int(target * 1000)) ms, ratio \(format(one.seconds / target, 2)))  "
          + (one.seconds <= target && one.status == 0 ? "PASS" : "MISS"))

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-class-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let solution = try String(contentsOf: solutionURL)
    for student in 0..<500 {
        var text = solution
        if student % 10 == 3 { text = text.replacingOccurrences(of: ".cachesDirectory", with: ".documentDirectory") }
        if student % 50 == 7 { text += "\nlet oops: = 1\n" }
        try text.write(to: scratch.appendingPathComponent(String(format: "student%03d.swift", student)), atomically: true, encoding: .utf8)
    }
    let gradebook = scratch.appendingPathComponent("gradebook").path
    let graded = try runProcess(kiln, ["check", lesson.path, "--submissions", scratch.path, "--gradebook", gradebook, "--format", "json"])
    let rows = (try? JSONSerialization.jsonObject(with: Data(graded.output.utf8)) as? [String: Any])?["rows"] as? [[String: Any]] ?? []
    let classTarget = 10.0
    print("grade 500 submissions  \(format(graded.seconds, 2)) s, \(rows.count) rows  (target ≤ \(Int(classTarget)) s, ratio \(format(graded.seconds / classTarget, 2)))  "
          + (graded.seconds <= classTarget && rows.count == 500 ? "PASS" : "MISS"))
}
