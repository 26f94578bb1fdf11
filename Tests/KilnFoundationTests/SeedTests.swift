import XCTest
import Foundation
import KilnFoundation

/// Seed 001's model, as the phone's Foundation would decode it.
final class SeedModel: NSObject, NSCoding {
    let name: String, detail: String, id: Int
    func encode(with coder: NSCoder) {}
    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "modelName") as? String ?? ""
        detail = coder.decodeObject(forKey: "modelDetail") as? String ?? ""
        id = coder.decodeInteger(forKey: "modelID")
    }
}

/// Runs the seed programs in Examples/seeds and checks that each does what its post says.
final class SeedTests: XCTestCase {
    func runSeed(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> (FoundationRunResult, FoundationSession) {
        let path = packageRoot + "/Examples/seeds/" + name
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return try runScript(source, fileName: name, file: file, line: line)
    }

    func testSeed001ArchivesTheStoreToDocumentsAndRestoresItAfterTerminate() throws {
        let (result, session) = try runSeed("001-nscoding-store.swift")
        let appID = (session.simulator.sandbox.home as NSString).lastPathComponent
        XCTAssertEqual(result.output, """
            true \(appID)/Documents true
            true Library/Caches true
            true Library/Preferences true
            true \(appID)/tmp true
            bundle: 513
            launched with 0 items
            saved 2 items
            launched with 2 items
            1: Lamp, desk lamp
            2: Chair, oak
            false

            """)
        XCTAssertTrue(result.events.contains(.processEnded(.terminated)))
        // The archive is Apple's format: corelibs reads it, with the class named `main.Model`
        // (the file's stem is not an identifier, so the module is `main`).
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/saveData.archive"))
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(SeedModel.self, forClassName: "main.Model")
        let items = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? [SeedModel])
        XCTAssertEqual(items.map(\.name), ["Lamp", "Chair"])
        XCTAssertEqual(items.map(\.id), [1, 2])
    }
}

extension SeedTests {
    func testSeed004SavesChecklistsWhenSuspendedOrTerminated() throws {
        let (result, session) = try runSeed("004-checklists.swift")
        XCTAssertEqual(result.output, """
            first launch: 0 items
            saved 3 items on entering the background
            relaunched: 3 items
            [ ] Walk the dog
            [x] Brush my teeth
            [ ] Learn iOS development
            saved 4 items before terminating
            [ ] Walk the dog
            [x] Brush my teeth
            [ ] Learn iOS development
            [ ] Soccer practice

            """)
        // Suspended apps end without applicationWillTerminate; active ones get it.
        let terminations = result.events.filter { $0 == .callback(.willTerminate) }
        XCTAssertEqual(terminations.count, 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/Checklists.plist"))
        let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        XCTAssertEqual(plist["$archiver"] as? String, "NSKeyedArchiver")
        XCTAssertNotNil((plist["$top"] as? [String: Any])?["ChecklistItems"])
    }

    func testSeed004RunsInItsOwnSwift2SpellingWithNotes() throws {
        let (result, _) = try runSeed("004-checklists-swift2.swift")
        XCTAssertEqual(result.output, "[x] Walk the dog\n[ ] Brush my teeth\n")
        let notes = result.diagnostics.filter { $0.severity == .note }.map(\.message)
        for expected in ["'stringByAppendingPathComponent(_:)' has been renamed to 'appendingPathComponent(_:)'",
                         "'.DocumentDirectory' has been renamed to '.documentDirectory'",
                         "'NSKeyedArchiver(forWritingWithMutableData:)' has been renamed to 'NSKeyedArchiver(forWritingWith:)'",
                         "'encodeObject(_:forKey:)' has been renamed to 'encode(_:forKey:)'",
                         "'encodeWithCoder(_:)' has been renamed to 'encode(with:)'",
                         "'decodeBoolForKey(_:)' has been renamed to 'decodeBool(forKey:)'",
                         "'writeToFile(_:atomically:)' has been renamed to 'write(toFile:atomically:)'",
                         "'NSFileManager.defaultManager()' has been renamed to 'FileManager.default'",
                         "'fileExistsAtPath(_:)' has been renamed to 'fileExists(atPath:)'"] {
            XCTAssertTrue(notes.contains(expected), "missing note: \(expected)\nnotes: \(notes)")
        }
        // The notes of the renamed-API table point at the line that used the old name.
        let located = result.diagnostics.first { $0.message.hasPrefix("'stringByAppendingPathComponent") }
        XCTAssertEqual(located?.location?.line, 40)
    }
}

extension SeedTests {
    func testSeed002SavesItemsAndImagesAndFlushesTheCacheOnAMemoryWarning() throws {
        let (result, session) = try runSeed("002-homepwner.swift")
        let documents = session.simulator.sandbox.home + "/Documents"
        // Each 100 × 100 point image is 200 × 200 pixels at scale 2; a JPEG read back is scale 1.
        XCTAssertEqual(result.output, """
            launched with 0 items
            images in memory: 320000 bytes
            flushing 2 images out of the cache
            after the warning: 0 bytes
            lamp from disk: (200.0, 200.0), 160000 bytes
            Error: unable to find \(try deletedKey(result))
            true
            saved all of the items
            launched with 2 items
            Lamp A1B2 $25 2020-06-22 16:00:00 +0000 true
            Chair C3D4 $80 2020-06-22 16:00:00 +0000 false
            true

            """)
        let files = try FileManager.default.contentsOfDirectory(atPath: documents).sorted()
        XCTAssertEqual(files.count, 2, "\(files)")   // items.archive and the lamp's JPEG
        XCTAssertTrue(files.contains("items.archive"))
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: documents + "/" + (files.first { $0 != "items.archive" } ?? "")))
        XCTAssertEqual(Array(jpeg.prefix(2)), [0xFF, 0xD8])
    }

    /// The key of the deleted image: the chair's UUID string, from the run's seeded generator.
    private func deletedKey(_ result: FoundationRunResult) throws -> String {
        let line = try XCTUnwrap(result.output.split(separator: "\n").first { $0.hasPrefix("Error: unable to find ") })
        let key = String(line.dropFirst("Error: unable to find ".count))
        XCTAssertNotNil(UUID(uuidString: key), key)
        return key
    }
}

