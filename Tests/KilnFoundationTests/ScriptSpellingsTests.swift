// The simulator's callbacks, notifications, events and errors as scripts spell them.
import KilnFoundation
import KilnSimulator
import XCTest

final class ScriptSpellingsTests: XCTestCase {
    func testCallbacksAndNotificationsInSwiftsSpelling() {
        XCTAssertEqual(AppCallback.didFinishLaunching.swiftSelector, "application(_:didFinishLaunchingWithOptions:)")
        XCTAssertEqual(UIApplicationNotification.didEnterBackground.swiftName, "UIApplication.didEnterBackgroundNotification")
        XCTAssertEqual(SimulatorEvent.callback(.didEnterBackground).description, "callback didEnterBackground")
        XCTAssertEqual(SimulatorEvent.callback(.didEnterBackground).scriptText, "applicationDidEnterBackground(_:)")
        XCTAssertEqual(SimulatorEvent.notificationPosted(.willResignActive).scriptText, "post UIApplicationWillResignActiveNotification")
        XCTAssertEqual(SimulatorEvent.stateChanged(from: .active, to: .inactive).scriptText, "state active → inactive")
    }

    func testADeviceActionInsideACallbackNamesTheDelegateMethod() {
        let error = SimulatorError.actionDuringCallback(call: "pressHome()", callback: .didFinishLaunching)
        XCTAssertEqual(error.scriptText, "pressHome() cannot be called while the app is handling "
            + "application(_:didFinishLaunchingWithOptions:); device actions happen between the app's callbacks")
    }
}
