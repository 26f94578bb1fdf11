import Foundation
import Kiln
import XCTest

/// The embedding API as the README shows it: create a playground, give it source, read the report.
final class PlaygroundTests: XCTestCase {
    func testAPlaygroundRunsSourceAndReportsOutputAndEvents() throws {
        let playground = try Playground()
        let report = playground.run(source: """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidEnterBackground(_ application: UIApplication) { print("saving") }
            }
            Simulator.launch(AppDelegate.self)
            Simulator.pressHome()
            print(NSHomeDirectory().hasSuffix("Documents"))
            """, fileName: "check.swift")
        XCTAssertTrue(report.succeeded, report.diagnostics)
        XCTAssertEqual(report.output, "saving\nfalse\n")
        XCTAssertTrue(report.events.contains { $0.contains("applicationDidEnterBackground") }, "\(report.events)")
    }

    func testTheOptionsReachTheDeviceAndItsMemoryLimitHolds() throws {
        var options = Playground.Options(seed: 7)
        options.memoryLimit = 64 << 20
        options.timeLimit = 30
        XCTAssertEqual(options.device.memoryLimit, 64 << 20)
        XCTAssertEqual(options.device.seed, 7)
        XCTAssertEqual(options.interpreter.timeLimit, 30)
        let playground = try Playground(options: options)
        let report = playground.run(source: """
            print("start")
            var chunks: [String] = []
            while true { chunks.append(String(repeating: "0123456789", count: 100_000)) }
            """, fileName: "grow.swift")
        XCTAssertEqual(report.exitStatus, 1)
        XCTAssertEqual(report.output, "start\n")
        XCTAssertTrue(report.diagnostics.hasPrefix("grow.swift:3:"), report.diagnostics)
        XCTAssertTrue(report.diagnostics.contains("the system ended the app (jetsam)"), report.diagnostics)
        XCTAssertTrue(report.diagnostics.contains("over the device's memory limit of 64 MB"), report.diagnostics)
        XCTAssertTrue(report.events.contains { $0.hasPrefix("process ended (jetsam") }, "\(report.events)")
        // The device goes on, as a phone does after jetsam: the next run starts afresh.
        XCTAssertTrue(playground.run(source: "print(1)\n", fileName: "next.swift").succeeded)
    }

    func testAFaultIsInTheReportNotATrap() throws {
        let report = try Playground().run(source: "let x: Int? = nil\nprint(x!)\n", fileName: "nil.swift")
        XCTAssertEqual(report.exitStatus, 1)
        XCTAssertTrue(report.diagnostics.hasPrefix("nil.swift:2:"), report.diagnostics)
    }

    func testTheDeviceKeepsFilesBetweenRunsButNotObjects() throws {
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-pg-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: sandbox) }
        let playground = try Playground(options: .init(sandbox: sandbox))
        let write = playground.run(source: """
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("n.txt")
            try "kept".write(to: url, atomically: true, encoding: .utf8)
            """, fileName: "write.swift")
        XCTAssertTrue(write.succeeded, write.diagnostics)
        XCTAssertTrue(FileManager.default.fileExists(atPath: playground.home + "/Documents/n.txt"))
        let read = playground.run(source: """
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("n.txt")
            print(try String(contentsOf: url, encoding: .utf8))
            """, fileName: "read.swift")
        XCTAssertEqual(read.output, "kept\n", read.diagnostics)
    }
}
