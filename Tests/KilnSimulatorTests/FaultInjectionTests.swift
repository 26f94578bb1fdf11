import Foundation
import KilnSimulator
import XCTest

final class FaultInjectionTests: XCTestCase {
    private let old = (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
    private let new = (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) }

    func testAtomicWriteLeavesTheOldOrTheNewFileAtEveryOffset() throws {
        let (simulator, delegate) = try makeSimulator()
        for cut in 0...new.count {
            if simulator.state == .notRunning { try simulator.launch() }
            try simulator.files.write(old, toPath: "Documents/items.archive", atomically: true)
            try simulator.failNextWrite(afterBytes: cut)
            XCTAssertThrowsError(try simulator.files.write(new, toPath: "Documents/items.archive", atomically: true)) { error in
                XCTAssertEqual(error as? SimulatorError, .powerLost(path: "Documents/items.archive", bytesWritten: cut))
            }
            let after = try XCTUnwrap(FileManager.default.contents(atPath: simulator.sandbox.home + "/Documents/items.archive"))
            XCTAssertTrue(Array(after) == old || Array(after) == new, "a mix at offset \(cut)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: simulator.sandbox.home + "/Documents"), ["items.archive"])
            XCTAssertEqual(simulator.state, .notRunning)
        }
        XCTAssertEqual(delegate.processEnds.count, new.count + 1)
        XCTAssertEqual(delegate.processEnds.last, .powerLost(path: "Documents/items.archive", bytesWritten: new.count))
    }

    func testPlainWriteLeavesExactlyThePrefix() throws {
        let (simulator, _) = try makeSimulator()
        for cut in 0...new.count {
            if simulator.state == .notRunning { try simulator.launch() }
            try simulator.files.write(old, toPath: "Documents/torn", atomically: false)
            try simulator.failNextWrite(afterBytes: cut)
            XCTAssertThrowsError(try simulator.files.write(new, toPath: "Documents/torn", atomically: false))
            let after = try XCTUnwrap(FileManager.default.contents(atPath: simulator.sandbox.home + "/Documents/torn"))
            XCTAssertEqual(Array(after), Array(new[..<cut]), "offset \(cut)")
        }
    }

    func testPowerLossDuringDidEnterBackgroundEndsTheAppWithoutMoreCallbacks() throws {
        let (simulator, delegate) = try makeSimulator()
        delegate.onCallback[.didEnterBackground] = {
            _ = try? simulator.files.write(self.new, toPath: "Documents/save", atomically: true)
        }
        try simulator.launch()
        try simulator.failNextWrite(afterBytes: 100)
        try simulator.pressHome()
        XCTAssertEqual(simulator.state, .notRunning)
        XCTAssertEqual(simulator.events.suffix(3), [
            .callback(.didEnterBackground),
            .stateChanged(from: .background, to: .notRunning),
            .processEnded(.powerLost(path: "Documents/save", bytesWritten: 100)),
        ], "no notification is posted after the power is gone")
        XCTAssertFalse(simulator.files.fileExists(atPath: "Documents/save").exists)
        XCTAssertThrowsError(try simulator.failNextWrite(afterBytes: -1))
    }

    func testPowerLossBeforeLaunchStillEndsTheScriptsProcess() throws {
        let (simulator, delegate) = try makeSimulator()
        try simulator.failNextWrite(afterBytes: 3)
        XCTAssertThrowsError(try simulator.files.write(new, toPath: "Documents/early", atomically: false))
        XCTAssertEqual(simulator.events, [.processEnded(.powerLost(path: "Documents/early", bytesWritten: 3))])
        XCTAssertEqual(delegate.processEnds.count, 1)
        XCTAssertEqual(try simulator.files.contents(atPath: "Documents/early"), Array(new.prefix(3)))
        try simulator.files.write(new, toPath: "Documents/early", atomically: false)
        XCTAssertEqual(try simulator.files.contents(atPath: "Documents/early"), new, "the cut is used up by one write")
    }
}
