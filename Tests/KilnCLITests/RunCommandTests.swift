import Foundation
import XCTest

/// `kiln run FILE` as a student uses it: output on stdout, located errors on stderr, exit 0 or 1.
final class RunCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    private func script(_ name: String, _ source: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testAScriptPrintsToStandardOutputAndExitsZero() throws {
        let path = try script("hello.swift", "let total = [1, 2, 3].reduce(0, +)\nprint(\"total: \\(total)\")\n")
        let result = try KilnProcess.run(["run", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "total: 6\n")
        XCTAssertEqual(result.stderr, "")
    }

    func testASyntaxErrorIsLocatedAndExitsOne() throws {
        let path = try script("broken.swift", "let x = 1\nlet y = (x +\nprint(y)\n")
        let result = try KilnProcess.run(["run", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("broken.swift:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error:"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testARuntimeFaultKeepsTheOutputBeforeItAndNamesTheLine() throws {
        let path = try script("fault.swift", "print(\"before\")\nlet items: [Int] = []\nprint(items[3])\nprint(\"after\")\n")
        let result = try KilnProcess.run(["run", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "before\n")
        XCTAssertTrue(result.stderr.contains("fault.swift:3:"), result.stderr)
        XCTAssertTrue(result.stderr.lowercased().contains("index out of range"), result.stderr)
    }

    func testAnInfiniteLoopIsStoppedWithinTheTimeLimit() throws {
        let path = try script("loop.swift", "var n = 0\nwhile true { n += 1 }\n")
        let started = Date()
        let result = try KilnProcess.run(["run", path, "--time-limit", "1"], timeout: 30)
        XCTAssertEqual(result.status, 1)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15)
        XCTAssertTrue(result.stderr.contains("loop.swift:2:"), result.stderr)
    }

    func testTheSandboxIsKeptWhereAskedWithTheArchiveInDocuments() throws {
        let path = try script("Notes.swift", """
            import Foundation
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            let file = documents.appendingPathComponent("notes.archive")
            let data = try NSKeyedArchiver.archivedData(withRootObject: ["milk", "eggs"], requiringSecureCoding: false)
            try data.write(to: file, options: .atomic)
            print(FileManager.default.fileExists(atPath: file.path))
            """)
        let sandbox = scratch.appendingPathComponent("sandbox").path
        let result = try KilnProcess.run(["run", path, "--sandbox", sandbox])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "true\n")
        let archives = FileManager.default.enumerator(atPath: sandbox)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix("Documents/notes.archive") } ?? []
        XCTAssertEqual(archives.count, 1, "the archive is in the kept sandbox's Documents")
        // And it is a real keyed archive that `kiln plist` (and Foundation) can read.
        let archive = URL(fileURLWithPath: sandbox).appendingPathComponent(try XCTUnwrap(archives.first))
        let decoded = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(Data(contentsOf: archive)) as? [String]
        XCTAssertEqual(decoded, ["milk", "eggs"])
    }

    func testEverySeedExampleRuns() throws {
        let seeds = KilnProcess.packageRoot.appendingPathComponent("Examples/seeds")
        let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(files.count, 8, "001–004, each also in its Swift 2 spelling")
        for file in files {
            let result = try KilnProcess.run(["run", seeds.appendingPathComponent(file).path])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            XCTAssertFalse(result.stdout.isEmpty, file)
        }
    }
}
