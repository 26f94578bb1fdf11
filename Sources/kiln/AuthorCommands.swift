// For teachers: `kiln new NAME` (a lesson with every part filled in as an example) and `kiln lint`.
import ArgumentParser
import Kiln
import KilnSimulator

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check that every lesson of the course is ready for a class.",
        discussion: "Each lesson parses, has a title and prose in every language of course.txt, an expectation and hints; its starter fails and its solution passes.")

    @OptionGroup var options: LessonOptions

    func run() throws {
        let course = try options.openCourse()
        let findings: [LintFinding]
        do { findings = try CourseLint.findings(in: course, seed: options.seed) } catch { throw failure(course.directory, reason(error, at: course.directory)) }
        for finding in findings { printError(finding.description) }
        print(options.messages.lintSummary(lessons: course.lessonPaths.count, problems: findings.count))
        if !findings.isEmpty { throw ExitCode(1) }
    }
}

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new lesson: a file with every part of the format filled in as an example, and its solution.")

    @Argument(help: "The lesson's name, e.g. saving-settings (the file gets the next number).")
    var name: String

    @OptionGroup var options: LessonOptions

    func run() throws {
        let course = try options.openCourse()
        let number = course.lessonPaths.count + 1
        let id = (number < 10 ? "0\(number)" : "\(number)") + "-" + name
        let path = course.directory + "/" + id + ".swift"
        let solution = course.directory + "/Solutions/" + id + ".swift"
        guard !HostFiles.exists(path) else { throw failure(path, "exists already") }
        do {
            try HostFiles.makeDirectories(course.directory + "/Solutions")
            try HostFiles.write(LessonTemplate.starter(id: id), to: path)
            try HostFiles.write(LessonTemplate.solution(id: id), to: solution)
        } catch {
            throw failure(path, reason(error, at: path))
        }
        print("made \(path) and \(solution); edit both, then run kiln lint")
    }
}
