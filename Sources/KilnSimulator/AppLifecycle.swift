/// What the layer above implements to run the app's code: it calls the script's `AppDelegate`
/// methods, and drops the app's objects when the process ends.
public protocol SimulatedAppDelegate: AnyObject {
    /// Calls the app delegate's method. It is not allowed to throw: the layer above keeps any
    /// script error and reports it when the simulator call returns.
    func simulatedApp(didReceive callback: AppCallback)
    /// The process ended (terminate, jetsam, power loss): drop every object and static of the app.
    /// Only the sandbox's files remain.
    func simulatedAppProcessDidEnd(_ reason: TerminationReason)
    /// The object posted as the sender of UIApplication notifications (`UIApplication.shared`).
    var applicationObject: AnyObject? { get }
    /// The sender of UIScene notifications: the app's one scene, when it has scenes.
    var sceneObject: AnyObject? { get }
}

extension SimulatedAppDelegate {
    public var applicationObject: AnyObject? { nil }
    public var sceneObject: AnyObject? { nil }
}

/// The app's life cycle: iOS's states, and the delegate callbacks and notifications of each
/// device action, in iOS's order. Each callback is followed by its notification. The actions
/// are called through `Simulator` (which also restores the container and checks memory).
///
/// What each action does from each state is measured, not written here: `LifecycleTable` drives
/// this state machine and prints the table (KilnFoundation; `kiln lifecycle`, the README shows its output).
///
/// Any other combination (pressing Home when the app is not running, launching a running app,
/// a device action from inside a callback) throws `SimulatorError.illegalLifecycleCall` with a
/// message saying the state; nothing changes.
public final class AppLifecycle {
    /// Seconds in the background before iOS suspends an app that asked for no more time.
    public static let secondsBeforeSuspension: Double = 5

    public private(set) var state: AppState = .notRunning
    /// Every state change, callback and UIKit notification, in order.
    public private(set) var events: [SimulatorEvent] = []
    /// Whether a phone call is in progress (from `incomingCall()` to `endCall()`).
    public private(set) var inCall = false
    public weak var delegate: SimulatedAppDelegate?
    /// Whether the app has a scene delegate (its Info.plist's scene manifest names one): its
    /// foreground and background changes then go to the scene delegate (`sceneDidEnterBackground`),
    /// as iOS 13 and later deliver them; launch, memory warnings and termination stay the app
    /// delegate's. Set before `launch()`; it stays for later launches (it is the app's, not the process's).
    public var usesScenes = false

    let notificationCenter: SimulatedNotificationCenter
    let clock: SimulatedClock
    /// Called when the process ends, before the delegate hears it (the simulator resets memory).
    var processEndHandler: ((TerminationReason) -> Void)?
    /// Called after each device action completes (the simulator checks memory for jetsam).
    var actionCompletionHandler: (() -> Void)?
    private var enteredBackgroundAt: Double?
    /// The callback being delivered, while one is: device actions from inside it are refused.
    private var delivering: AppCallback?
    private var memoryWarningPending = false
    /// Set when the process is killed in the middle of a device action: its remaining steps are skipped.
    private var actionAborted = false

    init(notificationCenter: SimulatedNotificationCenter, clock: SimulatedClock) {
        self.notificationCenter = notificationCenter
        self.clock = clock
    }

    // MARK: Device actions

    /// The user launches the app (or the system does): not running → inactive → active.
    func launch() throws {
        try begin("launch()", allowed: [.notRunning], hint: "it is already running; tapIcon() brings it to the foreground, terminate() ends it")
        move(to: .inactive)
        deliver(.willFinishLaunching)
        deliver(.didFinishLaunching)
        if usesScenes {
            deliver(.sceneWillConnect)
            deliver(.sceneWillEnterForeground)
        }
        move(to: .active)
        deliver(.didBecomeActive)
        finish()
    }

    /// The user presses the Home button: the app goes to the background.
    func pressHome() throws {
        try begin("pressHome()", allowed: [.active, .inactive], hint: "only an app in the foreground can be sent to the background")
        if state == .active {
            deliver(.willResignActive)
            move(to: .inactive)
        }
        move(to: .background)
        enteredBackgroundAt = clock.now
        deliver(.didEnterBackground)
        finish()
    }

    /// A phone call comes in over the app: active → inactive.
    func incomingCall() throws {
        try begin("incomingCall()", allowed: [.active], hint: "a call interrupts an active app")
        inCall = true
        deliver(.willResignActive)
        move(to: .inactive)
        finish()
    }

    /// The call ends: inactive → active (an app sent to the background during the call stays there).
    func endCall() throws {
        guard inCall else {
            throw SimulatorError.illegalLifecycleCall("endCall(): there is no call in progress; call incomingCall() first")
        }
        try begin("endCall()", allowed: [.active, .inactive, .background, .suspended], hint: "there is no app to return to")
        inCall = false
        if state == .inactive {
            move(to: .active)
            deliver(.didBecomeActive)
        }
        finish()
    }

