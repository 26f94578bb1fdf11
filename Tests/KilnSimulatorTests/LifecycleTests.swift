import KilnSimulator
import XCTest

final class LifecycleTests: XCTestCase {
    private typealias Step = SimulatorEvent

    /// Drives the simulator to a starting state.
    private func bring(_ simulator: Simulator, to state: AppState) throws {
        switch state {
        case .notRunning: break
        case .active: try simulator.launch()
        case .inactive: try simulator.launch(); try simulator.incomingCall()
        case .background: try simulator.launch(); try simulator.pressHome()
        case .suspended: try simulator.launch(); try simulator.pressHome(); try simulator.advance(seconds: 5)
        }
        XCTAssertEqual(simulator.state, state)
    }

    private struct Row {
        let name: String
        let from: AppState
        let action: (Simulator) throws -> Void
        let expected: [SimulatorEvent]
        let to: AppState
    }

    private var table: [Row] {
        [
            Row(name: "launch", from: .notRunning, action: { try $0.launch() }, expected: [
                .stateChanged(from: .notRunning, to: .inactive),
                .callback(.willFinishLaunching),
                .callback(.didFinishLaunching), .notificationPosted(.didFinishLaunching),
                .stateChanged(from: .inactive, to: .active),
                .callback(.didBecomeActive), .notificationPosted(.didBecomeActive),
            ], to: .active),
            Row(name: "pressHome from active", from: .active, action: { try $0.pressHome() }, expected: [
                .callback(.willResignActive), .notificationPosted(.willResignActive),
                .stateChanged(from: .active, to: .inactive),
                .stateChanged(from: .inactive, to: .background),
                .callback(.didEnterBackground), .notificationPosted(.didEnterBackground),
            ], to: .background),
            Row(name: "pressHome during a call", from: .inactive, action: { try $0.pressHome() }, expected: [
                .stateChanged(from: .inactive, to: .background),
                .callback(.didEnterBackground), .notificationPosted(.didEnterBackground),
            ], to: .background),
            Row(name: "incomingCall", from: .active, action: { try $0.incomingCall() }, expected: [
                .callback(.willResignActive), .notificationPosted(.willResignActive),
                .stateChanged(from: .active, to: .inactive),
            ], to: .inactive),
            Row(name: "endCall", from: .inactive, action: { try $0.endCall() }, expected: [
                .stateChanged(from: .inactive, to: .active),
                .callback(.didBecomeActive), .notificationPosted(.didBecomeActive),
            ], to: .active),
            Row(name: "tapIcon from background", from: .background, action: { try $0.tapIcon() }, expected: [
                .callback(.willEnterForeground), .notificationPosted(.willEnterForeground),
                .stateChanged(from: .background, to: .inactive),
                .stateChanged(from: .inactive, to: .active),
                .callback(.didBecomeActive), .notificationPosted(.didBecomeActive),
            ], to: .active),
            Row(name: "tapIcon from suspended", from: .suspended, action: { try $0.tapIcon() }, expected: [
                .stateChanged(from: .suspended, to: .background),
                .callback(.willEnterForeground), .notificationPosted(.willEnterForeground),
                .stateChanged(from: .background, to: .inactive),
                .stateChanged(from: .inactive, to: .active),
                .callback(.didBecomeActive), .notificationPosted(.didBecomeActive),
            ], to: .active),
            Row(name: "tapIcon when not running", from: .notRunning, action: { try $0.tapIcon() }, expected: [
                .stateChanged(from: .notRunning, to: .inactive),
                .callback(.willFinishLaunching),
                .callback(.didFinishLaunching), .notificationPosted(.didFinishLaunching),
                .stateChanged(from: .inactive, to: .active),
                .callback(.didBecomeActive), .notificationPosted(.didBecomeActive),
            ], to: .active),
            Row(name: "memory warning while active", from: .active, action: { try $0.receiveMemoryWarning() }, expected: [
                .callback(.didReceiveMemoryWarning), .notificationPosted(.didReceiveMemoryWarning),
            ], to: .active),
            Row(name: "memory warning in background", from: .background, action: { try $0.receiveMemoryWarning() }, expected: [
                .callback(.didReceiveMemoryWarning), .notificationPosted(.didReceiveMemoryWarning),
            ], to: .background),
            Row(name: "terminate while active", from: .active, action: { try $0.terminate() }, expected: [
                .callback(.willTerminate), .notificationPosted(.willTerminate),
                .stateChanged(from: .active, to: .notRunning),
                .processEnded(.terminated),
            ], to: .notRunning),
            Row(name: "terminate in background", from: .background, action: { try $0.terminate() }, expected: [
                .callback(.willTerminate), .notificationPosted(.willTerminate),
                .stateChanged(from: .background, to: .notRunning),
                .processEnded(.terminated),
            ], to: .notRunning),
            Row(name: "terminate when suspended gives no callback", from: .suspended, action: { try $0.terminate() }, expected: [
                .stateChanged(from: .suspended, to: .notRunning),
                .processEnded(.terminated),
            ], to: .notRunning),
            Row(name: "advance 5 s in background suspends", from: .background, action: { try $0.advance(seconds: 5) }, expected: [
                .stateChanged(from: .background, to: .suspended),
            ], to: .suspended),
        ]
    }

