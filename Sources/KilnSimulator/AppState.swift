/// `UIApplication.State`, plus the two states iOS has but does not report to the app
/// (not running, suspended), as Apple's "App Life Cycle" guide names them.
public enum AppState: String, Sendable, CaseIterable, CustomStringConvertible {
    case notRunning
    case inactive
    case active
    case background
    case suspended

    public var description: String { rawValue }

    /// Whether the app's process exists (its objects and statics are alive).
    public var isRunning: Bool { self != .notRunning }

    /// What `UIApplication.shared.applicationState` says: a suspended app runs no code, so it can
    /// only ever see itself in the background; a not-running app has no answer.
    public var applicationState: AppState? {
        switch self {
        case .notRunning: return nil
        case .suspended: return .background
        default: return self
        }
    }
}

/// The `UIApplicationDelegate` methods the simulator calls, by what they announce; how scripts
/// spell them (`applicationDidEnterBackground(_:)`) is KilnFoundation's (ScriptSpellings.swift).
public enum AppCallback: Sendable, CaseIterable, CustomStringConvertible {
    case willFinishLaunching
    case didFinishLaunching
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case didReceiveMemoryWarning
    case willTerminate
    /// The scene delegate's callbacks (iOS 13's scenes): an app whose Info.plist names a scene
    /// delegate hears the foreground and background changes there, not in its app delegate.
    case sceneWillConnect
    case sceneWillEnterForeground
    case sceneDidBecomeActive
    case sceneWillResignActive
    case sceneDidEnterBackground
    case sceneDidDisconnect

    /// Whether the scene delegate, not the app delegate, receives it.
    public var isSceneCallback: Bool {
        switch self {
        case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
             .sceneDidEnterBackground, .sceneDidDisconnect:
            return true
        default: return false
        }
    }

    /// The callback's case name (`didEnterBackground`).
    public var description: String {
        switch self {
        case .willFinishLaunching: return "willFinishLaunching"
        case .didFinishLaunching: return "didFinishLaunching"
        case .didBecomeActive: return "didBecomeActive"
        case .willResignActive: return "willResignActive"
        case .didEnterBackground: return "didEnterBackground"
        case .willEnterForeground: return "willEnterForeground"
        case .didReceiveMemoryWarning: return "didReceiveMemoryWarning"
        case .willTerminate: return "willTerminate"
        case .sceneWillConnect: return "sceneWillConnect"
        case .sceneWillEnterForeground: return "sceneWillEnterForeground"
        case .sceneDidBecomeActive: return "sceneDidBecomeActive"
        case .sceneWillResignActive: return "sceneWillResignActive"
        case .sceneDidEnterBackground: return "sceneDidEnterBackground"
        case .sceneDidDisconnect: return "sceneDidDisconnect"
        }
    }

    /// The scene delegate's callback that stands for this app delegate's one in an app with a
    /// scene delegate (`sceneDidEnterBackground` for `didEnterBackground`), if any.
    public var sceneCounterpart: AppCallback? {
        switch self {
        case .didBecomeActive: return .sceneDidBecomeActive
        case .willResignActive: return .sceneWillResignActive
        case .didEnterBackground: return .sceneDidEnterBackground
        case .willEnterForeground: return .sceneWillEnterForeground
        default: return nil
        }
    }

    /// The notifications UIKit posts right after calling this delegate method, in order: a scene
    /// callback's scene notification, then the application's (UIKit still posts
    /// `UIApplicationDidEnterBackgroundNotification` for an app with scenes).
    public var notifications: [UIApplicationNotification] {
        switch self {
        case .willFinishLaunching: return []
        case .didFinishLaunching: return [.didFinishLaunching]
        case .didBecomeActive: return [.didBecomeActive]
        case .willResignActive: return [.willResignActive]
        case .didEnterBackground: return [.didEnterBackground]
        case .willEnterForeground: return [.willEnterForeground]
        case .didReceiveMemoryWarning: return [.didReceiveMemoryWarning]
        case .willTerminate: return [.willTerminate]
        case .sceneWillConnect: return [.sceneWillConnect]
        case .sceneWillEnterForeground: return [.sceneWillEnterForeground, .willEnterForeground]
        case .sceneDidBecomeActive: return [.sceneDidActivate, .didBecomeActive]
        case .sceneWillResignActive: return [.sceneWillDeactivate, .willResignActive]
        case .sceneDidEnterBackground: return [.sceneDidEnterBackground, .didEnterBackground]
        case .sceneDidDisconnect: return [.sceneDidDisconnect]
        }
    }
}

