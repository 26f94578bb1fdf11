import Foundation
import XCTest

/// `kiln plist` on data Kiln did not write: the Apple fixtures of ../shared and their canonical
/// JSON from describe.py.
final class PlistCommandTests: XCTestCase {
    private var fixtures: URL!
    private var scratch: URL!

    override func setUpWithError() throws {
        guard let shared = KilnProcess.shared else {
            throw XCTSkip("../shared is absent: the Apple fixtures are not part of a user's clone")
        }
        fixtures = shared.appendingPathComponent("fixtures/keyed-archives")
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// Every fixture file below `folder` (relative paths), the way describe.py walks them.
    private func fixtureFiles(malformed: Bool) throws -> [String] {
        let extensions = [".plist", ".archive", ".bplist", ".bin", ".xml"]
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: fixtures.path))
        return walker.compactMap { $0 as? String }.filter { path in
            !path.hasPrefix("expected/") && extensions.contains(where: path.hasSuffix)
                && path.hasPrefix("_malformed/") == malformed
        }.sorted()
    }

    private func expectedJSON(_ relativePath: String) -> URL {
        fixtures.appendingPathComponent("expected/\(relativePath).json")
    }

    func testJSONOfEveryAppleFixtureEqualsDescribePy() throws {
        let files = try fixtureFiles(malformed: false)
        XCTAssertEqual(files.count, 47, "the corpus has 47 Apple fixtures")
        var pairs: [(String, URL, URL)] = []
        for file in files {
            let result = try KilnProcess.run(["plist", "--json", fixtures.appendingPathComponent(file).path])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            let mine = scratch.appendingPathComponent(file.replacingOccurrences(of: "/", with: "__") + ".json")
            try result.stdoutData.write(to: mine)
            pairs.append((file, mine, expectedJSON(file)))
        }
        try assertJSONEqual(pairs)
    }

    func testMalformedArchivesAreRefusedWithAReason() throws {
        let files = try fixtureFiles(malformed: true)
        XCTAssertEqual(files.count, 16)
        for file in files {
            let path = fixtures.appendingPathComponent(file).path
            let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: expectedJSON(file))) as? [String: Any]
            let rendersInDescribePy = expected?["error"] == nil
            let result = try KilnProcess.run(["plist", "--json", path])
            if rendersInDescribePy {
                // Only the archives without a `root` key in $top render; their root cannot be asked for.
                XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
                let mine = scratch.appendingPathComponent("malformed-\(UUID().uuidString).json")
                try result.stdoutData.write(to: mine)
                try assertJSONEqual([(file, mine, expectedJSON(file))])
            } else {
                XCTAssertEqual(result.status, 1, "\(file) should be refused")
                XCTAssertTrue(result.stdout.isEmpty, "\(file): nothing on stdout when refused")
                XCTAssertTrue(result.stderr.contains(URL(fileURLWithPath: path).lastPathComponent),
                              "\(file): the message names the file: \(result.stderr)")
                XCTAssertGreaterThan(result.stderr.count, 30, "\(file): a message that says what is wrong")
            }
            // The tree view refuses the same files, with the same exit status.
            let tree = try KilnProcess.run(["plist", path])
            XCTAssertEqual(tree.status, rendersInDescribePy ? 0 : 1, "\(file): \(tree.stderr)")
        }
    }

    func testConversionToXMLAndBackKeepsEveryFixture() throws {
        var pairs: [(String, URL, URL)] = []
        for file in try fixtureFiles(malformed: false) {
            let source = fixtures.appendingPathComponent(file).path
            let xml = scratch.appendingPathComponent("a.xml").path
            let binary = scratch.appendingPathComponent("b.bplist").path
            var result = try KilnProcess.run(["plist", source, "--to", "xml", "-o", xml])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            XCTAssertTrue(try String(contentsOfFile: xml, encoding: .utf8).hasPrefix("<?xml"))
            result = try KilnProcess.run(["plist", xml, "--to", "binary", "-o", binary])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: binary)).prefix(8), Data("bplist00".utf8))
            let json = try KilnProcess.run(["plist", "--json", binary])
            let mine = scratch.appendingPathComponent(file.replacingOccurrences(of: "/", with: "__") + ".json")
            try json.stdoutData.write(to: mine)
            pairs.append((file, mine, expectedJSON(file)))
        }
        try assertJSONEqual(pairs, ignoringFormat: true)
    }

    func testFromJSONBuildsAnArchiveThatRendersTheSameJSON() throws {
        var pairs: [(String, URL, URL)] = []
        for file in try fixtureFiles(malformed: false) {
            let expected = expectedJSON(file)
            // Data longer than 64 bytes is cut in the canonical JSON: such archives cannot be rebuilt.
            if try String(contentsOf: expected, encoding: .utf8).contains("...\"") { continue }
            for format in ["binary", "xml"] {
                let out = scratch.appendingPathComponent("rebuilt.\(format)").path
                let built = try KilnProcess.run(["plist", "--from-json", expected.path, "--out", out, "--format", format])
                XCTAssertEqual(built.status, 0, "\(file): \(built.stderr)")
                let json = try KilnProcess.run(["plist", "--json", out])
                XCTAssertEqual(json.status, 0, "\(file) rebuilt as \(format): \(json.stderr)")
                let mine = scratch.appendingPathComponent("rebuilt-\(pairs.count).json")
                try json.stdoutData.write(to: mine)
                pairs.append(("\(file) rebuilt as \(format)", mine, expected))
            }
        }
        XCTAssertGreaterThan(pairs.count, 60, "most fixtures can be rebuilt from their JSON")
        try assertJSONEqual(pairs, ignoringFormat: true)
    }

    func testObjectsTableShowsUIDsAndClassNames() throws {
        let path = fixtures.appendingPathComponent("NSKeyedUnarchiver-php/reference.bin.plist").path
        let result = try KilnProcess.run(["plist", "--objects", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("$null"))
        XCTAssertTrue(result.stdout.contains("NSURL"))
        XCTAssertTrue(result.stdout.contains("NSDictionary"))
        // One line per $objects entry, each numbered: reference.bin.plist has 8.
        for uid in 0..<8 { XCTAssertTrue(result.stdout.contains("\(uid)"), "UID \(uid) listed") }
    }

    func testTreeMarksASharedReference() throws {
        let path = fixtures.appendingPathComponent("NSKeyedUnarchiver-php/reference.bin.plist").path
        let result = try KilnProcess.run(["plist", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("NSURL"), result.stdout)
        XCTAssertTrue(result.stdout.lowercased().contains("shared") || result.stdout.contains("same as"),
                      "the second reference to the same NSURL is marked: \(result.stdout)")
    }

    func testTheCommonCommandLinesAnswerAsTheParsedOnes() throws {
        // `plist FILE --json`, `plist FILE --objects`, `plist FILE` and `plist --from-json IN --out OUT`
        // skip ArgumentParser; they must answer exactly as the same options in another order do.
        let good = fixtures.appendingPathComponent("NSKeyedUnarchiver-php/reference.bin.plist").path
        let bad = fixtures.appendingPathComponent(try fixtureFiles(malformed: true)[0]).path
        for path in [good, bad, "/nonexistent/archive.plist"] {
            for flag in ["--json", "--objects"] {
                let direct = try KilnProcess.run(["plist", path, flag])
                let parsed = try KilnProcess.run(["plist", flag, path])
                XCTAssertEqual(direct.status, parsed.status, "\(path) \(flag)")
                XCTAssertEqual(direct.stdout, parsed.stdout, "\(path) \(flag)")
                XCTAssertEqual(direct.stderr, parsed.stderr, "\(path) \(flag)")
            }
        }
        let json = scratch.appendingPathComponent("reference.json")
        try KilnProcess.run(["plist", good, "--json"]).stdoutData.write(to: json)
        let directOut = scratch.appendingPathComponent("direct.plist").path, parsedOut = scratch.appendingPathComponent("parsed.plist").path
        XCTAssertEqual(try KilnProcess.run(["plist", "--from-json", json.path, "--out", directOut]).status, 0)
        XCTAssertEqual(try KilnProcess.run(["plist", "--out", parsedOut, "--from-json", json.path]).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: directOut)), try Data(contentsOf: URL(fileURLWithPath: parsedOut)))
        // Help and options are still ArgumentParser's.
        let help = try KilnProcess.run(["plist", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--from-json"), help.stdout)
        XCTAssertEqual(try KilnProcess.run(["plist", "--from-json", json.path]).status, 64, "--from-json without --out is a usage error")
    }

    func testAMissingFileIsAClearError() throws {
        let result = try KilnProcess.run(["plist", "/nonexistent/archive.plist"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("/nonexistent/archive.plist"), result.stderr)
    }

    /// Compares JSON files strictly, as Python values where an int is not a float and a bool is not
    /// an int; the "file" key of describe.py's output is left aside.
    /// With `ignoringFormat`, the "format" key is left aside too: a converted or rebuilt file has
    /// the format it was written in, not the original's.
    private func assertJSONEqual(_ pairs: [(name: String, mine: URL, expected: URL)], ignoringFormat: Bool = false,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let script = """
            import json, sys
            def same(a, b):
                if type(a) is not type(b): return False
                if isinstance(a, dict): return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
                if isinstance(a, list): return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
                return a == b
            bad = 0
            ignore_format = sys.argv[1] == 'ignore-format'
            args = sys.argv[2:]
            for name, mine, exp in zip(args[0::3], args[1::3], args[2::3]):
                try:
                    a = json.load(open(mine, encoding='utf-8'))
                except Exception as e:
                    print('%s: not JSON: %s' % (name, e)); bad += 1; continue
                b = json.load(open(exp, encoding='utf-8'))
                for key in ['file'] + (['format'] if ignore_format else []):
                    a.pop(key, None); b.pop(key, None)
                if not same(a, b):
                    print('%s differs:\\n  kiln:     %s\\n  expected: %s' % (name, json.dumps(a, sort_keys=True)[:600], json.dumps(b, sort_keys=True)[:600])); bad += 1
            sys.exit(1 if bad else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, ignoringFormat ? "ignore-format" : "keep-format"] + pairs.flatMap { [$0.name, $0.mine.path, $0.expected.path] }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let report = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, report, file: file, line: line)
    }
}
