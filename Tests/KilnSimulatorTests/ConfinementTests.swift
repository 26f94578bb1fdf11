import Foundation
import KilnSimulator
import XCTest

/// Every attempt to reach outside the sandbox is refused with a Cocoa error, and nothing
/// outside changes: a sentinel file and folder outside are checked after each attempt.
final class ConfinementTests: XCTestCase {
    private var simulator: Simulator!
    private var outside: String!
    private var sentinel: String!
    private let sentinelBytes = Array("do not touch".utf8)
    private var rootSentinel: String!

    override func setUpWithError() throws {
        (simulator, _) = try makeSimulator(resources: try makeResources())
        outside = NSTemporaryDirectory() + "kiln-outside-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        sentinel = outside + "/sentinel.txt"
        FileManager.default.createFile(atPath: sentinel, contents: Data(sentinelBytes))
        // A second sentinel beside Containers/, outside the home but inside the sandbox root.
        rootSentinel = simulator.sandbox.root + "/sentinel.txt"
        FileManager.default.createFile(atPath: rootSentinel, contents: Data(sentinelBytes))
        try simulator.launch()
        try simulator.files.write(Array("mine".utf8), toPath: "Documents/mine.txt", atomically: false)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: outside)
        simulator = nil
    }

    private func makeResources() throws -> String {
        let resources = NSTemporaryDirectory() + "kiln-resources-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: resources + "/myImage.png", contents: Data([0x89, 0x50, 0x4E, 0x47]))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: resources) }
        return resources
    }

    private var home: String { simulator.sandbox.home }

    /// Makes a symbolic link on the real directory, as an attacker with a shell could.
    private func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: home + "/" + name, withDestinationPath: target)
    }

    private func assertRefused(_ name: String, kinds: [FileError.Kind] = [.noPermissionToWrite, .noPermissionToRead],
                               file: StaticString = #filePath, line: UInt = #line, _ attempt: () throws -> Void) {
        XCTAssertThrowsError(try attempt(), name, file: file, line: line) { error in
            guard let error = error as? FileError else { return XCTFail("\(name): \(error)", file: file, line: line) }
            XCTAssertTrue(kinds.contains { kind in
                if case .invalidName = kind, case .invalidName = error.kind { return true }
                return kind == error.kind
            }, "\(name): \(error)", file: file, line: line)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: sentinel).map(Array.init), sentinelBytes, "\(name) changed the sentinel", file: file, line: line)
        XCTAssertEqual(FileManager.default.contents(atPath: rootSentinel).map(Array.init), sentinelBytes, "\(name) changed the root sentinel", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), ["sentinel.txt"], "\(name) wrote outside", file: file, line: line)
    }

    func testAbsolutePathsOutsideAreRefused() {
        let files = simulator.files
        assertRefused("read /etc/passwd") { _ = try files.contents(atPath: "/etc/passwd") }
        assertRefused("overwrite the sentinel") { try files.write([1], toPath: self.sentinel, atomically: false) }
        assertRefused("atomic overwrite of the sentinel") { try files.write([1], toPath: self.sentinel, atomically: true) }
        assertRefused("new file outside") { try files.write([1], toPath: self.outside + "/new.txt", atomically: true) }
        assertRefused("list /") { _ = try files.contentsOfDirectory(atPath: "/") }
        assertRefused("attributes of the sentinel") { _ = try files.attributesOfItem(atPath: self.sentinel) }
        assertRefused("remove the sentinel") { try files.removeItem(atPath: self.sentinel) }
        assertRefused("directory outside") { try files.createDirectory(atPath: self.outside + "/d", withIntermediateDirectories: true) }
        XCTAssertFalse(files.fileExists(atPath: sentinel).exists, "outside files do not exist for the app")
    }

    func testDotDotChainsAreRefused() {
        let files = simulator.files
        assertRefused("../ to the root sentinel") { try files.write([1], toPath: "../../../../sentinel.txt", atomically: false) }
        assertRefused("Documents/../../ chain") { try files.write([1], toPath: "Documents/../../../../../sentinel.txt", atomically: true) }
        assertRefused("deep chain to /etc") { _ = try files.contents(atPath: "Documents/" + String(repeating: "../", count: 40) + "etc/passwd") }
        assertRefused("absolute home then ..") { try files.removeItem(atPath: self.home + "/../../../../sentinel.txt") }
        assertRefused("missing folder then ..") { try files.write([1], toPath: "Documents/nothere/../../../../../../sentinel.txt", atomically: false) }
    }

    func testSymbolicLinksPointingOutAreRefused() throws {
        let files = simulator.files
        try link("Documents/out", to: outside)
        try link("Documents/sentinel-link", to: sentinel)
        try link("Documents/dangling", to: outside + "/created-through-link.txt")
        try link("Documents/relative-out", to: "../../../../../../../../../../" + outside)
        try link("Documents/hop1", to: "hop2")
        try link("Documents/hop2", to: outside)
        try link("Documents/loop1", to: "loop2")
        try link("Documents/loop2", to: "loop1")
        assertRefused("write through a linked folder") { try files.write([1], toPath: "Documents/out/sentinel.txt", atomically: false) }
        assertRefused("atomic write through a linked folder") { try files.write([1], toPath: "Documents/out/sentinel.txt", atomically: true) }
        assertRefused("write through a file link") { try files.write([1], toPath: "Documents/sentinel-link", atomically: false) }
        assertRefused("read through a file link") { _ = try files.contents(atPath: "Documents/sentinel-link") }
        assertRefused("create through a dangling link") { try files.write([1], toPath: "Documents/dangling", atomically: false) }
        assertRefused("relative link out") { _ = try files.contents(atPath: "Documents/relative-out/sentinel.txt") }
        assertRefused("chain of links") { try files.write([1], toPath: "Documents/hop1/sentinel.txt", atomically: false) }
        assertRefused("linked folder then ..") { try files.write([1], toPath: "Documents/out/../escaped.txt", atomically: false) }
        assertRefused("list a linked folder") { _ = try files.contentsOfDirectory(atPath: "Documents/out") }
        assertRefused("make a folder through a link") { try files.createDirectory(atPath: "Documents/out/new", withIntermediateDirectories: true) }
        assertRefused("link loop", kinds: [.unknown(errno: ELOOP)]) { _ = try files.contents(atPath: "Documents/loop1") }
        // Removing a link removes the link only; removing a folder holding one does not follow it.
        try files.removeItem(atPath: "Documents/out")
        try files.createDirectory(atPath: "Documents/holder", withIntermediateDirectories: false)
        try link("Documents/holder/out", to: outside)
        try files.removeItem(atPath: "Documents/holder")
        assertRefused("nothing escaped while removing links") { _ = try files.contents(atPath: "/etc/hostname") }
    }

    func testMovesAndCopiesAcrossTheBoundaryAreRefused() throws {
        let files = simulator.files
        try link("Documents/out", to: outside)
        try files.createDirectory(atPath: "Documents/folder", withIntermediateDirectories: false)
        try link("Documents/folder/out", to: sentinel)
        assertRefused("move out") { try files.moveItem(atPath: "Documents/mine.txt", toPath: self.outside + "/mine.txt") }
        assertRefused("move in from outside") { try files.moveItem(atPath: self.sentinel, toPath: "Documents/stolen.txt") }
        assertRefused("move out through a link") { try files.moveItem(atPath: "Documents/mine.txt", toPath: "Documents/out/mine.txt") }
        assertRefused("copy in from outside") { try files.copyItem(atPath: self.sentinel, toPath: "Documents/stolen.txt") }
        assertRefused("copy out") { try files.copyItem(atPath: "Documents/mine.txt", toPath: self.outside + "/copy.txt") }
        // A copied folder keeps its link as a link, and reading through the copy is still refused.
        try files.copyItem(atPath: "Documents/folder", toPath: "Documents/folder-copy")
        assertRefused("read a copied link") { _ = try files.contents(atPath: "Documents/folder-copy/out") }
        assertRefused("move the home") { try files.moveItem(atPath: self.home, toPath: "Documents/home") }
    }

    func testTheBundleIsReadOnly() throws {
        let files = simulator.files
        let resource = try XCTUnwrap(simulator.sandbox.pathForResource("myImage", ofType: "png"))
        XCTAssertEqual(try files.contents(atPath: resource), [0x89, 0x50, 0x4E, 0x47])
        assertRefused("write into the bundle", kinds: [.noPermissionToWrite]) {
            try files.write([1], toPath: self.simulator.sandbox.bundlePath + "/new.txt", atomically: true)
        }
        assertRefused("overwrite a resource", kinds: [.noPermissionToWrite]) { try files.write([1], toPath: resource, atomically: false) }
        assertRefused("delete a resource", kinds: [.noPermissionToWrite]) { try files.removeItem(atPath: resource) }
        assertRefused("move a resource out", kinds: [.noPermissionToWrite]) { try files.moveItem(atPath: resource, toPath: "Documents/x.png") }
        assertRefused("delete the bundle", kinds: [.noPermissionToWrite]) { try files.removeItem(atPath: self.simulator.sandbox.bundlePath) }
        XCTAssertEqual(try files.contents(atPath: resource), [0x89, 0x50, 0x4E, 0x47])
        try files.copyItem(atPath: resource, toPath: "Documents/copy.png")
        XCTAssertEqual(try files.contents(atPath: "Documents/copy.png"), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertNil(simulator.sandbox.pathForResource("../../../../sentinel", ofType: "txt"))
    }

    func testTheSandboxRootCannotBeDeleted() {
        let files = simulator.files
        assertRefused("remove the home", kinds: [.noPermissionToWrite]) { try files.removeItem(atPath: self.home) }
        assertRefused("remove .", kinds: [.noPermissionToWrite]) { try files.removeItem(atPath: ".") }
        assertRefused("remove Documents/..", kinds: [.noPermissionToWrite]) { try files.removeItem(atPath: "Documents/..") }
        assertRefused("remove the containers") { try files.removeItem(atPath: "../../..") }
        assertRefused("remove /") { try files.removeItem(atPath: "/") }
        XCTAssertTrue(files.fileExists(atPath: "Documents/mine.txt").exists)
    }

    func testMalformedPathsAreRefused() {
        let files = simulator.files
        let invalid: [FileError.Kind] = [.invalidName("")]
        assertRefused("NUL in the path", kinds: invalid) { try files.write([1], toPath: "Documents/a\u{0}/../../../../../sentinel.txt", atomically: false) }
        assertRefused("NUL read", kinds: invalid) { _ = try files.contents(atPath: self.sentinel + "\u{0}") }
        assertRefused("very long path", kinds: invalid) { try files.write([1], toPath: "Documents/" + String(repeating: "a/", count: 1000), atomically: false) }
        assertRefused("very long .. chain", kinds: invalid) { _ = try files.contents(atPath: String(repeating: "../", count: 2000) + "etc/passwd") }
        assertRefused("empty path", kinds: [.noSuchFileToRead]) { _ = try files.contents(atPath: "") }
    }

    func testErrorsSayWhatWentWrongAndWhere() throws {
        let files = simulator.files
        XCTAssertThrowsError(try files.write([1], toPath: sentinel, atomically: false)) { error in
            let error = error as? FileError
            XCTAssertEqual(error?.kind, .noPermissionToWrite)
            XCTAssertEqual(error?.path, self.sentinel)
            XCTAssertEqual(error?.writing, true)
        }
        XCTAssertThrowsError(try files.contents(atPath: "Documents/none.archive")) { error in
            XCTAssertEqual((error as? FileError)?.kind, .noSuchFileToRead)
            XCTAssertEqual((error as? FileError)?.path, "Documents/none.archive")
        }
        XCTAssertThrowsError(try files.contents(atPath: "/etc/passwd")) { error in
            XCTAssertEqual((error as? FileError)?.kind, .noPermissionToRead)
        }
        XCTAssertThrowsError(try files.removeItem(atPath: "Documents/none")) { error in
            XCTAssertEqual((error as? FileError)?.kind, .noSuchFile)
        }
        try files.write([1], toPath: "Documents/b", atomically: false)
        XCTAssertThrowsError(try files.copyItem(atPath: "Documents/mine.txt", toPath: "Documents/b")) { error in
            XCTAssertEqual((error as? FileError)?.kind, .fileExists)
        }
    }
}

