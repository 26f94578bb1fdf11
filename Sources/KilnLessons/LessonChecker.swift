// Checking a lesson: its code (or a student's file for it) runs once in a fresh sandbox with a
// fixed seed, then every check is judged on what the run left: the output, each `#expect`, each
// expected event, each expected file. One failure hides no other.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KilnFoundation
import KilnScript
import KilnSimulator

/// How a lesson is checked.
public struct CheckOptions: Sendable {
    /// The language of Kiln's messages and of the hint (`en`, `zh-Hans`).
    public var language: LanguageTag
    /// Seeds `UUID()`, random numbers and the sandbox's names: the same seed, the same result.
    public var seed: UInt64
    /// Seconds the program may run.
    public var timeLimit: Double
    /// The simulated device's memory in bytes; nil for the device's default.
    public var memoryLimit: Int?
    /// Which hint a failed check offers (0-based; clamped to the lesson's hints).
    public var hintIndex: Int

    public init(language: LanguageTag = "en", seed: UInt64 = 0, timeLimit: Double = Interpreter.Options.defaultTimeLimit,
                memoryLimit: Int? = nil, hintIndex: Int = 0) {
        self.language = language
        self.seed = seed
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
        self.hintIndex = hintIndex
    }
}

public enum LessonChecker {
    /// Checks `lesson`. `code` is the program to run in its place (a student's file, a reference
    /// solution), read from `codePath`; nil runs the lesson's own code.
    public static func check(_ lesson: Lesson, code: String? = nil, codePath: String? = nil, options: CheckOptions = .init()) -> LessonReport {
        let started = monotonicSeconds()
        let messages = Messages(language: options.language)
        var checks: [CheckResult] = lesson.problems.map {
            CheckResult(name: messages.markupProblem($0), kind: .lesson, status: .error, message: messages.markupProblem($0), line: $0.line)
        }
        let source = code ?? lesson.source
        let resources = resourcesDirectory(of: lesson)
        let session: FoundationSession
        do {
            session = try FoundationSession(options: KilnOptions(seed: options.seed, resources: resources, timeLimit: options.timeLimit,
                                                                 memoryLimit: options.memoryLimit))
        } catch {
            checks.append(CheckResult(name: messages.runsCheck, kind: .runs, status: .error, message: "\(error)"))
            return report(lesson, codePath: codePath, checks: checks, result: nil, refused: [], messages: messages,
                          options: options, started: started, runDuration: 0)
        }
        let runStarted = monotonicSeconds()
        let result = session.run(source: source, fileName: lesson.fileName)
        let runDuration = monotonicSeconds() - runStarted
        let stop = stopPlace(result, fileName: lesson.fileName)

        // The program ran to its end.
        if !result.compiled {
            checks.append(CheckResult(name: messages.runsCheck, kind: .runs, status: .error,
                                      message: messages.didNotCompile + "\n" + result.renderedDiagnostics,
                                      line: firstError(result)?.location?.line, column: firstError(result)?.location?.column))
        } else if result.exitStatus != 0 {
            let fault = firstError(result)
            checks.append(CheckResult(name: messages.runsCheck, kind: .runs, status: .fail,
                                      message: result.renderedDiagnostics.isEmpty ? stop.map(messages.stoppedAt) : result.renderedDiagnostics,
                                      line: fault?.location?.line, column: fault?.location?.column))
        } else {
            checks.append(CheckResult(name: messages.runsCheck, kind: .runs, status: .pass))
        }

        // The output, exactly.
        if let expected = lesson.expectedOutput {
            var check = CheckResult(name: messages.outputCheck, kind: .output, status: .pass)
            if !result.compiled {
                check.status = .error
                check.message = messages.didNotCompile
            } else if result.output != expected {
                check.status = .fail
                check.message = messages.outputDiffers
                check.detail = OutputDiff.unified(expected: expected, actual: result.output, messages: messages)
            }
            checks.append(check)
        }

        // Each #expect of the lesson, and any the program adds.
        let ownSites = code.map(ExpectationScanner.sites(in:)) ?? lesson.expectationSites
        var sites = lesson.expectationSites
        for site in ownSites where !sites.contains(where: { $0.condition == site.condition && $0.isRequire == site.isRequire }) {
            sites.append(site)
        }
        for site in sites {
            let here = ownSites.first { $0.condition == site.condition && $0.isRequire == site.isRequire }
            var check = CheckResult(name: site.name, kind: .expectation, status: .pass, line: here?.line ?? site.line, column: here?.column ?? site.column)
            let evaluations = result.expectations.filter { ExpectationScanner.normalized($0.condition) == site.condition && $0.isRequire == site.isRequire }
            if here == nil {
                check.status = .fail
                check.message = messages.expectationRemoved(site.name)
            } else if !result.compiled {
                check.status = .error
                check.message = messages.didNotCompile
            } else if let failure = evaluations.first(where: { !$0.passed }) {
                check.status = .fail
                check.message = failure.message
                check.line = failure.location.line
                check.column = failure.location.column
            } else if evaluations.isEmpty {
                check.status = .fail
                check.message = messages.notReached(stop)
            }
            checks.append(check)
        }

        // The app's events, and the files it left: judged only when the program compiled.
        func judge(_ name: String, _ kind: CheckKind, line: Int, _ evaluate: () -> (passed: Bool, message: String?)) {
            guard result.compiled else {
                checks.append(CheckResult(name: name, kind: kind, status: .error, message: messages.didNotCompile, line: line))
                return
            }
            let (passed, message) = evaluate()
            checks.append(CheckResult(name: name, kind: kind, status: passed ? .pass : .fail, message: passed ? nil : message, line: line))
        }
        for expectation in lesson.eventExpectations {
            judge(expectation.text, .event, line: expectation.line) { expectation.evaluate(result.events, messages: messages) }
        }
        let home = session.simulator.sandbox.home
        let defaultsPath = "Library/Preferences/\(session.simulator.sandbox.bundleIdentifier).plist"
        for expectation in lesson.fileExpectations {
            judge(expectation.text, .file, line: expectation.line) {
                expectation.evaluate(home: home, defaultsPath: defaultsPath, messages: messages)
            }
        }
        return report(lesson, codePath: codePath, checks: checks, result: result, refused: session.simulator.files.refusals,
                      messages: messages, options: options, started: started, runDuration: runDuration)
    }

