// Reports read back from the JSON document `kiln check --format json` prints: how a parent
// process collects the reports of the workers that checked lessons or graded submissions.
import JSON
import KeyedArchive
import KilnScript

public enum ReportDecoding {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The lessons of one `--format json` document, with their checks.
    public static func reports(fromJSON text: String) throws -> [LessonReport] {
        let document = try JSONValue(parsing: text)
        guard case .array(let lessons)? = document["kiln"]?["lessons"], case .array(let tests)? = document["tests"] else {
            throw Failure(description: "not a kiln check document")
        }
        return try lessons.map { lesson in
            let id = try string(lesson["id"])
            let checks: [CheckResult] = try tests.compactMap { test in
                guard let kiln = test["kiln"], (try? string(kiln["lesson"])) == id else { return nil }
                return CheckResult(name: try string(test["test_code"]),
                                   kind: CheckKind(rawValue: try string(kiln["kind"])) ?? .runs,
                                   status: CheckStatus(rawValue: try string(test["status"])) ?? .error,
                                   message: optionalString(test["message"]), detail: optionalString(kiln["detail"]),
                                   line: optionalInt(kiln["line"]), column: optionalInt(kiln["column"]))
            }
            var hint: LessonHint?
            if let value = lesson["hint"], case .object = value {
                hint = LessonHint(number: optionalInt(value["number"]) ?? 1, total: optionalInt(value["total"]) ?? 1,
                                  text: try string(value["text"]))
            }
            let diagnostics: [LessonDiagnostic] = array(lesson["diagnostics"]).map { value in
                LessonDiagnostic(severity: optionalString(value["severity"]) ?? "error", message: optionalString(value["message"]) ?? "",
                                 file: optionalString(value["file"]) ?? "", line: optionalInt(value["line"]),
                                 column: optionalInt(value["column"]), notes: array(value["notes"]).map(note),
                                 fixIts: array(value["fix_its"]).map(fixIt))
            }
            return LessonReport(lessonID: id, title: try string(lesson["title"]), lessonPath: try string(lesson["lesson_path"]),
                                checkedPath: try string(lesson["checked_path"]),
                                status: CheckStatus(rawValue: try string(lesson["status"])) ?? .error, checks: checks,
                                diagnostics: diagnostics, renderedDiagnostics: optionalString(lesson["rendered_diagnostics"]) ?? "",
                                output: optionalString(lesson["output"]) ?? "",
                                events: array(lesson["events"]).compactMap(optionalString),
                                refusedPaths: array(lesson["refused_paths"]).compactMap(optionalString), hint: hint,
                                duration: (optionalDouble(lesson["duration_ms"]) ?? 0) / 1000,
                                runDuration: (optionalDouble(lesson["run_duration_ms"]) ?? 0) / 1000)
        }
    }

    private static func string(_ value: JSONValue?) throws -> String {
        guard case .string(let text)? = value else { throw Failure(description: "a string is missing in the report") }
        return text
    }

    private static func optionalString(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    private static func optionalInt(_ value: JSONValue?) -> Int? {
        switch value {
        case .integer(let number)?: return Int(number)
        case .unsignedInteger(let number)?: return Int(exactly: number)
        case .real(let number)?: return Int(exactly: number)
        default: return nil
        }
    }

    private static func optionalDouble(_ value: JSONValue?) -> Double? {
        switch value {
        case .integer(let number)?: return Double(number)
        case .real(let number)?: return number
        default: return nil
        }
    }

    /// A diagnostic's note: `{severity, message, file, line, column}`.
    private static func note(_ value: JSONValue) -> Diagnostic.Note {
        let location = optionalInt(value["line"]).flatMap { line in optionalInt(value["column"]).map { Location(line: line, column: $0) } }
        return Diagnostic.Note(severity: optionalString(value["severity"]).flatMap(Diagnostic.Severity.init(rawValue:)),
                               message: optionalString(value["message"]) ?? "", fileName: optionalString(value["file"]), location: location)
    }

    /// A diagnostic's fix-it: `{phrase, edits: [{line, column, end_line, end_column, replacement}]}`.
    private static func fixIt(_ value: JSONValue) -> Diagnostic.FixIt {
        Diagnostic.FixIt(phrase: optionalString(value["phrase"]) ?? "", edits: array(value["edits"]).map { edit in
            Diagnostic.FixIt.Edit(start: Location(line: optionalInt(edit["line"]) ?? 1, column: optionalInt(edit["column"]) ?? 1),
                                  end: Location(line: optionalInt(edit["end_line"]) ?? 1, column: optionalInt(edit["end_column"]) ?? 1),
                                  replacement: optionalString(edit["replacement"]) ?? "")
        })
    }

    private static func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items)? = value { return items }
        return []
    }
}
