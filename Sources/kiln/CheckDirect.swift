// `kiln check` without ArgumentParser for the command lines lessons, benchmarks and the grader's
// workers use (`check FILE --solution`, `check FILE --format json --seed 7 …`): parsing through
// ArgumentParser's reflection costs a lesson check about a tenth of its time. Anything else
// (help, an unknown option, a value that does not parse) returns nil and is parsed as usual.
import Kiln

extension CheckCommand {
    static func direct(_ arguments: [String]) -> CheckCommand? {
        guard arguments.first == "check", arguments.count >= 2 else { return nil }
        var command = CheckCommand()
        var lessons: [String] = []
        var solution = false
        var format = ReportFormat.text
        var (lang, course, submissions, code): (String?, String?, String?, String?) = (nil, nil, nil, nil)
        var gradebook = "gradebook"
        var addressSpaceLimit: Int?
        var limits = LimitOptions()
        (limits.seed, limits.timeLimit, limits.memoryLimit) = (Playground.Options().seed, Playground.Options().timeLimit,
                                                                 ByteCount(Playground.Options().memoryLimit))
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                guard !argument.isEmpty, argument != "help" else { return nil }
                lessons.append(argument)
                continue
            }
            if argument == "--solution" { solution = true; continue }
            guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
            switch argument {
            case "--format": guard let parsed = ReportFormat(rawValue: value) else { return nil }; format = parsed
            case "--lang": lang = value
            case "--course": course = value
            case "--submissions": submissions = value
            case "--gradebook": gradebook = value
            case "--code": code = value
            case "--address-space-limit": guard let parsed = Int(value) else { return nil }; addressSpaceLimit = parsed
            case "--seed": guard let parsed = UInt64(value) else { return nil }; limits.seed = parsed
            case "--time-limit": guard let parsed = Double(value) else { return nil }; limits.timeLimit = parsed
            case "--memory-limit": guard let parsed = ByteCount(argument: value) else { return nil }; limits.memoryLimit = parsed
            default: return nil
            }
        }
        guard !lessons.isEmpty else { return nil }
        var options = LessonOptions()
        (options.lang, options.course, options.limits) = (lang, course, limits)
        (command.lessons, command.solution, command.format, command.options) = (lessons, solution, format, options)
        (command.submissions, command.gradebook, command.code, command.addressSpaceLimit) = (submissions, gradebook, code, addressSpaceLimit)
        return command
    }
}
