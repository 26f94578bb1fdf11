// `kiln check`: lessons run against what they expect — one lesson in this process, several (or a
// class's submissions) in worker processes on every core.
import ArgumentParser
import Kiln
import KilnSimulator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The options every lesson command shares.
@dynamicMemberLookup
struct LessonOptions: ParsableArguments {
    @Option(help: "The language of prose, hints and messages (en, zh-Hans); default: the locale's.")
    var lang: String?

    @Option(help: "The course folder (default: this folder if it is a course, else ./Lessons).")
    var course: String?

    @OptionGroup var limits: LimitOptions

    subscript<T>(dynamicMember path: KeyPath<LimitOptions, T>) -> T { limits[keyPath: path] }

    /// How a lesson's program runs: these options in the report's language.
    func checkOptions(hintIndex: Int = 0) -> CheckOptions {
        CheckOptions(language: language, seed: limits.seed, timeLimit: limits.timeLimit, memoryLimit: limits.memoryLimit.bytes, hintIndex: hintIndex)
    }

    /// The same options, for a worker's command line.
    var workerArguments: [String] {
        ["--seed", String(limits.seed), "--time-limit", String(limits.timeLimit), "--memory-limit", String(limits.memoryLimit.bytes), "--lang", language]
    }

    var language: String { Messages.language(requested: lang, environment: environmentVariables()) }
    var messages: Messages { Messages(language: language) }

    func openCourse() throws -> Course {
        guard let directory = Course.locate(explicit: course) else {
            throw failure("kiln", "no course here: run it in a course folder, or pass --course DIR (the repository's is Lessons/)")
        }
        do { return try Course(directory: directory) } catch { throw failure(directory, reason(error, at: directory)) }
    }

    /// The lesson files named on the command line: paths, or numbers and ids of the course's lessons.
    func lessonPaths(_ names: [String]) throws -> [String] {
        if names.isEmpty { return try openCourse().lessonPaths }
        return try names.map { name in
            if HostFiles.exists(name) && !HostFiles.isDirectory(name) { return name }
            if name.hasSuffix(".swift") || name.contains("/") { throw failure(name, "no such lesson file") }
            guard let lesson = try openCourse().lesson(named: name) else { throw failure(name, "no such lesson file or lesson") }
            return lesson.path
        }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check lessons against what they expect (output, #expect, events, files).",
        discussion: """
            Each lesson runs in a fresh sandbox with a fixed seed; every check gets its own result.
            The exit status is 0 only when every check of every lesson passes.
            Grade a class with --submissions DIR: one NAME.swift per student, or one folder per
            student holding the lesson's file; the gradebook is written as CSV and JSON.
            """
    )

    @Argument(help: "Lesson files, or numbers or ids of the course's lessons (default: every lesson of the course).")
    var lessons: [String] = []

    @Flag(help: "Check the reference solutions (Solutions/<lesson file>) instead of the lessons.")
    var solution = false

    @Option(help: "text, json (Exercism's results.json v3, with Kiln's detail) or junit.")
    var format: ReportFormat = .text

    @OptionGroup var options: LessonOptions

    @Option(help: "Grade the submissions in this folder against the lesson.")
    var submissions: String?

    @Option(help: "Where a graded class's gradebook goes: PREFIX.csv and PREFIX.json.")
    var gradebook = "gradebook"

    @Option(help: .hidden) var code: String?
    @Option(help: .hidden) var addressSpaceLimit: Int?

    func run() throws {
        if let addressSpaceLimit { limitAddressSpace(addressSpaceLimit) }
        let paths = try options.lessonPaths(lessons)
        if let submissions {
            guard paths.count == 1 else { throw failure("kiln check", "grade one lesson at a time: kiln check LESSON --submissions DIR") }
            return try Grading(lessonPath: paths[0], directory: submissions, options: options, format: format, gradebook: gradebook).run()
        }
        let started = Workers.now()
        let reports: [LessonReport]
        if paths.count == 1 {
            reports = [try checkHere(paths[0])]
        } else {
            reports = try checkInWorkers(paths)
        }
        let duration = Workers.now() - started
        switch format {
        case .json: print(ReportRenderer.json(reports, duration: duration), terminator: "")
        case .junit: print(ReportRenderer.junit(reports, duration: duration), terminator: "")
        case .text:
            let color = TerminalStyle.fromEnvironment().output
            for (index, report) in reports.enumerated() {
                if index > 0 { print("") }
                print(ReportRenderer.text(report, messages: options.messages, color: color), terminator: "")
            }
            if reports.count > 1 {
                print("\n" + options.messages.allLessonsSummary(passed: reports.filter { $0.status == .pass }.count, total: reports.count))
            }
        }
        if reports.contains(where: { $0.status != .pass }) { throw ExitCode(1) }
    }

    /// One lesson, in this process; its course's progress notes a pass.
    private func checkHere(_ path: String) throws -> LessonReport {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let course = try? Course(directory: directory.isEmpty ? "." : directory)
        let lesson: Lesson
        do { lesson = try course?.definition(of: path) ?? Lesson.load(path: path) } catch { throw failure(path, reason(error, at: path)) }
        var codePath = code
        if solution {
            guard let found = course?.solutionPath(of: path) else { throw failure(path, "no reference solution (Solutions/\(lesson.fileName))") }
            codePath = found
        }
        var codeText: String?
        if let codePath {
            do { codeText = try HostFiles.readText(codePath) } catch { throw failure(codePath, reason(error, at: codePath)) }
        } else if course?.pristinePath(of: path) != nil {
            do { codeText = try HostFiles.readText(path) } catch { throw failure(path, reason(error, at: path)) }
            codePath = path
        }
        let checkOptions = options.checkOptions(hintIndex: course?.progress.hintIndex(for: lesson.id) ?? 0)
        let report = LessonChecker.check(lesson, code: codeText, codePath: codePath, options: checkOptions)
        if let course, codeText != nil, course.pristinePath(of: path) != nil, !solution, code == nil {
            try? course.record(report)
        }
        return report
    }

    /// Several lessons, each in a worker process.
    private func checkInWorkers(_ paths: [String]) throws -> [LessonReport] {
        let jobs = paths.map { path -> [String] in
            var arguments = ["check", path, "--format", "json"] + options.workerArguments
            if solution { arguments.append("--solution") }
            return arguments
        }
        let outcomes = Workers.run(jobs, deadline: options.timeLimit + 30)
        return zip(paths, outcomes).map { path, outcome in
            if let reports = try? ReportDecoding.reports(fromJSON: outcome.output), let report = reports.first { return report }
            return Grading.stoppedReport(path: path, outcome: outcome, messages: options.messages)
        }
    }
}

/// Caps this process's address space (a grading worker's backstop under the device's own limit).
func limitAddressSpace(_ bytes: Int) {
    var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
    #if os(Linux)
    setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    #else
    setrlimit(RLIMIT_AS, &limit)
    #endif
}

/// An error's words for a message that already names `path` (a host file error names it too).
func reason(_ error: Error, at path: String) -> String {
    let text = "\(error)"
    return text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text
}

/// The process's environment as a dictionary.
func environmentVariables() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
        let text = String(cString: entry)
        if let equals = text.firstIndex(of: "=") { result[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
        pointer += 1
    }
    return result
}

extension ReportFormat: ExpressibleByArgument {}