    func testEachCallGivesIOSSequenceOfCallbacksAndStates() throws {
        for row in table {
            let (simulator, delegate) = try makeSimulator()
            try bring(simulator, to: row.from)
            let before = simulator.events.count
            let callbacksBefore = delegate.callbacks.count
            try row.action(simulator)
            XCTAssertEqual(Array(simulator.events[before...]), row.expected, row.name)
            XCTAssertEqual(simulator.state, row.to, row.name)
            let expectedCallbacks = row.expected.compactMap { event -> AppCallback? in
                if case .callback(let callback) = event { return callback }
                return nil
            }
            XCTAssertEqual(Array(delegate.callbacks[callbacksBefore...]), expectedCallbacks, row.name)
        }
    }

    func testIllegalCallsThrowAClearErrorAndChangeNothing() throws {
        let illegal: [(AppState, String, (Simulator) throws -> Void)] = [
            (.notRunning, "pressHome", { try $0.pressHome() }),
            (.notRunning, "terminate", { try $0.terminate() }),
            (.notRunning, "incomingCall", { try $0.incomingCall() }),
            (.notRunning, "endCall", { try $0.endCall() }),
            (.notRunning, "receiveMemoryWarning", { try $0.receiveMemoryWarning() }),
            (.active, "launch", { try $0.launch() }),
            (.active, "tapIcon", { try $0.tapIcon() }),
            (.active, "endCall", { try $0.endCall() }),
            (.background, "pressHome", { try $0.pressHome() }),
            (.background, "incomingCall", { try $0.incomingCall() }),
            (.suspended, "receiveMemoryWarning", { try $0.receiveMemoryWarning() }),
            (.suspended, "pressHome", { try $0.pressHome() }),
        ]
        for (state, name, action) in illegal {
            let (simulator, _) = try makeSimulator()
            try bring(simulator, to: state)
            let events = simulator.events
            XCTAssertThrowsError(try action(simulator), "\(name) from \(state)") { error in
                guard case SimulatorError.illegalLifecycleCall(let message) = error else {
                    return XCTFail("\(name) from \(state): \(error)")
                }
                XCTAssertTrue(message.hasPrefix(name + "()"), message)
            }
            XCTAssertEqual(simulator.state, state, name)
            XCTAssertEqual(simulator.events, events, name)
        }
        let (simulator, _) = try makeSimulator()
        XCTAssertThrowsError(try simulator.pressHome()) { error in
            XCTAssertEqual("\(error)", "pressHome(): the app is not running; only an app in the foreground can be sent to the background")
        }
    }

    func testSuspensionWaitsForFiveSecondsInTheBackground() throws {
        let (simulator, _) = try makeSimulator()
        try simulator.launch()
        try simulator.advance(seconds: 60)
        XCTAssertEqual(simulator.state, .active, "a foreground app is never suspended")
        try simulator.pressHome()
        try simulator.advance(seconds: 3)
        XCTAssertEqual(simulator.state, .background)
        try simulator.advance(seconds: 1.9)
        XCTAssertEqual(simulator.state, .background)
        try simulator.advance(seconds: 0.1)
        XCTAssertEqual(simulator.state, .suspended)
        try simulator.tapIcon()
        try simulator.pressHome()
        try simulator.advance(seconds: 4)
        XCTAssertEqual(simulator.state, .background, "the 5 s count again from the new entry to the background")
    }

