// Kiln's speed and memory targets, in a release build (`make bench`). Each line names the anchor
// it is measured against and says PASS or MISS. `kiln-bench archive` runs the archive suite below,
// with `kiln plist`'s lines (PlistBenchmarks.swift), `kiln-bench interpreter` the interpreter's
// (InterpreterBenchmarks.swift), `kiln-bench checker` the type checker's (CheckerBenchmarks.swift),
// `kiln-bench lessons` LessonBenchmarks.swift's, `kiln-bench repl` ReplBenchmarks.swift's, `kiln-bench shapes [NAME...]`
// ShapeBenchmarks.swift's, `kiln-bench startup` StartupBenchmarks.swift's; with none, all.
//
// The graph is the seeds' checklist: N model objects (name: String, id: Int, checked: Bool) in an
// array, archived to a binary keyed archive and read back, by Kiln's core and by
// swift-corelibs-foundation's NSKeyedArchiver / NSKeyedUnarchiver in the same run (a compiled anchor program).
import Foundation
import KeyedArchive
import PropertyList

#if canImport(Glibc)
import Glibc
#endif

// MARK: The model

/// Kiln's side: a class conforming to the archive core's protocol. corelibs' side is the same model
/// in Benchmarks/anchors/corelibs_keyed_archive.swift (CorelibsAnchor.swift runs it).
final class ChecklistItem: KeyedArchiving {
    var name = ""
    var id = 0
    var checked = false

    init() {}
    init(name: String, id: Int, checked: Bool) {
        self.name = name
        self.id = id
        self.checked = checked
    }

    var archiveClassChain: [String] { ["KilnBenchmarks.ChecklistItem", "NSObject"] }

    func encode(with archiver: KeyedArchiver) throws {
        try archiver.encode(.string(name), forKey: "name")
        archiver.encode(id, forKey: "id")
        archiver.encode(checked, forKey: "checked")
    }

    func decode(from unarchiver: KeyedUnarchiver) throws {
        name = try unarchiver.decodeObject(forKey: "name").stringValue ?? ""
        id = try unarchiver.decodeInteger(forKey: "id")
        checked = try unarchiver.decodeBool(forKey: "checked")
    }

    static let archiveClass = ArchiveClass(name: "KilnBenchmarks.ChecklistItem") { ChecklistItem() }
}

// MARK: Measuring

/// CPU time of this thread (user + system) spent in `body`, in seconds. The machine is shared by
/// several builds, so wall-clock time measures the neighbours as much as the code; CPU time of the
/// one thread doing the work (Kiln's and corelibs' coders are single-threaded) does not.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

func verdict(_ pass: Bool) -> String { pass ? "PASS" : "MISS" }

func kilnItems(_ count: Int) -> NSArrayModel {
    NSArrayModel((0..<count).map { .object(ChecklistItem(name: "Item \($0)", id: $0, checked: $0 % 3 == 0)) })
}

func kilnEncode(_ items: NSArrayModel) throws -> [UInt8] {
    try KeyedArchiver.archivedData(withRootObject: .object(items), format: .binary)
}

func kilnDecode(_ bytes: [UInt8]) throws -> NSArrayModel {
    let value = try KeyedUnarchiver.unarchivedObject(from: bytes, classes: [ChecklistItem.archiveClass])
    guard let array = value.object as? NSArrayModel else { throw KeyedArchiveError("the root is not an array") }
    return array
}

/// The peak resident set (VmHWM) of this process, in bytes.
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return kilobytes * 1024
    }
    return 0
}

// MARK: Child mode: peak memory of one decode

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--decode-memory" {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
    let before = peakResidentBytes()
    let decoded = try kilnDecode(bytes)
    let after = peakResidentBytes()
    print("\(after - before) \(decoded.elements.count)")
    exit(0)
}

// MARK: Which suites: `kiln-bench [archive|interpreter|checker|lessons|repl|startup|shapes]`, all when none is named

let suite = arguments.count > 1 ? arguments[1] : "all"
guard ["all", "archive", "interpreter", "checker", "lessons", "repl", "shapes", "startup"].contains(suite) else {
    print("usage: kiln-bench [archive|interpreter|checker|lessons|repl|startup|shapes [NAME...]]")
    exit(2)
}
if suite == "shapes" {
    try runShapeBenchmarks(only: Array(arguments.dropFirst(2)))
    exit(0)
}
if suite == "lessons" {
    try runLessonBenchmarks()
    exit(0)
}
if suite == "interpreter" {
    try runInterpreterBenchmarks()
    exit(0)
}
if suite == "repl" {
    try runReplBenchmarks()
    exit(0)
}
if suite == "checker" {
    try runCheckerBenchmarks()
    exit(0)
}
if suite == "startup" {
    try runStartupBenchmarks()
    exit(0)
}

// MARK: The runs

let count = 100_000
print("kiln-bench: \(count) ChecklistItem objects in an array, binary keyed archive, release build, thread CPU seconds")

