import XCTest
@testable import KilnLessons

/// The lesson file as a teacher writes it: markup blocks read into titles, prose, hints and
/// expectations; a line Kiln does not understand is a problem with its line, never ignored.
final class LessonFormatTests: XCTestCase {
    private let sample = """
        /*: lesson
        id: saving
        title: Saving
        title zh-Hans: 保存
        minutes: 7
        */
        //: # Saving
        //: Write the file.
        /*: zh-Hans
        # 保存
        写文件。
        */
        /*: hint
        First hint.
        */
        /*: hint zh-Hans
        第一条提示。
        */
        /*: hint Second hint on one line. */
        let s = "/*: hint not a hint inside a string */"
        /* an ordinary comment, with /*: hint nested */ comments
        /*: hint nor here */ */
        #expect(s.count > 3)
        #expect(
            s.isEmpty == false
        )
        /*: expect output
        one
          two\u{20}
        */
        /*: expect events
        applicationDidEnterBackground(_:) before terminated
        no applicationWillTerminate(_:)
        didBecomeActive
        */
        /*: expect files
        Documents/items.archive is a keyed archive whose root is an array of 3 ChecklistItem
        "Documents/my photo.jpg" is a JPEG of 64×48
        UserDefaults "count" is 3
        */

        """

    func testEveryPartIsRead() {
        let lesson = Lesson(source: sample, path: "Lessons/04-saving.swift")
        XCTAssertEqual(lesson.problems, [])
        XCTAssertEqual(lesson.id, "saving")
        XCTAssertEqual(lesson.fileName, "04-saving.swift")
        XCTAssertEqual(lesson.title(in: "en"), "Saving")
        XCTAssertEqual(lesson.title(in: "zh-Hans"), "保存")
        XCTAssertEqual(lesson.title(in: "zh"), "保存", "zh finds zh-Hans")
        XCTAssertEqual(lesson.title(in: "fr"), "Saving", "English is the fallback")
        XCTAssertEqual(lesson.minutes, 7)
        XCTAssertEqual(lesson.prose(in: "en"), "# Saving\nWrite the file.")
        XCTAssertEqual(lesson.prose(in: "zh-Hans"), "# 保存\n写文件。")
        XCTAssertEqual(lesson.hints(in: "en"), ["First hint.", "Second hint on one line."])
        XCTAssertEqual(lesson.hints(in: "zh-Hans"), ["第一条提示。"])
        XCTAssertEqual(lesson.languages, ["en", "zh-Hans"])
        XCTAssertEqual(lesson.expectedOutput, "one\n  two \n")
        XCTAssertEqual(lesson.expectationSites.map(\.condition), ["s.count > 3", "s.isEmpty == false"])
        XCTAssertEqual(lesson.expectationSites.map(\.line), [23, 24])
        XCTAssertEqual(lesson.eventExpectations.count, 3)
        XCTAssertEqual(lesson.eventExpectations[0].kind, .sequence([.callback(.didEnterBackground), .terminated]))
        XCTAssertEqual(lesson.eventExpectations[1].kind, .never(.callback(.willTerminate)))
        XCTAssertEqual(lesson.eventExpectations[2].kind, .sequence([.callback(.didBecomeActive)]))
        XCTAssertEqual(lesson.fileExpectations.map(\.path), ["Documents/items.archive", "Documents/my photo.jpg", ""])
        XCTAssertEqual(lesson.fileExpectations[0].kind, .keyedArchive(key: "root", shape: .array(count: 3, className: "ChecklistItem")))
        XCTAssertEqual(lesson.fileExpectations[1].kind, .image(format: .jpeg, width: 64, height: 48))
        XCTAssertEqual(lesson.fileExpectations[2].kind, .defaults(key: "count", value: .integer(3)))
    }

