// The app's life cycle as scripts drive it (`Simulator.launch(AppDelegate.self)`, `pressHome()`,
// …) and `NotificationCenter.default`: the script's app delegate and observers, bridged to the
// simulator's life cycle and notification center.
import KilnScript
import KilnSimulator

/// The app side of a run: the script's app delegate, `UIApplication.shared`, the observers the
/// app registered, and the first error a callback raised.
final class AppBridge: SimulatedAppDelegate {
    unowned let bindings: Bindings
    /// The script's app delegate while the app runs.
    private(set) var delegateObject: Value?
    /// The delegate's class, made again when a tap on the icon launches the app.
    var delegateClassName: String?
    /// The script's scene delegate's class (an app with iOS 13's scenes), and while the app runs
    /// the delegate and its window scene (the sender of UIScene's notifications).
    var sceneDelegateClassName: String?
    private(set) var sceneDelegateObject: Value?
    private(set) var scene: Value = .none
    /// `UIApplication.shared`, the sender of UIKit's notifications.
    var application: Value = .none
    /// `NotificationCenter.default` (it makes `Notification` values for observers).
    var center: Value = .none
    var context: NativeContext?
    /// An error raised by the app's code inside a callback or observer; reported when the
    /// device action (or post) that ran it returns.
    var pendingError: Error?
    /// Registrations the app made: they die with its process.
    var observerTokens: [ObserverToken] = []
    var blockTokens: [Int: ObserverToken] = [:]
    var nextBlockToken = 1
    /// The defaults domains of the current process (DefaultsBindings.swift).
    var defaults: DefaultsDomains?
    /// ProcessInfo's values the current process set or drew (its pid, a new `processName`).
    var processValues: [String: Value] = [:]

    init(bindings: Bindings) { self.bindings = bindings }

    var applicationObject: AnyObject? {
        if case .object(let instance) = application { return instance }
        return nil
    }

    var sceneObject: AnyObject? {
        if case .object(let instance) = scene { return instance }
        return nil
    }

    func simulatedApp(didReceive callback: AppCallback) {
        guard let context, let delegateObject = callback.isSceneCallback ? sceneDelegateObject : delegateObject else { return }
        let name: String, labels: [String?], arguments: [Value]
        switch callback {
        case .sceneWillConnect:
            let session = (try? context.property("session", of: scene)) ?? .none
            let options = (try? context.construct("UIScene.ConnectionOptions", labels: [], arguments: [])) ?? .none
            (name, labels, arguments) = ("scene", [nil, "willConnectTo", "options"], [scene, session, options])
        case .sceneWillEnterForeground: (name, labels, arguments) = ("sceneWillEnterForeground", [nil], [scene])
        case .sceneDidBecomeActive: (name, labels, arguments) = ("sceneDidBecomeActive", [nil], [scene])
        case .sceneWillResignActive: (name, labels, arguments) = ("sceneWillResignActive", [nil], [scene])
        case .sceneDidEnterBackground: (name, labels, arguments) = ("sceneDidEnterBackground", [nil], [scene])
        case .sceneDidDisconnect: (name, labels, arguments) = ("sceneDidDisconnect", [nil], [scene])
        case .willFinishLaunching: (name, labels, arguments) = ("application", [nil, "willFinishLaunchingWithOptions"], [application, .none])
        case .didFinishLaunching: (name, labels, arguments) = ("application", [nil, "didFinishLaunchingWithOptions"], [application, .none])
        case .didBecomeActive: (name, labels, arguments) = ("applicationDidBecomeActive", [nil], [application])
        case .willResignActive: (name, labels, arguments) = ("applicationWillResignActive", [nil], [application])
        case .didEnterBackground: (name, labels, arguments) = ("applicationDidEnterBackground", [nil], [application])
        case .willEnterForeground: (name, labels, arguments) = ("applicationWillEnterForeground", [nil], [application])
        case .didReceiveMemoryWarning: (name, labels, arguments) = ("applicationDidReceiveMemoryWarning", [nil], [application])
        case .willTerminate: (name, labels, arguments) = ("applicationWillTerminate", [nil], [application])
        }
        // A delegate implements the callbacks it wants (other `application(_:…)` methods, or none).
        guard implementsCocoaMethod(context, name, labels: labels, on: delegateObject) else { return }
        let bindings = self.bindings
        runAppCode {
            _ = try callCocoaMethod(context, name, labels: labels, on: delegateObject, arguments: arguments) { written, today in
                let note = "'\(written)' is Swift 2's spelling of the delegate method '\(today)' (the first parameter's name was not a label then); Kiln calls it"
                if !bindings.notes.contains(note) { bindings.notes.append(note) }
            }
        }
    }

