// Argument labels that fit no overload, and Swift 2's calls that leave out the first label.
import XCTest
@testable import KilnScript

final class CallLabelTests: XCTestCase {
    private func run(_ source: String) -> RunResult {
        Interpreter().run(source: source, fileName: "labels.swift")
    }

    func testAMethodCallNoOverloadTakesListsTheCandidatesAndTheNearest() {
        let result = run("""
            class Greeter {
                func greet(name: String) -> String { "hi " + name }
                func greet(name: String, times: Int) -> String { "hi " + name }
                func greet(group: [String]) -> String { "hi all" }
            }
            let greeter: Any = Greeter()
            print((greeter as! Greeter).greet(nmae: "Ann", times: 2))
            """)
        XCTAssertEqual(result.exitStatus, 1)
        let message = result.diagnostics.last?.message ?? ""
        XCTAssertEqual(message, "no 'greet' of 'Greeter' takes the arguments 'greet(nmae:times:)'; there is greet(name:), "
                       + "greet(name:times:), greet(group:); did you mean 'greet(name:times:)'?")
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 7, column: 29))
    }

    func testATopLevelFunctionCallNoOverloadTakesIsReportedBeforeRunningWithTheNearest() {
        let result = run("""
            func save(item: String) {}
            func save(items: [String], atomically: Bool) {}
            print("start")
            save(itme: "lamp")
            """)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.diagnostics.first?.message, "no 'save' takes the arguments 'save(itme:)'; there is save(item:), save(items:atomically:)")
        XCTAssertEqual(result.diagnostics.first?.location, Location(line: 4, column: 1))
        XCTAssertEqual(result.diagnostics.first?.notes, [Diagnostic.Note(message: "did you mean 'save(item:)'?", fileName: "labels.swift", location: Location(line: 4, column: 1))])
    }

    func testAnInitializerNoOverloadTakesNamesTheNearest() {
        let result = run("struct Point { var x: Int; var y: Int }\nlet kinds: [Any] = [Point.self]\nlet p = (kinds[0] as! Point.Type).init(x: 1, z: 2)")
        XCTAssertEqual(result.diagnostics.last?.message, "'Point' has no initializer init(x:z:); it has init(x:y:); did you mean 'init(x:y:)'?")
    }

    func testSwift2CallsLeaveOutTheFirstLabelAndRunWithANote() {
        // Swift 2 code (it uses an old spelling the embedder runs: `uppercaseString`).
        let interpreter = Interpreter()
        interpreter.register(RenamedAPI(typeName: "String", kind: .propertyToMethod, oldName: "uppercaseString", newName: "uppercased"))
        let result = interpreter.run(source: """
            class ImageStore {
                var images = ["lamp": "red"]
                func imageForKey(key: String) -> String? { images[key] }
                func setImage(image: String, forKey key: String) { images[key] = image }
                func describe() -> String { imageForKey("lamp") ?? "none" }
            }
            struct AddressTool { static func add(info: String) -> String { "added " + info } }
            func documentPath(name: String) -> String { "Documents/" + name }

            let store = ImageStore()
            store.setImage("blue", forKey: "chair")
            print(store.imageForKey("chair") ?? "none", store.describe(), AddressTool.add("home"), documentPath("a"), "ok".uppercaseString)
            """, fileName: "labels.swift")
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics)
        XCTAssertEqual(result.output, "blue red added home Documents/a OK\n")
        let notes = result.diagnostics.filter { $0.severity == .note }
        XCTAssertTrue(notes.contains { $0.message == "'imageForKey(_:)' is Swift 2's spelling of a call to 'imageForKey(key:)' "
                                        + "(a first argument had no label then); today's Swift needs the label 'key:' here, "
                                        + "or a '_' before the first parameter in the declaration" }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.message.hasPrefix("'setImage(_:forKey:)' is Swift 2's spelling of a call to 'setImage(image:forKey:)'") })
        XCTAssertTrue(notes.contains { $0.message.hasPrefix("'add(_:)' is Swift 2's spelling of a call to 'add(info:)'") })
        XCTAssertTrue(notes.contains { $0.message.hasPrefix("'documentPath(_:)' is Swift 2's spelling") })
        // Each note points at its call, in the script's file.
        let located = notes.first { $0.message.hasPrefix("'documentPath(_:)'") }
        XCTAssertEqual(located?.fileName, "labels.swift")
        XCTAssertEqual(located?.location, Location(line: 12, column: 88))
        XCTAssertTrue(result.renderedDiagnostics.contains("labels.swift:11:7: note: 'setImage(_:forKey:)'"), result.renderedDiagnostics)
    }

    func testTodaysSwiftNeedsTheFirstLabel() {
        // Without an old spelling the script is today's Swift: swiftc's error, at the argument.
        let result = run("func g(x: Int = 1) -> Int { return x }\nprint(g(x: 2))\nprint(g(3))")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.diagnostics.first?.message, "missing argument label 'x:' in call", result.renderedDiagnostics)
        XCTAssertEqual(result.diagnostics.first?.location, Location(line: 3, column: 9))
    }

    func testOnlyALeftOutFirstLabelIsSwift2sSpelling() {
        // A wrong first label, or a missing second one, is still a mistake; so is an unlabeled
        // initializer argument (initializers had every label in Swift 2 too). swiftc's words.
        XCTAssertEqual(run("func f(key: String, value: Int) {}\nf(\"a\", 1)").diagnostics.first?.message,
                       "missing argument labels 'key:value:' in call")
        XCTAssertEqual(run("func f(key: String) {}\nf(kye: \"a\")").diagnostics.first?.message,
                       "incorrect argument label in call (have 'kye:', expected 'key:')")
        let initializer = run("struct P { init(x: Int) {} }\nlet p = P(3)")
        XCTAssertEqual(initializer.exitStatus, 1)
        XCTAssertEqual(initializer.diagnostics.first?.message, "missing argument label 'x:' in call", initializer.renderedDiagnostics)
    }
}
