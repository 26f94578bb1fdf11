import Foundation
import XCTest

/// Runaway scripts under `kiln run`: each kind is stopped by a limit that holds whatever the
/// script is doing, with exit status 1, its own located message and the output it printed
/// before, within the limit + 1 s; a script that keeps allocating is ended by the system within
/// the device's memory (the process's resident size measured from outside).
final class LimitTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// Runs `source` (which prints "start" first) as `name` and checks what every runaway ends
    /// with; returns the result for the checks of its kind.
    private func runaway(_ name: String, _ source: String, timeLimit: Double, options: [String] = [],
                         file: StaticString = #filePath, line: UInt = #line) throws -> KilnProcess.Result {
        let path = scratch.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        var result = try KilnProcess.run(["run", path, "--time-limit", "\(timeLimit)"] + options, timeout: 120)
        result.stderr = result.stderr.replacingOccurrences(of: scratch.path + "/", with: "")  // messages by file name
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stdout.hasPrefix("start\n"), "the output before the stop is kept: \(result.stdout.prefix(100))", file: file, line: line)
        XCTAssertLessThan(result.elapsed, timeLimit + 1, "stopped within the time limit + 1 s", file: file, line: line)
        return result
    }

    private func assertTimeLimit(_ result: KilnProcess.Result, at places: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(result.stderr.contains("error: the script ran for more than"), result.stderr, file: file, line: line)
        XCTAssertTrue(places.contains { result.stderr.hasPrefix($0) }, "located at one of \(places): \(result.stderr.prefix(300))",
                      file: file, line: line)
    }

    func testALoopWhoseBodyIsSlowStopsAtTheTimeLimit() throws {
        let result = try runaway("slow.swift", """
            print("start")
            var words: [String] = []
            while true {
                words = (0..<50_000).map { "word \\($0)" }.sorted { $0.count > $1.count }
            }
            """, timeLimit: 1)
        assertTimeLimit(result, at: ["slow.swift:3:", "slow.swift:4:"])
    }

    func testOneLongNativeCallStopsAtTheTimeLimit() throws {
        // Making, shuffling and sorting four million Ints are single calls into Kiln's library,
        // the sort longer than the limit in a debug build: the stop comes from inside one of them
        // (which one depends on the machine's speed; a call to the library is not a step, so
        // none of these lines is where a step would stop).
        let result = try runaway("sort.swift", """
            print("start")
            var numbers = Array(stride(from: 0, to: 4_000_000, by: 1))
            numbers.shuffle()
            print("shuffled")
            numbers.sort()
            print("sorted")
            """, timeLimit: 1.5, options: ["--memory-limit", "2GB"])
        assertTimeLimit(result, at: ["sort.swift:2:", "sort.swift:3:", "sort.swift:5:"])
        XCTAssertFalse(result.stdout.contains("sorted"))
    }

    func testDeepRecursionStopsAtTheTimeLimit() throws {
        let result = try runaway("fib.swift", """
            print("start")
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            print(fib(45))
            """, timeLimit: 1)
        assertTimeLimit(result, at: ["fib.swift:2:"])
        XCTAssertTrue(result.stderr.contains("fib called at fib.swift:3:7"), result.stderr)
    }

    func testRunawayRecursionIsAStackOverflow() throws {
        let result = try runaway("down.swift", """
            print("start")
            func down(_ n: Int) -> Int { down(n + 1) + 1 }
            print(down(0))
            """, timeLimit: 5)
        XCTAssertTrue(result.stderr.hasPrefix("down.swift:2:30: error: stack overflow"), result.stderr)
    }

    func testWritingHugeFilesOverAndOverStopsAtTheTimeLimit() throws {
        let result = try runaway("files.swift", """
            import Foundation
            print("start")
            let text = String(repeating: "0123456789", count: 200_000)
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            var n = 0
            while true {
                try text.write(to: documents.appendingPathComponent("copy\\(n % 3).txt"), atomically: true, encoding: .utf8)
                n += 1
            }
            """, timeLimit: 1)
        assertTimeLimit(result, at: ["files.swift:6:", "files.swift:7:"])
    }

    func testAStringOfABillionIsRefusedBeforeItIsMade() throws {
        let result = try runaway("huge.swift", """
            print("start")
            let huge = String(repeating: "ab", count: 1_000_000_000)
            print(huge.count)
            """, timeLimit: 5)
        XCTAssertTrue(result.stderr.hasPrefix("huge.swift:2:12: error: the system ended the app (jetsam)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("over the device's memory limit of 200 MB"), result.stderr)
        XCTAssertLessThan(try XCTUnwrap(result.peakResidentBytes), 150 << 20, "the string was never made")
    }

    func testAScriptThatKeepsAllocatingIsEndedByTheSystemWithinTheDeviceMemory() throws {
        // The acceptance's own command line: a seed and a memory limit, the limit holding.
        let baseline = try KilnProcess.run(["run", try script("hello.swift", "print(\"hello\")\n")])
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        let result = try runaway("grow.swift", """
            print("start")
            var chunks: [String] = []
            while true {
                chunks.append(String(repeating: "0123456789", count: 100_000))
            }
            """, timeLimit: 30, options: ["--seed", "7", "--memory-limit", "200MB", "--events"])
        XCTAssertTrue(result.stderr.hasPrefix("grow.swift:4:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error: the system ended the app (jetsam): its memory footprint of 2"), result.stderr)
        XCTAssertTrue(result.stderr.contains("is over the device's memory limit of 200 MB"), result.stderr)
        XCTAssertTrue(result.stderr.contains("event: process ended (jetsam: terminated using"), result.stderr)
        // The script's growth stayed within the device's 200 MB (a few MB of slack for the
        // baseline being another process's), long before the host would notice.
        let grown = try XCTUnwrap(result.peakResidentBytes) - XCTUnwrap(baseline.peakResidentBytes)
        XCTAssertGreaterThan(grown, 150 << 20, "the script did allocate up to near the limit")
        XCTAssertLessThan(grown, (200 << 20) + (8 << 20), "peak \(grown >> 20) MB over the baseline")
    }

    func testAREPLInputThatKeepsAllocatingIsEndedAndTheSessionGoesOn() throws {
        let result = try KilnProcess.run(["repl", "--memory-limit", "64MB", "--time-limit", "30"], stdin: """
            var chunks: [String] = []
            while true { chunks.append(String(repeating: "0123456789", count: 100_000)) }
            print("after")
            """, timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "after\n")
        XCTAssertTrue(result.stderr.hasPrefix("repl.swift:2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("is over the device's memory limit of 64 MB"), result.stderr)
    }

    func testAMemoryLimitFromTheCommandLineIsTheDevices() throws {
        let result = try runaway("small.swift", """
            print("start")
            var chunks: [[Int]] = []
            while true { chunks.append(Array(repeating: 7, count: 100_000)) }
            """, timeLimit: 30, options: ["--memory-limit", "50MB"])
        XCTAssertTrue(result.stderr.hasPrefix("small.swift:3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("is over the device's memory limit of 50 MB"), result.stderr)
        let peak = try XCTUnwrap(result.peakResidentBytes)
        XCTAssertLessThan(peak, 150 << 20, "peak \(peak >> 20) MB")
    }

    func testAnOutputFloodIsCutAtTheOutputLimit() throws {
        let result = try runaway("flood.swift", """
            print("start")
            while true { print("a line of the flood") }
            """, timeLimit: 30)
        XCTAssertTrue(result.stderr.hasPrefix("flood.swift:2:14: error: the script printed more than 10 MB (Kiln's output limit); its output is cut here"),
                      result.stderr)
        XCTAssertEqual(result.stdoutData.count, 10 << 20, "cut exactly at the limit")
    }

    func testWhatAScriptPrintedIsShownEvenWhenTheProcessIsKilled() throws {
        // Output goes out a line at a time: a kill (the host's, a teacher's) loses nothing printed.
        let path = try script("forever.swift", "print(\"start\")\nvar n = 0\nwhile true { n = n &+ 1 }\n")
        let out = scratch.appendingPathComponent("out")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        let process = Process()
        process.executableURL = KilnProcess.executable
        process.arguments = ["run", path, "--time-limit", "60"]
        // SIGKILL leaves the temporary sandbox behind (nothing can catch it): in the scratch folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = ""
        let deadline = Date().addingTimeInterval(30)
        while printed.isEmpty && Date() < deadline {
            usleep(20_000)
            printed = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try handle.close()
        XCTAssertEqual(try String(contentsOf: out, encoding: .utf8), "start\n")
    }

    func testTheSeedComesFromTheCommandLine() throws {
        let path = try script("ids.swift", "import Foundation\nprint(UUID().uuidString)\n")
        let seven = try KilnProcess.run(["run", "--seed", "7", path])
        let again = try KilnProcess.run(["run", path, "--seed", "7"])
        let eight = try KilnProcess.run(["run", path, "--seed", "8"])
        XCTAssertEqual(seven.status, 0, seven.stderr)
        XCTAssertEqual(seven.stdout, again.stdout)
        XCTAssertNotEqual(seven.stdout, eight.stdout)
    }

    func testBadSizesAreRefusedWithTheOptionNamed() throws {
        let path = try script("ok.swift", "print(1)\n")
        let result = try KilnProcess.run(["run", path, "--memory-limit", "lots"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--memory-limit"), result.stderr)
    }

    private func script(_ name: String, _ source: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
