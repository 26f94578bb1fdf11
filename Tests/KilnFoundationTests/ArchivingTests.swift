import XCTest
import Foundation
import KilnFoundation

final class ArchivingTests: XCTestCase {
    static let itemClass = """
        class Item: NSObject, NSCoding {
            var name: String
            var serial: Int
            var checked: Bool
            var tags: [String]
            init(name: String, serial: Int, checked: Bool, tags: [String]) {
                self.name = name
                self.serial = serial
                self.checked = checked
                self.tags = tags
                super.init()
            }
            func encode(with coder: NSCoder) {
                coder.encode(name, forKey: "name")
                coder.encode(serial, forKey: "serial")
                coder.encode(checked, forKey: "checked")
                coder.encode(tags, forKey: "tags")
            }
            required init?(coder: NSCoder) {
                name = coder.decodeObject(forKey: "name") as? String ?? ""
                serial = coder.decodeInteger(forKey: "serial")
                checked = coder.decodeBool(forKey: "checked")
                tags = coder.decodeObject(forKey: "tags") as? [String] ?? []
                super.init()
            }
        }

        """

    func testScriptObjectsArchiveToDocumentsAndComeBack() throws {
        let (result, _) = try runScript(Self.itemClass + """
            let path = NSHomeDirectory() + "/Documents/items.archive"
            let items = [Item(name: "Lamp", serial: 7, checked: true, tags: ["a", "b"]), Item(name: "Desk", serial: 9, checked: false, tags: [])]
            print(NSKeyedArchiver.archiveRootObject(items, toFile: path))
            let back = NSKeyedUnarchiver.unarchiveObject(withFile: path) as? [Item] ?? []
            for item in back { print(item.name, item.serial, item.checked, item.tags) }
            print(NSKeyedUnarchiver.unarchiveObject(withFile: NSHomeDirectory() + "/Documents/none") == nil)
            """)
        XCTAssertEqual(result.output, "true\nLamp 7 true [\"a\", \"b\"]\nDesk 9 false []\ntrue\n")
    }

    func testNewAPIAndMissingKeysDecodeAsNil() throws {
        let (result, _) = try runScript(Self.itemClass + """
            let data = try NSKeyedArchiver.archivedData(withRootObject: Item(name: "Pen", serial: 1, checked: false, tags: []), requiringSecureCoding: false)
            let unarchiver = NSKeyedUnarchiver(forReadingWith: data)
            let root = unarchiver.decodeObject(forKey: "root") as? Item
            print(root?.name ?? "nil")
            print(unarchiver.decodeObject(forKey: "nothing") == nil)
            unarchiver.finishDecoding()
            let top = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? Item
            print(top?.serial ?? -1)
            """)
        XCTAssertEqual(result.output, "Pen\ntrue\n1\n")
    }

    /// An object graph with a cycle (a folder's notes point back at it, one conditionally)
    /// comes back with the same shape: a reference back to an object still in its
    /// `init?(coder:)` is that object, as Apple's allocate-then-`initWithCoder:` gives it
    /// (corelibs recurses until the stack overflows, so swiftc's build cannot be the oracle).
    func testACycleComesBackAsTheSameObjects() throws {
        let (result, _) = try runScript("""
            class Folder: NSObject, NSCoding {
                let title: String
                var notes: [Note] = []
                init(title: String) { self.title = title }
                required convenience init?(coder: NSCoder) {
                    guard let title = coder.decodeObject(forKey: "title") as? String else { return nil }
                    self.init(title: title)
                    notes = coder.decodeObject(forKey: "notes") as? [Note] ?? []
                }
                func encode(with coder: NSCoder) {
                    coder.encode(title, forKey: "title")
                    coder.encode(notes, forKey: "notes")
                }
            }
            class Note: NSObject, NSCoding {
                var text: String
                weak var folder: Folder?
                var folderStrong: Folder?
                init(text: String) { self.text = text }
                required init?(coder: NSCoder) {
                    text = coder.decodeObject(forKey: "text") as? String ?? ""
                    folder = coder.decodeObject(forKey: "folder") as? Folder
                    folderStrong = coder.decodeObject(forKey: "strong") as? Folder
                }
                func encode(with coder: NSCoder) {
                    coder.encode(text, forKey: "text")
                    coder.encodeConditionalObject(folder, forKey: "folder")
                    coder.encode(folderStrong, forKey: "strong")
                }
            }
            let inbox = Folder(title: "Inbox")
            let first = Note(text: "milk"), second = Note(text: "eggs")
            first.folder = inbox; second.folderStrong = inbox
            inbox.notes = [first, second]
            let data = try NSKeyedArchiver.archivedData(withRootObject: inbox, requiringSecureCoding: false)
            let copy = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as! Folder
            print(copy.title, copy.notes.map(\\.text))
            print(copy.notes[0].folder === copy, copy.notes[1].folderStrong === copy)
            print(copy.notes[1].folderStrong?.notes.count ?? -1)
            """)
        XCTAssertEqual(result.output, "Inbox [\"milk\", \"eggs\"]\ntrue true\n2\n")
    }

