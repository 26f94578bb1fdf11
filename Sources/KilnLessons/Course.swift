// A course: a folder of lesson files worked through in order, as rustlings has it. The teacher's
// folder (`Lessons/` in the repository) holds the lessons, `Solutions/` and `course.txt`; a
// student's copy (`kiln start DIR`) holds the lessons to edit in place, and `.kiln/` with the
// pristine starters (for `kiln reset`) and the progress file.
import KilnSimulator

public final class Course {
    /// The folder with the lesson files.
    public let directory: String
    /// `course.txt`: `title:`, `title LANG:`, `languages:` (the languages every lesson must have).
    public private(set) var titles: [LanguageTag: String] = [:]
    public private(set) var languages: [LanguageTag] = ["en"]
    /// The lesson files, in order (by file name).
    public private(set) var lessonPaths: [String] = []
    public private(set) var progress: Progress

    public static let settingsFile = "course.txt"
    public static let stateDirectory = ".kiln"

    /// Opens the course in `directory`.
    public init(directory: String) throws {
        self.directory = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        progress = Progress(path: self.directory + "/" + Course.stateDirectory + "/progress")
        lessonPaths = try HostFiles.entries(self.directory)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .map { self.directory + "/" + $0 }
        if let text = try? HostFiles.readText(self.directory + "/" + Course.settingsFile) {
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = line[..<colon].trimmingSpaces.split(separator: " ").map(String.init)
                let value = line[line.index(after: colon)...].trimmingSpaces
                switch key.first {
                case "title": titles[key.count > 1 ? key[1] : "en"] = value
                case "languages": languages = value.split(separator: ",").map { $0.trimmingSpaces }
                default: break
                }
            }
        }
    }

    /// Finds the course for a command run in `workingDirectory`: `explicit` if given, else the
    /// working directory when it holds a course (`.kiln/` or `course.txt`), else its `Lessons/`.
    public static func locate(explicit: String?, workingDirectory: String = ".") -> String? {
        if let explicit { return explicit }
        let here = workingDirectory
        if HostFiles.isDirectory(here + "/" + stateDirectory) || HostFiles.exists(here + "/" + settingsFile) { return here }
        if HostFiles.isDirectory(here + "/Lessons") { return here + "/Lessons" }
        return nil
    }

    public func lessons() throws -> [Lesson] { try lessonPaths.map(Lesson.load(path:)) }

    /// The pristine starter of a lesson (a student's copy keeps them in `.kiln/pristine/`).
    public func pristinePath(of lessonPath: String) -> String? {
        let name = String(lessonPath.split(separator: "/").last ?? "")
        let path = directory + "/" + Course.stateDirectory + "/pristine/" + name
        return HostFiles.exists(path) ? path : nil
    }

    /// The lesson whose expectations a check uses: the pristine starter's when the course has
    /// one (a student cannot pass by editing the expectations), else the file's own.
    public func definition(of lessonPath: String) throws -> Lesson {
        guard let pristine = pristinePath(of: lessonPath) else { return try Lesson.load(path: lessonPath) }
        var lesson = try Lesson.load(path: pristine)
        lesson.path = lessonPath
        return lesson
    }

    /// The reference solution of a lesson: `Solutions/<same name>` beside the lessons.
    public func solutionPath(of lessonPath: String) -> String? {
        let name = String(lessonPath.split(separator: "/").last ?? "")
        let path = directory + "/Solutions/" + name
        return HostFiles.exists(path) ? path : nil
    }

    /// The first lesson not yet passed (nil when the course is done).
    public func currentLesson() throws -> Lesson? {
        for lesson in try lessons() where !progress.passed.contains(lesson.id) { return lesson }
        return nil
    }

    /// Finds a lesson by number (`3`), id or file name.
    public func lesson(named name: String) throws -> Lesson? {
        let all = try lessons()
        if let number = Int(name), number >= 1, number <= all.count { return all[number - 1] }
        return all.first { $0.id == name || $0.fileName == name || $0.fileName == name + ".swift" || $0.path == name }
    }

    /// `kiln start DIR`: a student's copy of the course — the lessons (and their resource
    /// folders, and `course.txt`) without the solutions, and the pristine starters for `kiln reset`.
    public func copy(to destination: String) throws {
        if HostFiles.exists(destination), !(try HostFiles.entries(destination)).isEmpty {
            throw HostFileError(path: destination, reason: "the folder exists and is not empty")
        }
        try HostFiles.makeDirectories(destination + "/" + Course.stateDirectory + "/pristine")
        for entry in try HostFiles.entries(directory) where entry != "Solutions" && !entry.hasPrefix(".") {
            let source = directory + "/" + entry
            try Course.copyTree(source, to: destination + "/" + entry)
            if entry.hasSuffix(".swift") {
                try Course.copyTree(source, to: destination + "/" + Course.stateDirectory + "/pristine/" + entry)
            }
        }
    }

    /// `kiln reset`: the starter back from its pristine copy; the lesson's progress forgotten.
    public func reset(_ lesson: Lesson) throws {
        guard let pristine = pristinePath(of: lesson.path) else {
            throw HostFileError(path: lesson.path, reason: "this course keeps no pristine copy (make a student's copy with `kiln start DIR`)")
        }
        try HostFiles.write(try HostFiles.readBytes(pristine), to: lesson.path)
        progress.passed.remove(lesson.id)
        progress.hintsShown[lesson.id] = nil
        try progress.save()
    }

    static func copyTree(_ source: String, to destination: String) throws {
        if HostFiles.isDirectory(source) {
            try HostFiles.makeDirectories(destination)
            for entry in try HostFiles.entries(source) { try copyTree(source + "/" + entry, to: destination + "/" + entry) }
        } else {
            try HostFiles.write(try HostFiles.readBytes(source), to: destination)
        }
    }
}