/// Random paths built from the pieces escapes are made of: whatever the checker accepts must
/// really (by the system's realpath) lie inside the home, and no write lands outside.
final class ConfinementFuzzTests: XCTestCase {
    func testRandomPathsNeverReachOutside() throws {
        let (simulator, _) = try makeSimulator(seed: 77)
        try simulator.launch()
        let home = simulator.sandbox.home
        let outside = NSTemporaryDirectory() + "kiln-fuzz-outside-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: home + "/Documents/inner", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home + "/Documents/out", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: home + "/Documents/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: home + "/Documents/inner/back", withDestinationPath: "../../..")
        try FileManager.default.createSymbolicLink(atPath: home + "/Library/self", withDestinationPath: home + "/Library")

        let pieces = ["..", ".", "Documents", "inner", "out", "up", "back", "Library", "self", "tmp", "new", "", "Caches"]
        var random = DeterministicRandom(seed: 2024)
        var accepted = 0
        for attempt in 0..<2000 {
            let count = Int(random.next() % 9) + 1
            var path = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined(separator: "/")
            if random.next() % 4 == 0 { path = home + "/" + path }
            path += "/f\(attempt)"
            guard let real = try? simulator.sandbox.confinement.resolve(path, for: .write) else { continue }
            accepted += 1
            XCTAssertTrue(real.hasPrefix(home + "/"), "\(path) → \(real)")
            // The system agrees: the folder it names is, really, inside the home.
            if let folder = realpath(String(real[..<(real.lastIndex(of: "/") ?? real.endIndex)]), nil) {
                XCTAssertTrue(String(cString: folder).hasPrefix(home), "\(path): realpath says \(String(cString: folder))")
                free(folder)
            }
            try? simulator.files.write([1], toPath: path, atomically: attempt % 2 == 0)
        }
        XCTAssertGreaterThan(accepted, 100, "the fuzzer reaches inside paths too")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), [], "nothing was written outside")
    }
}
