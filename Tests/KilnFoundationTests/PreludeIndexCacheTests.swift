// The prelude selection's index kept between starts (PreludeIndexCache): read back, it selects
// what a freshly built index selects; a damaged or foreign file is never trusted.
import Foundation
import XCTest
@testable import KilnFoundation

final class PreludeIndexCacheTests: XCTestCase {
    private let scripts = [
        "print(\"hi\")",
        "import Foundation\nlet d = Date()\nprint(d.timeIntervalSince1970 > 0)",
        "let u = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]\nprint(u.appendingPathComponent(\"x\").path)",
        "class Note: NSObject, NSCoding {\n  func encode(with coder: NSCoder) {}\n  required init?(coder: NSCoder) {}\n}\nlet s = \" a \".trimmingCharacters(in: .whitespaces)",
        "struct Data { var x = 1 }\nlet e = JSONEncoder()\nprint(UserDefaults.standard.integer(forKey: \"k\"))",
    ]

    func testAnIndexReadBackSelectsWhatTheBuiltOneSelects() throws {
        let built = PreludeSelection(Prelude.source)
        let bytes = PreludeIndexCache.encode(built, sourceCount: Prelude.source.utf8.count)
        let read = try XCTUnwrap(PreludeIndexCache.decode(bytes, source: Prelude.source))
        XCTAssertEqual(read.unitCount, built.unitCount)
        XCTAssertEqual(PreludeIndexCache.encode(read, sourceCount: Prelude.source.utf8.count), bytes, "the same units, written again")
        for script in scripts {
            XCTAssertEqual(read.source(forScript: script), built.source(forScript: script), script)
        }
        var chunksBuilt = PreludeSelection.Included(), chunksRead = PreludeSelection.Included()
        for script in scripts {
            XCTAssertEqual(read.source(forChunk: script, adding: &chunksRead), built.source(forChunk: script, adding: &chunksBuilt))
        }
    }

    func testADamagedOrForeignFileIsNotTrusted() {
        let source = Prelude.source
        let good = PreludeIndexCache.encode(PreludeSelection(source), sourceCount: source.utf8.count)
        XCTAssertNotNil(PreludeIndexCache.decode(good, source: source))
        var damaged: [(String, [UInt8])] = [
            ("empty", []),
            ("cut short", Array(good.prefix(good.count / 2))),
            // Cut after a whole unit's line: what a write stopped part-way leaves.
            ("cut at a line's end", Array(good.prefix(through: good[..<(good.count / 2)].lastIndex(of: UInt8(ascii: "\n"))!))),
            ("another format", Array(String(decoding: good, as: UTF8.self).replacingOccurrences(of: PreludeIndexCache.format, with: "kiln-prelude-index/9").utf8)),
            ("another text", Array(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\(PreludeIndexCache.format) \(source.utf8.count) ", with: "\(PreludeIndexCache.format) \(source.utf8.count + 1) ").utf8)),
            ("garbage", Array("\(PreludeIndexCache.format) \(source.utf8.count) 1\n0 10\nnot a unit\n".utf8)),
            ("a range past the text", Array("\(PreludeIndexCache.format) \(source.utf8.count) 1\n0 10\n0 - - 10-\(source.utf8.count + 5) A -\n".utf8)),
            ("a backwards range", Array("\(PreludeIndexCache.format) \(source.utf8.count) 1\n0 10\n0 - - 30-20 A -\n".utf8)),
        ]
        damaged.append(("no units", Array("\(PreludeIndexCache.format) \(source.utf8.count) 1\n0 10\n".utf8)))
        for (name, bytes) in damaged {
            XCTAssertNil(PreludeIndexCache.decode(bytes, source: source), name)
        }
        // A file of another prelude (one byte longer) does not fit this one.
        XCTAssertNil(PreludeIndexCache.decode(good, source: source + " "))
    }

    func testAStartWritesTheFileAndTheNextReadsItAndADamagedOneIsRebuilt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let previous = getenv("XDG_CACHE_HOME").map { String(cString: $0) }
        setenv("XDG_CACHE_HOME", directory, 1)
        defer { if let previous { setenv("XDG_CACHE_HOME", previous, 1) } else { unsetenv("XDG_CACHE_HOME") } }
        let source = Prelude.source
        let path = try XCTUnwrap(PreludeIndexCache.path(for: source))
        XCTAssertTrue(path.hasPrefix(directory + "/kiln/prelude-index-"), path)
        XCTAssertNotEqual(PreludeIndexCache.path(for: source + "\n"), path, "another prelude, another file")

        let first = PreludeIndexCache.selection(for: source)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(written), PreludeIndexCache.encode(first, sourceCount: source.utf8.count))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/kiln"), [(path as NSString).lastPathComponent],
                       "no temporary file left")

        try Data("\(PreludeIndexCache.format) \(source.utf8.count) 1\n0 10\n0 - - 30-20 A -\n".utf8).write(to: URL(fileURLWithPath: path))
        let rebuilt = PreludeIndexCache.selection(for: source)
        XCTAssertEqual(rebuilt.source(forScript: scripts[2]), first.source(forScript: scripts[2]))
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), Array(written), "the damaged file is written again")

        setenv("KILN_NO_CACHE", "1", 1)
        defer { unsetenv("KILN_NO_CACHE") }
        XCTAssertNil(PreludeIndexCache.path(for: source))
    }
}
