import Foundation
import XCTest

/// `kiln < transcript`: a teacher's prepared session, its output exactly what the class sees —
/// no prompts, no colour — with the sandbox and device commands in it.
final class ReplTranscriptTests: XCTestCase {
    func testAPipedTranscriptPrintsExactlyItsOutput() throws {
        let transcript = """
            class Item: NSObject, NSCoding {
                var name = "pen"
                func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }
            }
            let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            NSKeyedArchiver.archiveRootObject([Item()], toFile: docs.appendingPathComponent("items.plist").path)
            try "买菜\\nmilk\\n".write(to: docs.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
            try UIImage(color: UIColor.red, size: CGSize(width: 4, height: 2), scale: 1).pngData()!.write(to: docs.appendingPathComponent("red.png"))
            :ls Documents
            :plist Documents/items.plist
            :cat Documents/list.txt
            :image Documents/red.png
            UserDefaults.standard.set(3, forKey: "launches")
            :defaults
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidEnterBackground(_ application: UIApplication) { print("saving") }
            }
            Simulator.launch(AppDelegate.self)
            :home
            :advance 10
            :state
            :tap
            :help cat
            :plist Documents/missing.plist
            print("the end")
            """
        let result = try KilnProcess.run([], stdin: transcript)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            $R0: Bool = true
            Documents/
              items.plist  270 B
              list.txt  12 B
              red.png  89 B
            NSKeyedArchiver archive, 6 objects
            root → NSArray #1
              NS.objects
                [0] → repl.Item #2
                  name → "pen" #3
            买菜
            milk
            PNG, 4 × 2 pixels, 89 B
            ▓▓▓▓
            Library/Preferences/com.example.App.plist
            key       type  value
            launches  Int   3
            saving
            applicationWillResignActive(_:)
            post UIApplicationWillResignActiveNotification
            state active → inactive
            state inactive → background
            applicationDidEnterBackground(_:)
            post UIApplicationDidEnterBackgroundNotification
            state background → suspended
            suspended
            state suspended → background
            applicationWillEnterForeground(_:)
            post UIApplicationWillEnterForegroundNotification
            state background → inactive
            state inactive → active
            applicationDidBecomeActive(_:)
            post UIApplicationDidBecomeActiveNotification
            :cat PATH                 a file: its text, or a hex dump when it is binary
            the end

            """)
        XCTAssertEqual(result.stderr, "error: Documents/missing.plist: No such file or directory\n")
        XCTAssertFalse(result.stdout.contains("\u{1B}") || result.stderr.contains("\u{1B}"), "no colour off a terminal")
    }

    /// Device commands say what went wrong in the student's words, and what they did not do.
    func testDeviceCommandsOnAnAppThatIsNotRunning() throws {
        let result = try KilnProcess.run([], stdin: ":state\n:home\n:advance soon\n:tap\n:warning\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "notRunning\n")
        XCTAssertEqual(result.stderr, """
            error: pressHome(): the app is not running; only an app in the foreground can be sent to the background
            error: :advance needs a number of SECONDS, such as :advance 5
            error: tapIcon(): the app has never been launched; call Simulator.launch(AppDelegate.self) first
            error: receiveMemoryWarning(): the app is not running; only a running app that is not suspended receives memory warnings

            """)
    }
}
