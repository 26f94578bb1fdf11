// A lesson worked in the REPL (`:lesson N`): the session's own copy of the lesson file, which what
// the student types is merged into (LessonEditor), checked as `kiln check` checks it, with hints
// one at a time and the solution only once the lesson passed or the student insists.
import KilnSimulator

public final class LessonSession {
    /// The course the lesson belongs to (its progress and hints are kept there, when it is a
    /// student's copy).
    public let course: Course
    /// The lesson as the course defines it (its pristine starter's expectations).
    public let lesson: Lesson
    /// The file the session works on: the lesson itself in a student's copy, else a copy in a
    /// temporary folder (a teacher's `Lessons/` is never changed).
    public let workingPath: String
    /// The code as it stands: the starter, with what was typed merged in.
    public private(set) var source: String
    /// Whether the last check passed.
    public private(set) var passed = false
    private let ownsWorkingCopy: Bool

    /// Opens lesson `name` (a number, an id or a file name) of `course`.
    public init(course: Course, lesson name: String) throws {
        guard let found = try course.lesson(named: name) else {
            throw HostFileError(path: name, reason: "no such lesson in \(course.directory)")
        }
        self.course = course
        lesson = try course.definition(of: found.path)
        if course.pristinePath(of: found.path) != nil {
            workingPath = found.path
            ownsWorkingCopy = false
        } else {
            let folder = try HostFiles.makeTemporaryDirectory(prefix: "kiln-lesson-")
            workingPath = folder + "/" + found.fileName
            try HostFiles.write(try HostFiles.readBytes(found.path), to: workingPath)
            ownsWorkingCopy = true
        }
        source = try HostFiles.readText(workingPath)
    }

    deinit {
        if ownsWorkingCopy, let slash = workingPath.lastIndex(of: "/") { try? HostFiles.remove(String(workingPath[..<slash])) }
    }

    /// Takes in what the student typed (and the REPL evaluated without error): declarations
    /// replace the lesson's, statements go before its checks. Says what changed.
    @discardableResult
    public func absorb(_ input: String) throws -> (replaced: [String], added: [String]) {
        let merged = LessonEditor.merge(input, into: source)
        source = merged.source
        try HostFiles.write(source, to: workingPath)
        return (merged.replaced, merged.added)
    }

    /// Reads the working file again (after `:edit`).
    public func reload() throws { source = try HostFiles.readText(workingPath) }

    /// Checks the session's code as `kiln check` does; a pass is kept in the course's progress.
    public func check(options: CheckOptions) -> LessonReport {
        var options = options
        options.hintIndex = course.progress.hintIndex(for: lesson.id)
        let report = LessonChecker.check(lesson, code: source, codePath: workingPath, options: options)
        passed = report.status == .pass
        if !ownsWorkingCopy { try? course.record(report) }
        return report
    }

    /// The next hint (kept in the course's progress when it is a student's copy).
    public func nextHint(language: LanguageTag) throws -> LessonHint? {
        if !ownsWorkingCopy { return try course.nextHint(of: lesson, language: language) }
        let hints = lesson.hints(in: language)
        guard !hints.isEmpty else { return nil }
        shownHints = min(shownHints + 1, hints.count)
        return LessonHint(number: shownHints, total: hints.count, text: hints[shownHints - 1])
    }
    private var shownHints = 0

    /// The reference solution: only after the lesson passed, or when the student confirms.
    public func solution(confirmed: Bool) throws -> String? {
        guard passed || confirmed else { return nil }
        guard let path = course.solutionPath(of: lesson.path) else { return nil }
        return try HostFiles.readText(path)
    }
}