    func simulatedAppProcessDidEnd(_ reason: TerminationReason) {
        // Every object of the app is gone: its delegate, its observers, its defaults in memory.
        delegateObject = nil
        sceneDelegateObject = nil
        scene = .none
        for token in observerTokens { bindings.simulator.notificationCenter.removeObserver(token) }
        observerTokens = []
        blockTokens = [:]
        defaults = nil
        processValues = [:]
        // And so are its statics (`static var shared = Store()`): they start again on next use,
        // as in the new process of the next launch. The script's top-level variables are the
        // lesson driving the device, not the app, and keep their values.
        context?.resetStaticProperties(ofTypes: bindings.scriptTypeNames)
    }

    /// Runs the app's code (a callback, an observer): a power cut ends the app, not the script;
    /// any other error is kept for the device action to report.
    func runAppCode(_ body: () throws -> Void) {
        bindings.callbackDepth += 1
        defer { bindings.callbackDepth -= 1 }
        do {
            try body()
        } catch SimulatorError.powerLost {
            // The simulator has ended the process; the rest of the callback never runs.
        } catch {
            if pendingError == nil { pendingError = error }
        }
    }

    /// Throws the error the app's code raised during the last device action, if any.
    func reportPendingError() throws {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
    }

    func makeDelegate(_ context: NativeContext) throws {
        guard let className = delegateClassName else { return }
        let made = try context.construct(className, labels: [], arguments: [])
        guard case .object = made.unwrapped else {
            throw context.fault("the app delegate must be a class, such as class AppDelegate: UIResponder, UIApplicationDelegate")
        }
        delegateObject = made.unwrapped
        guard let sceneClassName = sceneDelegateClassName else { return }
        let sceneDelegate = try context.construct(sceneClassName, labels: [], arguments: []).unwrapped
        guard case .object = sceneDelegate else {
            throw context.fault("the scene delegate must be a class, such as class SceneDelegate: UIResponder, UIWindowSceneDelegate")
        }
        sceneDelegateObject = sceneDelegate
        scene = try context.construct("UIWindowScene", labels: ["__delegate"], arguments: [sceneDelegate]).unwrapped
    }

    func detach() {
        delegateObject = nil
        sceneDelegateObject = nil
        scene = .none
        application = .none
        center = .none
        context = nil
        bindings.simulator.delegate = nil
        for token in observerTokens { bindings.simulator.notificationCenter.removeObserver(token) }
        observerTokens = []
    }
}

