import Foundation
import KilnFoundation
import XCTest

/// The sandbox and the power cut as a student's script meets them, through Foundation's names.
final class SandboxScriptTests: XCTestCase {
    /// 28 ways out of the sandbox, through the APIs a lesson uses — absolute paths, `..`, a link
    /// inside Documents that points out, moves and copies across the edge, the bundle, the home
    /// directory itself: each refused, and nothing outside the sandbox changes.
    func testEscapeAttemptsFromAScriptAreRefusedAndTouchNothingOutside() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-escape-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outside = scratch.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let sentinel = outside.appendingPathComponent("sentinel.txt")
        try "keep".write(to: sentinel, atomically: true, encoding: .utf8)
        let session = try FoundationSession(options: .init(sandbox: scratch.appendingPathComponent("sandbox").path))
        // A link planted inside Documents, pointing out (as a tar or a sync tool could leave one).
        try FileManager.default.createSymbolicLink(
            atPath: session.simulator.sandbox.home + "/Documents/link", withDestinationPath: outside.path)

        let (result, _) = try runScript(#"""
            let outside = "OUTSIDE"
            let sentinel = outside + "/sentinel.txt"
            let docs = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
            let fm = FileManager.default
            try "mine".write(toFile: docs + "/mine.txt", atomically: true, encoding: .utf8)
            var refused = 0
            func attempt(_ name: String, _ body: () throws -> Bool) {
                do {
                    if try body() { print("ALLOWED:", name) } else { refused += 1 }
                } catch {
                    refused += 1
                }
            }
            attempt("write a string outside") { try "x".write(toFile: outside + "/a.txt", atomically: true, encoding: .utf8); return true }
            attempt("plain write outside") { try "x".write(toFile: outside + "/a2.txt", atomically: false, encoding: .utf8); return true }
            attempt("createFile outside") { fm.createFile(atPath: outside + "/b", contents: nil) }
            attempt("Data write to a URL outside") { try Data([1]).write(to: URL(fileURLWithPath: outside + "/c")); return true }
            attempt("NSData write outside") { NSData(data: Data([1])).write(toFile: outside + "/d", atomically: true) }
            attempt("dot-dot from home") { try "x".write(toFile: NSHomeDirectory() + "/../../../../../../../../../" + outside + "/e", atomically: true, encoding: .utf8); return true }
            attempt("dot-dot through appendingPathComponent") { try Data([1]).write(to: URL(fileURLWithPath: docs).appendingPathComponent("../../../../../../../../../../" + outside + "/f")); return true }
            attempt("read /etc/passwd") { _ = try String(contentsOfFile: "/etc/passwd", encoding: .utf8); return true }
            attempt("read the sentinel as Data") { _ = try Data(contentsOf: URL(fileURLWithPath: sentinel)); return true }
            attempt("NSData(contentsOfFile:) outside") { NSData(contentsOfFile: sentinel) != nil }
            attempt("list /") { _ = try fm.contentsOfDirectory(atPath: "/"); return true }
            attempt("see the sentinel exist") { fm.fileExists(atPath: sentinel) }
            attempt("attributes of the sentinel") { _ = try fm.attributesOfItem(atPath: sentinel); return true }
            attempt("remove the sentinel") { try fm.removeItem(atPath: sentinel); return true }
            attempt("move the sentinel in") { try fm.moveItem(atPath: sentinel, toPath: docs + "/stolen"); return true }
            attempt("copy the sentinel in") { try fm.copyItem(atPath: sentinel, toPath: docs + "/copied"); return true }
            attempt("copy a file out") { try fm.copyItem(atPath: docs + "/mine.txt", toPath: outside + "/g"); return true }
            attempt("move a file out") { try fm.moveItem(atPath: docs + "/mine.txt", toPath: outside + "/h"); return true }
            attempt("make a folder outside") { try fm.createDirectory(atPath: outside + "/dir", withIntermediateDirectories: true, attributes: nil); return true }
            attempt("overwrite the bundle's Info.plist") { try "x".write(toFile: Bundle.main.bundlePath + "/Info.plist", atomically: true, encoding: .utf8); return true }
            attempt("write into the bundle") { try Data([1]).write(to: URL(fileURLWithPath: Bundle.main.bundlePath + "/new.bin")); return true }
            attempt("remove the bundle") { try fm.removeItem(atPath: Bundle.main.bundlePath); return true }
            attempt("remove the home directory") { try fm.removeItem(atPath: NSHomeDirectory()); return true }
            attempt("archive to a file outside") { NSKeyedArchiver.archiveRootObject(["a"], toFile: outside + "/i.archive") }
            attempt("unarchive the sentinel") { NSKeyedUnarchiver.unarchiveObject(withFile: sentinel) != nil }
            attempt("a property list outside") { (["k": "v"] as NSDictionary).write(toFile: outside + "/j.plist", atomically: true) }
            attempt("write through a link that points out") { try "x".write(toFile: docs + "/link/k.txt", atomically: true, encoding: .utf8); return true }
            attempt("read through a link that points out") { _ = try String(contentsOfFile: docs + "/link/sentinel.txt", encoding: .utf8); return true }
            print("refused \(refused)")
            print(try String(contentsOfFile: docs + "/mine.txt", encoding: .utf8))
            """#.replacingOccurrences(of: "OUTSIDE", with: outside.path), in: session)
        XCTAssertEqual(result.output, "refused 28\nmine\n", result.renderedDiagnostics)
        XCTAssertEqual(try String(contentsOf: sentinel, encoding: .utf8), "keep")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), ["sentinel.txt"])
    }

    /// Power is cut at every byte of a 2 KB archive write made by the app as it enters the
    /// background: an atomic write leaves the old file whole every time, a plain one leaves a torn
    /// file that unarchiving reports as corrupt (only the uncut write reads back).
    func testAPowerCutAtEveryByteOfAnArchiveWrite() throws {
        // Over 4,000 launches and cut writes: a debug build on a busy machine may need more than
        // the 5 seconds a lesson gets (the time limit is not what this test is about).
        let session = try FoundationSession(options: .init(timeLimit: 120))
        let (result, _) = try runScript(#"""
            class Item: NSObject, NSCoding {
                var name: String
                var value: Int
                init(name: String, value: Int) { self.name = name; self.value = value }
                required init?(coder: NSCoder) {
                    name = coder.decodeObject(forKey: "name") as? String ?? ""
                    value = coder.decodeInteger(forKey: "value")
                }
                func encode(with coder: NSCoder) {
                    coder.encode(name, forKey: "name")
                    coder.encode(value, forKey: "value")
                }
            }
            // The app saves when it goes to the background: that write is the one the power cut hits.
            var pending = Data()
            var atomically = true
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidEnterBackground(_ application: UIApplication) {
                    _ = pending.write(toFile: path, atomically: atomically)
                }
            }

