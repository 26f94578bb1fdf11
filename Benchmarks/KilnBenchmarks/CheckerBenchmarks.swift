// `kiln-bench checker`: what the type checker adds to a run, in process, thread CPU time, median
// of 21 runs after a warm-up (Interpreter.Options.stageTimes reports each stage):
//   (a) type-checking Benchmarks/programs/checker_lesson.swift, a 300-line lesson-style program
//       (NSCoding model classes, an enum, a store archiving to Documents, queries), against 5 ms;
//       its whole parse + check + compile beside it;
//   (b) the same stages for the interpreter suite's 100-line lesson (programs/lesson.swift), whose
//       start-up the checker's cost shows in.
// Each run goes through FoundationSession, as `kiln run` does: the prelude the script needs first.
import Foundation
import KilnFoundation
import KilnScript

/// The stages' CPU times of each run.
private final class StageLog {
    var current: [String: Double] = [:]
    var runs: [[String: Double]] = []
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The medians of the check stage and of parse + check + compile over `count` runs of `program`.
private func measureStages(_ program: String, count: Int) throws -> (check: Double, front: Double, status: Int32, lines: Int) {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("programs").appendingPathComponent(program)
    let source = try String(contentsOf: path, encoding: .utf8)
    let log = StageLog()
    var options = FoundationSession.Options()
    options.interpreter.stageTimes = { stage, seconds in log.current[stage] = seconds }
    let session = try FoundationSession(options: options)
    var status: Int32 = 0
    for run in 0...count {
        log.current = [:]
        let result = session.run(source: source, fileName: program)
        status = max(status, result.exitStatus)
        if run > 0 { log.runs.append(log.current) }
    }
    let check = median(log.runs.map { $0["check"] ?? 0 })
    let front = median(log.runs.map { ($0["parse"] ?? 0) + ($0["check"] ?? 0) + ($0["compile"] ?? 0) })
    return (check, front, status, source.filter { $0 == "\n" }.count)
}

func runCheckerBenchmarks() throws {
    // KILN_BENCH_RUNS: more runs of the 314-line lesson, for a steadier median or a profile.
    let runs = Int(ProcessInfo.processInfo.environment["KILN_BENCH_RUNS"] ?? "") ?? 21
    print("kiln-bench checker: in process, thread CPU time, median of \(runs) runs after a warm-up, release build")
    let target = 0.005
    let lesson = try measureStages("checker_lesson.swift", count: runs)
    print("check   \(lesson.lines)-line lesson: type-check \(format(lesson.check * 1000, 2)) ms  "
        + "(target ≤ 5 ms, ratio \(format(lesson.check / target, 2)))  parse+check+compile \(format(lesson.front * 1000, 2)) ms  "
        + verdict(lesson.check <= target && lesson.status == 0))
    let small = try measureStages("lesson.swift", count: 21)
    print("check   \(small.lines)-line interpreter lesson: type-check \(format(small.check * 1000, 2)) ms  "
        + "parse+check+compile \(format(small.front * 1000, 2)) ms  (start-up's share; target ≤ 5 ms)  "
        + verdict(small.check <= target && small.status == 0))
}
