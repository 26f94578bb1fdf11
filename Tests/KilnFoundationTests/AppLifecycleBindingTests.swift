import XCTest
import KilnFoundation
import KilnSimulator

final class AppLifecycleBindingTests: XCTestCase {
    static let delegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
                print("didFinishLaunching", application.applicationState)
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { print("didBecomeActive") }
            func applicationWillResignActive(_ application: UIApplication) { print("willResignActive") }
            func applicationDidEnterBackground(_ application: UIApplication) { print("didEnterBackground", application.applicationState) }
            func applicationWillEnterForeground(_ application: UIApplication) { print("willEnterForeground") }
            func applicationWillTerminate(_ application: UIApplication) { print("willTerminate") }
        }

        """

    func testCallbacksComeInIOSOrder() throws {
        let (result, _) = try runScript(Self.delegate + """
            Simulator.launch(AppDelegate.self)
            print(Simulator.state)
            Simulator.incomingCall()
            print(Simulator.state)
            Simulator.endCall()
            Simulator.pressHome()
            Simulator.advance(seconds: 5)
            print(Simulator.state)
            Simulator.tapIcon()
            Simulator.terminate()
            print(Simulator.state)
            """)
        XCTAssertEqual(result.output, """
            didFinishLaunching inactive
            didBecomeActive
            active
            willResignActive
            inactive
            didBecomeActive
            willResignActive
            didEnterBackground background
            suspended
            willEnterForeground
            didBecomeActive
            willTerminate
            notRunning

            """)
        XCTAssertEqual(result.events.first, .stateChanged(from: .notRunning, to: .inactive))
        XCTAssertEqual(result.events.last, .processEnded(.terminated))
        XCTAssertTrue(result.events.contains(.callback(.willFinishLaunching)))
    }

    func testAnIllegalDeviceActionStopsTheScriptWithTheSimulatorsMessage() throws {
        let (result, _) = try runScript(Self.delegate + "Simulator.pressHome()\n", expectSuccess: false)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("pressHome(): the app is not running"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("Lesson.swift:"), result.renderedDiagnostics)
    }

    func testAnErrorInACallbackIsReportedAtItsLine() throws {
        let (result, _) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidEnterBackground(_ application: UIApplication) {
                    let items: [Int] = []
                    print(items[0])
                }
            }
            Simulator.launch(AppDelegate.self)
            Simulator.pressHome()
            print("not reached")
            """, expectSuccess: false)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.renderedDiagnostics.contains("Lesson.swift:4:"), result.renderedDiagnostics)
    }

    func testMemoryWarningsReachObserversThroughTheNotificationCenter() throws {
        let (result, _) = try runScript("""
            class ImageStore {
                var cache: [String: Int] = ["a": 1, "b": 2]
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(clearCache(_:)),
                                                           name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
                }
                @objc func clearCache(_ note: Notification) {
                    print("flushing \\(cache.count) images for", note.name.rawValue)
                    cache = [:]
                }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let store = ImageStore()
            }
            var heard: [String] = []
            let token = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { note in
                heard.append(note.name.rawValue)
            }
            Simulator.launch(AppDelegate.self)
            Simulator.receiveMemoryWarning()
            Simulator.pressHome()
            print(heard)
            NotificationCenter.default.removeObserver(token)
            NotificationCenter.default.post(name: Notification.Name("Custom"), object: nil)
            """)
        XCTAssertEqual(result.output, """
            flushing 2 images for UIApplicationDidReceiveMemoryWarningNotification
            ["UIApplicationDidEnterBackgroundNotification"]

            """)
    }

    func testTerminateEndsTheProcessAndTheNextLaunchMakesANewDelegate() throws {
        let (result, _) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var launches = 0
                func applicationDidBecomeActive(_ application: UIApplication) {
                    launches += 1
                    print("active, launches seen by this delegate:", launches)
                }
            }
            Simulator.launch(AppDelegate.self)
            let first = UIApplication.shared.delegate as! AppDelegate
            Simulator.pressHome()
            Simulator.tapIcon()
            Simulator.terminate()
            print(UIApplication.shared.delegate == nil)
            Simulator.tapIcon()
            print(first === (UIApplication.shared.delegate as! AppDelegate))
            """)
        XCTAssertEqual(result.output, """
            active, launches seen by this delegate: 1
            active, launches seen by this delegate: 2
            true
            active, launches seen by this delegate: 1
            false

            """)
    }
}

extension AppLifecycleBindingTests {
    func testPostedNotificationsCarryTheirObjectAndUserInfoAndFilterBySender() throws {
        let (result, _) = try runScript("""
            class Sender: NSObject {}
            class Listener: NSObject {
                @objc func changed(_ note: Notification) {
                    print("changed", note.userInfo?["count"] as? Int ?? -1, note.object as? Sender != nil)
                }
            }
            let mine = Sender()
            let other = Sender()
            let listener = Listener()
            let name = Notification.Name("ItemsChanged")
            NotificationCenter.default.addObserver(listener, selector: #selector(Listener.changed(_:)), name: name, object: mine)
            NotificationCenter.default.post(name: name, object: mine, userInfo: ["count": 3])
            NotificationCenter.default.post(name: name, object: other, userInfo: ["count": 4])
            NotificationCenter.default.removeObserver(listener)
            NotificationCenter.default.post(name: name, object: mine, userInfo: ["count": 5])
            print("done")
            """)
        XCTAssertEqual(result.output, "changed 3 true\ndone\n")
    }
}

extension AppLifecycleBindingTests {
    func testViewControllersHearMemoryWarningsWhileAlive() throws {
        let (result, _) = try runScript("""
            class ItemsViewController: UIViewController {
                var cache: [String] = ["a"]
                override func didReceiveMemoryWarning() {
                    super.didReceiveMemoryWarning()
                    print("\\(title ?? "?") drops \\(cache.count) cached rows")
                    cache = []
                }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidReceiveMemoryWarning(_ application: UIApplication) { print("delegate warned") }
            }
            Simulator.launch(AppDelegate.self)
            let kept = ItemsViewController()
            kept.title = "Items"
            var gone: ItemsViewController? = ItemsViewController()
            gone = nil
            Simulator.receiveMemoryWarning()
            print(Simulator.events.last!)
            """)
        XCTAssertEqual(result.output, "delegate warned\nItems drops 1 cached rows\npost UIApplicationDidReceiveMemoryWarningNotification\n")
    }
}

extension AppLifecycleBindingTests {
    func testObserversAreHeldWeakly() throws {
        let (result, _) = try runScript("""
            class Listener: NSObject {
                @objc func heard(_ note: Notification) { print("heard") }
            }
            var listener: Listener? = Listener()
            NotificationCenter.default.addObserver(listener!, selector: #selector(Listener.heard(_:)), name: Notification.Name("Ping"), object: nil)
            NotificationCenter.default.post(name: Notification.Name("Ping"), object: nil)
            listener = nil
            NotificationCenter.default.post(name: Notification.Name("Ping"), object: nil)
            print("end")
            """)
        XCTAssertEqual(result.output, "heard\nend\n")
    }
}

extension AppLifecycleBindingTests {
    func testNotificationNamesCanBeDeclaredInAnExtension() throws {
        let (result, _) = try runScript("""
            extension Notification.Name {
                static let itemsChanged = Notification.Name("ItemsChanged")
            }
            let token = NotificationCenter.default.addObserver(forName: .itemsChanged, object: nil, queue: nil) { note in
                print("heard", note.name.rawValue)
            }
            NotificationCenter.default.post(name: .itemsChanged, object: nil)
            """)
        XCTAssertEqual(result.output, "heard ItemsChanged\n")
    }

    func testAScriptsOwnNameTypeLeavesNotificationNameAlone() throws {
        let (result, _) = try runScript("""
            struct Name { let first: String }
            extension Notification.Name {
                static let saved = Notification.Name("Saved")
            }
            NotificationCenter.default.addObserver(forName: .saved, object: nil, queue: nil) { note in
                print("heard", note.name.rawValue, Name(first: "Ann").first)
            }
            NotificationCenter.default.post(name: Notification.Name.saved, object: nil)
            let name: Notification.Name = Notification.Name(rawValue: "Other")
            print(name.rawValue, Name(first: "Bo").first)
            """)
        XCTAssertEqual(result.output, "heard Saved Ann\nOther Bo\n")
    }

    /// When the system ends the app, its statics go with its process: the next launch makes them
    /// again. Only what was written to disk is left. The script's top-level variables drive the
    /// lesson, not the app, and keep their values.
    func testTheAppsStaticsStartAgainAfterATermination() throws {
        let (result, _) = try runScript("""
            class Store {
                static var shared = Store()
                static var launches = 0
                var items: [String] = []
                init() { print("Store made") }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) { Store.launches += 1 }
            }
            var seen = 0
            Simulator.launch(AppDelegate.self)
            Store.shared.items.append("milk")
            seen = Store.shared.items.count
            print(Store.shared.items, Store.launches)
            Simulator.pressHome()
            Simulator.tapIcon()
            print(Store.shared.items, Store.launches)
            Simulator.terminate()
            Simulator.tapIcon()
            print(Store.shared.items, Store.launches, seen)
            """)
        XCTAssertEqual(result.output, """
            Store made
            ["milk"] 1
            ["milk"] 2
            Store made
            [] 1 1

            """)
    }
}

extension AppLifecycleBindingTests {
    /// Tutorials' view controllers load their view with `loadViewIfNeeded()` and register for
    /// lifecycle notifications with `#selector` there.
    func testLoadViewIfNeededRunsViewDidLoadOnce() throws {
        let (result, _) = try runScript("""
            class NotesViewController: UIViewController {
                var notes = ["a", "b"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("loaded")
                    NotificationCenter.default.addObserver(self, selector: #selector(save), name: UIApplication.didEnterBackgroundNotification, object: nil)
                }
                @objc func save() { print("saving \\(notes.count) notes") }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            let controller = NotesViewController()
            print(controller.isViewLoaded)
            controller.loadViewIfNeeded()
            controller.loadViewIfNeeded()
            print(controller.isViewLoaded)
            Simulator.pressHome()
            """)
        XCTAssertEqual(result.output, "false\nloaded\ntrue\nsaving 2 notes\n")
    }
}

extension AppLifecycleBindingTests {
    /// An app with a scene delegate (Xcode's template since iOS 13) hears the foreground and
    /// background changes in it, each followed by UIScene's notification (sent by the scene) and
    /// then UIApplication's; its app delegate's `applicationDidEnterBackground` is not called.
    /// The scene delegate is found as the script's class adopting UIWindowSceneDelegate, or named.
    func testASceneDelegateHearsTheForegroundAndBackgroundChanges() throws {
        let app = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    print("didFinishLaunching")
                    return true
                }
                func applicationDidEnterBackground(_ application: UIApplication) { print("not called with scenes") }
                func applicationWillTerminate(_ application: UIApplication) { print("willTerminate") }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var saves = 0
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let _ = (scene as? UIWindowScene) else { return }
                    print("willConnect", session.role == .windowApplication)
                    NotificationCenter.default.addObserver(forName: UIScene.didEnterBackgroundNotification, object: nil, queue: nil) { note in
                        print("observed", note.object is UIWindowScene)
                    }
                }
                func sceneWillEnterForeground(_ scene: UIScene) { print("sceneWillEnterForeground") }
                func sceneDidBecomeActive(_ scene: UIScene) { print("sceneDidBecomeActive", scene.activationState == .foregroundActive) }
                func sceneWillResignActive(_ scene: UIScene) { print("sceneWillResignActive") }
                func sceneDidEnterBackground(_ scene: UIScene) {
                    saves += 1
                    print("sceneDidEnterBackground", saves)
                }
                func sceneDidDisconnect(_ scene: UIScene) { print("sceneDidDisconnect") }
            }

            """
        let (result, _) = try runScript(app + """
            Simulator.launch(AppDelegate.self)
            print(UIApplication.shared.connectedScenes.count, UIApplication.shared.connectedScenes.first?.delegate is SceneDelegate)
            Simulator.pressHome()
            Simulator.tapIcon()
            Simulator.pressHome()
            Simulator.terminate()
            print(UIApplication.shared.connectedScenes.isEmpty)
            print(Simulator.events.filter { $0.hasPrefix("post UIScene") }.count)
            """)
        XCTAssertEqual(result.output, """
            didFinishLaunching
            willConnect true
            sceneWillEnterForeground
            sceneDidBecomeActive true
            1 true
            sceneWillResignActive
            sceneDidEnterBackground 1
            observed true
            sceneWillEnterForeground
            sceneDidBecomeActive true
            sceneWillResignActive
            sceneDidEnterBackground 2
            observed true
            sceneDidDisconnect
            willTerminate
            true
            10

            """, result.renderedDiagnostics)
        let (named, _) = try runScript(app.replacingOccurrences(of: "UIResponder, UIWindowSceneDelegate", with: "UIResponder") + """
            Simulator.launch(AppDelegate.self, sceneDelegate: SceneDelegate.self)
            Simulator.pressHome()
            """)
        XCTAssertEqual(named.output, """
            didFinishLaunching
            willConnect true
            sceneWillEnterForeground
            sceneDidBecomeActive true
            sceneWillResignActive
            sceneDidEnterBackground 1
            observed true

            """, named.renderedDiagnostics)
    }
}
