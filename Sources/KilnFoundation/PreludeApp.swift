// The prelude's app: UIApplication and its notification names, the `Simulator` type scripts drive the
// device with, Notification and NotificationCenter (AppBindings.swift).
extension Prelude {
    static let app = #"""
struct Notification: CustomStringConvertible, CustomDebugStringConvertible, Hashable {
    // Its name prints as Swift prints it: `Name(rawValue: "…")`.
    struct Name: Equatable, Hashable {
        let rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
        init(rawValue: String) { self.rawValue = rawValue }
    }
    let name: Name
    let object: Any?
    let userInfo: [AnyHashable: Any]?
    init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
    var description: String {
        var text = "name = \(name.rawValue)"
        if let object = object { text += ", object = \(object)" }
        if let userInfo = userInfo { text += ", userInfo = " + Notification.__describe(userInfo) }
        return text
    }
    // Swift's text of a `[AnyHashable: Any]`: each key shown as `AnyHashable("k")`.
    static func __describe(_ userInfo: [AnyHashable: Any]) -> String {
        if userInfo.isEmpty { return "[:]" }
        var entries: [String] = []
        for (key, value) in userInfo {
            let shown = String(reflecting: key)
            entries.append((shown.hasPrefix("AnyHashable(") ? shown : "AnyHashable(" + shown + ")") + ": " + String(reflecting: value))
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }
    var debugDescription: String { return description }
    // Foundation compares the names and the objects (the same object, or both nil).
    static func == (lhs: Notification, rhs: Notification) -> Bool {
        if lhs.name != rhs.name { return false }
        if lhs.object == nil && rhs.object == nil { return true }
        guard let a = lhs.object, let b = rhs.object else { return false }
        return __kilnIdentical(a, b)
    }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

protocol UIApplicationDelegate {}

class NSNotificationCenter {
    static func defaultCenter() -> NotificationCenter {
        __kilnRenamed("NSNotificationCenter.defaultCenter()", "NotificationCenter.default")
        return NotificationCenter.default
    }
}

class UIResponder: NSObject {}

/// Enough of a view controller for the lessons: iOS calls `didReceiveMemoryWarning()` on each
/// one that is alive when the app gets a memory warning.
class UIViewController: UIResponder {
    var title: String?
    override init() {
        super.init()
        __kilnRegisterViewController(self)
    }
    init(nibName: String?, bundle: Bundle?) {
        super.init()
        __kilnRegisterViewController(self)
    }
    /// Whether `viewDidLoad` has run (`loadViewIfNeeded()` runs it once, as UIKit does).
    var isViewLoaded = false
    func loadViewIfNeeded() {
        if isViewLoaded { return }
        isViewLoaded = true
        viewDidLoad()
    }
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidAppear(_ animated: Bool) {}
    func viewWillDisappear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
    func didReceiveMemoryWarning() {}
}

protocol UISceneDelegate {}
protocol UIWindowSceneDelegate: UISceneDelegate {}

/// The app's one scene session (iOS 13's scenes; Kiln's app has one window scene).
class UISceneSession: NSObject {
    struct Role: Equatable, Hashable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    let role = Role.windowApplication
    let persistentIdentifier = "Kiln-Scene-1"
    weak var scene: UIScene?
}

class UISceneConfiguration: NSObject {
    let name: String?
    let role: UISceneSession.Role
    var delegateClass: AnyClass?
    init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

/// A scene: the app's window scene, whose delegate (the script's `SceneDelegate`) hears the
/// foreground and background changes (`sceneDidEnterBackground(_:)`).
class UIScene: UIResponder {
    class ConnectionOptions: NSObject {}
    enum ActivationState: Int {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
    var delegate: UISceneDelegate?
    let session = UISceneSession()
    var title: String?
    init(__delegate: Any) {
        delegate = __delegate as? UISceneDelegate
        super.init()
        session.scene = self
    }
    var activationState: ActivationState {
        let state: UIApplication.UIApplicationState = UIApplication.shared.applicationState
        if state == UIApplication.UIApplicationState.active { return ActivationState.foregroundActive }
        if state == UIApplication.UIApplicationState.inactive { return ActivationState.foregroundInactive }
        if state == UIApplication.UIApplicationState.notRunning { return ActivationState.unattached }
        return ActivationState.background
    }
    static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

class UIWindowScene: UIScene {}

class UIApplication: NSObject {
    /// iOS's `UIApplication.State`, with the two states iOS does not report to the app
    /// (`notRunning`, `suspended`) that `Simulator.state` also answers.
    typealias State = UIApplicationState
    enum UIApplicationState: Int, CustomStringConvertible {
        case active = 0, inactive = 1, background = 2, notRunning = 3, suspended = 4
        var description: String {
            switch self {
            case .active: return "active"
            case .inactive: return "inactive"
            case .background: return "background"
            case .notRunning: return "notRunning"
            case .suspended: return "suspended"
            }
        }
        static func __kilnNamed(_ name: String) -> UIApplicationState {
            switch name {
            case "active": return UIApplicationState.active
            case "inactive": return UIApplicationState.inactive
            case "background": return UIApplicationState.background
            case "suspended": return UIApplicationState.suspended
            default: return UIApplicationState.notRunning
            }
        }
    }
    static let shared = UIApplication()
    static func sharedApplication() -> UIApplication {
        __kilnRenamed("UIApplication.sharedApplication()", "UIApplication.shared")
        return UIApplication.shared
    }
    var delegate: Any? { return __kilnAppDelegate() }
    /// The app's scenes: its one window scene while it runs, if it has a scene delegate.
    var connectedScenes: Set<UIScene> {
        if let scene = __kilnConnectedScene() as? UIScene { return [scene] }
        return []
    }
    var applicationState: UIApplicationState { return UIApplicationState.__kilnNamed(__kilnApplicationState()) }

    static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}

// Swift 3's and 4's names of the app's notifications (`NSNotification.Name.UIApplicationDidEnterBackground`).
typealias NSNotification = Notification
extension Notification.Name {
\#(Prelude.oldSpellings([
        ("static var UIApplicationDidFinishLaunching: Notification.Name", "Notification.Name.UIApplicationDidFinishLaunching", "UIApplication.didFinishLaunchingNotification", "return UIApplication.didFinishLaunchingNotification"),
        ("static var UIApplicationDidBecomeActive: Notification.Name", "Notification.Name.UIApplicationDidBecomeActive", "UIApplication.didBecomeActiveNotification", "return UIApplication.didBecomeActiveNotification"),
        ("static var UIApplicationWillResignActive: Notification.Name", "Notification.Name.UIApplicationWillResignActive", "UIApplication.willResignActiveNotification", "return UIApplication.willResignActiveNotification"),
        ("static var UIApplicationDidEnterBackground: Notification.Name", "Notification.Name.UIApplicationDidEnterBackground", "UIApplication.didEnterBackgroundNotification", "return UIApplication.didEnterBackgroundNotification"),
        ("static var UIApplicationWillEnterForeground: Notification.Name", "Notification.Name.UIApplicationWillEnterForeground", "UIApplication.willEnterForegroundNotification", "return UIApplication.willEnterForegroundNotification"),
        ("static var UIApplicationDidReceiveMemoryWarning: Notification.Name", "Notification.Name.UIApplicationDidReceiveMemoryWarning", "UIApplication.didReceiveMemoryWarningNotification", "return UIApplication.didReceiveMemoryWarningNotification"),
        ("static var UIApplicationWillTerminate: Notification.Name", "Notification.Name.UIApplicationWillTerminate", "UIApplication.willTerminateNotification", "return UIApplication.willTerminateNotification"),
    ]))
}

// Swift 2's global names of the app's notifications.
\#(Prelude.oldGlobals([
    ("var UIApplicationDidFinishLaunchingNotification: Notification.Name", "UIApplicationDidFinishLaunchingNotification", "UIApplication.didFinishLaunchingNotification", "return UIApplication.didFinishLaunchingNotification"),
    ("var UIApplicationDidBecomeActiveNotification: Notification.Name", "UIApplicationDidBecomeActiveNotification", "UIApplication.didBecomeActiveNotification", "return UIApplication.didBecomeActiveNotification"),
    ("var UIApplicationWillResignActiveNotification: Notification.Name", "UIApplicationWillResignActiveNotification", "UIApplication.willResignActiveNotification", "return UIApplication.willResignActiveNotification"),
    ("var UIApplicationDidEnterBackgroundNotification: Notification.Name", "UIApplicationDidEnterBackgroundNotification", "UIApplication.didEnterBackgroundNotification", "return UIApplication.didEnterBackgroundNotification"),
    ("var UIApplicationWillEnterForegroundNotification: Notification.Name", "UIApplicationWillEnterForegroundNotification", "UIApplication.willEnterForegroundNotification", "return UIApplication.willEnterForegroundNotification"),
    ("var UIApplicationDidReceiveMemoryWarningNotification: Notification.Name", "UIApplicationDidReceiveMemoryWarningNotification", "UIApplication.didReceiveMemoryWarningNotification", "return UIApplication.didReceiveMemoryWarningNotification"),
    ("var UIApplicationWillTerminateNotification: Notification.Name", "UIApplicationWillTerminateNotification", "UIApplication.willTerminateNotification", "return UIApplication.willTerminateNotification"),
]))

