// The archive suite's corelibs anchor: Benchmarks/anchors/corelibs_keyed_archive.swift compiled
// with `swiftc -O` (dynamically linked Foundation, as an app's own build would be) and run once;
// its NSKeyedArchiver's and NSKeyedUnarchiver's thread CPU times and its archive's bytes.
import Foundation

struct CorelibsArchiveRun {
    var encode: Double
    var decode: Double
    var decoded: Int
    var bytes: Data
}

struct AnchorFailure: Error, CustomStringConvertible {
    var description: String
}

func corelibsArchiveAnchor(count: Int) throws -> CorelibsArchiveRun {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("anchors/corelibs_keyed_archive.swift").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-anchor-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let binary = scratch.appendingPathComponent("corelibs_keyed_archive").path
    let archive = scratch.appendingPathComponent("corelibs.archive").path
    let compiled = try runProcess("swiftc", ["-O", source, "-o", binary])
    guard compiled.status == 0 else { throw AnchorFailure(description: "could not compile \(source) with swiftc -O:\n\(compiled.output)") }
    let run = try runProcess(binary, [String(count), archive])
    let words = run.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard run.status == 0, words.count == 6, let encode = Double(words[1]), let decode = Double(words[3]), let decoded = Int(words[5]) else {
        throw AnchorFailure(description: "the corelibs anchor printed \(run.output.debugDescription) (status \(run.status))")
    }
    return CorelibsArchiveRun(encode: encode, decode: decode, decoded: decoded, bytes: try Data(contentsOf: URL(fileURLWithPath: archive)))
}
