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
            let rendering = CanonicalJSON.describe(bytes: bytes)
            if case .string(let reason)? = rendering["error"] { throw failure(file, reason) }
            var output = JSONOutput(capacity: bytes.count * 2)
            rendering.write(to: &output, sortKeys: true)
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
