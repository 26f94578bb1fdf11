// `kiln check LESSON --submissions DIR`: a class graded, one worker process per submission, and
// the gradebook written as CSV and JSON.
import ArgumentParser
import Kiln
import KilnSimulator

struct Grading {
    let lessonPath: String
    let directory: String
    let options: LessonOptions
    let format: ReportFormat
    let gradebook: String

    /// A worker's address space: enough for Kiln (its 1 GiB script stack is reserved, not used)
    /// and a lesson, far below what would trouble the host.
    static let workerAddressSpace = 6 << 30

    func run() throws {
        let started = Workers.now()
        let lesson: Lesson
        do { lesson = try Lesson.load(path: lessonPath) } catch { throw failure(lessonPath, reason(error, at: lessonPath)) }
        let submissions: [(student: String, path: String)]
        do { submissions = try Gradebook.submissions(in: directory, lessonFileName: lesson.fileName) } catch {
            throw failure(directory, reason(error, at: directory))
        }
        let jobs = submissions.map { submission in
            ["check", lessonPath, "--code", submission.path, "--format", "json"] + options.workerArguments
                + ["--address-space-limit", String(Grading.workerAddressSpace)]
        }
        let outcomes = Workers.run(jobs, deadline: options.timeLimit * 2 + 5)
        let rows = zip(submissions, outcomes).map { submission, outcome -> GradebookRow in
            if let report = (try? ReportDecoding.reports(fromJSON: outcome.output))?.first {
                return GradebookRow(student: submission.student, submission: submission.path, report: report)
            }
            let report = Grading.stoppedReport(path: submission.path, outcome: outcome, messages: options.messages)
            var row = GradebookRow(student: submission.student, submission: submission.path, report: report)
            row.lesson = lesson.id
            return row
        }
        let duration = Workers.now() - started
        let json = Gradebook.json(rows, lesson: lesson.id, duration: duration)
        do {
            try HostFiles.write(Gradebook.csv(rows), to: gradebook + ".csv")
            try HostFiles.write(json, to: gradebook + ".json")
        } catch {
            throw failure(gradebook, "cannot write the gradebook: \(error)")
        }
        switch format {
        case .json: print(json, terminator: "")
        case .junit, .text:
            let width = max(7, rows.map { $0.student.count }.max() ?? 0)
            for row in rows {
                let name = row.student + String(repeating: " ", count: max(0, width - row.student.count))
                var line = "\(name)  \(row.passed)/\(row.total)  \(options.messages.status(row.status))"
                if !row.firstFailure.isEmpty { line += "  " + String(row.firstFailure.split(separator: "\n").first ?? "") }
                if !row.refusedPaths.isEmpty { line += "  [refused: \(row.refusedPaths.joined(separator: ", "))]" }
                print(line)
            }
            let passed = rows.filter { $0.status == .pass }.count
            print(options.messages.submissionsPassed(passed, of: rows.count) + " · \(gradebook).csv, \(gradebook).json")
        }
    }

    /// The report of a worker that gave none: stopped at the deadline, ended by a signal (memory),
    /// or its output unreadable.
    static func stoppedReport(path: String, outcome: Workers.Outcome, messages: Messages) -> LessonReport {
        let reason: String
        if outcome.timedOut {
            reason = "stopped after \(Int(outcome.duration)) s: the program did not finish"
        } else if let signal = outcome.signal {
            reason = signal == 9 || signal == 6 || signal == 11 || signal == 5
                ? "stopped by the system (signal \(signal)): the program used more memory than it may, or crashed Kiln"
                : "stopped by signal \(signal)"
        } else {
            reason = "the check gave no report (exit status \(outcome.exitStatus ?? -1))"
        }
        let name = String(path.split(separator: "/").last ?? "")
        let check = CheckResult(name: messages.runsCheck, kind: .runs, status: .fail, message: reason, detail: nil, line: nil, column: nil)
        return LessonReport(lessonID: name, title: name, lessonPath: path, checkedPath: path, status: .fail, checks: [check],
                            diagnostics: [], renderedDiagnostics: "", output: "", events: [], refusedPaths: [], hint: nil,
                            duration: outcome.duration, runDuration: outcome.duration)
    }
}