    /// A key misspelt on one side decodes as nil (0, false) as on iOS, and a note at the decoding
    /// line names the keys the object has and the likely typo.
    func testAKeyTheObjectWasNotArchivedWithIsNotedWithTheKeysItHas() throws {
        let (result, _) = try runScript("""
            class Note: NSObject, NSCoding {
                var text: String
                var stars: Int
                init(text: String, stars: Int) { self.text = text; self.stars = stars }
                func encode(with coder: NSCoder) {
                    coder.encode(text, forKey: "txet")
                    coder.encode(stars, forKey: "stars")
                }
                required init?(coder: NSCoder) {
                    text = coder.decodeObject(forKey: "text") as? String ?? "(none)"
                    stars = coder.decodeInteger(forKey: "rating")
                }
            }
            let data = try NSKeyedArchiver.archivedData(withRootObject: Note(text: "hi", stars: 4), requiringSecureCoding: false)
            let note = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as! Note
            print(note.text, note.stars)
            """)
        XCTAssertEqual(result.output, "(none) 0\n")
        let notes = result.diagnostics.filter { $0.severity == .note }
        let textNote = try XCTUnwrap(notes.first { $0.message.contains("\"text\"") }, result.renderedDiagnostics)
        XCTAssertEqual(textNote.location?.line, 10)
        XCTAssertTrue(textNote.message.contains("did you mean \"txet\"?"), textNote.message)
        XCTAssertTrue(textNote.message.contains("its keys are \"txet\", \"stars\""), textNote.message)
        let ratingNote = try XCTUnwrap(notes.first { $0.message.contains("\"rating\"") }, result.renderedDiagnostics)
        XCTAssertEqual(ratingNote.location?.line, 11)
        XCTAssertTrue(ratingNote.message.hasPrefix("decodeInteger(forKey:)"), ratingNote.message)
        XCTAssertFalse(ratingNote.message.contains("did you mean"), "no key is close to \"rating\"")
    }

    /// A fault inside `init(coder:)` shows the chain of calls through Foundation that led there,
    /// without lines of Kiln's own Swift (they mean nothing to the student).
    func testAFaultWhileDecodingShowsTheCallsThroughFoundation() throws {
        let (result, _) = try runScript("""
            class Note: NSObject, NSCoding {
                var text: String
                init(text: String) { self.text = text }
                func encode(with coder: NSCoder) { coder.encode(text, forKey: "txet") }
                required init?(coder: NSCoder) { text = coder.decodeObject(forKey: "text") as! String }
            }
            let data = try NSKeyedArchiver.archivedData(withRootObject: Note(text: "hi"), requiringSecureCoding: false)
            let note = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data)
            """, expectSuccess: false)
        XCTAssertEqual(result.exitStatus, 1)
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.message, "Unexpectedly found nil while unwrapping an Optional value")
        XCTAssertEqual(error.location?.line, 5)
        XCTAssertEqual(error.notes.map(\.rendered).filter { $0.contains("called inside Foundation") }.count, 2, error.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertTrue(error.notes.map(\.rendered).contains { $0.contains("unarchiveTopLevelObjectWithData called at Lesson.swift:8:") }, error.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertFalse(result.renderedDiagnostics.contains("<Kiln Foundation>"), result.renderedDiagnostics)
    }

    func testOldStyleArchiverWritesIntoMutableData() throws {
        let (result, _) = try runScript("""
            class ChecklistItem: NSObject, NSCoding {
                var text = ""
                var checked = false
                override init() { super.init() }
                required init?(coder aDecoder: NSCoder) {
                    text = aDecoder.decodeObject(forKey: "Text") as! String
                    checked = aDecoder.decodeBool(forKey: "Checked")
                    super.init()
                }
                func encode(with aCoder: NSCoder) {
                    aCoder.encode(text, forKey: "Text")
                    aCoder.encode(checked, forKey: "Checked")
                }
            }
            let item = ChecklistItem()
            item.text = "Walk the dog"
            let data = NSMutableData()
            let archiver = NSKeyedArchiver(forWritingWith: data)
            archiver.encode([item, item], forKey: "ChecklistItems")
            archiver.finishEncoding()
            print(data.length > 0)
            let path = NSHomeDirectory() + "/Documents/Checklists.plist"
            print(data.write(toFile: path, atomically: true))
            let unarchiver = NSKeyedUnarchiver(forReadingWith: NSData(contentsOfFile: path)!)
            let items = unarchiver.decodeObject(forKey: "ChecklistItems") as! [ChecklistItem]
            unarchiver.finishDecoding()
            print(items.count, items[0].text, items[0] === items[1])
            """)
        XCTAssertEqual(result.output, "true\ntrue\n2 Walk the dog true\n")
    }

    func testAnObjectWithoutNSCodingStopsTheScriptWithAClearMessage() throws {
        let (result, _) = try runScript("""
            class Plain: NSObject {}
            let data = NSKeyedArchiver.archivedData(withRootObject: Plain())
            """, expectSuccess: false)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("does not adopt NSCoding"), result.renderedDiagnostics)
    }
}

