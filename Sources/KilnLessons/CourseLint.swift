// `kiln lint`: what a teacher's lesson must have before a class sees it — it parses, has a title
// and prose in every language the course declares, at least one expectation and one hint (as
// many in each language), an id of its own; its starter fails and its solution passes.
import KilnSimulator

/// One thing wrong with a lesson.
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var message: String
    public var description: String { line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)" }
}

public enum CourseLint {
    public static func findings(in course: Course, seed: UInt64 = 0) throws -> [LintFinding] {
        var findings: [LintFinding] = []
        var seen: [String: String] = [:]
        for path in course.lessonPaths {
            let lesson = try Lesson.load(path: path)
            func add(_ message: String, line: Int? = nil) { findings.append(LintFinding(path: path, line: line, message: message)) }
            for problem in lesson.problems { add(problem.message, line: problem.line) }
            if let other = seen[lesson.id] { add("the id '\(lesson.id)' is also \(other)'s") } else { seen[lesson.id] = path }
            for language in course.languages {
                if lesson.titles[language] == nil { add("no title in \(language) (title\(language == "en" ? "" : " " + language): … in the lesson block, or a # heading)") }
                if lesson.prose[language] == nil { add("no prose in \(language) (\(language == "en" ? "//: lines" : "a /*: \(language) block"))") }
            }
            if lesson.expectedOutput == nil && lesson.expectationSites.isEmpty && lesson.eventExpectations.isEmpty && lesson.fileExpectations.isEmpty {
                add("no expectation: add #expect(…), an expect output block, or expect events / expect files")
            }
            let counts = course.languages.map { lesson.hints[$0]?.count ?? 0 }
            if counts.allSatisfy({ $0 == 0 }) { add("no hints (/*: hint blocks)") }
            else if Set(counts).count > 1 {
                add("the hints differ in number between languages: " + zip(course.languages, counts).map { "\($0) \($1)" }.joined(separator: ", "))
            }
            let options = CheckOptions(seed: seed)
            let starter = LessonChecker.check(lesson, options: options)
            if starter.checks.contains(where: { $0.kind == .runs && $0.status == .error }) {
                add("the starter does not compile:\n" + starter.renderedDiagnostics)
            } else if starter.status == .pass {
                add("the starter passes its checks already: the student would have nothing to do")
            }
            if let solution = course.solutionPath(of: path) {
                let report = LessonChecker.check(lesson, code: try HostFiles.readText(solution), codePath: solution, options: options)
                if report.status != .pass {
                    let first = report.firstProblem.map { $0.name + ($0.message.map { ": " + $0 } ?? "") } ?? report.status.rawValue
                    add("the solution \(solution) does not pass: \(first)")
                }
            } else {
                add("no reference solution (Solutions/\(lesson.fileName))")
            }
        }
        return findings
    }
}