/// A script value carried through the simulator's notification center as `userInfo`.
private final class UserInfoBox {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension Bindings {
    func registerAppPrimitives(in interpreter: Interpreter) {
        let simulator = self.simulator
        primitive(interpreter, "Launch", 3) { [unowned self] context, arguments in
            guard case .metatype(let type) = arguments[0].unwrapped else {
                throw context.fault("Simulator.launch(_:) takes the app delegate's class, such as AppDelegate.self")
            }
            guard simulator.state == .notRunning else {
                throw context.fault("Simulator.launch(_:): the app is \(simulator.state); tapIcon() brings it to the foreground, terminate() ends it")
            }
            app.context = context
            app.application = arguments[1]
            app.delegateClassName = type.name
            // The scene delegate the app's Info.plist would name: the one given, or the script's
            // class that adopts UIWindowSceneDelegate (as Xcode's iOS 13 template declares it).
            if case .metatype(let sceneType) = arguments[2].unwrapped {
                app.sceneDelegateClassName = sceneType.name
            } else {
                let adopters = classes.filter { $0.inherited.contains("UIWindowSceneDelegate") || $0.inherited.contains("UISceneDelegate") }
                app.sceneDelegateClassName = adopters.count == 1 ? adopters[0].name : nil
            }
            simulator.lifecycle.usesScenes = app.sceneDelegateClassName != nil
            simulator.delegate = app
            try app.makeDelegate(context)
            try deviceAction(context) { try simulator.launch() }
            return .void
        }
        primitive(interpreter, "Device", 1) { [unowned self] context, arguments in
            let action = try stringArgument(arguments[0], context, "the action")
            try deviceAction(context) {
                switch action {
                case "pressHome": try simulator.pressHome()
                case "incomingCall": try simulator.incomingCall()
                case "endCall": try simulator.endCall()
                case "tapIcon":
                    if simulator.state == .notRunning {
                        guard app.delegateClassName != nil else {
                            throw SimulatorError.illegalLifecycleCall("tapIcon(): the app has never been launched; call Simulator.launch(AppDelegate.self) first")
                        }
                        try app.makeDelegate(context)
                    }
                    try simulator.tapIcon()
                case "receiveMemoryWarning": try simulator.receiveMemoryWarning()
                case "terminate": try simulator.terminate()
                default: throw context.fault("unknown device action \(action)")
                }
            }
            return .void
        }
        primitive(interpreter, "Advance", 1) { [unowned self] context, arguments in
            let seconds = try doubleArgument(arguments[0], context, "seconds")
            try deviceAction(context) { try simulator.advance(seconds: seconds) }
            return .void
        }
        primitive(interpreter, "Block", 1) { [unowned self] context, arguments in
            let seconds = try doubleArgument(arguments[0], context, "seconds")
            try deviceAction(context) { try simulator.block(seconds: seconds) }
            return .void
        }
        primitive(interpreter, "FailNextWrite", 1) { context, arguments in
            let bytes = try intArgument(arguments[0], context, "afterBytes")
            do { try simulator.failNextWrite(afterBytes: bytes) } catch { throw context.fault("\(error)") }
            return .void
        }
        primitive(interpreter, "State", 0) { _, _ in .string(simulator.state.rawValue) }
        primitive(interpreter, "ApplicationState", 0) { _, _ in
            .string((simulator.state.applicationState ?? .background).rawValue)
        }
        primitive(interpreter, "Events", 0) { _, _ in .array(simulator.events.map { .string($0.scriptText) }) }
        primitive(interpreter, "MemoryFootprint", 0) { _, _ in .int(simulator.memoryFootprint) }
        primitive(interpreter, "MemoryLimit", 0) { _, _ in .int(simulator.memoryLimit) }
        primitive(interpreter, "SetMemoryLimit", 1) { context, arguments in
            let limit = try intArgument(arguments[0], context, "memoryLimit")
            guard limit > 0 else { throw context.fault("Simulator.memoryLimit must be more than 0 bytes, not \(limit)") }
            simulator.memoryLimit = limit
            return .void
        }
        primitive(interpreter, "RegisterViewController", 1) { [unowned self] context, arguments in
            guard case .object(let controller) = arguments[0].unwrapped else { return .void }
            app.context = context
            // Each view controller hears the warning through the notification center, as UIKit's do,
            // for as long as it is alive (the center holds it weakly).
            let token = simulator.notificationCenter.addObserver(controller, name: UIApplicationNotification.didReceiveMemoryWarning.rawValue,
                                                                 object: nil) { [unowned self, weak controller] _ in
                guard let controller else { return }
                app.runAppCode {
                    _ = try context.callMethod("didReceiveMemoryWarning", labels: [], on: .object(controller), arguments: [])
                }
            }
            app.observerTokens.append(token)
            return .void
        }
        primitive(interpreter, "AppDelegate", 0) { [unowned self] _, _ in app.delegateObject ?? .none }
        primitive(interpreter, "ConnectedScene", 0) { [unowned self] _, _ in app.scene }

        registerNotificationPrimitives(in: interpreter)
    }

    /// Runs a device action; an illegal one stops the script with the simulator's message, an
    /// error raised by the app's code during it is reported now.
    private func deviceAction(_ context: NativeContext, _ action: () throws -> Void) throws {
        do {
            try action()
        } catch let error as SimulatorError {
            app.pendingError = nil
            throw context.fault(error.scriptText)
        }
        try app.reportPendingError()
    }

