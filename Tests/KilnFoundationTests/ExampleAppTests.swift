import XCTest
import Foundation
import KilnFoundation

/// The example apps in Examples/ that the lessons lead to (Homepwner, SavedAddresses, Checklists):
/// each runs to its end, tells its story exactly as recorded, and leaves the files it says it does.
final class ExampleAppTests: XCTestCase {
    private func runExample(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> (FoundationRunResult, FoundationSession) {
        let path = packageRoot + "/Examples/" + name
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return try runScript(source, fileName: name, file: file, line: line)
    }

    private func plist(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    private func classNames(_ archive: [String: Any]) -> [String] {
        let objects = archive["$objects"] as? [Any] ?? []
        return objects.compactMap { ($0 as? [String: Any])?["$classname"] as? String }
    }

    func testHomepwnerSavesItemsAndPhotosAndSurvivesTermination() throws {
        let (result, session) = try runExample("Homepwner.swift")
        XCTAssertEqual(result.output, """
            1. The user installs Homepwner and opens it.
              launched with 0 saved items
              ┌ Homepwner: 0 items
              │ (no items yet: tap + to add one)
              └
            2. They add three things they own, and photograph two of them.
              ┌ Homepwner: 3 items
              │ Lamp  A1B2  $25  [photo]
              │ Chair  C3D4  $80  [photo]
              │ Kettle  E5F6  $30
              └
              Lamp: photo of 640×480 pixels (from memory)
              Documents: 2 photo files; photos in memory: 2457600 bytes
            3. Memory runs low while they browse.
              (items view controller: memory warning)
              (image store: flushing 2 photos out of the cache)
              photos in memory: 0 bytes
              Lamp: photo of 640×480 pixels (from disk)
            4. They sell the chair and delete it, photo and all.
              ┌ Homepwner: 2 items
              │ Lamp  A1B2  $25  [photo]
              │ Kettle  E5F6  $30
              └
              Documents: 1 photo file
            5. They press Home and put the phone away.
              saved all of the items
              the app is suspended
            6. iOS needs the memory and ends the suspended app: no callback.
              the app is notRunning; Documents: items.archive + 1 photo file
            7. The next day they tap the icon.
              launched with 2 saved items
              ┌ Homepwner: 2 items
              │ Lamp  A1B2  $25  [photo]
              │ Kettle  E5F6  $30
              └
              Lamp: photo of 640×480 pixels (from disk)
              Kettle: no photo

            """)
        XCTAssertTrue(result.events.contains(.processEnded(.terminated)))
        XCTAssertFalse(result.events.contains(.callback(.willTerminate)))
        let documents = session.simulator.sandbox.home + "/Documents"
        let files = try FileManager.default.contentsOfDirectory(atPath: documents).sorted()
        XCTAssertEqual(files.count, 2, "\(files)")   // items.archive and the lamp's JPEG
        let archive = try plist(documents + "/items.archive")
        XCTAssertEqual(archive["$archiver"] as? String, "NSKeyedArchiver")
        XCTAssertTrue(classNames(archive).contains("Homepwner.BNRItem"), "\(classNames(archive))")
        let photo = try XCTUnwrap(files.first { $0 != "items.archive" })
        XCTAssertNotNil(UUID(uuidString: photo), photo)
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: documents + "/" + photo))
        XCTAssertEqual(Array(jpeg.prefix(2)), [0xFF, 0xD8])
    }

