// What the simulated device adds to the JSON coders', UserDefaults', NSCache's and ProcessInfo's
// behaviour, which a differential program cannot show (swiftc's build has no device): suites in
// their own Library/Preferences plists across a relaunch, `didChangeNotification` posted on a
// change (iOS posts it, corelibs does not), NSCache emptied by a memory warning,
// ProcessInfo answering for the app's process, JSON5 read as Foundation reads it.
import XCTest
import KilnFoundation
import PropertyList

final class DeviceServicesTests: XCTestCase {
    func testASuiteLivesInItsOwnPlistAndSurvivesARelaunch() throws {
        let (result, session) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            UserDefaults(suiteName: "group.example.shared")!.set("Oslo", forKey: "city")
            UserDefaults.standard.set(2, forKey: "launches")
            print(UserDefaults(suiteName: "NSGlobalDomain") == nil)
            Simulator.terminate()
            Simulator.tapIcon()
            let shared = UserDefaults(suiteName: "group.example.shared")!
            print(shared.string(forKey: "city") ?? "none", shared.integer(forKey: "launches"))
            print(UserDefaults.standard.persistentDomain(forName: "group.example.shared")?["city"] as? String ?? "none")
            """)
        XCTAssertEqual(result.output, "true\nOslo 0\nOslo\n", result.renderedDiagnostics)
        let suiteFile = session.simulator.sandbox.home + "/Library/Preferences/group.example.shared.plist"
        let plist = try PropertyList(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: suiteFile))))
        guard case .dictionary(let values) = plist else { return XCTFail("not a dictionary") }
        XCTAssertEqual(values["city"], .string("Oslo"))
        XCTAssertNil(values["launches"])
    }

    func testAChangeIsPostedAsIOSPostsIt() throws {
        let (result, _) = try runScript("""
            let token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { note in
                print("changed", (note.object as? UserDefaults) === UserDefaults.standard)
            }
            UserDefaults.standard.set(1, forKey: "a")
            UserDefaults.standard.removeObject(forKey: "a")
            NotificationCenter.default.removeObserver(token)
            UserDefaults.standard.set(2, forKey: "a")
            """)
        XCTAssertEqual(result.output, "changed true\nchanged true\n", result.renderedDiagnostics)
    }

    func testAMemoryWarningEmptiesTheAppsCaches() throws {
        let (result, _) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let thumbnails = NSCache<NSString, UIImage>()
            }
            Simulator.launch(AppDelegate.self)
            let delegate = UIApplication.shared.delegate as! AppDelegate
            delegate.thumbnails.setObject(UIImage(color: .red, size: CGSize(width: 2, height: 2), scale: 1), forKey: "a")
            print(delegate.thumbnails.object(forKey: "a") != nil)
            Simulator.receiveMemoryWarning()
            print(delegate.thumbnails.object(forKey: "a") != nil)
            """)
        XCTAssertEqual(result.output, "true\nfalse\n", result.renderedDiagnostics)
    }

    func testProcessInfoAnswersForTheSimulatedApp() throws {
        let (result, session) = try runScript("""
            let info = ProcessInfo.processInfo
            print(info.processName)
            print(info.environment["HOME"] == NSHomeDirectory(), info.arguments.count)
            print(info.processIdentifier == ProcessInfo.processInfo.processIdentifier)
            info.processName = "Renamed"
            print(ProcessInfo.processInfo.processName, info.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 1, minorVersion: 0, patchVersion: 0)))
            print(info)
            """)
        XCTAssertEqual(result.output, "\(session.simulator.sandbox.appName)\ntrue 1\ntrue\nRenamed true\nFoundationEssentials.ProcessInfo\n",
                       result.renderedDiagnostics)
    }

    func testJSON5IsReadOnlyWhenAllowed() throws {
        let (result, _) = try runScript("""
            let text = Data("{name: 'Ana', /* age */ age: 0x20, score: .5, best: +Infinity,}".utf8)
            struct Player: Codable { var name: String; var age: Int; var score: Double; var best: Double }
            do { _ = try JSONDecoder().decode(Player.self, from: text) } catch { print("plain JSON refuses it") }
            let decoder = JSONDecoder()
            decoder.allowsJSON5 = true
            let player = try decoder.decode(Player.self, from: text)
            print(player.name, player.age, player.score, player.best)
            decoder.assumesTopLevelDictionary = true
            print(try decoder.decode([String: Int].self, from: Data("a: 1, b: 2".utf8)).count)
            """)
        XCTAssertEqual(result.output, "plain JSON refuses it\nAna 32 0.5 inf\n2\n", result.renderedDiagnostics)
    }
}
