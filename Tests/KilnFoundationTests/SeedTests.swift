import XCTest
import Foundation
import KilnFoundation

/// Seed 001's model, as the phone's Foundation would decode it.
final class SeedModel: NSObject, NSCoding {
    let name: String, detail: String, id: Int
    func encode(with coder: NSCoder) {}
    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "modelName") as? String ?? ""
        detail = coder.decodeObject(forKey: "modelDetail") as? String ?? ""
        id = coder.decodeInteger(forKey: "modelID")
    }
}

/// Runs the seed programs in Examples/seeds and checks that each does what its post says.
final class SeedTests: XCTestCase {
    func runSeed(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> (FoundationRunResult, FoundationSession) {
        let path = packageRoot + "/Examples/seeds/" + name
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return try runScript(source, fileName: name, file: file, line: line)
    }

    func testSeed001ArchivesTheStoreToDocumentsAndRestoresItAfterTerminate() throws {
        let (result, session) = try runSeed("001-nscoding-store.swift")
        let appID = (session.simulator.sandbox.home as NSString).lastPathComponent
        XCTAssertEqual(result.output, """
            true \(appID)/Documents true
            true Library/Caches true
            true Library/Preferences true
            true \(appID)/tmp true
            launched with 0 items
            saved 2 items
            launched with 2 items
            1: Lamp, desk lamp
            2: Chair, oak
            false

            """)
        XCTAssertTrue(result.events.contains(.processEnded(.terminated)))
        // The archive is Apple's format: corelibs reads it, with the class named `main.Model`
        // (the file's stem is not an identifier, so the module is `main`).
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/saveData.archive"))
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(SeedModel.self, forClassName: "main.Model")
        let items = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? [SeedModel])
        XCTAssertEqual(items.map(\.name), ["Lamp", "Chair"])
        XCTAssertEqual(items.map(\.id), [1, 2])
    }
}