    func testLinesKilnDoesNotUnderstandAreProblemsAtTheirLines() {
        let lesson = Lesson(source: """
            /*: lesson
            colour: blue
            */
            /*: expect events
            applicationDidEnterTheBackground
            */
            /*: expect files
            Documents/a.txt is lovely
            UserDefaults count is 3
            */
            /*: expect nothing
            */
            """, path: "x.swift")
        XCTAssertEqual(lesson.problems.map(\.line), [2, 5, 8, 9, 11])
        XCTAssertTrue(lesson.problems[0].message.contains("unknown lesson field 'colour'"), lesson.problems[0].message)
        XCTAssertTrue(lesson.problems[1].message.contains("'applicationDidEnterTheBackground' is not an event"), lesson.problems[1].message)
        XCTAssertTrue(lesson.problems[2].message.contains("says nothing Kiln can check"), lesson.problems[2].message)
        XCTAssertTrue(lesson.problems[3].message.contains("write the key in quotes"), lesson.problems[3].message)
    }

    func testTheLanguageComesFromTheOptionThenTheLocale() {
        XCTAssertEqual(Messages.language(requested: "ja", environment: ["LANG": "zh_CN.UTF-8"]), "ja")
        XCTAssertEqual(Messages.language(requested: nil, environment: ["LANG": "zh_CN.UTF-8"]), "zh-Hans")
        XCTAssertEqual(Messages.language(requested: nil, environment: ["LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"]), "zh-Hant")
        XCTAssertEqual(Messages.language(requested: nil, environment: ["LANG": "C.UTF-8"]), "en")
        XCTAssertEqual(Messages.language(requested: nil, environment: [:]), "en")
        XCTAssertEqual(Messages(language: "zh-Hans").status(.pass), "通过")
        XCTAssertEqual(Messages(language: "ja").status(.pass), "passed", "a language Kiln has no sentences for falls back to English")
    }

    func testTheOutputDiffMakesInvisibleDifferencesVisible() {
        let messages = Messages(language: "en")
        let diff = OutputDiff.unified(expected: "a\nb \nc\n", actual: "a\nb\nc", messages: messages)
        XCTAssertTrue(diff.contains("@@ -1,3 +1,3 @@\n a\n-b·\n-c\n+b\n+c\n\\ no newline at the end\n"), diff)
        XCTAssertTrue(diff.contains(" a\n"), "context lines are kept: \(diff)")
        let tabs = OutputDiff.unified(expected: "x\ty\n", actual: "x  y\n", messages: messages)
        XCTAssertTrue(tabs.contains("-x→y"), tabs)
    }
}

/// What a student types in the REPL goes into the lesson file as a notebook keeps its cells.
final class LessonEditorTests: XCTestCase {
    private let lesson = """
        import Foundation
        // ✏️ The Documents folder.
        let documentsURL = URL(fileURLWithPath: "/")
        print(documentsURL.lastPathComponent)
        #expect(documentsURL.lastPathComponent == "Documents")
        /*: expect output
        Documents
        */

        """

    func testADeclarationReplacesTheLessonsOneAndAStatementGoesBeforeTheChecks() {
        var merged = LessonEditor.merge("let documentsURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]", into: lesson)
        XCTAssertEqual(merged.replaced, ["documentsURL"])
        XCTAssertTrue(merged.source.contains("// ✏️ The Documents folder.\nlet documentsURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]\nprint"), merged.source)
        XCTAssertFalse(merged.source.contains("URL(fileURLWithPath: \"/\")"))
        merged = LessonEditor.merge("try \"milk\".write(to: documentsURL.appendingPathComponent(\"n.txt\"), atomically: true, encoding: .utf8)\nfunc helper() {}", into: merged.source)
        XCTAssertEqual(merged.added, ["helper"])
        XCTAssertTrue(merged.source.contains("print(documentsURL.lastPathComponent)\ntry \"milk\".write(to: documentsURL.appendingPathComponent(\"n.txt\"), atomically: true, encoding: .utf8)\nfunc helper() {}\n#expect("), merged.source)
        XCTAssertTrue(merged.source.hasSuffix("/*: expect output\nDocuments\n*/\n"))
    }
}
