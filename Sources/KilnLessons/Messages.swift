// Every sentence Kiln's lessons say to a student or a teacher, in English and Simplified Chinese.
// A language Kiln has no sentences for falls back to English; the lessons' own prose and hints
// can be in any language (Lesson.swift).

/// Kiln's words in one language.
public struct Messages: Sendable {
    /// `en` or `zh-Hans` (what `language` asked for, reduced to a language Kiln speaks).
    public let language: LanguageTag

    public init(language: LanguageTag) {
        self.language = language.hasPrefix("zh") ? "zh-Hans" : "en"
    }

    private func say(_ english: String, _ chinese: String) -> String { language == "zh-Hans" ? chinese : english }

    /// The language asked for by `--lang`, else the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`,
    /// `LANGUAGE`): `zh_CN.UTF-8` is `zh-Hans`; English when nothing says otherwise.
    public static func language(requested: String?, environment: [String: String]) -> LanguageTag {
        if let requested, !requested.isEmpty { return requested }
        for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty, value != "C", value != "POSIX",
                  !value.hasPrefix("C."), value.first?.isLetter == true else { continue }
            let tag = value.split(separator: ":").first.map(String.init) ?? value
            let base = tag.split(separator: ".").first.map(String.init) ?? tag
            let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
            guard let primary = parts.first?.lowercased() else { continue }
            if primary == "zh" {
                let region = parts.count > 1 ? parts[1] : ""
                return ["TW", "HK", "MO", "Hant"].contains(region) ? "zh-Hant" : "zh-Hans"
            }
            return primary
        }
        return "en"
    }

    // MARK: Statuses and headings

    public func status(_ status: CheckStatus) -> String {
        switch status {
        case .pass: return say("passed", "通过")
        case .fail: return say("failed", "未通过")
        case .error: return say("error", "错误")
        }
    }
    public var runsCheck: String { say("runs to its end", "运行到结束") }
    public var outputCheck: String { say("prints the expected output", "输出与预期一致") }
    public func lessonSummary(passed: Int, total: Int) -> String {
        say("\(passed) of \(total) checks passed", "\(total) 项检查中通过 \(passed) 项")
    }
    public func allLessonsSummary(passed: Int, total: Int) -> String {
        say("\(passed) of \(total) lessons passed", "\(total) 课中通过 \(passed) 课")
    }
    public func line(_ number: Int) -> String { say("line \(number)", "第 \(number) 行") }
    public var hintHeading: String { say("Hint", "提示") }
    public func hintCounter(_ number: Int, of total: Int) -> String { say("Hint \(number) of \(total)", "提示 \(number)/\(total)") }
    public var noHints: String { say("This lesson has no hints.", "这一课没有提示。") }
    public var noMoreHints: String { say("(That was the last hint.)", "（这是最后一条提示。）") }
    public var lessonPassed: String { say("Lesson passed. Well done!", "本课通过，做得好！") }

    // MARK: Check messages

    public func unjudged(_ count: Int) -> String {
        say("\(count) more check\(count == 1 ? "" : "s") cannot be judged until the lesson compiles",
            "还有 \(count) 项检查要等代码能编译后才能判断")
    }
    public var didNotCompile: String { say("the lesson did not compile: fix the error first", "代码没有通过编译：请先修正错误") }
    public func stoppedAt(_ place: String) -> String { say("the script stopped at \(place)", "程序在 \(place) 处停止") }
    public func notReached(_ place: String?) -> String {
        guard let place else { return say("not reached", "没有执行到") }
        return say("not reached: the script stopped at \(place)", "没有执行到：程序在 \(place) 处停止")
    }
    public func expectationRemoved(_ name: String) -> String {
        say("\(name) is missing from your file: the lesson checks it, put it back as it was",
            "你的文件里缺少 \(name)：本课要检查它，请按原样放回")
    }
    public func moreDifferences(_ count: Int) -> String { say("… and \(count) more lines differ", "……还有 \(count) 行不同") }
    public func outputCut(_ bytes: Int) -> String {
        say("… [Kiln: \(bytes) more bytes of output not kept in the report]", "……[Kiln：报告中省略了其余 \(bytes) 字节的输出]")
    }
    public func refusedPaths(_ paths: [String]) -> String {
        say("outside the sandbox, refused: ", "沙盒之外，已被拒绝：") + paths.joined(separator: ", ")
    }
    public func submissionsPassed(_ passed: Int, of total: Int) -> String {
        say("\(passed) of \(total) submissions passed", "\(total) 份作业中通过 \(passed) 份")
    }
    public func lintSummary(lessons: Int, problems: Int) -> String {
        say("\(lessons) lessons, \(problems) problem\(problems == 1 ? "" : "s")", "\(lessons) 课，\(problems) 个问题")
    }
    public var outputDiffers: String { say("the output differs from what the lesson expects (- expected, + yours)", "输出与预期不同（- 预期，+ 你的）") }
    public var missingFinalNewline: String { say("\\ no newline at the end", "\\ 末尾没有换行") }

    public func eventMissing(_ name: String) -> String { say("\(name) did not happen", "\(name) 没有发生") }
    public func eventOutOfOrder(_ name: String, after previous: String) -> String {
        say("\(name) happened, but not after \(previous)", "\(name) 发生了，但不在 \(previous) 之后")
    }
    public func eventHappened(_ name: String, position: Int) -> String {
        say("\(name) happened (event \(position)), and should not have", "\(name) 发生了（第 \(position) 个事件），但不应发生")
    }

    public func fileMissing(_ path: String) -> String { say("\(path) does not exist", "\(path) 不存在") }
    public func fileShouldNotExist(_ path: String) -> String { say("\(path) exists, and should not", "\(path) 存在，但不应存在") }
    public func fileUnreadable(_ path: String) -> String { say("\(path) cannot be read", "无法读取 \(path)") }
    public func fileLacksText(_ path: String, _ text: String) -> String { say("\(path) does not contain \"\(text)\"", "\(path) 不包含 \"\(text)\"") }
    public func notAPropertyList(_ path: String) -> String { say("\(path) is not a property list", "\(path) 不是属性列表（plist）") }
    public func notAnImage(_ path: String, _ format: String) -> String { say("\(path) is not a \(format) image", "\(path) 不是 \(format) 图片") }
    public func imageSize(_ path: String, expected: String, actual: String) -> String {
        say("\(path) is \(actual), expected \(expected)", "\(path) 的尺寸是 \(actual)，预期 \(expected)")
    }
    public func notAKeyedArchive(_ path: String) -> String { say("\(path) is not a keyed archive", "\(path) 不是键控归档（keyed archive）") }
    public func archiveLacksKey(_ path: String, _ key: String, available: [String]) -> String {
        let list = available.map { "\"\($0)\"" }.joined(separator: ", ")
        return say("\(path) has no \"\(key)\" in $top (it has \(list))", "\(path) 的 $top 里没有 \"\(key)\"（只有 \(list)）")
    }
    public func archiveRootClass(_ path: String, _ key: String, expected: String, actual: String) -> String {
        say("\(path): the object under \"\(key)\" is \(actual), expected \(expected)",
            "\(path)：\"\(key)\" 下的对象是 \(actual)，预期 \(expected)")
    }
    public func archiveCount(_ path: String, _ key: String, expected: Int, actual: Int) -> String {
        say("\(path): the array under \"\(key)\" has \(actual) elements, expected \(expected)",
            "\(path)：\"\(key)\" 下的数组有 \(actual) 个元素，预期 \(expected) 个")
    }
    public func archiveElementClass(_ path: String, index: Int, expected: String, actual: String) -> String {
        say("\(path): element \(index) is \(actual), expected \(expected)", "\(path)：第 \(index) 个元素是 \(actual)，预期 \(expected)")
    }
    public func defaultsMissing(_ key: String, _ expected: String) -> String {
        say("UserDefaults has no value for \"\(key)\" (expected \(expected))", "UserDefaults 中没有 \"\(key)\"（预期 \(expected)）")
    }
    public func defaultsHasValue(_ key: String, _ actual: String) -> String {
        say("UserDefaults holds \(actual) for \"\(key)\", and should hold nothing", "UserDefaults 中 \"\(key)\" 的值是 \(actual)，但不应有值")
    }
    public func defaultsDiffers(_ key: String, expected: String, actual: String) -> String {
        say("UserDefaults holds \(actual) for \"\(key)\", expected \(expected)", "UserDefaults 中 \"\(key)\" 的值是 \(actual)，预期 \(expected)")
    }
    public func markupProblem(_ problem: LessonProblem) -> String {
        say("the lesson file has a problem at line \(problem.line): \(problem.message)",
            "课程文件第 \(problem.line) 行有问题：\(problem.message)")
    }
}