    func testSavedAddressesKeepsTheBookAndTheSettingsAcrossTermination() throws {
        let (result, session) = try runExample("SavedAddresses.swift")
        XCTAssertEqual(result.output, """
            1. The user opens the shop for the first time.
              launch 1; the phone field is pre-filled with: nothing
              ┌ My addresses (0)
              └ checkout ships to: — add an address first
            2. They add their home, then their office, then their parents' address.
              ┌ My addresses (3)
              │ ✓ Li Dad, 13900000000, Shanghai Pudong 2
              │   Li Lei (office), 13800000000, Beijing Chaoyang 3
              │   Li Lei, 13800000000, Beijing Haidian 1
              └ checkout ships to: Li Dad
            3. They fix the office's phone number, and choose home for this order.
              ┌ My addresses (3)
              │   Li Dad, 13900000000, Shanghai Pudong 2
              │   Li Lei (office), 13800000001, Beijing Chaoyang 3
              │ ✓ Li Lei, 13800000000, Beijing Haidian 1
              └ checkout ships to: Li Lei
            4. They delete the selected address (home).
              ┌ My addresses (2)
              │ ✓ Li Dad, 13900000000, Shanghai Pudong 2
              │   Li Lei (office), 13800000001, Beijing Chaoyang 3
              └ checkout ships to: Li Dad
            5. They leave the app; later iOS ends it.
            6. They open it again: the addresses and the settings were on disk.
              launch 2; the phone field is pre-filled with: 13900000000
              ┌ My addresses (2)
              │ ✓ Li Dad, 13900000000, Shanghai Pudong 2
              │   Li Lei (office), 13800000001, Beijing Chaoyang 3
              └ checkout ships to: Li Dad
              Library/Preferences: ["\(session.simulator.sandbox.bundleIdentifier).plist"]
            7. They clear the address book.
              ┌ My addresses (0)
              └ checkout ships to: — add an address first
              Documents/addressInfo.archive still exists: true (an empty array)

            """)
        let home = session.simulator.sandbox.home
        let archive = try plist(home + "/Documents/addressInfo.archive")
        XCTAssertEqual(archive["$archiver"] as? String, "NSKeyedArchiver")
        let defaults = try plist(home + "/Library/Preferences/\(session.simulator.sandbox.bundleIdentifier).plist")
        XCTAssertEqual(defaults["teleNum"] as? String, "13900000000")
        XCTAssertEqual(defaults["launchCount"] as? Int, 2)
    }

    func testChecklistsSavesWhenSuspendedOrTerminated() throws {
        let (result, session) = try runExample("Checklists.swift")
        XCTAssertEqual(result.output, """
            1. First launch: no file yet.
              launched: 0 items loaded from Checklists.plist
              ┌ Checklist
              │ (empty: tap + to add an item)
              └
              Documents/Checklists.plist: none yet
            2. The user adds three items and checks one off.
              ┌ Checklist
              │ · Walk the dog
              │ ✓ Brush my teeth
              │ · Learn iOS development
              └
            3. Home: the app is about to be suspended, and saves.
              applicationDidEnterBackground: saved 3 items
              Documents/Checklists.plist: 450 bytes, $top keys ["ChecklistItems"], 10 objects
              the app is suspended
            4. iOS ends the suspended app (no callback), and the user opens it again.
              launched: 3 items loaded from Checklists.plist
              ┌ Checklist
              │ · Walk the dog
              │ ✓ Brush my teeth
              │ · Learn iOS development
              └
            5. They add an item and check the dog walk off; iOS ends the app while it is still active.
              applicationWillTerminate: saved 4 items
            6. Opened again.
              launched: 4 items loaded from Checklists.plist
              ┌ Checklist
              │ ✓ Walk the dog
              │ ✓ Brush my teeth
              │ · Learn iOS development
              │ · Soccer practice
              └
              Documents/Checklists.plist: 497 bytes, $top keys ["ChecklistItems"], 12 objects

            """)
        // The suspended app is ended without a word; the active one hears applicationWillTerminate.
        XCTAssertEqual(result.events.filter { $0 == .callback(.willTerminate) }.count, 1)
        let archive = try plist(session.simulator.sandbox.home + "/Documents/Checklists.plist")
        XCTAssertNotNil((archive["$top"] as? [String: Any])?["ChecklistItems"])
        XCTAssertTrue(classNames(archive).contains("Checklists.ChecklistItem"), "\(classNames(archive))")
    }
}