extension SeedTests {
    func testSeed003DefaultsFilesAndTheAddressTool() throws {
        let (result, session) = try runSeed("003-defaults-and-addresses.swift")
        XCTAssertEqual(result.output, """
            Documents Library Caches tmp
            1868XX23763
            true
            15 你好, sandbox
            ["Li Lei", "Han Meimei", "Jim"]
            Han Meimei
            Li Lei 13800000001 Chaoyang 3 \("")
            Han Meimei 13900000000 Pudong 2 (selected)
            true
            0 false

            """)
        let home = session.simulator.sandbox.home
        XCTAssertEqual(try String(contentsOfFile: home + "/Documents/greeting.txt", encoding: .utf8), "你好, sandbox")
        let defaults = try Data(contentsOf: URL(fileURLWithPath: home + "/Library/Preferences/\(session.simulator.sandbox.bundleIdentifier).plist"))
        let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: defaults, format: nil) as? [String: Any])
        XCTAssertEqual(plist["teleNum"] as? String, "1868XX23763")
    }
}

/// Seeds 001–003 in the Swift 2 spellings of the calls their posts make: each runs, prints what
/// today's version prints, and notes today's spelling of each old name.
extension SeedTests {
    /// Runs today's version and the Swift 2 one, each in a new session, and checks they print the
    /// same (the app's home, and UUIDs, differ from session to session only if the seed does).
    private func runSwift2Seed(_ name: String, today: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let (todays, todaysSession) = try runSeed(today, file: file, line: line)
        let (old, oldSession) = try runSeed(name, file: file, line: line)
        XCTAssertEqual(old.exitStatus, 0, file: file, line: line)
        func normalized(_ output: String, _ session: FoundationSession) -> String {
            output.replacingOccurrences(of: (session.simulator.sandbox.home as NSString).lastPathComponent, with: "<app>")
        }
        XCTAssertFalse(old.output.isEmpty, file: file, line: line)
        XCTAssertEqual(normalized(old.output, oldSession), normalized(todays.output, todaysSession), file: file, line: line)
        // Notes of the old spellings, and today's warnings (Swift 2 did not warn of an unused result).
        XCTAssertTrue(old.diagnostics.allSatisfy { $0.severity != .error }, "\(old.renderedDiagnostics)", file: file, line: line)
        return old.diagnostics.filter { $0.severity == .note }.map(\.message)
    }

    private func assertNotes(_ notes: [String], contain expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        for note in expected {
            XCTAssertTrue(notes.contains(note), "missing note: \(note)\nnotes: \(notes)", file: file, line: line)
        }
    }

    func testSeed001RunsInItsSwift2SpellingWithNotes() throws {
        let notes = try runSwift2Seed("001-nscoding-store-swift2.swift", today: "001-nscoding-store.swift")
        assertNotes(notes, contain: [
            "'encodeObject(_:forKey:)' has been renamed to 'encode(_:forKey:)'",
            "'encodeInteger(_:forKey:)' has been renamed to 'encode(_:forKey:)'",
            "'decodeIntegerForKey(_:)' has been renamed to 'decodeInteger(forKey:)'",
            "'unarchiveObjectWithFile(_:)' has been renamed to 'unarchiveObject(withFile:)'",
            "'.DocumentationDirectory' has been renamed to '.documentationDirectory'",
            "'joinWithSeparator(_:)' has been renamed to 'joined(separator:)'",
            "'NSBundle.mainBundle()' has been renamed to 'Bundle.main'",
            "'NSUTF8StringEncoding' has been renamed to 'String.Encoding.utf8'",
            "'applicationDidEnterBackground(application:)' is Swift 2's spelling of the delegate method 'applicationDidEnterBackground(_:)' (the first parameter's name was not a label then); Kiln calls it",
        ])
    }