/// The notifications `UIApplication` posts; the raw value is the name the system posts them under
/// (`UIApplicationDidEnterBackgroundNotification`), what the app's notification center matches.
/// How Swift code spells them is KilnFoundation's (ScriptSpellings.swift).
public enum UIApplicationNotification: String, Sendable, CaseIterable, CustomStringConvertible {
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case didReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
    case willTerminate = "UIApplicationWillTerminateNotification"
    // UIScene's, posted with the scene as their object.
    case sceneWillConnect = "UISceneWillConnectNotification"
    case sceneWillEnterForeground = "UISceneWillEnterForegroundNotification"
    case sceneDidActivate = "UISceneDidActivateNotification"
    case sceneWillDeactivate = "UISceneWillDeactivateNotification"
    case sceneDidEnterBackground = "UISceneDidEnterBackgroundNotification"
    case sceneDidDisconnect = "UISceneDidDisconnectNotification"

    /// Whether it is one of UIScene's (its object is the scene, not the application).
    public var isSceneNotification: Bool { rawValue.hasPrefix("UIScene") }

    public var description: String { rawValue }
}

/// Why the app's process ended.
public enum TerminationReason: Equatable, Sendable, CustomStringConvertible {
    /// `terminate()`: the system (or the user, in the app switcher) ended the app.
    case terminated
    /// The app was over the memory limit while in the background, or went far past it in any
    /// state (a runaway allocation), and iOS reclaimed it.
    case jetsam(footprint: Int, limit: Int)
    /// Power was lost during a write armed by `failNextWrite(afterBytes:)`.
    case powerLost(path: String, bytesWritten: Int)

    public var description: String {
        switch self {
        case .terminated: return "terminated"
        case .jetsam(let footprint, let limit):
            return "jetsam: terminated using \(footprint) bytes, over the limit of \(limit)"
        case .powerLost(let path, let bytes): return "power lost writing \(path) after \(bytes) bytes"
        }
    }
}

/// One entry of `Simulator.events`: what the device did, in order.
public enum SimulatorEvent: Equatable, Sendable, CustomStringConvertible {
    case stateChanged(from: AppState, to: AppState)
    case callback(AppCallback)
    /// A notification UIKit posted (the app's own posts are not recorded).
    case notificationPosted(UIApplicationNotification)
    /// The footprint went over `memoryLimit`.
    case memoryLimitExceeded(footprint: Int, limit: Int)
    /// The process ended; every object of the app is gone, the sandbox's files stay.
    case processEnded(TerminationReason)
    /// The app scheduled a local notification (UserNotifications' `add(_:)`), or took one back.
    case localNotificationScheduled(identifier: String, title: String)
    case localNotificationRemoved(identifier: String)

    public var description: String {
        switch self {
        case .stateChanged(let from, let to): return "state \(from) → \(to)"
        case .callback(let callback): return "callback \(callback)"
        case .notificationPosted(let name): return "post \(name.rawValue)"
        case .memoryLimitExceeded(let footprint, let limit): return "memory \(footprint) bytes over the limit of \(limit)"
        case .processEnded(let reason): return "process ended (\(reason))"
        case .localNotificationScheduled(let identifier, let title): return "schedule local notification \(identifier) \"\(title)\""
        case .localNotificationRemoved(let identifier): return "remove local notification \(identifier)"
        }
    }
}
