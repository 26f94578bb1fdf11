// Grading a class: one row per student's submission for a lesson, written as CSV (for a
// spreadsheet) and JSON (for a program). The runs themselves happen in worker processes
// (`kiln check --submissions`), so that a submission that loops, allocates or floods is stopped
// alone.
import JSON
import KilnSimulator

/// One student's result.
public struct GradebookRow: Sendable {
    public var student: String
    public var lesson: String
    public var submission: String
    public var passed: Int
    public var total: Int
    public var status: CheckStatus
    /// The first check that did not pass, with its message (empty when all passed).
    public var firstFailure: String
    /// Paths outside the sandbox the submission tried to reach (refused).
    public var refusedPaths: [String]
    /// Seconds the grading of this submission took.
    public var duration: Double

    public init(student: String, lesson: String, submission: String, passed: Int, total: Int, status: CheckStatus,
                firstFailure: String, refusedPaths: [String], duration: Double) {
        self.student = student
        self.lesson = lesson
        self.submission = submission
        self.passed = passed
        self.total = total
        self.status = status
        self.firstFailure = firstFailure
        self.refusedPaths = refusedPaths
        self.duration = duration
    }

    /// The row of a finished report.
    public init(student: String, submission: String, report: LessonReport) {
        var failure = ""
        if let problem = report.firstProblem {
            // One line, for a spreadsheet: the compiler's or the fault's own line when there is one.
            let lines = (problem.message ?? "").split(separator: "\n").map(String.init)
            let line = lines.first { $0.contains(": error: ") } ?? lines.first
            failure = problem.name + (line.map { ": " + $0 } ?? "")
        }
        self.init(student: student, lesson: report.lessonID, submission: submission, passed: report.passedCount,
                  total: report.checks.count, status: report.status, firstFailure: failure,
                  refusedPaths: report.refusedPaths, duration: report.duration)
    }
}

public enum Gradebook {
    /// The submissions in `directory`: each `NAME.swift` is student NAME's; each folder holding
    /// a file named as the lesson is that folder's student's.
    public static func submissions(in directory: String, lessonFileName: String) throws -> [(student: String, path: String)] {
        var found: [(String, String)] = []
        for entry in try HostFiles.entries(directory) where !entry.hasPrefix(".") {
            let path = directory + "/" + entry
            if HostFiles.isDirectory(path) {
                let inside = path + "/" + lessonFileName
                if HostFiles.exists(inside) { found.append((entry, inside)) }
            } else if entry.hasSuffix(".swift") {
                found.append((String(entry.dropLast(6)), path))
            }
        }
        return found
    }

    public static func csv(_ rows: [GradebookRow]) -> String {
        func field(_ text: String) -> String {
            let needsQuotes = text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            return needsQuotes ? "\"" + text.replacing("\"", with: "\"\"") + "\"" : text
        }
        var out = "student,lesson,checks_passed,checks_total,status,first_failure,refused_paths\n"
        for row in rows {
            out += [row.student, row.lesson, String(row.passed), String(row.total), row.status.rawValue,
                    row.firstFailure, row.refusedPaths.joined(separator: " ")].map(field).joined(separator: ",") + "\n"
        }
        return out
    }

    public static func json(_ rows: [GradebookRow], lesson: String, duration: Double) -> String {
        let document: JSONValue = .object([
            ("lesson", .string(lesson)),
            ("students", .integer(Int64(rows.count))),
            ("passed", .integer(Int64(rows.filter { $0.status == .pass }.count))),
            ("duration_ms", .real((duration * 10_000).rounded() / 10)),
            ("rows", .array(rows.map { row in
                .object([
                    ("student", .string(row.student)),
                    ("lesson", .string(row.lesson)),
                    ("submission", .string(row.submission)),
                    ("checks_passed", .integer(Int64(row.passed))),
                    ("checks_total", .integer(Int64(row.total))),
                    ("status", .string(row.status.rawValue)),
                    ("first_failure", .string(row.firstFailure)),
                    ("refused_paths", .array(row.refusedPaths.map(JSONValue.string))),
                    ("duration_ms", .real((row.duration * 10_000).rounded() / 10)),
                ])
            })),
        ])
        return document.serialized(sortKeys: false, indent: 2) + "\n"
    }
}
