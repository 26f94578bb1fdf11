// Reports rendered at the edge: text for a terminal, one JSON document shaped like the Exercism
// test runner's results.json (version 3) with Kiln's detail beside it (schema in
// docs/check-results.schema.json), and JUnit XML for CI dashboards.
import JSON

public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, junit
}

public enum ReportRenderer {
    // MARK: Text

    /// The report as a student reads it in a terminal; `color` adds ANSI colours.
    public static func text(_ report: LessonReport, messages: Messages, color: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var out = paint("\(report.title)", "1") + " (\(report.checkedPath))\n"
        // A program that did not compile leaves every other check unjudged: one line says so.
        let refused = report.checks.contains { $0.kind == .runs && $0.status == .error }
        let unjudged = refused ? report.checks.filter { $0.kind != .runs && $0.kind != .lesson && $0.status == .error }.count : 0
        for check in report.checks where !(refused && check.kind != .runs && check.kind != .lesson && check.status == .error) {
            let mark: String
            switch check.status {
            case .pass: mark = paint("✓", "32")
            case .fail: mark = paint("✗", "31")
            case .error: mark = paint("!", "33")
            }
            let place = check.line.map { "  " + paint(messages.line($0), "2") } ?? ""
            out += "  \(mark) \(check.name)\(place)\n"
            if check.status != .pass {
                if let message = check.message { out += indent(message, by: 6) }
                if let detail = check.detail { out += indent(colorDiff(detail, color: color), by: 6) }
            }
        }
        // Notes of a run that did not stop at an error (a key that was not archived, an old API's
        // new name): they explain many a failed check, so a failed report shows them, each once.
        var notes: [LessonDiagnostic] = []
        for note in report.diagnostics where note.severity == "note" && !notes.contains(note) { notes.append(note) }
        if !notes.isEmpty && report.status != .pass && !report.checks.contains(where: { $0.kind == .runs && $0.status != .pass }) {
            for note in notes {
                let place = note.line.map { "\(note.file):\($0):\(note.column ?? 1): " } ?? ""
                out += "  " + paint("note:", "36") + " " + place + note.message + "\n"
                for extra in note.notes { out += "        " + extra.rendered + "\n" }
            }
        }
        if unjudged > 0 { out += "  " + paint("!", "33") + " " + messages.unjudged(unjudged) + "\n" }
        if !report.refusedPaths.isEmpty {
            out += paint("  note:", "36") + " " + messages.refusedPaths(report.refusedPaths) + "\n"
        }
        let summary = messages.lessonSummary(passed: report.passedCount, total: report.checks.count)
        out += "  " + (report.status == .pass ? paint(summary, "32") : paint(summary, "31")) + "\n"
        if report.status == .pass { out += "  " + messages.lessonPassed + "\n" }
        if let hint = report.hint {
            out += "\n  " + paint(messages.hintCounter(hint.number, of: hint.total), "36") + "\n"
            out += indent(hint.text, by: 4)
        }
        return out
    }

