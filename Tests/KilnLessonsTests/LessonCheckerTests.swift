import XCTest
@testable import KilnLessons
import KilnScript

/// The checker on a lesson that archives items, saves an image and sets a default: each file and
/// event expectation judged on what the run left, with its own message when it fails.
final class LessonCheckerTests: XCTestCase {
    private func lesson(count: Int, width: Int) -> Lesson {
        Lesson(source: """
            import Foundation
            class Item: NSObject, NSCoding {
                var name: String
                init(name: String) { self.name = name }
                func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }
                required init?(coder: NSCoder) { name = coder.decodeObject(forKey: "name") as? String ?? "" }
            }
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            let items = (0..<\(count)).map { Item(name: "item \\($0)") }
            let data = try NSKeyedArchiver.archivedData(withRootObject: items, requiringSecureCoding: false)
            try data.write(to: documents.appendingPathComponent("items.archive"))
            let image = UIImage(color: .red, size: CGSize(width: \(width), height: 48), scale: 1)
            try image.jpegData(compressionQuality: 0.5)!.write(to: documents.appendingPathComponent("photo.jpg"), options: .atomic)
            UserDefaults.standard.set(\(count), forKey: "count")
            /*: expect files
            Documents/items.archive is a keyed archive whose root is an array of 3 Item
            Documents/photo.jpg is a JPEG of 64×48
            UserDefaults "count" is 3
            Documents/missing.txt does not exist
            */
            /*: expect events
            no terminated
            */
            """, path: "Shop.swift")
    }

    func testFilesAndEventsPassWhenTheRunLeftThem() {
        let report = LessonChecker.check(lesson(count: 3, width: 64))
        XCTAssertEqual(report.status, .pass, report.checks.filter { $0.status != .pass }.map { "\($0.name): \($0.message ?? "")" }.joined(separator: "\n") + report.renderedDiagnostics)
        XCTAssertEqual(report.checks.count, 6)
    }

    func testEachFileCheckFailsWithItsOwnReason() {
        let report = LessonChecker.check(lesson(count: 2, width: 32))
        let messages = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.name, $0.message ?? "") })
        XCTAssertEqual(messages["Documents/items.archive is a keyed archive whose root is an array of 3 Item"],
                       "Documents/items.archive: the array under \"root\" has 2 elements, expected 3")
        XCTAssertEqual(messages["Documents/photo.jpg is a JPEG of 64×48"], "Documents/photo.jpg is 32×48, expected 64×48")
        XCTAssertEqual(messages["UserDefaults \"count\" is 3"], "UserDefaults holds 2 for \"count\", expected 3")
        XCTAssertEqual(report.checks.filter { $0.status == .fail }.count, 3)
        XCTAssertEqual(report.status, .fail)
    }

    func testTheSameSeedGivesTheSameReport() {
        let source = Lesson(source: "print(UUID().uuidString)\n/*: expect output\nx\n*/\n", path: "Seeded.swift")
        let first = LessonChecker.check(source, options: CheckOptions(seed: 7))
        let second = LessonChecker.check(source, options: CheckOptions(seed: 7))
        XCTAssertEqual(first.output, second.output)
        XCTAssertFalse(first.output.isEmpty)
    }

    /// A refused program's diagnostics reach the report as values: notes with their places,
    /// the fix-it with its phrase and edit, every independent error; the JSON keeps them.
    func testDiagnosticsAreValuesInTheReportAndItsJSON() throws {
        let source = Lesson(source: """
            import Foundation
            let decoded: Any? = "Ann"
            var name = ""
            name = decoded
            let count: Int? = 3
            let total: Int = count
            print(name, total)
            /*: expect output
            Ann 3
            */
            """, path: "Cast.swift")
        let report = LessonChecker.check(source)
        let errors = report.diagnostics.filter { $0.severity == "error" }
        XCTAssertEqual(errors.map(\.message), ["cannot assign value of type 'Any?' to type 'String'",
                                               "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"])
        XCTAssertEqual(errors.first?.fixIts, [Diagnostic.FixIt(phrase: "insert ' as! String'", edits: [
            .init(start: Location(line: 4, column: 15), end: Location(line: 4, column: 15), replacement: " as! String"),
        ])])
        XCTAssertEqual(errors.last?.notes.map(\.location), [Location(line: 6, column: 18), Location(line: 6, column: 18)])
        XCTAssertEqual(errors.last?.notes.first?.message, "coalesce using '??' to provide a default when the optional value contains 'nil'")
        let decoded = try ReportDecoding.reports(fromJSON: ReportRenderer.json([report], duration: 0))
        XCTAssertEqual(decoded.first?.diagnostics, report.diagnostics)
    }
}