    private func registerNotificationPrimitives(in interpreter: Interpreter) {
        let center = simulator.notificationCenter
        primitive(interpreter, "AddObserver", 5) { [unowned self] context, arguments in
            guard case .object(let observer) = arguments[0].unwrapped else {
                throw context.fault("addObserver(_:selector:name:object:) needs an object as the observer")
            }
            let selector = try stringArgument(arguments[1], context, "the selector")
            guard context.responds(arguments[0].unwrapped, to: selectorBaseName(selector)) else {
                throw context.fault("'\(observer.type.name)' has no method \(selector) for #selector")
            }
            app.context = context
            app.center = arguments[4]
            let name = arguments[2].unwrapped.isNone ? nil : try stringArgument(arguments[2], context, "the name")
            // The observer is held weakly, as Foundation has done since iOS 9.
            let token = center.addObserver(observer, name: name, object: senderObject(arguments[3])) { [unowned self, weak observer] posted in
                guard let observer else { return }
                let observerValue = Value.object(observer)
                app.runAppCode {
                    let notification = try makeNotification(posted, context)
                    let labels = selectorLabels(selector)
                    _ = try callCocoaMethod(context, selectorBaseName(selector), labels: labels, on: observerValue,
                                            arguments: labels.isEmpty ? [] : [notification]) { written, today in
                        let note = "'\(written)' is Swift 2's spelling of the method '\(today)' that #selector names (the first parameter's name was not a label then); Kiln calls it"
                        if !notes.contains(note) { notes.append(note) }
                    }
                }
            }
            app.observerTokens.append(token)
            return .void
        }
        primitive(interpreter, "AddBlockObserver", 4) { [unowned self] context, arguments in
            app.context = context
            app.center = arguments[3]
            let name = arguments[0].unwrapped.isNone ? nil : try stringArgument(arguments[0], context, "the name")
            let block = arguments[2]
            let token = center.addObserver(nil, name: name, object: senderObject(arguments[1])) { [unowned self] posted in
                app.runAppCode {
                    _ = try context.call(block, arguments: [try makeNotification(posted, context)])
                }
            }
            app.observerTokens.append(token)
            let id = app.nextBlockToken
            app.nextBlockToken += 1
            app.blockTokens[id] = token
            return .int(id)
        }
        primitive(interpreter, "RemoveToken", 1) { [unowned self] context, arguments in
            let id = try intArgument(arguments[0], context, "the observer token")
            if let token = app.blockTokens.removeValue(forKey: id) { center.removeObserver(token) }
            return .void
        }
        primitive(interpreter, "RemoveObserver", 3) { context, arguments in
            guard case .object(let observer) = arguments[0].unwrapped else { return .void }
            let name = arguments[1].unwrapped.isNone ? nil : try stringArgument(arguments[1], context, "the name")
            center.removeObserver(observer, name: name, object: senderObject(arguments[2]))
            return .void
        }
        primitive(interpreter, "Post", 4) { [unowned self] context, arguments in
            app.context = context
            app.center = arguments[3]
            let name = try stringArgument(arguments[0], context, "the name")
            let userInfo: Any? = arguments[2].unwrapped.isNone ? nil : UserInfoBox(arguments[2].unwrapped)
            center.post(name: name, object: senderObject(arguments[1]), userInfo: userInfo)
            try app.reportPendingError()
            return .void
        }
    }

    private func makeNotification(_ posted: PostedNotification, _ context: NativeContext) throws -> Value {
        let object: Value = (posted.object as? Instance).map { .object($0) } ?? .none
        let userInfo: Value = (posted.userInfo as? UserInfoBox)?.value ?? .none
        return try context.callMethod("__kilnMakeNotification", labels: [nil, nil, nil], on: app.center,
                                      arguments: [.string(posted.name), object, userInfo])
    }
}

/// The sender a registration filters on, or a post names: only objects have an identity.
private func senderObject(_ value: Value) -> AnyObject? {
    if case .object(let instance) = value.unwrapped { return instance }
    return nil
}

/// `handleLowMemory(_:)` → `handleLowMemory`.
func selectorBaseName(_ selector: String) -> String {
    String(selector.prefix { $0 != "(" })
}

/// `handle(_:)` → `[nil]`; `clear` or `clear()` → `[]`.
func selectorLabels(_ selector: String) -> [String?] {
    guard let open = selector.firstIndex(of: "("), let close = selector.lastIndex(of: ")"), open < close else { return [] }
    return selector[selector.index(after: open)..<close].split(separator: ":").map { $0 == "_" ? nil : String($0) }
}
