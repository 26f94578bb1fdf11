import XCTest
import Foundation
import KilnFoundation

final class FileTests: XCTestCase {
    func testSearchPathsNameTheSandboxDirectories() throws {
        let (result, session) = try runScript("""
            let paths = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
            print(paths.count)
            print(paths[0] == NSHomeDirectory() + "/Documents")
            print(NSTemporaryDirectory() == NSHomeDirectory() + "/tmp/")
            let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            print(url.lastPathComponent, url.path.hasSuffix("/Library/Caches"))
            print(NSSearchPathForDirectoriesInDomains(.documentDirectory, .systemDomainMask, true).count)
            """)
        XCTAssertEqual(result.output, "1\ntrue\ntrue\nCaches true\n0\n")
        XCTAssertTrue(session.simulator.sandbox.home.hasPrefix(session.simulator.sandbox.root))
    }

    /// A temporary sandbox goes with its session, whatever the scripts did: `kiln check` once left
    /// one directory in TMPDIR per lesson whose script joined a URL (a run's objects held it).
    func testATemporarySandboxIsRemovedWithItsSessionAfterScriptsThatWroteFiles() throws {
        var root = ""
        do {
            let (result, session) = try runScript("""
                let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                let note = documents.appendingPathComponent("note.txt")
                try! "kept until the session ends".write(to: note, atomically: true, encoding: .utf8)
                print(FileManager.default.fileExists(atPath: note.path))
                """)
            XCTAssertEqual(result.output, "true\n")
            root = session.simulator.sandbox.root
            XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/Containers"))
        }
        XCTAssertFalse(root.isEmpty)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root), "the temporary sandbox \(root) is left behind")
    }

    /// A run lets go of the device when it ends: nothing of it (the library's types, a type's `==`,
    /// compiled prelude code) keeps the bindings, and through them the simulator, alive.
    func testARunLetsGoOfTheDevice() throws {
        weak var simulator: AnyObject?
        do {
            let (result, session) = try runScript("""
                let u = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                let v = u.appendingPathComponent("x")
                print(v.lastPathComponent, u == v)
                """)
            XCTAssertEqual(result.output, "x false\n")
            simulator = session.simulator
        }
        XCTAssertNil(simulator, "the simulator outlives its session")
    }

    func testNSStringPathMethodsFollowFoundationsRules() throws {
        let (result, _) = try runScript("""
            print(("/a/b/" as NSString).appendingPathComponent("c"))
            print("a".appendingPathComponent("/b//c/"))
            print("/a/b.txt".lastPathComponent, "/a/b.txt".pathExtension, "/a/b.txt".deletingPathExtension)
            print("/a/b".deletingLastPathComponent, "/a".deletingLastPathComponent, "/".lastPathComponent)
            print(URL(fileURLWithPath: "/x/y").appendingPathComponent("z.plist").path)
            """)
        XCTAssertEqual(result.output, "/a/b/c\na/b/c\nb.txt txt /a/b\n/a / /\n/x/y/z.plist\n")
    }

    func testDataAndStringsRoundTripThroughRealFiles() throws {
        let (result, session) = try runScript("""
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            let url = documents.appendingPathComponent("note.txt")
            try "héllo".write(to: url, atomically: true, encoding: .utf8)
            let data = try Data(contentsOf: url)
            print(data.count)
            print(try String(contentsOfFile: url.path, encoding: .utf8))
            print(FileManager.default.fileExists(atPath: url.path))
            try data.write(to: documents.appendingPathComponent("copy.bin"), options: [.atomic])
            print(try FileManager.default.contentsOfDirectory(atPath: documents.path))
            let old = NSData(contentsOfFile: url.path)
            print(old?.length ?? -1)
            print(NSData(contentsOfFile: documents.path + "/missing") == nil)
            try FileManager.default.removeItem(at: url)
            print(FileManager.default.fileExists(atPath: url.path))
            """)
        XCTAssertEqual(result.output, "6\nhéllo\ntrue\n[\"copy.bin\", \"note.txt\"]\n6\ntrue\nfalse\n")
        let copy = session.simulator.sandbox.home + "/Documents/copy.bin"
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), Data("héllo".utf8))
    }

    func testWritingIntoTheBundleOrOutsideTheSandboxThrowsCocoaError513() throws {
        let (result, session) = try runScript("""
            for path in [Bundle.main.bundlePath + "/x.txt", "/etc/kiln-should-not-exist", NSHomeDirectory() + "/../escape.txt"] {
                do {
                    try "x".write(toFile: path, atomically: false, encoding: .utf8)
                    print("wrote")
                } catch let error as NSError {
                    print(error.domain, error.code)
                }
            }
            print((try? FileManager.default.removeItem(atPath: NSHomeDirectory() + "/Documents/nothing")) == nil)
            do {
                try FileManager.default.removeItem(atPath: NSHomeDirectory() + "/Documents/nothing")
            } catch {
                print((error as NSError).code)
            }
            do {
                _ = try Data(contentsOf: URL(fileURLWithPath: NSHomeDirectory() + "/Documents/nothing"))
            } catch let error as CocoaError {
                print(error.code == .fileReadNoSuchFile, error.localizedDescription)
            }
            """)
        XCTAssertEqual(result.output, "NSCocoaErrorDomain 513\nNSCocoaErrorDomain 513\nNSCocoaErrorDomain 513\ntrue\n4\ntrue The file “nothing” couldn’t be opened because there is no such file.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/etc/kiln-should-not-exist"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: session.simulator.sandbox.bundlePath + "/x.txt"))
    }
}

