// `let` as Swift's compiler enforces it. Each mistake is checked against swiftc itself: the
// compiler must reject the program with the same message Kiln gives (and at the same place).
import XCTest
import Foundation
@testable import KilnScript

final class ConstantTests: XCTestCase {
    /// (program, Kiln's message, line:column) — each a program swiftc refuses to compile.
    private let mistakes: [(String, String, String)] = [
        ("let count = 1\ncount = 2\n", "cannot assign to value: 'count' is a 'let' constant", "2:1"),
        ("let count = 1\ncount += 1\n", "left side of mutating operator isn't mutable: 'count' is a 'let' constant", "2:7"),
        ("struct Point { var x = 0 }\nlet p = Point()\np.x = 3\n", "cannot assign to property: 'p' is a 'let' constant", "3:3"),
        ("let scores = [1, 2]\nscores[0] = 5\n", "cannot assign through subscript: 'scores' is a 'let' constant", "2:7"),
        ("for n in [1, 2] { n = 3 }\n", "cannot assign to value: 'n' is a 'let' constant", "1:19"),
        ("func bump(_ value: Int) { value = value + 1 }\n", "cannot assign to value: 'value' is a 'let' constant", "1:27"),
        ("let o: Int? = 1\nif let o { o = 2 }\n", "cannot assign to value: 'o' is a 'let' constant", "2:12"),
        ("func twice(_ x: inout Int) { x *= 2 }\nlet n = 4\ntwice(&n)\n", "cannot pass immutable value as inout argument: 'n' is a 'let' constant", "3:7"),
        ("struct P {\n    var x = 0\n    mutating func move() { x += 1 }\n}\nlet p = P()\np.move()\n",
         "cannot use mutating member on immutable value: 'p' is a 'let' constant", "6:3"),
        ("let names = [\"a\"]\nnames.append(\"b\")\n", "cannot use mutating member on immutable value: 'names' is a 'let' constant", "2:7"),
        ("class Item {\n    let name: String\n    init(name: String) { self.name = name }\n    func rename() { name = \"b\" }\n}\n",
         "cannot assign to property: 'name' is a 'let' constant", "4:21"),
        ("class Item {\n    let name: String\n    init(name: String) { self.name = name }\n    func rename() { self.name = \"b\" }\n}\n",
         "cannot assign to property: 'name' is a 'let' constant", "4:26"),
    ]

    func testKilnRefusesWhatTheCompilerRefusesBeforeRunning() throws {
        for (program, message, location) in mistakes {
            let result = Interpreter().run(source: "print(\"ran\")\n" + program, fileName: "lesson.swift")
            XCTAssertEqual(result.exitStatus, 1, program)
            XCTAssertEqual(result.output, "", "nothing runs: \(program)")
            let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error }, program)
            XCTAssertEqual(error.message, message, program)
            let shifted = location.split(separator: ":").map { Int($0)! }
            XCTAssertEqual(error.location, Location(line: shifted[0] + 1, column: shifted[1]), program)
        }
    }

    func testTheCompilerRefusesTheSamePrograms() throws {
        guard let swiftc = Swiftc.path else { throw XCTSkip("no swiftc on PATH") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-constants-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, (program, message, location)) in mistakes.enumerated() {
            let file = directory.appendingPathComponent("m\(index).swift")
            try program.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-typecheck", file.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertNotEqual(process.terminationStatus, 0, program)
            XCTAssertTrue(text.contains("m\(index).swift:\(location): error: \(message)"), "swiftc says:\n\(text)")
        }
    }

    /// What a constant may still do: hold a class instance whose properties change, be read,
    /// be shadowed by a variable; and an inout parameter or a `var` copy can be changed.
    func testWhatConstantsAllow() {
        let result = Interpreter().run(source: """
            class Box { var count = 0 }
            let box = Box()
            box.count = 3
            func make() -> Box { Box() }
            let made = make()
            made.count += 2
            func bump(_ value: inout Int) { value += 1 }
            var n = 1
            bump(&n)
            let fixed = 10
            do {
                var fixed = fixed
                fixed += 1
                print(fixed)
            }
            for var i in 0..<2 { i += 10; print(i) }
            let tally = ["a", "b", "a"].reduce(into: [String: Int]()) { counts, word in counts[word, default: 0] += 1 }
            print(box.count, made.count, n, fixed, tally["a"]!)
            """, fileName: "lesson.swift")
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics)
        XCTAssertEqual(result.output, "11\n10\n11\n3 2 2 10 2\n")
    }

    /// A `let` property set from outside its type: known when the assignment runs (from the
    /// instance's type), in swiftc's words; initializers may set it.
    func testALetPropertyCannotBeSetFromOutside() throws {
        let result = Interpreter().run(source: """
            class Item {
                let serial: Int
                var name: String
                init(serial: Int) { self.serial = serial; name = "new" }
            }
            var item = Item(serial: 7)
            item.name = "lamp"
            print(item.serial, item.name)
            item.serial = 8
            """, fileName: "lesson.swift")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "7 lamp\n")
        let error = try XCTUnwrap(result.diagnostics.last)
        XCTAssertEqual(error.message, "cannot assign to property: 'serial' is a 'let' constant")
        XCTAssertEqual(error.location, Location(line: 9, column: 6))
    }

    /// A mutating method through a constant whose kind shows only when it runs: refused for a
    /// struct, allowed through a class instance (its property is changed in place).
    func testAMutatingMethodThroughAConstantIsRefusedOnlyForValues() {
        let result = Interpreter().run(source: """
            class Shelf { var items: [Int] = [] }
            struct Box { var items: [Int] = [] }
            func shelf() -> Shelf { Shelf() }
            func box() -> Box { Box() }
            let s = shelf()
            s.items.append(1)
            let b = box()
            print(s.items, b.items.count)
            b.items.append(2)
            """, fileName: "lesson.swift")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "[1] 0\n")
        XCTAssertEqual(result.diagnostics.last?.message, "cannot use mutating member on immutable value: 'b' is a 'let' constant")
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 9, column: 9))
    }

    /// A constant whose kind only shows when it runs: changing a struct through it stops the
    /// script at that line (a class instance would have been fine).
    func testAStructReturnedByAFunctionCannotBeChangedThroughALet() {
        let result = Interpreter().run(source: """
            struct Point { var x = 0 }
            func origin() -> Point { Point() }
            let p = origin()
            print("before")
            p.x = 1
            """, fileName: "lesson.swift")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "before\n")
        XCTAssertEqual(result.diagnostics.last?.message, "cannot assign to property: 'p' is a 'let' constant")
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 5, column: 3))
    }
}
