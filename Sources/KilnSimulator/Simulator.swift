/// The simulated iPhone running one app: its sandbox and files, clock, randomness, life cycle,
/// notification center, memory, and the power cut. Everything a lesson's script touches of
/// "the device" goes through one of these; the layer above binds the script-visible names
/// (`FileManager`, `UIApplication`, `Simulator.pressHome()`…) onto it.
///
/// ```swift
/// let simulator = try Simulator(Simulator.Configuration(seed: 7, appName: "Homepwner"))
/// simulator.delegate = myDelegate
/// try simulator.launch()
/// try simulator.pressHome()
/// try simulator.advance(seconds: 5)
/// simulator.state                      // .suspended
/// simulator.events.map(\.description)  // ["state notRunning → inactive", "callback willFinishLaunching", …]
/// ```
public final class Simulator {
    public struct Configuration: Sendable {
        /// Seeds the UUIDs (container paths included) and every random number of the run.
        public var seed: UInt64
        public var appName: String
        public var bundleIdentifier: String
        /// A directory to keep the sandbox in; nil for a temporary one removed with the simulator.
        public var sandboxRoot: String?
        /// A host directory copied into the app bundle (the lesson's resources).
        public var resources: String?
        public var memoryLimit: Int

        public init(seed: UInt64 = 0, appName: String = "App", bundleIdentifier: String? = nil,
                    sandboxRoot: String? = nil, resources: String? = nil, memoryLimit: Int = MemoryModel.defaultLimit) {
            self.seed = seed
            self.appName = appName
            self.bundleIdentifier = bundleIdentifier ?? "com.example." + appName.filter { $0.isLetter || $0.isNumber }
            self.sandboxRoot = sandboxRoot
            self.resources = resources
            self.memoryLimit = memoryLimit
        }
    }

    public let sandbox: Sandbox
    public let files: SandboxFileSystem
    public let clock: SimulatedClock
    public let notificationCenter: SimulatedNotificationCenter
    public let lifecycle: AppLifecycle
    public let memory: MemoryModel
    /// The run's generator, for `UUID()`, `Int.random(in:)`, shuffles.
    public var random: DeterministicRandom
    /// What `NSLog`, `os_log` and `Logger` write (DeviceConsole.swift).
    public let console: DeviceConsole

    private struct ScheduledTimer {
        let token: TimerToken
        var fireAt: Double
        let interval: Double?
        let action: () -> Void
    }
    private var timers: [ScheduledTimer] = []
    private var nextTimerID = 0

    public init(_ configuration: Configuration = Configuration()) throws {
        random = DeterministicRandom(seed: configuration.seed)
        console = DeviceConsole(appName: configuration.appName, seed: configuration.seed)
        sandbox = try Sandbox(root: configuration.sandboxRoot, appName: configuration.appName,
                              bundleIdentifier: configuration.bundleIdentifier, resources: configuration.resources,
                              random: &random)
        clock = SimulatedClock()
        files = SandboxFileSystem(sandbox: sandbox, clock: clock)
        notificationCenter = SimulatedNotificationCenter()
        lifecycle = AppLifecycle(notificationCenter: notificationCenter, clock: clock)
        memory = MemoryModel(limit: configuration.memoryLimit)

        files.powerLossHandler = { [unowned self] path, bytes in
            lifecycle.kill(.powerLost(path: path, bytesWritten: bytes))
        }
        lifecycle.processEndHandler = { [unowned self] _ in
            memory.reset()
            timers.removeAll()
        }
        lifecycle.actionCompletionHandler = { [unowned self] in jetsamIfNeeded() }
        memory.crossingHandler = { [unowned self] in memoryLimitCrossed() }
    }

    // MARK: What the checker and the student look at

    /// The app delegate's bridge (the layer above); held weakly.
    public var delegate: SimulatedAppDelegate? {
        get { lifecycle.delegate }
        set { lifecycle.delegate = newValue }
    }
    public var state: AppState { lifecycle.state }
    public var events: [SimulatorEvent] { lifecycle.events }
    public var memoryFootprint: Int { memory.footprint }
    public var memoryLimit: Int {
        get { memory.limit }
        set { memory.limit = newValue }
    }

    // MARK: Device actions (see `AppLifecycle` for the callbacks of each)

    /// Launches the app. The container's standard folders are made again if the app deleted them.
    public func launch() throws {
        if state == .notRunning { try sandbox.makeStandardDirectories() }
        try lifecycle.launch()
    }
    /// The Home button: active → inactive → background; suspended 5 simulated seconds later.
    public func pressHome() throws { try lifecycle.pressHome() }
    /// A phone call over the app: active → inactive.
    public func incomingCall() throws { try lifecycle.incomingCall() }
    /// The call ends: back to active if the app is still on screen.
    public func endCall() throws { try lifecycle.endCall() }
    /// The app's icon: back to the foreground, or a launch if the app is not running.
    public func tapIcon() throws {
        if state == .notRunning { try sandbox.makeStandardDirectories() }
        try lifecycle.tapIcon()
    }
    /// The system is low on memory: the callback and `UIApplicationDidReceiveMemoryWarningNotification`.
    public func receiveMemoryWarning() throws { try lifecycle.receiveMemoryWarning() }
    /// The system ends the app: `applicationWillTerminate` unless suspended; then only files remain.
    public func terminate() throws { try lifecycle.terminate() }

