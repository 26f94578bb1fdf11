// The simulator's callbacks, notifications and events as scripts and students spell them: the
// delegate methods' Swift selectors, the notifications' Swift names, an event's line of text.
import KilnSimulator

extension AppCallback {
    /// The `UIApplicationDelegate` method as Swift spells it (`applicationDidEnterBackground(_:)`).
    public var swiftSelector: String {
        switch self {
        case .willFinishLaunching: return "application(_:willFinishLaunchingWithOptions:)"
        case .didFinishLaunching: return "application(_:didFinishLaunchingWithOptions:)"
        case .didBecomeActive: return "applicationDidBecomeActive(_:)"
        case .willResignActive: return "applicationWillResignActive(_:)"
        case .didEnterBackground: return "applicationDidEnterBackground(_:)"
        case .willEnterForeground: return "applicationWillEnterForeground(_:)"
        case .didReceiveMemoryWarning: return "applicationDidReceiveMemoryWarning(_:)"
        case .willTerminate: return "applicationWillTerminate(_:)"
        case .sceneWillConnect: return "scene(_:willConnectTo:options:)"
        case .sceneWillEnterForeground: return "sceneWillEnterForeground(_:)"
        case .sceneDidBecomeActive: return "sceneDidBecomeActive(_:)"
        case .sceneWillResignActive: return "sceneWillResignActive(_:)"
        case .sceneDidEnterBackground: return "sceneDidEnterBackground(_:)"
        case .sceneDidDisconnect: return "sceneDidDisconnect(_:)"
        }
    }
}

extension UIApplicationNotification {
    /// `UIApplication.didEnterBackgroundNotification` and so on.
    public var swiftName: String {
        switch self {
        case .didFinishLaunching: return "UIApplication.didFinishLaunchingNotification"
        case .didBecomeActive: return "UIApplication.didBecomeActiveNotification"
        case .willResignActive: return "UIApplication.willResignActiveNotification"
        case .didEnterBackground: return "UIApplication.didEnterBackgroundNotification"
        case .willEnterForeground: return "UIApplication.willEnterForegroundNotification"
        case .didReceiveMemoryWarning: return "UIApplication.didReceiveMemoryWarningNotification"
        case .willTerminate: return "UIApplication.willTerminateNotification"
        case .sceneWillConnect: return "UIScene.willConnectNotification"
        case .sceneWillEnterForeground: return "UIScene.willEnterForegroundNotification"
        case .sceneDidActivate: return "UIScene.didActivateNotification"
        case .sceneWillDeactivate: return "UIScene.willDeactivateNotification"
        case .sceneDidEnterBackground: return "UIScene.didEnterBackgroundNotification"
        case .sceneDidDisconnect: return "UIScene.didDisconnectNotification"
        }
    }
}

extension SimulatorError {
    /// The error as a script's fault says it: a callback by its Swift selector.
    public var scriptText: String {
        if case .actionDuringCallback(let call, let callback) = self {
            return "\(call) cannot be called while the app is handling \(callback.swiftSelector); device actions happen between the app's callbacks"
        }
        return description
    }
}

extension SimulatorEvent {
    /// The event as reports, `--events` and the REPL show it: a callback by its Swift selector,
    /// a notification by the name it is posted under.
    public var scriptText: String {
        switch self {
        case .callback(let callback): return callback.swiftSelector
        case .notificationPosted(let name): return "post \(name.rawValue)"
        default: return description
        }
    }
}
