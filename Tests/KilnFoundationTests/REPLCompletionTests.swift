// Tab completion in a REPL session: the names in scope (the session's own and every Foundation /
// UIKit name, loaded or not), and the members after a dot, of a variable's value as it is now or
// of a type named directly, followed through the prelude's declared member types.
import XCTest
import KilnFoundation

final class REPLCompletionTests: XCTestCase {
    private func session(_ chunks: String...) throws -> FoundationSession.REPL {
        let repl = try FoundationSession().makeREPL()
        for chunk in chunks { XCTAssertEqual(repl.evaluate(chunk).exitStatus, 0, chunk) }
        return repl
    }

    func testAWordCompletesFromTheSessionsNamesAndFoundationsBeforeTheyAreLoaded() throws {
        let repl = try session("let storeCount = 1", "func storeItems() {}", "struct StoreItem {}")
        XCTAssertEqual(repl.completions(for: "print(stor").word, "stor")
        XCTAssertEqual(repl.completions(for: "print(stor").candidates, ["storeCount", "storeItems"])
        XCTAssertEqual(repl.completions(for: "let s = Stor").candidates, ["StoreItem"])
        let archiver = repl.completions(for: "let a = NSKeyedArch")
        XCTAssertTrue(archiver.candidates.contains("NSKeyedArchiver"), "\(archiver)")
        XCTAssertFalse(archiver.candidates.contains { !$0.hasPrefix("NSKeyedArch") })
        XCTAssertTrue(repl.completions(for: "__kil").candidates.isEmpty, "the prelude's plumbing is not offered")
        XCTAssertTrue(repl.completions(for: "let x = 1").candidates.isEmpty, "nothing after a number")
    }

    func testMembersOfAVariablesValueFollowingStoredProperties() throws {
        let repl = try session("""
            class Store {
                var items: [String] = ["pen"]
                var owner = Owner()
                func add(_ item: String) { items.append(item) }
            }
            struct Owner { var name = "Li"; var city = "北京" }
            let store = Store()
            """)
        XCTAssertEqual(repl.completions(for: "store.it").candidates, ["items"])
        XCTAssertEqual(repl.completions(for: "store.").candidates, ["add(", "items", "owner"])
        XCTAssertEqual(repl.completions(for: "print(store.owner.c").candidates, ["city"])
        XCTAssertTrue(repl.completions(for: "store.items.cou").candidates.contains { $0.hasPrefix("count") },
                      "\(repl.completions(for: "store.items.cou"))")
        XCTAssertTrue(repl.completions(for: "nothing.it").candidates.isEmpty)
    }

    func testMembersOfAFoundationTypeNamedDirectlyThroughDeclaredTypes() throws {
        let repl = try session()
        let urls = repl.completions(for: "FileManager.default.ur")
        XCTAssertEqual(urls.word, "ur")
        XCTAssertTrue(urls.candidates.contains("urls(") && urls.candidates.allSatisfy { $0.hasPrefix("ur") }, "\(urls)")
        XCTAssertTrue(repl.completions(for: "FileManager.def").candidates == ["default"])
        XCTAssertTrue(repl.completions(for: "NSKeyedArchiver.archiveRoot").candidates.contains("archiveRootObject("))
        XCTAssertTrue(repl.completions(for: "UserDefaults.standard.se").candidates.contains("set("),
                      "\(repl.completions(for: "UserDefaults.standard.se"))")
        // A call's result: the type a prelude method declares it returns.
        XCTAssertTrue(repl.completions(for: "FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).fi")
            .candidates.contains { $0.hasPrefix("first") })
    }

    func testArgumentLabelsAfterAnOpenParenthesis() throws {
        let repl = try session("""
            class Store {
                func add(_ item: String, quantity: Int, note: String = "") {}
            }
            func save(items: [String], toFile path: String) {}
            let store = Store()
            """)
        XCTAssertEqual(repl.completions(for: "store.add(\"pen\", ").candidates, ["note: ", "quantity: "])
        XCTAssertEqual(repl.completions(for: "store.add(\"pen\", q").candidates, ["quantity: "])
        XCTAssertEqual(repl.completions(for: "store.add(\"pen\", quantity: 2, ").candidates, ["note: "], "a label written is not offered again")
        XCTAssertEqual(repl.completions(for: "save(").candidates, ["items: ", "toFile: "])
        XCTAssertEqual(repl.completions(for: "let urls = FileManager.default.urls(f").candidates, ["for: "])
        XCTAssertTrue(repl.completions(for: "NSKeyedArchiver.archivedData(").candidates.contains("withRootObject: "),
                      "\(repl.completions(for: "NSKeyedArchiver.archivedData("))")
        XCTAssertEqual(repl.completions(for: "print(stor").candidates, ["store"], "a value, not a label, is being typed")
    }
}
