// The simulator's file failures in iOS's words: NSCocoaErrorDomain codes and sentences.
@testable import KilnFoundation
import KilnSimulator
import XCTest

final class CocoaFileErrorTests: XCTestCase {
    func testEachFailureHasIOSCodeAndSentence() throws {
        let simulator = try Simulator(Simulator.Configuration(seed: 1, appName: "Errors"))
        defer { try? HostFiles.remove(simulator.sandbox.root) }
        try simulator.launch()
        let files = simulator.files
        func failure(_ body: () throws -> Void) -> FileError? {
            do { try body() } catch let error as FileError { return error } catch { XCTFail("\(error)") }
            return nil
        }
        let outside = failure { try files.write([1], toPath: "/tmp/kiln-outside/sentinel.txt", atomically: false) }
        XCTAssertEqual(outside?.cocoaCode, 513)
        XCTAssertEqual(outside?.cocoaMessage, "You don’t have permission to save the file “sentinel.txt” in the folder “kiln-outside”.")
        let missing = failure { _ = try files.contents(atPath: "Documents/none.archive") }
        XCTAssertEqual(missing?.cocoaCode, 260)
        XCTAssertEqual(missing?.cocoaDescription, "Error Domain=NSCocoaErrorDomain Code=260 \"The file “none.archive” couldn’t be "
            + "opened because there is no such file.\" UserInfo={NSFilePath=Documents/none.archive}")
        XCTAssertEqual(failure { _ = try files.contents(atPath: "/etc/passwd") }?.cocoaCode, 257)
        let notThere = failure { try files.removeItem(atPath: "Documents/none") }
        XCTAssertEqual(notThere?.cocoaCode, 4)
        XCTAssertEqual(notThere?.cocoaMessage, "“none” couldn’t be removed.")
        try files.write([1], toPath: "Documents/a", atomically: false)
        try files.write([1], toPath: "Documents/b", atomically: false)
        let exists = failure { try files.copyItem(atPath: "Documents/a", toPath: "Documents/b") }
        XCTAssertEqual(exists?.cocoaCode, 516)
        XCTAssertEqual(exists?.cocoaMessage, "“a” couldn’t be copied to “Documents” because an item with the same name already exists.")
        let movedOnto = failure { try files.moveItem(atPath: "Documents/a", toPath: "Documents/b") }
        XCTAssertEqual(movedOnto?.cocoaCode, 516)
        XCTAssertEqual(movedOnto?.cocoaMessage, "“a” couldn’t be moved to “Documents” because an item with the same name already exists.")
        let movedMissing = failure { try files.moveItem(atPath: "Documents/none", toPath: "tmp/none") }
        XCTAssertEqual(movedMissing?.cocoaCode, 4)
        XCTAssertEqual(movedMissing?.cocoaMessage,
                       "“none” couldn’t be moved to “tmp” because either the former doesn’t exist, or the folder containing the latter doesn’t exist.")
        let folder = try XCTUnwrap(simulator.sandbox.searchPaths(for: .documentationDirectory, in: .userDomainMask).first)
        let noFolder = failure { try files.write([1], toPath: folder + "/saveData.archive", atomically: true) }
        XCTAssertEqual(noFolder?.cocoaCode, 4)
        XCTAssertEqual(noFolder?.cocoaMessage, "The folder “Documentation” doesn’t exist.")
        let invalid = failure { _ = try files.contents(atPath: "Documents/a\u{0}") }
        XCTAssertEqual(invalid?.cocoaCode, 258)
    }
}