    func testSeed002RunsInItsSwift2SpellingWithNotes() throws {
        let notes = try runSwift2Seed("002-homepwner-swift2.swift", today: "002-homepwner.swift")
        assertNotes(notes, contain: [
            "'encodeInt(_:forKey:)' has been renamed to 'encode(_:forKey:)'",
            "'decodeIntForKey(_:)' has been renamed to 'decodeInt32(forKey:)'",
            "'NSUUID().UUIDString' has been renamed to 'UUID().uuidString'",
            "'UIImageJPEGRepresentation(_:_:)' has been renamed to 'jpegData(compressionQuality:)'",
            "'writeToFile(_:atomically:)' has been renamed to 'write(toFile:atomically:)'",
            "'NSNotificationCenter.defaultCenter()' has been renamed to 'NotificationCenter.default'",
            "'UIApplicationDidReceiveMemoryWarningNotification' has been renamed to 'UIApplication.didReceiveMemoryWarningNotification'",
            "'clearCache(note:)' is Swift 2's spelling of the method 'clearCache(_:)' that #selector names (the first parameter's name was not a label then); Kiln calls it",
            "'removeValueForKey(_:)' has been renamed to 'removeValue(forKey:)'",
            "'removeItemAtPath(_:)' has been renamed to 'removeItem(atPath:)'",
            "'UIColor.redColor()' has been renamed to 'UIColor.red'",
            // The store's own methods, declared as Swift 2 did and called without a first label.
            "'imageForKey(_:)' is Swift 2's spelling of a call to 'imageForKey(key:)' (a first argument had no label then); "
                + "today's Swift needs the label 'key:' here, or a '_' before the first parameter in the declaration",
            "'createItem(_:serial:value:)' is Swift 2's spelling of a call to 'createItem(name:serial:value:)' (a first argument "
                + "had no label then); today's Swift needs the label 'name:' here, or a '_' before the first parameter in the declaration",
            "'documentPath(_:)' is Swift 2's spelling of a call to 'documentPath(name:)' (a first argument had no label then); "
                + "today's Swift needs the label 'name:' here, or a '_' before the first parameter in the declaration",
        ])
        // Once per function, where it is first called.
        XCTAssertEqual(notes.filter { $0.hasPrefix("'imageForKey(_:)'") }.count, 1)
    }

    /// Seed 002 in Swift 2 keeps `dateCreated` as an `NSDate`: `NSDate()` is now, and the date the
    /// archive gives back is one (`as! NSDate`) and a `Date` too, as Swift bridges them.
    func testNSDateIsTheDateSwiftBridgesItTo() throws {
        let (result, _) = try runScript("""
            class Item: NSObject, NSCoding {
                let made: NSDate
                override init() { made = NSDate(); super.init() }
                func encodeWithCoder(aCoder: NSCoder) { aCoder.encodeObject(made, forKey: "made") }
                required init?(coder aDecoder: NSCoder) { made = aDecoder.decodeObjectForKey("made") as! NSDate; super.init() }
            }
            let item = Item()
            let data = NSKeyedArchiver.archivedDataWithRootObject(item)
            let back = NSKeyedUnarchiver.unarchiveObjectWithData(data) as! Item
            let asDate: Date = back.made
            let decoded: Any = back.made
            print(back.made, back.made == item.made, decoded is NSDate, decoded is Date, asDate.timeIntervalSince(item.made))
            """)
        XCTAssertEqual(result.output, "2020-06-22 16:00:00 +0000 true true true 0.0\n")
    }

    func testSeed003RunsInItsSwift2SpellingWithNotes() throws {
        let notes = try runSwift2Seed("003-defaults-and-addresses-swift2.swift", today: "003-defaults-and-addresses.swift")
        assertNotes(notes, contain: [
            "'NSUserDefaults.standardUserDefaults()' has been renamed to 'UserDefaults.standard'",
            "'setObject(_:forKey:)' has been renamed to 'set(_:forKey:)'",
            "'objectForKey(_:)' has been renamed to 'object(forKey:)'",
            "'dataUsingEncoding(_:)' has been renamed to 'data(using:)'",
            "'.LibraryDirectory' has been renamed to '.libraryDirectory'",
            "'removeAtIndex(_:)' has been renamed to 'remove(at:)'",
            "'fileExistsAtPath(_:)' has been renamed to 'fileExists(atPath:)'",
            "'add(_:)' is Swift 2's spelling of a call to 'add(info:)' (a first argument had no label then); "
                + "today's Swift needs the label 'info:' here, or a '_' before the first parameter in the declaration",
            "'removeInfoAtIndex(_:)' is Swift 2's spelling of a call to 'removeInfoAtIndex(index:)' (a first argument had no "
                + "label then); today's Swift needs the label 'index:' here, or a '_' before the first parameter in the declaration",
        ])
    }
}
