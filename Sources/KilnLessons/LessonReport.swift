// What checking a lesson found, as values: one result per check, the diagnostics with their
// places, the app's events, the hint to show. Rendering (text, JSON, JUnit) is ReportFormats.swift.
import KilnScript

/// A check's outcome, named as Exercism's test runner names them.
public enum CheckStatus: String, Sendable, Equatable {
    case pass, fail, error
}

/// What a check looks at.
public enum CheckKind: String, Sendable, Equatable {
    /// The lesson file itself (its markup).
    case lesson
    /// The program compiles and runs to its end.
    case runs
    /// The exact expected output.
    case output
    /// One `#expect(…)` / `#require(…)` of the code.
    case expectation
    /// One line of `/*: expect events`.
    case event
    /// One line of `/*: expect files`.
    case file
}

/// One check of a lesson.
public struct CheckResult: Sendable, Equatable {
    public var name: String
    public var kind: CheckKind
    public var status: CheckStatus
    /// Why it failed, in the report's language; nil when it passed.
    public var message: String?
    /// More: the output check's unified diff.
    public var detail: String?
    /// Where the check is written in the lesson file (an `#expect`, an expectation line).
    public var line: Int?
    public var column: Int?

    public init(name: String, kind: CheckKind, status: CheckStatus, message: String? = nil, detail: String? = nil,
                line: Int? = nil, column: Int? = nil) {
        self.name = name
        self.kind = kind
        self.status = status
        self.message = message
        self.detail = detail
        self.line = line
        self.column = column
    }
}

/// An error or note of the run, at its place in the checked file, with swiftc's notes (each at
/// its own place) and fix-its (a phrase and its edits) as values.
public struct LessonDiagnostic: Sendable, Equatable {
    public var severity: String
    public var message: String
    public var file: String
    public var line: Int?
    public var column: Int?
    public var notes: [Diagnostic.Note]
    public var fixIts: [Diagnostic.FixIt]

    public init(severity: String, message: String, file: String, line: Int?, column: Int?,
                notes: [Diagnostic.Note], fixIts: [Diagnostic.FixIt] = []) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.notes = notes
        self.fixIts = fixIts
    }

    /// A run's diagnostic, as a report keeps it.
    public init(_ diagnostic: Diagnostic) {
        self.init(severity: diagnostic.severity.rawValue, message: diagnostic.message, file: diagnostic.fileName,
                  line: diagnostic.location?.line, column: diagnostic.location?.column,
                  notes: diagnostic.notes, fixIts: diagnostic.fixIts)
    }
}

/// The hint a report offers: number `number` (1-based) of `total`.
public struct LessonHint: Sendable, Equatable {
    public var number: Int
    public var total: Int
    public var text: String
}

/// Everything checking one lesson (or one student's file for it) found.
public struct LessonReport: Sendable {
    public var lessonID: String
    public var title: String
    /// The lesson file whose expectations were checked.
    public var lessonPath: String
    /// The file whose code ran (the lesson itself, a student's submission, a solution).
    public var checkedPath: String
    public var status: CheckStatus
    public var checks: [CheckResult]
    /// The run's errors and notes, as values.
    public var diagnostics: [LessonDiagnostic]
    /// The same, as the compiler prints them (source line and caret).
    public var renderedDiagnostics: String
    /// What the program printed.
    public var output: String
    /// The simulated app's events, in order (`applicationDidEnterBackground(_:)`, `state active → inactive`).
    public var events: [String]
    /// Paths outside the sandbox the program tried to reach (each refused).
    public var refusedPaths: [String]
    /// The next hint, when the lesson did not pass and it has one.
    public var hint: LessonHint?
    /// Seconds: the whole check, and the program's run within it.
    public var duration: Double
    public var runDuration: Double

    public init(lessonID: String, title: String, lessonPath: String, checkedPath: String, status: CheckStatus,
                checks: [CheckResult], diagnostics: [LessonDiagnostic], renderedDiagnostics: String, output: String,
                events: [String], refusedPaths: [String], hint: LessonHint?, duration: Double, runDuration: Double) {
        self.lessonID = lessonID
        self.title = title
        self.lessonPath = lessonPath
        self.checkedPath = checkedPath
        self.status = status
        self.checks = checks
        self.diagnostics = diagnostics
        self.renderedDiagnostics = renderedDiagnostics
        self.output = output
        self.events = events
        self.refusedPaths = refusedPaths
        self.hint = hint
        self.duration = duration
        self.runDuration = runDuration
    }

    public var passedCount: Int { checks.filter { $0.status == .pass }.count }
    /// The first check that did not pass.
    public var firstProblem: CheckResult? { checks.first { $0.status != .pass } }
}
