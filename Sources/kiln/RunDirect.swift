// `kiln run` without ArgumentParser for the command lines scripts, benchmarks and graders use
// (`run FILE`, `run FILE --time-limit 600 --seed 7 --events`): parsing through ArgumentParser's
// reflection costs about 25 million instructions (8 ms) of a run, more than running a short
// script. Anything else (help, an unknown option, `--name=value`, a value that does not parse)
// returns nil and is parsed as usual; what this accepts runs exactly as the parsed `run` would.
import Kiln

extension RunCommand {
    static func direct(_ arguments: [String]) -> (file: String, options: Playground.Options, events: Bool)? {
        guard arguments.first == "run", arguments.count >= 2 else { return nil }
        var file: String?
        var events = false
        var options = RunOptions.printingOptions
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                guard file == nil, !argument.isEmpty, argument != "help" else { return nil }
                file = argument
                continue
            }
            if argument == "--events" { events = true; continue }
            guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
            switch argument {
            case "--sandbox": options.sandbox = value
            case "--resources": options.resources = value
            case "--seed": guard let parsed = UInt64(value) else { return nil }; options.seed = parsed
            case "--time-limit": guard let parsed = Double(value) else { return nil }; options.timeLimit = parsed
            case "--memory-limit": guard let parsed = ByteCount(argument: value) else { return nil }; options.memoryLimit = parsed.bytes
            default: return nil
            }
        }
        guard let file else { return nil }
        return (file, options, events)
    }
}