extension ArchivingTests {
    func testSecureCodingAllowsOnlyTheNamedClasses() throws {
        let (result, _) = try runScript("""
            class Note: NSObject, NSSecureCoding {
                static var supportsSecureCoding: Bool { return true }
                var text: String
                init(text: String) {
                    self.text = text
                    super.init()
                }
                func encode(with coder: NSCoder) { coder.encode(text, forKey: "text") }
                required init?(coder: NSCoder) {
                    guard let text = coder.decodeObject(of: NSString.self, forKey: "text") as? String else { return nil }
                    self.text = text
                    super.init()
                }
            }
            class Loose: NSObject, NSCoding {
                override init() { super.init() }
                func encode(with coder: NSCoder) {}
                required init?(coder: NSCoder) { super.init() }
            }
            let data = try NSKeyedArchiver.archivedData(withRootObject: [Note(text: "buy milk")], requiringSecureCoding: true)
            let notes = try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Note.self], from: data) as? [Note]
            print(notes?.first?.text ?? "nil")
            do {
                _ = try NSKeyedArchiver.archivedData(withRootObject: Loose(), requiringSecureCoding: true)
                print("archived")
            } catch let error as NSError {
                print(error.domain, error.code)
            }
            do {
                _ = try NSKeyedUnarchiver.unarchivedObject(ofClass: Loose.self, from: data)
                print("decoded")
            } catch {
                print("refused:", (error as NSError).code)
            }
            """)
        XCTAssertEqual(result.output, "buy milk\nNSCocoaErrorDomain 4866\nrefused: 4864\n")
    }

    func testAPowerCutDuringAnAtomicSaveKeepsTheOldArchive() throws {
        let (result, _) = try runScript(Self.itemClass + """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var items: [Item] = []
                let path = NSHomeDirectory() + "/Documents/items.archive"
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
                    items = NSKeyedUnarchiver.unarchiveObject(withFile: path) as? [Item] ?? []
                    print("loaded", items.map { $0.name })
                    return true
                }
                func applicationDidEnterBackground(_ application: UIApplication) {
                    print("saving", items.count)
                    let saved = NSKeyedArchiver.archiveRootObject(items, toFile: path)
                    print("saved", saved)
                }
            }
            Simulator.launch(AppDelegate.self)
            (UIApplication.shared.delegate as! AppDelegate).items = [Item(name: "one", serial: 1, checked: false, tags: [])]
            Simulator.pressHome()
            Simulator.tapIcon()
            (UIApplication.shared.delegate as! AppDelegate).items.append(Item(name: "two", serial: 2, checked: true, tags: []))
            Simulator.failNextWrite(afterBytes: 40)
            Simulator.pressHome()
            print(Simulator.state)
            Simulator.tapIcon()
            """)
        XCTAssertEqual(result.output, """
            loaded []
            saving 1
            saved true
            saving 2
            notRunning
            loaded ["one"]

            """)
        XCTAssertTrue(result.events.contains { if case .processEnded(.powerLost) = $0 { return true } else { return false } })
    }
}
