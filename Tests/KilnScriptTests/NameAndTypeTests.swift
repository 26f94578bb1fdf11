// Names and types the way a compiled Swift file has them: backticked keywords, declaration order,
// casts through Optionals, nested types, type aliases, `T.self`.
import XCTest
@testable import KilnScript

final class NameAndTypeTests: XCTestCase {
    private func run(_ source: String, fileName: String = "names.swift") -> RunResult {
        Interpreter().run(source: source, fileName: fileName)
    }

    func testBacktickedNamesKeepEveryLocationOnTheirLine() {
        // The backticks are gone once parsed, but a fault after them is still reported where it is.
        let result = run("let `default`: Int? = nil\nlet `class` = 1; let crash = `default`!")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 2, column: 39), result.renderedDiagnostics)
    }

    func testBacktickedParameterIsCalledWithItsKeywordLabel() {
        let result = run("func move(`in` place: String, `default`: Int) -> String { place + String(`default`) }\nprint(move(in: \"a\", default: 1))")
        XCTAssertEqual(result.output, "a1\n", result.renderedDiagnostics)
    }

    func testPropertyDefaultCallsAFunctionDeclaredFurtherDown() {
        let result = run("""
            class Store { var path = archivePath(); static let shared = Settings.standard }
            print(Store().path, Store.shared.limit)
            func archivePath() -> String { "Documents/items" }
            struct Settings { var limit: Int; static let standard = Settings(limit: 3) }
            """)
        XCTAssertEqual(result.output, "Documents/items 3\n", result.renderedDiagnostics)
    }

    func testMissingMemberOfATypeDeclaredLaterIsStillReportedBeforeRunning() {
        let result = run("""
            class Store { static let shared = Settings.standrd }
            print("start")
            struct Settings { static let standard = 3 }
            """)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.diagnostics.first?.message, "type 'Settings' has no member 'standrd'")
    }

    func testCastsLookThroughOptionals() {
        let result = run("""
            class Item {}
            let x: Any? = Item()
            let none: Item? = nil
            print(x is Item, x as? Item != nil, none is Item, (x as! Item) === (x as? Item))
            """)
        XCTAssertEqual(result.output, "true true false true\n", result.renderedDiagnostics)
    }

    func testFailedForcedCastThroughAnOptionalNamesTheWrappedType() {
        let result = run("class Item {}\nlet x: Any? = 3\nlet item = x as! Item")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.diagnostics.last?.message, "Could not cast value of type 'Swift.Int' to 'Item'")
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 3, column: 14))
    }

    func testTypeValuesOfEveryKindOfScriptType() {
        let result = run("""
            class Item { required init() {} }
            struct Point {}
            enum Kind { case a }
            struct Outer { struct Inner {}; enum Mode { case on } }
            let types: [Any] = [Item.self, Point.self, Kind.self, Outer.Inner.self, Outer.Mode.self]
            print(types.map { "\\($0)" }, Item.self == type(of: Item()), Outer.Inner.self is Outer.Inner.Type)
            let anyType: Any = Point.self
            print(anyType is Any.Type, anyType is AnyClass, Item.self is AnyClass, 3 is Any.Type)
            func make(_ type: Item.Type) -> Item { type.init() }
            print(make(Item.self))
            """)
        XCTAssertEqual(result.output, "[\"Item\", \"Point\", \"Kind\", \"Inner\", \"Mode\"] true true\ntrue false true false\nnames.Item\n",
                       result.renderedDiagnostics)
    }

    func testNativeCodeReceivesTheTypeAScriptPasses() {
        let interpreter = Interpreter()
        interpreter.register(NativeFunction(name: "nameOf", labels: ["ofClass"]) { context, arguments in
            guard case .metatype = arguments[0] else { throw context.fault("expected a type") }
            return .string(context.qualifiedTypeName(of: arguments[0]))
        })
        let result = interpreter.run(source: "struct Outer { class Item {} }\nprint(nameOf(ofClass: Outer.Item.self))", fileName: "Shop.swift")
        XCTAssertEqual(result.output, "Shop.Outer.Item\n", result.renderedDiagnostics)
    }

    func testNestedTypeIsFoundByItsOwnNameInsideItsOuterTypeEvenWhenAnotherTypeHasThatName() {
        let result = run("""
            struct Name { let first: String }
            struct Notice {
                struct Name { let rawValue: String }
                let name: Name
                static func make(_ raw: String) -> Notice { Notice(name: Name(rawValue: raw)) }
            }
            extension Notice.Name { static let saved = Notice.Name(rawValue: "saved") }
            print(Notice.make("x").name.rawValue, Name(first: "Ann").first, Notice.Name.saved.rawValue)
            """)
        XCTAssertEqual(result.output, "x Ann saved\n", result.renderedDiagnostics)
    }

    func testMissingMemberOfANestedTypeIsReported() {
        let result = run("struct Outer { struct Inner { static let zero = 0 } }\nprint(Outer.Inner.zreo)")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("has no member 'zreo'"), result.renderedDiagnostics)
    }

    func testTypeAliasesNameTheirTypeInAnnotationsCallsAndCasts() {
        let result = run("""
            typealias Money = Double
            typealias Prices = [String: Money]
            struct Shop { typealias Item = String; var items: [Item] = ["lamp"] }
            let price: Money = 3
            let prices: Prices = ["lamp": 2]
            let item: Shop.Item = Shop().items[0]
            print(price, prices, item, Money(4), price is Money)
            """)
        XCTAssertEqual(result.output, "3.0 [\"lamp\": 2.0] lamp 4.0 true\n", result.renderedDiagnostics)
    }

    func testAnAliasOfItselfIsReportedBeforeRunning() {
        let result = run("typealias A = B\ntypealias B = A\nlet x: A? = nil\nprint(x == nil)")
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.diagnostics.first?.message, "type alias 'A' references itself")
        XCTAssertEqual(result.diagnostics.first?.location, Location(line: 1, column: 15))
    }

    func testImplicitInitUsesTheDeclaredType() {
        let result = run("""
            enum Kind: String { case a, b }
            struct Shelf { struct Slot { var x: Int } }
            let kind: Kind = .init(rawValue: "b")!
            let slot: Shelf.Slot = .init(x: 3)
            print(kind, slot.x)
            """)
        XCTAssertEqual(result.output, "b 3\n", result.renderedDiagnostics)
    }
}
