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
        if let fromJSON, let out {
            let text = String(decoding: try readFile(fromJSON), as: UTF8.self)
            let value: JSONValue
            do { value = try JSONValue(parsing: text) } catch { throw failure(fromJSON, "not JSON: \(error)") }
            let bytes: [UInt8]
            do { bytes = try ArchiveFromJSON.archive(value, format: format) } catch { throw failure(fromJSON, "\(error)") }
            try writeFile(out, bytes)
            return
        }
        guard let file else { return }
        let bytes = try readFile(file)

        if json {
            let rendering = CanonicalJSON.describe(bytes: bytes)
            if case .string(let reason)? = rendering["error"] { throw failure(file, reason) }
            print(rendering.serialized(sortKeys: true))
            return
        }

        let plist: PropertyList
        do { plist = try PropertyList(bytes: bytes) } catch { throw failure(file, "\(error)") }

        if let to, let out {
            try writeFile(out, plist.encoded(as: to))
        } else if objects {
            do { print(try ArchiveInspector.objectsTable(of: plist), terminator: "") } catch { throw failure(file, "\(error)") }
        } else {
            // A file that claims to be a keyed archive must be a valid one to be shown as such.
            if looksLikeKeyedArchive(plist), case .string(let reason)? = CanonicalJSON.describe(propertyList: plist, format: "")["error"] {
                throw failure(file, reason)
            }
            print(ArchiveInspector.tree(of: plist), terminator: "")
        }
    }

    private func looksLikeKeyedArchive(_ plist: PropertyList) -> Bool {
        guard case .dictionary(let top) = plist else { return false }
        return ["$archiver", "$version", "$top", "$objects"].contains { top[$0] != nil }
    }
}

extension PropertyListFormat: ExpressibleByArgument {}

/// A failure the user caused (a bad file, a missing path): prints `kiln: FILE: reason` on standard
/// error and gives the exit status 1 to throw.
func failure(_ path: String, _ reason: String) -> ExitCode {
    printError("kiln: \(path): \(reason)")
    return ExitCode.failure
}

func printError(_ message: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(message, terminator: terminator, to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

func readFile(_ path: String) throws -> [UInt8] {
    switch readFileQuietly(path) {
    case .success(let bytes): return bytes
    case .failure(let reason): throw failure(path, reason.message)
    }
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    do { try writeFileQuietly(path, bytes) } catch let reason as FileFailure { throw failure(path, reason.message) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
