import ArgumentParser
import ArchiveInspection
import JSON
import PropertyList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kiln plist`: look inside any property list or keyed archive, convert it, or build one.
struct PlistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plist",
        abstract: "Show, convert or build a property list or NSKeyedArchiver archive.",
        discussion: """
            kiln plist FILE                      the archive as a tree: UIDs followed, classes named,
                                                 shared objects and cycles marked
            kiln plist FILE --objects            the raw $objects table with UID numbers
            kiln plist FILE --json               the canonical JSON of fixtures/keyed-archives/describe.py
            kiln plist FILE --to xml -o OUT      convert (binary | xml)
            kiln plist --from-json IN --out OUT  build a keyed archive from that canonical JSON
            """
    )

    @Argument(help: "A property list or keyed archive (bplist00 or XML).")
    var file: String?

    @Flag(help: "Show the raw $objects table with UID numbers.")
    var objects = false

    @Flag(help: "Print the canonical JSON rendering (as describe.py does).")
    var json = false

    @Option(help: "Convert FILE to this format (binary or xml); needs -o.")
    var to: PropertyListFormat?

    @Option(name: [.customShort("o"), .long], help: "Where to write the converted or built file.")
    var out: String?

    @Option(name: .customLong("from-json"), help: "Build a keyed archive from canonical JSON in this file.")
    var fromJSON: String?

    @Option(help: "The format --from-json writes (binary or xml).")
    var format: PropertyListFormat = .binary

    func validate() throws {
        if fromJSON != nil {
            guard file == nil, !objects, !json, to == nil else {
                throw ValidationError("--from-json takes no FILE and no other mode; give --out OUT")
            }
            guard out != nil else { throw ValidationError("--from-json needs --out OUT") }
            return
        }
        guard file != nil else { throw ValidationError("give a FILE, or --from-json IN --out OUT") }
        guard [objects, json, to != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("choose one of --objects, --json and --to")
        }
        if to != nil, out == nil { throw ValidationError("--to needs -o OUT") }
    }

    /// `kiln plist FILE [--json | --objects]` and `kiln plist --from-json IN --out OUT`, the forms
    /// scripts and benchmarks run, without ArgumentParser's reflection (milliseconds of a 100 ms
    /// run, as for `kiln run FILE`); nil for any other command line, which is parsed as usual.
    static func direct(_ arguments: [String]) -> PlistCommand? {
        guard arguments.first == "plist", arguments.dropFirst().allSatisfy({ !$0.isEmpty }) else { return nil }
        func isPath(_ argument: String) -> Bool { !argument.hasPrefix("-") && argument != "help" }
        var command = PlistCommand()
        (command.file, command.objects, command.json, command.to) = (nil, false, false, nil)
        (command.out, command.fromJSON, command.format) = (nil, nil, .binary)
        switch arguments.count {
        case 2 where isPath(arguments[1]):
            command.file = arguments[1]
        case 3 where isPath(arguments[1]) && ["--json", "--objects"].contains(arguments[2]):
            command.file = arguments[1]
            if arguments[2] == "--json" { command.json = true } else { command.objects = true }
        case 5 where arguments[1] == "--from-json" && isPath(arguments[2]) && arguments[3] == "--out" && isPath(arguments[4]):
            (command.fromJSON, command.out) = (arguments[2], arguments[4])
        default:
            return nil
        }
        return command
    }

    func run() throws {
        try perform(whenDone: endWithoutFreeing)
    }

    /// Does the work and writes the output, then calls `whenDone` while what it built is still
    /// alive (the REPL's `:plist` passes nothing to do; `run` ends the process there).
    func perform(whenDone: () -> Void) throws {
        if let fromJSON, let out {
            let value: JSONValue
            do { value = try JSONReader.parse(try readFile(fromJSON), options: .python) } catch let error as JSONSyntaxError {
                throw failure(fromJSON, "not JSON: \(error)")
            }
            let bytes: [UInt8]
            do { bytes = try ArchiveFromJSON.archive(value, format: format) } catch { throw failure(fromJSON, "\(error)") }
            try writeFile(out, bytes)
            return whenDone()
        }
        guard let file else { return }
        let bytes = try readFile(file)

        if json {
            var output = JSONOutput(capacity: bytes.count * 2)
            if let reason = CanonicalJSON.writeDescription(bytes: bytes, to: &output) { throw failure(file, reason) }
            output.append(UInt8(ascii: "\n"))
            writeStandardOutput(output.bytes)
            return whenDone()
        }

        let plist: PropertyList
        do { plist = try PropertyList(bytes: bytes) } catch { throw failure(file, "\(error)") }

        if let to, let out {
            try writeFile(out, plist.encoded(as: to))
        } else if objects {
            do { writeStandardOutput(Array(try ArchiveInspector.objectsTable(of: plist).utf8)) } catch { throw failure(file, "\(error)") }
        } else {
            // A file that claims to be a keyed archive must be a valid one to be shown as such.
            if looksLikeKeyedArchive(plist), case .string(let reason)? = CanonicalJSON.describe(propertyList: plist, format: "")["error"] {
                throw failure(file, reason)
            }
            writeStandardOutput(Array(ArchiveInspector.tree(of: plist).utf8))
        }
        whenDone()
    }

    /// Ends the process with its work done. A large archive's trees (a 100,000-object file makes
    /// millions of nodes) would otherwise be freed node by node on the way out, a tenth of the run.
    private func endWithoutFreeing() {
        #if canImport(Glibc)
        Glibc.exit(0)
        #else
        Darwin.exit(0)
        #endif
    }

    private func looksLikeKeyedArchive(_ plist: PropertyList) -> Bool {
        guard case .dictionary(let top) = plist else { return false }
        return ["$archiver", "$version", "$top", "$objects"].contains { top[$0] != nil }
    }
}

extension PropertyListFormat: ExpressibleByArgument {}