/// What iOS does by itself, driven by the script (see DESIGN.md, "The simulated device").
class Simulator {
    /// Launches the app: `AppDelegate.self`, and its scene delegate (iOS 13's `SceneDelegate`),
    /// found in the script as the class that adopts UIWindowSceneDelegate, or named here.
    static func launch(_ appDelegate: Any) { __kilnLaunch(appDelegate, UIApplication.shared, nil) }
    static func launch(_ appDelegate: Any, sceneDelegate: Any) { __kilnLaunch(appDelegate, UIApplication.shared, sceneDelegate) }
    static func pressHome() { __kilnDevice("pressHome") }
    static func incomingCall() { __kilnDevice("incomingCall") }
    static func endCall() { __kilnDevice("endCall") }
    static func tapIcon() { __kilnDevice("tapIcon") }
    static func receiveMemoryWarning() { __kilnDevice("receiveMemoryWarning") }
    static func terminate() { __kilnDevice("terminate") }
    static func advance(seconds: Double) { __kilnAdvance(seconds) }
    static func failNextWrite(afterBytes bytes: Int) { __kilnFailNextWrite(bytes) }
    static var state: UIApplication.State { return UIApplication.State.__kilnNamed(__kilnState()) }
    static var events: [String] { return __kilnEvents() }
    static var memoryFootprint: Int { return __kilnMemoryFootprint() }
    static var memoryLimit: Int {
        get { return __kilnMemoryLimit() }
        set { __kilnSetMemoryLimit(newValue) }
    }
}