            func archive(_ prefix: String, _ count: Int) -> Data {
                let items = (0..<count).map { Item(name: "\(prefix) item number \($0)", value: $0) }
                return try! NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)
            }
            let path = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0] + "/items.archive"
            let url = URL(fileURLWithPath: path)
            let old = archive("old", 34)
            let new = archive("new", 35)
            print("archive bytes:", old.count, new.count)

            var oldWhole = 0, newWhole = 0, mixed = 0
            var tornRefused = 0, tornRead = 0
            for cut in 0...new.count {
                try old.write(to: url, options: .atomic)
                Simulator.launch(AppDelegate.self)
                pending = new
                atomically = true
                Simulator.failNextWrite(afterBytes: cut)
                Simulator.pressHome()
                let atomic = try Data(contentsOf: url)
                if atomic == old { oldWhole += 1 } else if atomic == new { newWhole += 1 } else { mixed += 1 }

                Simulator.launch(AppDelegate.self)
                atomically = false
                Simulator.failNextWrite(afterBytes: cut)
                Simulator.pressHome()
                let torn = try Data(contentsOf: url)
                do {
                    _ = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(torn)
                    tornRead += 1
                } catch {
                    tornRefused += 1
                }
            }
            print("atomic: old \(oldWhole), new \(newWhole), mixed \(mixed)")
            print("plain: refused as corrupt \(tornRefused), read \(tornRead)")
            """#, in: session)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.output + result.renderedDiagnostics)
        let sizes = lines[0].split(separator: " ").compactMap { Int($0) }
        XCTAssertEqual(sizes.count, 2)
        let newSize = sizes[1]
        XCTAssertGreaterThanOrEqual(newSize, 2048, "a 2 KB archive")
        XCTAssertEqual(lines[1], "atomic: old \(newSize + 1), new 0, mixed 0")
        XCTAssertEqual(lines[2], "plain: refused as corrupt \(newSize), read 1")
    }
}
