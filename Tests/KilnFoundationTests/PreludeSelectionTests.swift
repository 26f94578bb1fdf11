// Only the prelude declarations a script needs are compiled with it; whatever a script names, the
// selection it gets compiles and runs.
import XCTest
@testable import KilnFoundation

final class PreludeSelectionTests: XCTestCase {
    /// `["class NSError", "extension String", …]`: the top-level declarations of prelude source.
    private func declarations(_ source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard words.count >= 2, ["class", "struct", "enum", "protocol", "func", "extension", "var", "let"].contains(words[0]),
                  line.hasPrefix(words[0]) else { return nil }
            return "\(words[0]) \(words[1])"
        }
    }

    func testAScriptThatNamesNothingOfFoundationGetsOnlyTheErrorsNativeCodeThrows() {
        XCTAssertEqual(declarations(Prelude.source(forScript: "let x = [1, 2, 3]\nprint(x.map { $0 * 2 })")),
                       ["class NSError", "struct CocoaError"])
    }

    func testASessionGetsEachDeclarationOnceWhenAChunkFirstNeedsIt() {
        var included = PreludeSelection.Included()
        let first = Prelude.source(forChunk: "let x = 1", adding: &included)
        XCTAssertEqual(declarations(first), ["class NSError", "struct CocoaError"])
        XCTAssertEqual(Prelude.source(forChunk: "print(x + 1)", adding: &included), "", "nothing new is needed")
        let later = Prelude.source(forChunk: #"let data = "a".data(using: .utf8)"#, adding: &included)
        XCTAssertFalse(declarations(later).contains("class NSError"), "compiled already")
        // What the chunks got, together, is what one script of both would get.
        let whole = Prelude.source(forScript: "let x = 1\nprint(x + 1)\n" + #"let data = "a".data(using: .utf8)"#)
        XCTAssertEqual(Set(declarations(first + later)), Set(declarations(whole)))
        XCTAssertEqual(declarations(first + later).count, declarations(whole).count)
    }

    /// A member split off a type that an earlier chunk of the session brought comes with the
    /// chunk that names it.
    func testALaterChunkGetsTheMembersOfTypesEarlierChunksBrought() {
        var included = PreludeSelection.Included()
        let first = Prelude.source(forChunk: "let u = try NSKeyedUnarchiver(forReadingFrom: Data())", adding: &included)
        XCTAssertTrue(first.contains("class NSKeyedUnarchiver"))
        XCTAssertFalse(first.contains("func decodePropertyList()"), "nobody named it yet")
        let later = Prelude.source(forChunk: "print(u.decodePropertyList() as Any, u.error as Any)", adding: &included)
        XCTAssertTrue(later.contains("func decodePropertyList()"), declarations(later).joined(separator: ", "))
        XCTAssertTrue(later.contains("var error: Error?"), declarations(later).joined(separator: ", "))
    }

    func testAnOldSpellingBringsWhatItRuns() {
        let selected = Prelude.source(forScript: #"let path = ("a" as NSString).stringByAppendingPathComponent("b")"#)
        XCTAssertTrue(selected.contains("func appendingPathComponent"), "the renamed method runs today's, which the prelude declares")
    }

    /// `FileManager.default` is declared `static let \`default\``; a switch's `default:` must not
    /// bring FileManager's extension (and everything it uses) into every script.
    func testAKeywordDoesNotBringTheMemberOfThatName() {
        let switching = Prelude.source(forScript: "switch 3 { case 1: print(1)\ndefault: print(2) }")
        XCTAssertFalse(switching.contains("extension FileManager"), declarations(switching).joined(separator: ", "))
        XCTAssertTrue(Prelude.source(forScript: "let fm = FileManager.default").contains("extension FileManager"))
    }

    /// Members are units of their own (PreludeMembers.swift): naming Date does not bring every
    /// method its extensions declare, nor the types those methods use (Locale, Calendar, URL).
    func testATypeComesWithoutTheMembersNobodyNames() {
        let selected = Prelude.source(forScript: "let d = Date()\nprint(d.timeIntervalSince1970 > 0)")
        XCTAssertTrue(selected.contains("struct Date"))
        for type in ["struct Calendar", "struct Locale", "struct URL", "struct CharacterSet"] {
            XCTAssertFalse(selected.contains(type), "\(type) is not needed: \(declarations(selected).joined(separator: ", "))")
        }
        let calendar = Prelude.source(forScript: "print(Calendar.current.component(.year, from: Date()))")
        XCTAssertTrue(calendar.contains("struct Calendar") && calendar.contains("func component("), "the member named comes with its type")
    }

    /// Declaring a member is not using it, and a parameter's type comes with the value a caller
    /// passes: the unarchiver's and NSNumber's `compare`, `init(contentsOf:)` and `locale:`
    /// parameters brought String's `init(format:locale:)`, Locale, Calendar and the date symbols.
    func testDeclaringANameOrTakingAParameterOfATypeDoesNotBringIt() throws {
        let reading = Prelude.source(forScript: "let items = NSKeyedUnarchiver.unarchiveObject(withFile: path)\nprint(NSNumber(value: 3))")
        for type in ["struct Locale", "struct Calendar", "struct DateComponents", "struct TimeZone"] {
            XCTAssertFalse(reading.contains(type), "\(type) is not needed: \(declarations(reading).joined(separator: ", "))")
        }
        let script = #"print("AbC".lowercased(with: nil), "AbC".compare("abc", options: .caseInsensitive, range: nil, locale: nil) == .orderedSame)"#
        XCTAssertFalse(Prelude.source(forScript: script).contains("struct Locale"), "nobody makes a Locale")
        let (result, _) = try runScript(script, fileName: "Lesson.swift")
        XCTAssertEqual(result.output, "abc true\n", result.renderedDiagnostics)
        let (passed, _) = try runScript(#"print("AbC".uppercased(with: Locale(identifier: "en_US")))"#, fileName: "Lesson.swift")
        XCTAssertEqual(passed.output, "ABC\n", "a caller that makes one names it: \(passed.renderedDiagnostics)")
    }

    /// A lesson's prose is comments: a type named only there is not kept; one named in a string
    /// literal (after a `//` that is text) or in an interpolation's code is.
    func testWordsInCommentsDoNotBringTheirTypes() {
        let prose = "//: `UserDefaults` keeps its plist in Library/Preferences.\n/* A Date, /* nested */ and Data. */\nprint(1)\n"
        let selected = Prelude.source(forScript: prose)
        for type in ["class UserDefaults", "struct Date:", "struct Data:"] {
            XCTAssertFalse(selected.contains(type), "\(type) is only in comments: \(declarations(selected).joined(separator: ", "))")
        }
        let strings = #"print("https://example.com // UUID", "\(Date() /* Data */)") // Calendar"# + "\nlet s = \"\"\"\n// UserDefaults\n\"\"\"\n"
        let kept = Prelude.source(forScript: strings)
        for type in ["struct UUID", "struct Date", "class UserDefaults"] {
            XCTAssertTrue(kept.contains(type), "\(type) is in a string or in code: \(declarations(kept).joined(separator: ", "))")
        }
        XCTAssertFalse(kept.contains("struct Calendar"), "Calendar is in the line's comment")
        let interpolated = Prelude.source(forScript: #"print("a \(1 /* Data */) b // \(2) UUID")"#)
        XCTAssertFalse(interpolated.contains("struct Data:"), "Data is in a comment inside an interpolation")
        XCTAssertTrue(interpolated.contains("struct UUID"), "UUID is text after the interpolation")
    }

    /// An initializer stays with its extension when a method of the same name is split off
    /// (`init?(data:encoding:)` beside `data(using:)`), and is still brought by its label.
    func testAnInitializerIsBroughtByItsLabelWhenAMethodOfThatNameMoves() {
        let selected = Prelude.source(forScript: #"print(String(data: Data([104, 105]), encoding: .utf8) ?? "?")"#)
        XCTAssertTrue(selected.contains("init?(data: Data, encoding: String.Encoding)"), declarations(selected).joined(separator: ", "))
        XCTAssertTrue(selected.contains("typealias Encoding"), "the parameter's member type is read through its extension")
    }

    /// Every case of a line of raw-value cases is an implicit member (`case a = 1, b = 5`).
    func testEachRawValueCaseOfALineBringsItsEnum() {
        let selected = Prelude.source(forScript: "print(FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask))")
        XCTAssertTrue(selected.contains("enum NSSearchPathDirectory"), declarations(selected).joined(separator: ", "))
    }

    /// A static member split off its type is still found as an implicit member (`.whitespaces`).
    func testAStaticMemberSplitOffIsFoundWrittenWithoutItsType() {
        let selected = Prelude.source(forScript: #"print(" a ".trimmingCharacters(in: .whitespaces))"#)
        XCTAssertTrue(selected.contains("static var whitespaces"), declarations(selected).joined(separator: ", "))
        XCTAssertTrue(selected.contains("struct CharacterSet"), "the member brings its type")
    }

    func testEnumCasesWrittenWithoutTheirTypeBringTheEnum() {
        let selected = Prelude.source(forScript: #"let data = "a".data(using: .utf8)"#)
        XCTAssertTrue(selected.contains("enum StringEncoding"), "`.utf8` is a case of the prelude's StringEncoding")
        XCTAssertTrue(selected.contains("extension String"), "`data(using:)` is a member of the prelude's String extension")
        XCTAssertTrue(selected.contains("struct Data"), "the String extension's data(using:) makes a Data")
    }

    func testReadersBringTheValuesNativeCodeMakes() {
        let selected = Prelude.source(forScript: "let items = NSKeyedUnarchiver.unarchiveObject(withFile: path)")
        for type in ["struct Date", "struct URL", "struct UUID", "struct Data", "class NSKeyedUnarchiver", "class NSCoder", "class NSObject"] {
            XCTAssertTrue(selected.contains(type), "\(type) is made by the unarchiver")
        }
        XCTAssertFalse(selected.contains("class UIImage"), "nothing here needs images")
    }

    /// For each declaration of the whole prelude, a script that names only it gets a selection
    /// that compiles whole, bodies included: nothing a kept declaration uses is left out.
    func testEveryDeclarationComesWithWhatItNeeds() throws {
        let names = declarations(Prelude.source).compactMap { $0.split(separator: " ").last.map(String.init) }
        XCTAssertGreaterThan(names.count, 30)
        for name in Set(names) {
            let script = "// \(name)\nprint(\"ok\")\n"
            let session = try FoundationSession()
            session.compilesPreludeOnFirstCall = false
            let result = session.run(source: script, fileName: "Lesson.swift")
            XCTAssertEqual(result.exitStatus, 0, "naming \(name): \(result.renderedDiagnostics)")
            XCTAssertEqual(result.output, "ok\n")
        }
    }

    /// A script's own `struct Data` hides the prelude's; a kept prelude declaration that uses
    /// Data (the unarchiver makes them) gets the prelude's, renamed out of the script's way.
    func testAScriptTypeHidesThePreludeTypeOfItsName() {
        let alone = Prelude.source(forScript: "struct Data { var n = 0 }\nprint(Data().n)")
        XCTAssertFalse(alone.contains("struct Data"), "only the script named Data")
        let reading = Prelude.source(forScript: "struct Data { var n = 0 }\nlet items = NSKeyedUnarchiver.unarchiveObject(withFile: path)")
        XCTAssertTrue(reading.contains("struct __Kiln_Data"), "the unarchiver still makes the prelude's Data")
        XCTAssertFalse(reading.contains("struct Data"))
    }

    /// A Foundation program of Tests/KilnFoundationTests/Programs that depends on this (main's
    /// FoundationDifferentialTests runs them all): Kiln prints what swiftc's build printed.
    func testAScriptsOwnTimerDataNotificationAndBundleRunAsSwiftcsBuild() throws {
        let directory = packageRoot + "/Tests/KilnFoundationTests/Programs/"
        let source = try String(contentsOfFile: directory + "script_types_shadow_foundation.swift.txt", encoding: .utf8)
        let expected = try String(contentsOfFile: directory + "script_types_shadow_foundation.expected", encoding: .utf8)
        let (result, _) = try runScript(source, fileName: "script_types_shadow_foundation.swift")
        XCTAssertEqual(result.output, expected)
    }
}
