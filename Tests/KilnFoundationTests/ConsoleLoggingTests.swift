import XCTest
import KilnFoundation

/// NSLog, os_log and Logger write to the device's console, stamped as Xcode's console shows a
/// line, and leave the script's output alone.
final class ConsoleLoggingTests: XCTestCase {
    func testLogLinesGoToTheConsoleWithTheDeviceTimeAndTheAppName() throws {
        var options = FoundationSession.Options(appName: "FoodTracker")
        var sunk = ""
        options.console = { sunk += $0 }
        let session = try FoundationSession(options: options)
        let (result, _) = try runScript("""
            import os.log
            let meals = ["Soup", "Pie"]
            print("saving")
            NSLog("%@ has %d meals", "FoodTracker", meals.count)
            os_log("Meals successfully saved.", log: OSLog.default, type: .debug)
            os_log(.error, log: .default, "Failed to save %{public}@", "meals")
            Simulator.advance(seconds: 1.5)
            let logger = Logger(subsystem: "com.example.FoodTracker", category: "storage")
            logger.info("loaded \\(meals.count) meals")
            logger.error("disk is \\("full")")
            print("done")
            """, in: session)
        XCTAssertEqual(result.output, "saving\ndone\n")
        let prefix = "2020-06-22 16:00:00.000000+0000 FoodTracker["
        let later = "2020-06-22 16:00:01.500000+0000 FoodTracker["
        let lines = session.simulator.console.lines
        XCTAssertEqual(lines.count, 5, "\(lines)")
        XCTAssertEqual(lines.map { $0.components(separatedBy: "] ").last ?? "" },
                       ["FoodTracker has 2 meals", "Meals successfully saved.", "Failed to save meals", "loaded 2 meals", "disk is full"])
        XCTAssertTrue(lines[0].hasPrefix(prefix), lines[0])
        XCTAssertTrue(lines[3].hasPrefix(later), lines[3])
        XCTAssertEqual(sunk, lines.map { $0 + "\n" }.joined())
    }

    func testOSLogTypesAreNotConfusedWithOtherTypesDefaults() throws {
        let (result, session) = try runScript("""
            let log = OSLog(subsystem: "app", category: "net")
            os_log("one", log: log, type: .default)
            os_log("two", log: .default, type: .error)
            os_log(.info, log: log, "three %d", 3)
            os_log("gone", log: .disabled, type: .fault)
            print(OSLogType.error == .error, OSLogType.debug == .info)
            """)
        XCTAssertEqual(result.output, "true false\n")
        XCTAssertEqual(session.simulator.console.lines.map { $0.components(separatedBy: "] ").last ?? "" }, ["one", "two", "three 3"])
    }
}