    private static func report(_ lesson: Lesson, codePath: String?, checks: [CheckResult], result: FoundationRunResult?,
                               refused: [String], messages: Messages, options: CheckOptions, started: Double,
                               runDuration: Double) -> LessonReport {
        let status: CheckStatus = checks.contains { $0.status == .error } ? .error
            : checks.contains { $0.status == .fail } ? .fail : .pass
        var hint: LessonHint?
        let hints = lesson.hints(in: options.language)
        if status != .pass, !hints.isEmpty {
            let index = min(max(0, options.hintIndex), hints.count - 1)
            hint = LessonHint(number: index + 1, total: hints.count, text: hints[index])
        }
        // A report keeps the first 64 KiB of the output (a flood would make it gigabytes).
        var output = result?.output ?? ""
        if output.utf8.count > maximumKeptOutput {
            let cut = output.utf8.index(output.utf8.startIndex, offsetBy: maximumKeptOutput)
            let kept = String(output[..<(output[..<cut].lastIndex(of: "\n").map { output.index(after: $0) } ?? cut)])
            output = kept + messages.outputCut(output.utf8.count - kept.utf8.count) + "\n"
        }
        let diagnostics = (result?.diagnostics ?? []).map(LessonDiagnostic.init)
        return LessonReport(lessonID: lesson.id, title: lesson.title(in: options.language), lessonPath: lesson.path,
                            checkedPath: codePath ?? lesson.path, status: status, checks: checks, diagnostics: diagnostics,
                            renderedDiagnostics: result?.renderedDiagnostics ?? "", output: output,
                            events: result?.events.map(\.scriptText) ?? [], refusedPaths: refused, hint: hint,
                            duration: monotonicSeconds() - started, runDuration: runDuration)
    }

    /// How much of a program's output a report keeps.
    static let maximumKeptOutput = 64 * 1024

    private static func firstError(_ result: FoundationRunResult) -> Diagnostic? {
        result.diagnostics.first { $0.severity == .error }
    }

    /// `Lesson.swift:12:5`, where a program that did not run to its end stopped.
    private static func stopPlace(_ result: FoundationRunResult, fileName: String) -> String? {
        guard result.compiled, result.exitStatus != 0 else { return nil }
        guard let location = firstError(result)?.location else { return fileName }
        return "\(fileName):\(location.line):\(location.column)"
    }

    /// A folder beside the lesson with the lesson's name holds its resources (images, plists).
    static func resourcesDirectory(of lesson: Lesson) -> String? {
        var stem = lesson.path
        if stem.hasSuffix(".swift") { stem.removeLast(6) }
        return HostFiles.isDirectory(stem) ? stem : nil
    }

    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
