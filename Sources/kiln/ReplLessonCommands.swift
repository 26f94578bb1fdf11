// Lessons in the REPL: `:lessons`, `:lesson N` (its prose, then its code in the session), `:check`,
// `:hint`, `:solution`, `:edit`. While a lesson is open, each input that runs without an error is
// kept in the lesson's file (KilnLessons' LessonSession): a declaration replaces the lesson's own,
// a statement goes in before its checks — so `:check` checks what the student built.
import Kiln
import KilnSimulator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplCommandTable {
    static let lessons: [ReplCommandEntry] = [
        ReplCommandEntry(names: ["lessons"], argument: "", summary: "the course's lessons and your progress") { repl, _ in
            guard let course = repl.openCourse() else { return true }
            let lessons = (try? course.lessons()) ?? []
            let current = try? course.currentLesson()
            for (index, lesson) in lessons.enumerated() {
                let mark = course.progress.passed.contains(lesson.id) ? "✓" : lesson.id == current?.id ? "▶" : " "
                print("\(mark) \(index + 1 < 10 ? " " : "")\(index + 1)  \(lesson.title(in: repl.language))")
            }
            return true
        },
        ReplCommandEntry(names: ["lesson"], argument: "N", summary: "open lesson N: its prose, then its code in the session") { repl, name in
            guard let name else { repl.fail(":lesson needs a lesson's number or id, such as :lesson 1"); return true }
            guard let course = repl.openCourse() else { return true }
            do {
                let session = try LessonSession(course: course, lesson: name)
                repl.lesson = session
                if let prose = session.lesson.prose(in: repl.language) { print(repl.style.heading(session.lesson.title(in: repl.language))); print(prose) }
                print(repl.style.aside(repl.messages.language == "zh-Hans"
                    ? "—— 已载入 \(session.lesson.fileName)。输入 Swift 完成它（声明会替换课程中的同名声明）；:check 检查，:hint 提示。"
                    : "— \(session.lesson.fileName) is loaded. Type Swift to finish it (a declaration replaces the lesson's own); :check checks it, :hint gives a hint."))
                repl.evaluate(session.source, fileName: session.lesson.fileName, keep: false)
            } catch {
                repl.fail("\(error)")
            }
            return true
        },
        ReplCommandEntry(names: ["check"], argument: "", summary: "check the open lesson as kiln check does") { repl, _ in
            guard let session = repl.requireLesson() else { return true }
            let report = session.check(options: repl.command.lessonCheckOptions(language: repl.language))
            print(ReportRenderer.text(report, messages: repl.messages, color: repl.style.output), terminator: "")
            return true
        },
        ReplCommandEntry(names: ["hint"], argument: "", summary: "the open lesson's next hint") { repl, _ in
            guard let session = repl.requireLesson() else { return true }
            guard let hint = try? session.nextHint(language: repl.language) else { print(repl.messages.noHints); return true }
            print(repl.style.heading(repl.messages.hintCounter(hint.number, of: hint.total)))
            print(hint.text)
            return true
        },
        ReplCommandEntry(names: ["solution"], argument: "[yes]", summary: "the reference solution, once the lesson passed (or with :solution yes)") { repl, argument in
            guard let session = repl.requireLesson() else { return true }
            guard let text = try? session.solution(confirmed: argument == "yes") else {
                print(repl.messages.language == "zh-Hans"
                    ? "先完成这一课（:check 通过），或者输入 :solution yes 直接查看答案。"
                    : "Finish the lesson first (:check passes), or type :solution yes to see it anyway.")
                return true
            }
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return true
        },
        ReplCommandEntry(names: ["edit"], argument: "", summary: "open the lesson in $EDITOR, then load it again in a fresh session") { repl, _ in
            guard let session = repl.requireLesson() else { return true }
            let editor = getenv("VISUAL").map { String(cString: $0) } ?? getenv("EDITOR").map { String(cString: $0) } ?? "vi"
            let status = system("\(editor) '\(session.workingPath.replacing("'", with: "'\\''"))'")
            guard status == 0 else { repl.fail("\(editor) ended with status \(status)"); return true }
            do { try session.reload() } catch { repl.fail("\(error)"); return true }
            if repl.reset() { repl.evaluate(session.source, fileName: session.lesson.fileName, keep: false) }
            return true
        },
    ]
}

extension REPL {
    /// The course for the lesson commands: `--course`, else this folder or its `Lessons/`.
    func openCourse() -> Course? {
        guard let directory = Course.locate(explicit: command.course) else {
            fail("no course here: start kiln in a course folder, or with --course DIR (the repository's is Lessons/)")
            return nil
        }
        do { return try Course(directory: directory) } catch {
            fail("\(error)")
            return nil
        }
    }

    func requireLesson() -> LessonSession? {
        if lesson == nil { fail("no lesson is open: :lesson N opens one (:lessons lists them)") }
        return lesson
    }

    var language: String { Messages.language(requested: command.lang, environment: environmentVariables()) }
    var messages: Messages { Messages(language: language) }

    /// Keeps an input that ran without an error in the open lesson's file.
    func keepInLesson(_ chunk: String, report: Report) {
        guard let lesson, report.exitStatus == 0 else { return }
        guard let change = try? lesson.absorb(chunk), isInteractive else { return }
        if !change.replaced.isEmpty {
            print(style.aside("(\(lesson.lesson.fileName): \(change.replaced.joined(separator: ", ")) replaced)"))
        }
    }
}