/// The median of three runs after one warm-up run: the first run of a process also pays for the
/// allocator's first growth and page faults, which the corelibs runs (seconds long) amortise and a
/// 50 ms run does not.
func median(_ runs: () throws -> Double) rethrows -> Double {
    _ = try runs()
    var times = [try runs(), try runs(), try runs()]
    times.sort()
    return times[1]
}

let kilnGraph = kilnItems(count)
var kilnBytes: [UInt8] = []
let kilnEncodeTime = try median { try seconds { kilnBytes = try kilnEncode(kilnGraph) } }
var kilnDecoded = NSArrayModel()
let kilnDecodeTime = try median { try seconds { kilnDecoded = try kilnDecode(kilnBytes) } }
guard kilnDecoded.elements.count == count,
    let last = kilnDecoded.elements.last?.object as? ChecklistItem, last.name == "Item \(count - 1)", last.id == count - 1
else {
    print("MISS: Kiln's decoded graph differs from the one encoded")
    exit(1)
}

// corelibs' side: the anchor program, compiled with swiftc -O against the shared Foundation.
let anchor = try corelibsArchiveAnchor(count: count)
let foundationBytes = anchor.bytes
let foundationEncodeTime = anchor.encode
let foundationDecodeTime = anchor.decode
let foundationDecodedCount = anchor.decoded
// Each reads the other's archive, as a check that both wrote the same graph.
let crossRead = (try? kilnDecode([UInt8](foundationBytes)).elements.count) ?? -1

let encodeRatio = foundationEncodeTime / kilnEncodeTime
let decodeRatio = foundationDecodeTime / kilnDecodeTime
print("encode  Kiln \(format(kilnEncodeTime))s (median of 3 after a warm-up)  corelibs NSKeyedArchiver \(format(foundationEncodeTime))s  "
    + "ratio \(format(encodeRatio, 1))x (target >= 50x)  \(verdict(encodeRatio >= 50))")
print("decode  Kiln \(format(kilnDecodeTime))s (median of 3 after a warm-up)  corelibs NSKeyedUnarchiver \(format(foundationDecodeTime))s  "
    + "ratio \(format(decodeRatio, 1))x (target >= 20x)  \(verdict(decodeRatio >= 20))")
print("bytes   Kiln \(kilnBytes.count)  corelibs \(foundationBytes.count)  "
    + "(corelibs decoded \(foundationDecodedCount), Kiln read corelibs' archive: \(crossRead) objects)")

// `kiln plist` on corelibs' archive, against corelibs' times above (PlistBenchmarks.swift).
try runPlistBenchmarks(corelibsArchive: foundationBytes, corelibsEncode: foundationEncodeTime,
                       corelibsDecode: foundationDecodeTime, count: count)

// Scaling: 1,000,000 objects, Kiln alone.
let bigCount = 1_000_000
let bigGraph = kilnItems(bigCount)
var bigBytes: [UInt8] = []
// Measured as the 100,000 runs are (median of 3 after a warm-up), so the ratio compares like with like.
let bigEncodeTime = try median { try seconds { bigBytes = try kilnEncode(bigGraph) } }
var bigDecodedCount = 0
let bigDecodeTime = try median { try seconds { bigDecodedCount = try kilnDecode(bigBytes).elements.count } }
let scaling = (bigEncodeTime + bigDecodeTime) / (kilnEncodeTime + kilnDecodeTime)
print("scale   Kiln \(bigCount) objects: encode \(format(bigEncodeTime))s decode \(format(bigDecodeTime))s "
    + "(\(bigBytes.count) bytes, \(bigDecodedCount) decoded) = \(format(scaling, 1))x the \(count) time "
    + "(target <= 12x)  \(verdict(scaling <= 12 && bigDecodedCount == bigCount))")

// Peak memory while decoding, in a child process so earlier runs do not count.
func decodePeak(_ bytes: [UInt8], label: String) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-\(getpid())-\(label).archive")
    try Data(bytes).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--decode-memory", path.path]
    let pipe = Pipe()
    child.standardOutput = pipe
    try child.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    let fields = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard fields.count == 2 else {
        print("memory  \(label): the child process did not report (\(output))  MISS")
        return
    }
    let ratio = Double(fields[0]) / Double(bytes.count)
    print("memory  \(label): decoding a \(bytes.count)-byte archive raised peak RSS by \(fields[0]) bytes = "
        + "\(format(ratio, 2))x the archive (target <= 4x)  \(verdict(ratio <= 4))")
}
try decodePeak(kilnBytes, label: "\(count) objects")
try decodePeak(bigBytes, label: "\(bigCount) objects")

if suite == "all" {
    print("")
    try runInterpreterBenchmarks()
    try runReplBenchmarks()
    print("")
    try runCheckerBenchmarks()
    print("")
    try runStartupBenchmarks()
    print("")
    try runLessonBenchmarks()
    print("")
    try runShapeBenchmarks()
}