extension FileTests {
    func testDirectoriesMovesCopiesAndAttributes() throws {
        let (result, _) = try runScript("""
            let fm = FileManager.default
            let docs = NSHomeDirectory() + "/Documents"
            try fm.createDirectory(atPath: docs + "/a/b", withIntermediateDirectories: true, attributes: nil)
            var isDirectory = false
            print(fm.fileExists(atPath: docs + "/a/b", isDirectory: &isDirectory), isDirectory)
            try "1234".write(toFile: docs + "/a/b/x.txt", atomically: true, encoding: .utf8)
            try fm.copyItem(atPath: docs + "/a/b/x.txt", toPath: docs + "/y.txt")
            try fm.moveItem(atPath: docs + "/y.txt", toPath: docs + "/z.txt")
            let attributes = try fm.attributesOfItem(atPath: docs + "/z.txt")
            print(attributes[.size] as? Int ?? -1, attributes[.type] as? String ?? "?")
            print(try fm.contentsOfDirectory(atPath: docs))
            do {
                try fm.copyItem(atPath: docs + "/z.txt", toPath: docs + "/a/b/x.txt")
            } catch let error as NSError {
                print(error.code)
            }
            do {
                try fm.createDirectory(atPath: docs + "/p/q", withIntermediateDirectories: false)
            } catch let error as NSError {
                print(error.code)
            }
            try fm.removeItem(atPath: docs + "/a")
            print(try fm.contentsOfDirectory(atPath: docs))
            """)
        XCTAssertEqual(result.output, "true true\n4 NSFileTypeRegular\n[\"a\", \"z.txt\"]\n516\n4\n[\"z.txt\"]\n")
    }
}

extension FileTests {
    /// Foundation's errors come from native code: an uncaught one is reported at the script's
    /// call, as is the note for an old spelling the prelude's classes keep.
    func testAnUncaughtCocoaErrorAndAnOldSpellingPointAtTheScriptsLines() throws {
        let (result, _) = try runScript("""
            let manager = NSFileManager.defaultManager()
            do { try manager.removeItem(atPath: NSHomeDirectory() + "/Documents/none") } catch { print(error.localizedDescription) }
            try FileManager.default.removeItem(atPath: NSHomeDirectory() + "/Documents/gone")
            print("not reached")
            """, expectSuccess: false)
        XCTAssertEqual(result.output, "“none” couldn’t be removed.\n")
        let error = result.diagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.fileName, "Lesson.swift")
        XCTAssertEqual(error?.location?.line, 3, result.renderedDiagnostics)
        XCTAssertTrue(error?.message.hasPrefix("Error raised at top level: Error Domain=NSCocoaErrorDomain Code=4") ?? false, result.renderedDiagnostics)
        let note = result.diagnostics.first { $0.message == "'NSFileManager.defaultManager()' has been renamed to 'FileManager.default'" }
        XCTAssertEqual(note?.location?.line, 1, result.renderedDiagnostics)
        XCTAssertEqual(note?.location?.column, 29)
    }
}