class __KilnObserverToken: NSObject {
    let id: Int
    init(id: Int) {
        self.id = id
        super.init()
    }
}

extension NotificationCenter {
    static let `default` = NotificationCenter()
    func addObserver(_ observer: Any, selector: String, name: Notification.Name?, object: Any?) {
        __kilnAddObserver(observer, selector, name?.rawValue, object, self)
    }
    func addObserver(forName name: Notification.Name?, object: Any?, queue: Any?, using block: @escaping (Notification) -> Void) -> Any {
        return __KilnObserverToken(id: __kilnAddBlockObserver(name?.rawValue, object, block, self))
    }
    func post(name: Notification.Name, object: Any?) { __kilnPost(name.rawValue, object, nil, self) }
    func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]?) { __kilnPost(name.rawValue, object, userInfo, self) }
    func post(_ notification: Notification) { __kilnPost(notification.name.rawValue, notification.object, notification.userInfo, self) }
    func removeObserver(_ observer: Any) {
        if let token = observer as? __KilnObserverToken {
            __kilnRemoveToken(token.id)
        } else {
            __kilnRemoveObserver(observer, nil, nil)
        }
    }
    func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        if let token = observer as? __KilnObserverToken {
            __kilnRemoveToken(token.id)
        } else {
            __kilnRemoveObserver(observer, name?.rawValue, object)
        }
    }
    func __kilnMakeNotification(_ name: String, _ object: Any?, _ userInfo: Any?) -> Notification {
        return Notification(name: Notification.Name(name), object: object, userInfo: userInfo as? [AnyHashable: Any])
    }
}
"""#
}