    /// The user taps the app's icon: back to the foreground, or a launch if it is not running.
    func tapIcon() throws {
        if state == .notRunning { return try launch() }
        try begin("tapIcon()", allowed: [.background, .suspended], hint: "the app is already in the foreground")
        if state == .suspended { move(to: .background) }
        deliver(.willEnterForeground)
        enteredBackgroundAt = nil
        move(to: .inactive)
        move(to: .active)
        deliver(.didBecomeActive)
        finish()
    }

    /// The system is low on memory: `applicationDidReceiveMemoryWarning` and its notification.
    /// From inside a callback the warning waits until the callback returns, as UIKit queues it
    /// on the main run loop.
    func receiveMemoryWarning() throws {
        if delivering != nil {
            memoryWarningPending = true
            return
        }
        try begin("receiveMemoryWarning()", allowed: [.active, .inactive, .background],
                  hint: "only a running app that is not suspended receives memory warnings")
        deliver(.didReceiveMemoryWarning)
        finish()
    }

    /// The system ends the app: `applicationWillTerminate` unless it is suspended, then the
    /// process is gone.
    func terminate() throws {
        try begin("terminate()", allowed: [.active, .inactive, .background, .suspended], hint: "there is no process to end")
        if state != .suspended {
            // The system disconnects the scene, then tells the app it ends.
            if usesScenes { deliver(.sceneDidDisconnect) }
            deliver(.willTerminate)
        }
        endProcess(.terminated)
        finish()
    }

    // MARK: Used by the simulator

    /// The clock moved: a backgrounded app is suspended once its 5 seconds are up.
    func clockDidAdvance() {
        if state == .background, let since = enteredBackgroundAt, clock.now - since >= AppLifecycle.secondsBeforeSuspension {
            move(to: .suspended)
        }
    }

    /// Ends the process without any callback (jetsam, power loss). Legal from inside a callback:
    /// the script's code stops where it is.
    ///
    /// Before `launch()` the script's own code is still a process: a power cut then ends it too
    /// (recorded, and the layer above drops its objects), with no state to change.
    func kill(_ reason: TerminationReason) {
        if delivering != nil { actionAborted = true }
        guard state != .notRunning else {
            events.append(.processEnded(reason))
            processEndHandler?(reason)
            delegate?.simulatedAppProcessDidEnd(reason)
            return
        }
        endProcess(reason)
    }

    func record(_ event: SimulatorEvent) {
        events.append(event)
    }

    /// Whether a callback is being delivered now.
    var isDeliveringCallback: Bool { delivering != nil }

    // MARK: Steps

    private func begin(_ call: String, allowed: Set<AppState>, hint: String) throws {
        if let delivering {
            throw SimulatorError.actionDuringCallback(call: call, callback: delivering)
        }
        guard allowed.contains(state) else {
            let state = self.state == .notRunning ? "not running" : self.state.rawValue
            throw SimulatorError.illegalLifecycleCall("\(call): the app is \(state); \(hint)")
        }
        actionAborted = false
    }

    private func move(to newState: AppState) {
        guard newState != state, !actionAborted else { return }
        events.append(.stateChanged(from: state, to: newState))
        state = newState
    }

    /// Calls the delegate method and posts its notifications. An app with a scene delegate hears a
    /// foreground or background change in the scene delegate instead (`sceneCounterpart`).
    private func deliver(_ appCallback: AppCallback) {
        let callback = usesScenes ? appCallback.sceneCounterpart ?? appCallback : appCallback
        // A power cut or jetsam inside an earlier callback ended the process: nothing more runs.
        guard state != .notRunning, !actionAborted else { return }
        events.append(.callback(callback))
        delivering = callback
        delegate?.simulatedApp(didReceive: callback)
        delivering = nil
        for notification in callback.notifications {
            guard state != .notRunning, !actionAborted else { return }
            events.append(.notificationPosted(notification))
            delivering = callback
            notificationCenter.post(name: notification.rawValue,
                                    object: notification.isSceneNotification ? delegate?.sceneObject : delegate?.applicationObject)
            delivering = nil
        }
    }

    private func endProcess(_ reason: TerminationReason) {
        events.append(.stateChanged(from: state, to: .notRunning))
        state = .notRunning
        inCall = false
        enteredBackgroundAt = nil
        memoryWarningPending = false
        events.append(.processEnded(reason))
        processEndHandler?(reason)
        delegate?.simulatedAppProcessDidEnd(reason)
    }

    private func finish() {
        if memoryWarningPending {
            memoryWarningPending = false
            if [.active, .inactive, .background].contains(state) && !actionAborted {
                deliver(.didReceiveMemoryWarning)
            }
        }
        actionCompletionHandler?()
    }
}
