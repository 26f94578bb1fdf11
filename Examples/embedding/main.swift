// Embedding Kiln: a grader of your own. It loads a lesson, checks a student's file against it,
// and prints one line per check from the report's values — the way a course website, an editor
// plug-in or a teaching assistant's script would use Kiln.
//
//     swift run kiln-embedding-example Lessons/01-sandbox.swift student.swift
//
// Without a student's file it checks the lesson's own starter.
import Kiln
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
guard let lessonPath = arguments.first else {
    print("usage: kiln-embedding-example LESSON.swift [STUDENT.swift]")
    exit(2)
}

do {
    let lesson = try Lesson.load(path: lessonPath)
    let code = try arguments.dropFirst().first.map { try HostFiles.readText($0) }
    let report = Playground.check(lesson, code: code, options: CheckOptions(language: "en", seed: 7))

    print("\(report.title): \(report.status)")
    for check in report.checks {
        let place = check.line.map { " (line \($0))" } ?? ""
        print("  [\(check.status)] \(check.kind): \(check.name)\(place)")
        if check.status != .pass, let message = check.message?.split(separator: "\n").first {
            print("      \(message)")
        }
    }
    for diagnostic in report.diagnostics where diagnostic.severity == "error" {
        print("  error at \(diagnostic.file):\(diagnostic.line ?? 0):\(diagnostic.column ?? 0): \(diagnostic.message)")
    }
    print("  \(report.passedCount)/\(report.checks.count) checks, \(report.events.count) app events, run in \(Int(report.runDuration * 1000)) ms")
    exit(report.status == .pass ? 0 : 1)
} catch {
    print("cannot check \(lessonPath): \(error)")
    exit(2)
}
