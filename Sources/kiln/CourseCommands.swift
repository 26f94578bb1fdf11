// The course, as rustlings has it: `kiln start` (a student's copy), `kiln list`, `kiln watch`,
// `kiln hint`, `kiln reset`; and for authors `kiln new` and `kiln lint` (LintCommand.swift).
import ArgumentParser
import Kiln
import KilnSimulator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Make your own copy of a course to work through (the lessons, without the solutions).")

    @Argument(help: "The folder to make (it must not exist, or be empty).")
    var directory: String

    @OptionGroup var options: LessonOptions

    func run() throws {
        let course = try options.openCourse()
        do { try course.copy(to: directory) } catch { throw failure(directory, reason(error, at: directory)) }
        let chinese = options.messages.language == "zh-Hans"
        print(chinese ? "课程已复制到 \(directory)。开始学习：" : "Your copy of the course is in \(directory). Start with:")
        print("  cd \(directory)")
        print("  kiln watch     " + (chinese ? "# 保存文件时自动检查当前这一课" : "# checks the current lesson each time you save it"))
    }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "The course's lessons and your progress.")

    @OptionGroup var options: LessonOptions

    func run() throws {
        let course = try options.openCourse()
        let lessons: [Lesson]
        do { lessons = try course.lessons() } catch { throw failure(course.directory, reason(error, at: course.directory)) }
        let current = try? course.currentLesson()
        let chinese = options.messages.language == "zh-Hans"
        for (index, lesson) in lessons.enumerated() {
            let done = course.progress.passed.contains(lesson.id)
            let mark = done ? "✓" : lesson.id == current?.id ? "▶" : " "
            let minutes = lesson.minutes.map { chinese ? "  \($0) 分钟" : "  \($0) min" } ?? ""
            let number = index + 1 < 10 ? " \(index + 1)" : "\(index + 1)"
            print("\(mark) \(number)  \(lesson.title(in: options.language))  (\(lesson.fileName))\(minutes)")
        }
        let passed = lessons.filter { course.progress.passed.contains($0.id) }.count
        print("\n" + ProgressBar.render(done: passed, total: lessons.count) + "  " + (chinese ? "已完成 \(passed)/\(lessons.count)" : "\(passed)/\(lessons.count) done"))
        if passed == lessons.count && !lessons.isEmpty { print(ProgressBar.courseDone(chinese: chinese)) }
    }
}

enum ProgressBar {
    static func render(done: Int, total: Int, width: Int = 30) -> String {
        let filled = total == 0 ? 0 : done * width / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }

    static func courseDone(chinese: Bool) -> String {
        chinese ? "🎉 整个课程都完成了！你的应用会好好保存数据了。" : "🎉 You finished the course! Your apps will keep their data."
    }
}

struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hint", abstract: "The next hint of the current lesson (or of LESSON).")

    @Argument(help: "A lesson's number or id (default: the current lesson).")
    var lesson: String?

    @OptionGroup var options: LessonOptions

    func run() throws {
        let course = try options.openCourse()
        let found: Lesson?
        if let lesson { found = try course.lesson(named: lesson) } else { found = try course.currentLesson() }
        guard let target = found else {
            print(lesson == nil ? ProgressBar.courseDone(chinese: options.messages.language == "zh-Hans") : "no such lesson: \(lesson!)")
            return
        }
        let definition = try course.definition(of: target.path)
        guard let hint = try course.nextHint(of: definition, language: options.language) else {
            print(options.messages.noHints)
            return
        }
        print("\(definition.title(in: options.language)) · \(options.messages.hintCounter(hint.number, of: hint.total))")
        print(hint.text)
        if hint.number == hint.total { print(options.messages.noMoreHints) }
    }
}

struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Put a lesson's starter back as it was.")

    @Argument(help: "The lesson's number or id.")
    var lesson: String

    @OptionGroup var options: LessonOptions

    func run() throws {
        let course = try options.openCourse()
        guard let found = try course.lesson(named: lesson) else { throw failure(lesson, "no such lesson") }
        do { try course.reset(found) } catch { throw failure(found.path, reason(error, at: found.path)) }
        print(options.messages.language == "zh-Hans" ? "\(found.fileName) 已恢复为初始代码。" : "\(found.fileName) is back to its starter.")
    }
}

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Check the current lesson each time its file is saved; go on to the next when it passes.",
        discussion: "Type h and Enter for a hint, q and Enter to stop.")

    @OptionGroup var options: LessonOptions

    @Flag(help: "Look at the file's time every 0.2 s instead of asking the system for file events.")
    var poll = false

    func run() throws {
        let course = try options.openCourse()
        let chinese = options.messages.language == "zh-Hans"
        let color = TerminalStyle.fromEnvironment().output
        while let lesson = try course.currentLesson() {
            let outcome = try watch(lesson, course: course, color: color)
            if outcome == .quit { return }
            let next = try course.currentLesson()
            if let next {
                print(chinese ? "\n下一课：\(next.title(in: options.language))（\(next.fileName)）\n" : "\nNext: \(next.title(in: options.language)) (\(next.fileName))\n")
            }
        }
        print(ProgressBar.courseDone(chinese: chinese))
    }

    private enum Outcome { case passed, quit }

    /// Checks `lesson` now and after each save, until it passes (or the student quits).
    private func watch(_ lesson: Lesson, course: Course, color: Bool) throws -> Outcome {
        let watcher = FileWatcher(path: lesson.path, polling: poll)
        while true {
            let definition = try course.definition(of: lesson.path)
            let code = (try? HostFiles.readText(lesson.path)) ?? ""
            let report = LessonChecker.check(definition, code: code, codePath: lesson.path,
                                             options: options.checkOptions(hintIndex: course.progress.hintIndex(for: lesson.id)))
            if color { print("\u{1B}[2J\u{1B}[H", terminator: "") }
            print(ReportRenderer.text(report, messages: options.messages, color: color), terminator: "")
            fflush(nil)
            try? course.record(report)
            if report.status == .pass { return .passed }
            waiting: while true {
                switch watcher.waitForChange() {
                case .changed: break waiting
                case .input(let line):
                    if line == "q" { return .quit }
                    if line == "h", let hint = try course.nextHint(of: definition, language: options.language) {
                        print(options.messages.hintCounter(hint.number, of: hint.total) + ": " + hint.text)
                        fflush(nil)
                    }
                }
            }
        }
    }
}