    /// The system ends the app for its memory, whatever its state: an app whose own allocations
    /// (not only the images this model counts) take it past the limit, as iOS ends one that
    /// passes its memory limit in the foreground. Recorded as the crossing, then the jetsam.
    public func endForMemory(footprint: Int, limit: Int) {
        lifecycle.record(.memoryLimitExceeded(footprint: footprint, limit: limit))
        lifecycle.kill(.jetsam(footprint: footprint, limit: limit))
    }

    /// Arms a power cut during the next file write (see `SandboxFileSystem.failNextWrite(afterBytes:)`).
    public func failNextWrite(afterBytes bytes: Int) throws { try files.failNextWrite(afterBytes: bytes) }

    /// Records the app's local notification requests (UserNotifications) in `events`.
    public func recordLocalNotification(scheduled identifier: String, title: String) {
        lifecycle.record(.localNotificationScheduled(identifier: identifier, title: title))
    }
    public func recordLocalNotification(removed identifier: String) {
        lifecycle.record(.localNotificationRemoved(identifier: identifier))
    }

    /// A new `UUID().uuidString` from the run's generator.
    public func makeUUIDString() -> String { random.uuidString() }

    // MARK: Time

    /// The app's own code blocking the main thread for `seconds` (`sleep(2)`,
    /// `Thread.sleep(forTimeInterval:)`): the clock moves on and nothing else happens meanwhile —
    /// no timer fires, the run loop being blocked — not even inside a callback, where iOS lets
    /// the app block (until its watchdog, which Kiln's time limit stands for).
    public func block(seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulatorError.invalidArgument("sleeping needs a finite, non-negative number of seconds, not \(seconds)")
        }
        try clock.advance(seconds: seconds)
    }

    /// Moves the clock forward. Timers that come due fire at their instants, in order, while the
    /// app is running and not suspended; an app in the background is suspended at its 5 s mark.
    public func advance(seconds: Double) throws {
        if lifecycle.isDeliveringCallback {
            throw SimulatorError.illegalLifecycleCall("advance(seconds:) cannot be called while the app is handling a callback")
        }
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulatorError.invalidArgument("advance(seconds:) needs a finite, non-negative number of seconds, not \(seconds)")
        }
        let target = clock.now + seconds
        while let index = nextDueTimer(before: target) {
            try clock.advance(seconds: max(0, timers[index].fireAt - clock.now))
            lifecycle.clockDidAdvance()
            guard state == .active || state == .inactive || state == .background else { continue }
            let timer = timers[index]
            if let interval = timer.interval {
                timers[index].fireAt += interval
            } else {
                timers.remove(at: index)
            }
            timer.action()
        }
        try clock.advance(seconds: max(0, target - clock.now))
        lifecycle.clockDidAdvance()
        jetsamIfNeeded()
    }

    /// Schedules `action` after `seconds` of simulated time (repeating every `seconds` if asked),
    /// as `Timer.scheduledTimer` does. Timers die with the process.
    @discardableResult
    public func scheduleTimer(after seconds: Double, repeats: Bool = false, action: @escaping () -> Void) throws -> TimerToken {
        guard seconds.isFinite, seconds >= 0, !(repeats && seconds == 0) else {
            throw SimulatorError.invalidArgument("a timer needs a finite interval of 0 seconds or more (more than 0 if it repeats), not \(seconds)")
        }
        nextTimerID += 1
        let token = TimerToken(id: nextTimerID)
        timers.append(ScheduledTimer(token: token, fireAt: clock.now + seconds, interval: repeats ? seconds : nil, action: action))
        return token
    }

    /// `Timer.invalidate()`.
    public func invalidateTimer(_ token: TimerToken) {
        timers.removeAll { $0.token == token }
    }

    /// The earliest timer due at or before `target` that can run; with the app suspended, a
    /// timer waits (it fires late, after the app comes back).
    private func nextDueTimer(before target: Double) -> Int? {
        guard state == .active || state == .inactive || state == .background else { return nil }
        // Ties fire in the order the timers were scheduled (min keeps the first).
        return timers.indices.filter { timers[$0].fireAt <= target }.min { timers[$0].fireAt < timers[$1].fireAt }
    }

    // MARK: Memory pressure

    private func memoryLimitCrossed() {
        lifecycle.record(.memoryLimitExceeded(footprint: memory.footprint, limit: memory.limit))
        if [.active, .inactive, .background].contains(state) {
            // Cannot fail in these states; inside a callback it is queued until the callback returns.
            try? lifecycle.receiveMemoryWarning()
        }
        if !lifecycle.isDeliveringCallback { jetsamIfNeeded() }
    }

    private func jetsamIfNeeded() {
        guard state == .background || state == .suspended, memory.isOverLimit else { return }
        lifecycle.kill(.jetsam(footprint: memory.footprint, limit: memory.limit))
    }
}

/// What `scheduleTimer` returns; pass it to `invalidateTimer(_:)`.
public struct TimerToken: Hashable, Sendable {
    let id: Int
}