/// What a student has done: lessons passed, hints shown. A small text file, one fact a line:
///     passed 01-sandbox
///     hints 02-nscoding 2
public struct Progress: Sendable {
    public let path: String
    public var passed: Set<String> = []
    public var hintsShown: [String: Int] = [:]

    init(path: String) {
        self.path = path
        guard let text = try? HostFiles.readText(path) else { return }
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 2, words[0] == "passed" { passed.insert(words[1]) }
            if words.count == 3, words[0] == "hints", let count = Int(words[2]) { hintsShown[words[1]] = count }
        }
    }

    public func save() throws {
        var text = "# Kiln course progress: lessons passed, hints shown.\n"
        for id in passed.sorted() { text += "passed \(id)\n" }
        for (id, count) in hintsShown.sorted(by: { $0.key < $1.key }) { text += "hints \(id) \(count)\n" }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try HostFiles.makeDirectories(directory)
        try HostFiles.write(text, to: path)
    }

    /// The hint a failed check shows: the last one shown with `kiln hint`, else the first.
    public func hintIndex(for id: String) -> Int { max(0, (hintsShown[id] ?? 1) - 1) }
}

extension Course {
    /// Notes a passed lesson in the progress file; a failed check that showed a hint counts it as
    /// shown, so that `kiln hint` goes on to the next one.
    public func record(_ report: LessonReport) throws {
        if report.status == .pass, !progress.passed.contains(report.lessonID) {
            progress.passed.insert(report.lessonID)
            try progress.save()
        } else if let hint = report.hint, (progress.hintsShown[report.lessonID] ?? 0) < hint.number {
            progress.hintsShown[report.lessonID] = hint.number
            try progress.save()
        }
    }

    /// `kiln hint`: shows one hint more of the lesson, and remembers it.
    public func nextHint(of lesson: Lesson, language: LanguageTag) throws -> LessonHint? {
        let hints = lesson.hints(in: language)
        guard !hints.isEmpty else { return nil }
        let shown = min((progress.hintsShown[lesson.id] ?? 0) + 1, hints.count)
        progress.hintsShown[lesson.id] = shown
        try progress.save()
        return LessonHint(number: shown, total: hints.count, text: hints[shown - 1])
    }
}
