import XCTest
import Foundation
import KilnFoundation

final class ClockBindingTests: XCTestCase {
    func testDatesAndTimersFollowTheSimulatedClock() throws {
        let (result, _) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            let start = Date()
            print(start)
            var ticks = 0
            let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { timer in
                ticks += 1
                print("tick", ticks, Date().timeIntervalSince(start))
                if ticks == 3 { timer.invalidate() }
            }
            Simulator.advance(seconds: 7)
            print(timer.isValid, Date().timeIntervalSince(start))
            print(Date(timeIntervalSince1970: 0))
            """)
        XCTAssertEqual(result.output, """
            2020-06-22 16:00:00 +0000
            tick 1 2.0
            tick 2 4.0
            tick 3 6.0
            false 7.0
            1970-01-01 00:00:00 +0000

            """)
    }

    /// `sleep`, `usleep` and `Thread.sleep` block the main thread: the clock moves on at once
    /// (no real waiting) and no timer fires until the run loop turns again (`Simulator.advance`).
    func testSleepingMovesTheClockWithoutFiringTimers() throws {
        let (result, _) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            let start = Date()
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                print("fired at", Date().timeIntervalSince(start))
            }
            sleep(3)
            usleep(250_000)
            Thread.sleep(forTimeInterval: 0.75)
            Thread.sleep(until: start.addingTimeInterval(5))
            print("slept", Date().timeIntervalSince(start), timer.isValid, time(nil) - Int(start.timeIntervalSince1970))
            Simulator.advance(seconds: 0)
            print(timer.isValid)
            """)
        XCTAssertEqual(result.output, "slept 5.0 true 5\nfired at 5.0\nfalse\n", result.renderedDiagnostics)
    }

    func testUUIDsAreTheSameInEveryRunWithTheSameSeed() throws {
        let script = "print(UUID().uuidString, UUID() == UUID())\n"
        let (first, _) = try runScript(script)
        let (second, _) = try runScript(script)
        XCTAssertEqual(first.output, second.output)
        let parts = first.output.split(separator: " ")
        guard parts.count == 2 else { return XCTFail("unexpected output: \(first.output)\n\(first.renderedDiagnostics)") }
        XCTAssertNotNil(Foundation.UUID(uuidString: String(parts[0])))
        XCTAssertEqual(parts[1], "false\n")
    }
}
