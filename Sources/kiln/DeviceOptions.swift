import ArgumentParser
import Kiln

/// The simulated device's options, shared by `kiln run` and `kiln repl`.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Keep the app's sandbox in this directory (Documents, Library, tmp) to look at afterwards.")
    var sandbox: String?

    @Option(help: "A directory whose files go into the app's read-only bundle.")
    var resources: String?

    @Option(help: "Stop a script (in the REPL, an input) still running after this many seconds.")
    var timeLimit: Double = 5

    /// A playground on such a device, printing the script's output as it comes.
    func makePlayground(describing what: String, output: @escaping (String) -> Void = { print($0, terminator: "") }) throws -> Playground {
        try DeviceOptions.makePlayground(sandbox: sandbox, resources: resources, timeLimit: timeLimit, describing: what, output: output)
    }

    static func makePlayground(sandbox: String? = nil, resources: String? = nil, timeLimit: Double = 5,
                               describing what: String, output: @escaping (String) -> Void = { print($0, terminator: "") }) throws -> Playground {
        do {
            return try Playground(options: .init(sandbox: sandbox, resources: resources, timeLimit: timeLimit,
                                                 output: output))
        } catch {
            throw failure(sandbox ?? what, "cannot make the app's sandbox: \(error)")
        }
    }
}
