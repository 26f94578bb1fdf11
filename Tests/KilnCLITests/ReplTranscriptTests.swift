import Foundation
import XCTest

/// `kiln < transcript`: a teacher's prepared session, its output exactly what the class sees —
/// no prompts, no colour — with the sandbox and device commands in it.
final class ReplTranscriptTests: XCTestCase {
    func testAPipedTranscriptPrintsExactlyItsOutput() throws {
        let transcript = """
            class Item: NSObject, NSCoding {
                var name = "pen"
                override init() { super.init() }
                required init?(coder: NSCoder) { name = coder.decodeObject(forKey: "name") as? String ?? "" }
                func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }
            }
            let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            NSKeyedArchiver.archiveRootObject([Item()], toFile: docs.appendingPathComponent("items.plist").path)
            try "买菜\\nmilk\\n".write(to: docs.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
            :ls Documents
            :plist Documents/items.plist
            :cat Documents/list.txt
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
            NSKeyedArchiver archive, 6 objects
            root → NSArray #1
              NS.objects
                [0] → repl.Item #2
                  name → "pen" #3
            买菜
            milk
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

    /// `:image`: format, size and a preview; the file's byte count is libpng's and zlib's, so it
    /// is not pinned (the transcript above stays exact on any machine).
    func testImageShowsFormatSizeAndAPreviewInGreys() throws {
        let result = try KilnProcess.run([], stdin: """
            let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            try UIImage(color: UIColor.white, size: CGSize(width: 4, height: 2), scale: 1).pngData()!.write(to: docs.appendingPathComponent("white.png"))
            try UIImage(color: UIColor.red, size: CGSize(width: 4, height: 4), scale: 1).jpegData(compressionQuality: 0.5)!.write(to: docs.appendingPathComponent("red.jpg"))
            :image Documents/white.png
            :image Documents/red.jpg
            :image Documents
            """)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 6, result.stdout)
        guard lines.count == 6 else { return }
        XCTAssertTrue(lines[0].hasPrefix("PNG, 4 × 2 pixels, ") && lines[0].hasSuffix(" B"), lines[0])
        XCTAssertEqual(lines[1], "    ", "white, in the grey ramp without colour: one row for two pixel rows")
        XCTAssertTrue(lines[2].hasPrefix("JPEG, 4 × 4 pixels, ") && lines[2].hasSuffix(" B"), lines[2])
        XCTAssertEqual(Array(lines[3...]), ["▓▓▓▓", "▓▓▓▓", ""], "red is dark in the ramp")
        XCTAssertEqual(result.stderr, "error: Documents: Is a directory\n")
    }
}