    private static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { pad + $0 }.joined(separator: "\n") + "\n"
    }

    private static func colorDiff(_ diff: String, color: Bool) -> String {
        guard color else { return diff }
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("---") || line.hasPrefix("+++") { return "\u{1B}[1m\(line)\u{1B}[0m" }
            if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
            if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
            if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
            return String(line)
        }.joined(separator: "\n")
    }

    // MARK: JSON

    /// One document for any number of lessons: Exercism's `version`, `status`, `message` and
    /// `tests` (each named `lesson-id: check`), and `kiln` with each lesson's detail.
    public static func json(_ reports: [LessonReport], duration: Double) -> String {
        let status = overallStatus(reports)
        let errors = reports.filter { $0.status == .error }
        let message: JSONValue = errors.isEmpty ? .null
            : .string(errors.map { "\($0.lessonID): \($0.checks.first { $0.status == .error }?.message ?? "error")" }.joined(separator: "\n"))
        var tests: [JSONValue] = []
        for report in reports {
            for check in report.checks {
                tests.append(.object([
                    ("name", .string("\(report.lessonID): \(check.name)")),
                    ("status", .string(check.status.rawValue)),
                    ("message", check.message.map(JSONValue.string) ?? .null),
                    ("output", check.kind == .runs && !report.output.isEmpty ? .string(report.output) : .null),
                    ("test_code", .string(check.name)),
                    ("kiln", .object([
                        ("lesson", .string(report.lessonID)),
                        ("kind", .string(check.kind.rawValue)),
                        ("line", check.line.map { .integer(Int64($0)) } ?? .null),
                        ("column", check.column.map { .integer(Int64($0)) } ?? .null),
                        ("detail", check.detail.map(JSONValue.string) ?? .null),
                    ])),
                ]))
            }
        }
        let document: JSONValue = .object([
            ("version", .integer(3)),
            ("status", .string(status.rawValue)),
            ("message", message),
            ("tests", .array(tests)),
            ("kiln", .object([
                ("lessons", .array(reports.map(lessonJSON))),
                ("duration_ms", .real(milliseconds(duration))),
            ])),
        ])
        return document.serialized(sortKeys: false, indent: 2) + "\n"
    }

    static func lessonJSON(_ report: LessonReport) -> JSONValue {
        .object([
            ("id", .string(report.lessonID)),
            ("title", .string(report.title)),
            ("lesson_path", .string(report.lessonPath)),
            ("checked_path", .string(report.checkedPath)),
            ("status", .string(report.status.rawValue)),
            ("passed", .integer(Int64(report.passedCount))),
            ("total", .integer(Int64(report.checks.count))),
            ("output", .string(report.output)),
            ("events", .array(report.events.map(JSONValue.string))),
            ("diagnostics", .array(report.diagnostics.map { diagnostic in
                .object([
                    ("severity", .string(diagnostic.severity)),
                    ("message", .string(diagnostic.message)),
                    ("file", .string(diagnostic.file)),
                    ("line", diagnostic.line.map { .integer(Int64($0)) } ?? .null),
                    ("column", diagnostic.column.map { .integer(Int64($0)) } ?? .null),
                    ("notes", .array(diagnostic.notes.map { note in
                        .object([
                            ("severity", note.severity.map { .string($0.rawValue) } ?? .null),
                            ("message", .string(note.message)),
                            ("file", note.fileName.map(JSONValue.string) ?? .null),
                            ("line", note.location.map { .integer(Int64($0.line)) } ?? .null),
                            ("column", note.location.map { .integer(Int64($0.column)) } ?? .null),
                        ])
                    })),
                    ("fix_its", .array(diagnostic.fixIts.map { fixIt in
                        .object([
                            ("phrase", .string(fixIt.phrase)),
                            ("edits", .array(fixIt.edits.map { edit in
                                .object([
                                    ("line", .integer(Int64(edit.start.line))), ("column", .integer(Int64(edit.start.column))),
                                    ("end_line", .integer(Int64(edit.end.line))), ("end_column", .integer(Int64(edit.end.column))),
                                    ("replacement", .string(edit.replacement)),
                                ])
                            })),
                        ])
                    })),
                ])
            })),
            ("rendered_diagnostics", .string(report.renderedDiagnostics)),
            ("refused_paths", .array(report.refusedPaths.map(JSONValue.string))),
            ("hint", report.hint.map { hint in
                .object([("number", .integer(Int64(hint.number))), ("total", .integer(Int64(hint.total))), ("text", .string(hint.text))])
            } ?? .null),
            ("duration_ms", .real(milliseconds(report.duration))),
            ("run_duration_ms", .real(milliseconds(report.runDuration))),
        ])
    }

    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 10_000).rounded() / 10 }

    public static func overallStatus(_ reports: [LessonReport]) -> CheckStatus {
        if reports.contains(where: { $0.status == .error }) { return .error }
        if reports.contains(where: { $0.status == .fail }) { return .fail }
        return .pass
    }

    // MARK: JUnit

    /// JUnit XML: a `testsuite` per lesson, a `testcase` per check; `failure` for a failed check,
    /// `error` for one that could not be judged (the program did not compile).
    public static func junit(_ reports: [LessonReport], duration: Double) -> String {
        func count(_ status: CheckStatus) -> Int { reports.reduce(0) { $0 + $1.checks.filter { $0.status == status }.count } }
        let total = reports.reduce(0) { $0 + $1.checks.count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"kiln check\" tests=\"\(total)\" failures=\"\(count(.fail))\" errors=\"\(count(.error))\" time=\"\(seconds(duration))\">\n"
        for report in reports {
            let failures = report.checks.filter { $0.status == .fail }.count
            let errors = report.checks.filter { $0.status == .error }.count
            out += "  <testsuite name=\"\(xml(report.lessonID))\" tests=\"\(report.checks.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(report.duration))\" file=\"\(xml(report.checkedPath))\">\n"
            for check in report.checks {
                let line = check.line.map { " line=\"\($0)\"" } ?? ""
                out += "    <testcase name=\"\(xml(check.name))\" classname=\"\(xml(report.lessonID))\" file=\"\(xml(report.checkedPath))\"\(line) time=\"0\""
                switch check.status {
                case .pass:
                    out += "/>\n"
                case .fail, .error:
                    let tag = check.status == .fail ? "failure" : "error"
                    let message = check.message ?? check.status.rawValue
                    let body = [check.message, check.detail].compactMap { $0 }.joined(separator: "\n")
                    out += ">\n      <\(tag) message=\"\(xml(firstLine(message)))\" type=\"\(check.kind.rawValue)\">\(xml(body))</\(tag)>\n    </testcase>\n"
                }
            }
            out += "    <system-out>\(xml(report.output))</system-out>\n"
            if !report.renderedDiagnostics.isEmpty { out += "    <system-err>\(xml(report.renderedDiagnostics))</system-err>\n" }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private static func seconds(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return String(rounded)
    }

    private static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    /// Text as XML character data or an attribute value; characters XML 1.0 cannot hold are dropped.
    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