    func testCallbacksSeeIOSApplicationState() throws {
        let (simulator, delegate) = try makeSimulator()
        try simulator.launch()
        try simulator.pressHome()
        try simulator.tapIcon()
        XCTAssertEqual(delegate.statesSeen[.didFinishLaunching], .inactive)
        XCTAssertEqual(delegate.statesSeen[.didBecomeActive], .active)
        XCTAssertEqual(delegate.statesSeen[.willResignActive], .active)
        XCTAssertEqual(delegate.statesSeen[.didEnterBackground], .background)
        XCTAssertEqual(delegate.statesSeen[.willEnterForeground], .background)
    }

    func testTerminateEndsTheProcessAndRelaunchStartsAgain() throws {
        let (simulator, delegate) = try makeSimulator()
        try simulator.launch()
        try simulator.files.write(Array("saved".utf8), toPath: "Documents/items.archive", atomically: true)
        try simulator.pressHome()
        try simulator.advance(seconds: 10)
        try simulator.terminate()
        XCTAssertEqual(delegate.processEnds, [.terminated])
        XCTAssertFalse(delegate.callbacks.contains(.willTerminate), "a suspended app runs no code")
        try simulator.tapIcon()
        XCTAssertEqual(simulator.state, .active)
        XCTAssertEqual(delegate.callbacks.suffix(3), [.willFinishLaunching, .didFinishLaunching, .didBecomeActive])
        XCTAssertEqual(try simulator.files.contents(atPath: "Documents/items.archive"), Array("saved".utf8))
    }

    func testACallOutlivesTheAppGoingToTheBackgroundAndBack() throws {
        let (simulator, delegate) = try makeSimulator()
        try simulator.launch()
        try simulator.incomingCall()
        try simulator.pressHome()
        try simulator.tapIcon()
        XCTAssertEqual(simulator.state, .active)
        let count = delegate.callbacks.count
        try simulator.endCall()
        XCTAssertEqual(delegate.callbacks.count, count, "ending a call over an active app changes nothing")
        XCTAssertThrowsError(try simulator.endCall(), "the call is over")
        XCTAssertEqual(AppState.suspended.applicationState, .background)
        XCTAssertNil(AppState.notRunning.applicationState)
    }

    func testDeviceActionsInsideACallbackAreRefused() throws {
        let (simulator, delegate) = try makeSimulator()
        var caught: Error?
        delegate.onCallback[.didFinishLaunching] = {
            do { try simulator.pressHome() } catch { caught = error }
        }
        try simulator.launch()
        XCTAssertEqual(simulator.state, .active)
        XCTAssertEqual(caught as? SimulatorError, .actionDuringCallback(call: "pressHome()", callback: .didFinishLaunching))
    }

    func testTimersFireInOrderAndNotWhileSuspended() throws {
        let (simulator, _) = try makeSimulator()
        try simulator.launch()
        var fired: [String] = []
        try simulator.scheduleTimer(after: 2) { fired.append("two") }
        try simulator.scheduleTimer(after: 1) { fired.append("one") }
        let repeating = try simulator.scheduleTimer(after: 1.5, repeats: true) { fired.append("tick") }
        try simulator.advance(seconds: 3.2)
        XCTAssertEqual(fired, ["one", "tick", "two", "tick"])
        simulator.invalidateTimer(repeating)
        try simulator.scheduleTimer(after: 7) { fired.append("late") }
        try simulator.pressHome()
        try simulator.advance(seconds: 10)
        XCTAssertEqual(fired.last, "tick", "the app was suspended at 5 s, before the timer came due")
        try simulator.tapIcon()
        try simulator.advance(seconds: 0)
        XCTAssertEqual(fired.last, "late", "a timer that came due while suspended fires once the app runs again")
        XCTAssertThrowsError(try simulator.advance(seconds: -1))
    }

    func testNotificationsCarryTheApplicationObjectInOrder() throws {
        final class Delegate: SimulatedAppDelegate {
            let application = NSObjectLike()
            func simulatedApp(didReceive callback: AppCallback) {}
            func simulatedAppProcessDidEnd(_ reason: TerminationReason) {}
            var applicationObject: AnyObject? { application }
        }
        final class NSObjectLike {}
        let (simulator, _) = try makeSimulator()
        let delegate = Delegate()
        simulator.delegate = delegate
        var heard: [String] = []
        simulator.notificationCenter.addObserver(nil, name: nil, object: delegate.application) { heard.append($0.name) }
        try simulator.launch()
        try simulator.pressHome()
        XCTAssertEqual(heard, [
            "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
        ])
    }
}
