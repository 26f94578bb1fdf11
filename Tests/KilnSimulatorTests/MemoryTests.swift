import KilnSimulator
import XCTest

final class MemoryTests: XCTestCase {
    func testCrossingTheLimitWarnsOncePerCrossing() throws {
        let (simulator, delegate) = try makeSimulator(memoryLimit: 10_000)
        try simulator.launch()
        let image = try Bitmap(width: 40, height: 30, scale: 2, color: RGBA(red: 1, green: 2, blue: 3))
        XCTAssertEqual(image.decodedByteCount, 40 * 30 * 4, "20 × 15 points × 4 × 2²")
        let first = try simulator.memory.allocate(bytes: image.decodedByteCount, label: "UIImage")
        XCTAssertFalse(delegate.callbacks.contains(.didReceiveMemoryWarning))
        let second = try simulator.memory.allocate(bytes: image.decodedByteCount, label: "UIImage")
        XCTAssertEqual(simulator.memoryFootprint, 9600)
        let third = try simulator.memory.allocate(bytes: image.decodedByteCount, label: "UIImage")
        XCTAssertEqual(delegate.callbacks.filter { $0 == .didReceiveMemoryWarning }.count, 1)
        XCTAssertEqual(simulator.events.suffix(3), [
            .memoryLimitExceeded(footprint: 14_400, limit: 10_000),
            .callback(.didReceiveMemoryWarning), .notificationPosted(.didReceiveMemoryWarning),
        ])
        _ = try simulator.memory.allocate(bytes: 100)
        XCTAssertEqual(delegate.callbacks.filter { $0 == .didReceiveMemoryWarning }.count, 1, "still over: no new warning")
        simulator.memory.release(third)
        simulator.memory.release(third)
        XCTAssertEqual(simulator.memoryFootprint, 9700, "a second release of the same allocation does nothing")
        _ = try simulator.memory.allocate(bytes: 5000)
        XCTAssertEqual(delegate.callbacks.filter { $0 == .didReceiveMemoryWarning }.count, 2, "a new crossing warns again")
        simulator.memory.release(first)
        simulator.memory.release(second)
        XCTAssertThrowsError(try simulator.memory.allocate(bytes: -1))
    }

    func testAnAppThatFreesItsCacheInTheWarningSurvivesInTheBackground() throws {
        let (simulator, delegate) = try makeSimulator(memoryLimit: 10_000)
        var cache: [MemoryAllocation] = []
        delegate.onCallback[.didReceiveMemoryWarning] = {
            cache.forEach(simulator.memory.release)
            cache.removeAll()
        }
        try simulator.launch()
        try simulator.pressHome()
        cache.append(try simulator.memory.allocate(bytes: 6_000))
        // This one crosses the limit; the warning frees the cache, leaving it under the limit.
        _ = try simulator.memory.allocate(bytes: 6_000)
        XCTAssertEqual(simulator.state, .background)
        XCTAssertEqual(simulator.memoryFootprint, 6_000)
    }

    func testAnAppStillOverTheLimitInTheBackgroundIsTerminated() throws {
        let (simulator, delegate) = try makeSimulator(memoryLimit: 10_000)
        try simulator.launch()
        _ = try simulator.memory.allocate(bytes: 12_000)
        XCTAssertEqual(simulator.state, .active, "a foreground app is only warned")
        try simulator.pressHome()
        XCTAssertEqual(simulator.state, .notRunning)
        XCTAssertEqual(simulator.events.suffix(2), [
            .stateChanged(from: .background, to: .notRunning),
            .processEnded(.jetsam(footprint: 12_000, limit: 10_000)),
        ])
        XCTAssertEqual(delegate.processEnds, [.jetsam(footprint: 12_000, limit: 10_000)])
        XCTAssertFalse(delegate.callbacks.contains(.willTerminate), "jetsam gives no callback")
        XCTAssertEqual(simulator.memoryFootprint, 0, "the process's memory is gone")
        XCTAssertTrue(simulator.events.last?.description.hasPrefix("process ended (jetsam") ?? false)
    }

    func testAllocatingInsideDidEnterBackgroundWarnsAfterTheCallbackThenJetsams() throws {
        let (simulator, delegate) = try makeSimulator(memoryLimit: 1_000)
        delegate.onCallback[.didEnterBackground] = {
            _ = try? simulator.memory.allocate(bytes: 5_000)
        }
        try simulator.launch()
        try simulator.pressHome()
        XCTAssertEqual(simulator.events.suffix(7), [
            .callback(.didEnterBackground),
            .memoryLimitExceeded(footprint: 5_000, limit: 1_000),
            .notificationPosted(.didEnterBackground),
            .callback(.didReceiveMemoryWarning), .notificationPosted(.didReceiveMemoryWarning),
            .stateChanged(from: .background, to: .notRunning),
            .processEnded(.jetsam(footprint: 5_000, limit: 1_000)),
        ])
        XCTAssertEqual(simulator.state, .notRunning)
    }

    func testLoweringTheLimitBelowTheFootprintWarns() throws {
        let (simulator, delegate) = try makeSimulator(memoryLimit: 10_000)
        try simulator.launch()
        _ = try simulator.memory.allocate(bytes: 5_000)
        simulator.memoryLimit = 4_000
        XCTAssertEqual(delegate.callbacks.last, .didReceiveMemoryWarning)
    }
}
