// Codable in scripts: JSONEncoder / JSONDecoder and PropertyListEncoder / PropertyListDecoder,
// checked against swift-corelibs-foundation's coders run on the same models compiled here.
import XCTest
import Foundation
import KilnFoundation

// The models of `CodableTests.models`, compiled by swiftc against corelibs Foundation.
private enum NativePriority: Int, Codable, Equatable { case low, normal, high }
private enum NativeKind: String, Codable, Equatable { case todo, done }
private struct NativeNote: Codable, Equatable { var text: String; var link: URL? }
private struct NativeChore: Codable, Equatable {
    var title: String
    var done: Bool
    var priority: NativePriority
    var kind: NativeKind
    var due: Date?
    var created: Date
    var estimate: Double
    var tags: [String]
    var notes: [NativeNote]
    var counts: [String: Int]
    var byDay: [Int: String]
    var attachment: Data
    enum CodingKeys: String, CodingKey {
        case title = "name", done = "isDone", priority, kind, due, created, estimate, tags, notes, counts, byDay, attachment
    }
}

private let nativeChores = [
    NativeChore(title: "Walk the dog", done: false, priority: .high, kind: .todo, due: nil, created: Date(timeIntervalSinceReferenceDate: 1.5),
                estimate: 0.1, tags: ["home", "a/b"], notes: [NativeNote(text: "Leash \"red\"\n\u{1}", link: URL(string: "https://example.com/dog"))],
                counts: ["walks": 2, "treats": 5], byDay: [3: "Wed"], attachment: Data([1, 2, 3, 250])),
    NativeChore(title: "Café ☕︎", done: true, priority: .low, kind: .done, due: Date(timeIntervalSinceReferenceDate: 86400),
                created: Date(timeIntervalSinceReferenceDate: -3), estimate: 2, tags: [], notes: [NativeNote(text: "", link: nil)],
                counts: [:], byDay: [:], attachment: Data()),
]

/// A model with its own coding, as lessons write one to give a missing key a default.
private struct NativeEntry: Codable, Equatable {
    var name: String
    var done: Bool
    var tags: [String]
    enum CodingKeys: String, CodingKey { case name = "title", done, tags }
    init(name: String, done: Bool, tags: [String]) { self.name = name; self.done = done; self.tags = tags }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        done = try container.decodeIfPresent(Bool.self, forKey: .done) ?? false
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(done, forKey: .done)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
    }
}

private struct NativeCelsius: Codable, Equatable {
    var value: Double
    init(value: Double) { self.value = value }
    init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
    func encode(to encoder: Encoder) throws { var container = encoder.singleValueContainer(); try container.encode(value) }
}

private enum NativeMood: Codable { case happy, sad }
private final class NativePet: Codable {
    var name = "Rex", legs = 4, mood = NativeMood.sad
    let species = "dog"
    var friends: [String: [Int]] = ["cats": [1, 2]]
}

final class CodableTests: XCTestCase {
    /// The same models and values, as a script declares them.
    static let models = #"""
        enum Priority: Int, Codable { case low, normal, high }
        enum Kind: String, Codable { case todo, done }
        struct Note: Codable { var text: String; var link: URL? }
        struct Chore: Codable {
            var title: String
            var done: Bool
            var priority: Priority
            var kind: Kind
            var due: Date?
            var created: Date
            var estimate: Double
            var tags: [String]
            var notes: [Note]
            var counts: [String: Int]
            var byDay: [Int: String]
            var attachment: Data
            enum CodingKeys: String, CodingKey {
                case title = "name", done = "isDone", priority, kind, due, created, estimate, tags, notes, counts, byDay, attachment
            }
        }
        let chores = [
            Chore(title: "Walk the dog", done: false, priority: .high, kind: .todo, due: nil, created: Date(timeIntervalSinceReferenceDate: 1.5),
                  estimate: 0.1, tags: ["home", "a/b"], notes: [Note(text: "Leash \"red\"\n\u{1}", link: URL(string: "https://example.com/dog"))],
                  counts: ["walks": 2, "treats": 5], byDay: [3: "Wed"], attachment: Data([1, 2, 3, 250])),
            Chore(title: "Café ☕︎", done: true, priority: .low, kind: .done, due: Date(timeIntervalSinceReferenceDate: 86400),
                  created: Date(timeIntervalSinceReferenceDate: -3), estimate: 2, tags: [], notes: [Note(text: "", link: nil)],
                  counts: [:], byDay: [:], attachment: Data()),
        ]
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

        """#

    private func documentsFile(_ session: FoundationSession, _ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/" + name))
    }

    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    func testJSONWithSortedKeysIsByteForByteWhatCorelibsWrites() throws {
        let (_, session) = try runScript(Self.models + """
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            try encoder.encode(chores).write(to: documents.appendingPathComponent("compact.json"))
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(chores).write(to: documents.appendingPathComponent("pretty.json"))
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(chores).write(to: documents.appendingPathComponent("iso.json"))
            encoder.outputFormatting = .sortedKeys
            encoder.dateEncodingStrategy = .secondsSince1970
            try encoder.encode(chores).write(to: documents.appendingPathComponent("seconds.json"))
            """)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(text(try documentsFile(session, "compact.json")), text(try encoder.encode(nativeChores)))
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        XCTAssertEqual(text(try documentsFile(session, "pretty.json")), text(try encoder.encode(nativeChores)))
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        XCTAssertEqual(text(try documentsFile(session, "iso.json")), text(try encoder.encode(nativeChores)))
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        XCTAssertEqual(text(try documentsFile(session, "seconds.json")), text(try encoder.encode(nativeChores)))
        XCTAssertTrue(text(try documentsFile(session, "compact.json")).hasPrefix(#"[{"attachment":"AQID+g==","byDay":{"3":"Wed"}"#))
    }

    func testJSONInDeclarationOrderParsesAsCorelibsJSONAndDecodesInCorelibs() throws {
        let (_, session) = try runScript(Self.models + """
            try JSONEncoder().encode(chores).write(to: documents.appendingPathComponent("chores.json"))
            """)
        let written = try documentsFile(session, "chores.json")
        // Kiln writes the properties in declaration order; corelibs in hash order: equal as parsed JSON.
        XCTAssertTrue(text(written).hasPrefix(#"[{"name":"Walk the dog","isDone":false,"priority":2,"kind":"todo","created":1.5,"#))
        let parsed = try JSONSerialization.jsonObject(with: written) as? NSArray
        let expected = try JSONSerialization.jsonObject(with: JSONEncoder().encode(nativeChores)) as? NSArray
        XCTAssertEqual(parsed, expected)
        XCTAssertEqual(try JSONDecoder().decode([NativeChore].self, from: written), nativeChores)
    }

    func testScriptsDecodeJSONAndPropertyListsCorelibsWrote() throws {
        let session = try FoundationSession()
        let documents = session.simulator.sandbox.home + "/Documents/"
        try JSONEncoder().encode(nativeChores).write(to: URL(fileURLWithPath: documents + "corelibs.json"))
        let iso = JSONEncoder()
        iso.dateEncodingStrategy = .iso8601
        try iso.encode(nativeChores).write(to: URL(fileURLWithPath: documents + "corelibs-iso.json"))
        try PropertyListEncoder().encode(nativeChores).write(to: URL(fileURLWithPath: documents + "corelibs.plist"))
        let xml = PropertyListEncoder()
        xml.outputFormat = .xml
        try xml.encode(nativeChores).write(to: URL(fileURLWithPath: documents + "corelibs-xml.plist"))
        let (result, _) = try runScript(Self.models + """
            func show(_ decoded: [Chore]) {
                for chore in decoded {
                    print(chore.title, chore.done, chore.priority, chore.kind, chore.due, chore.created.timeIntervalSinceReferenceDate,
                          chore.estimate, chore.tags, chore.notes.map { $0.text }, chore.notes.map { $0.link?.absoluteString },
                          chore.counts["walks"], chore.byDay[3], chore.attachment.count)
                }
            }
            show(try JSONDecoder().decode([Chore].self, from: Data(contentsOf: documents.appendingPathComponent("corelibs.json"))))
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            show(try decoder.decode([Chore].self, from: Data(contentsOf: documents.appendingPathComponent("corelibs-iso.json"))))
            show(try PropertyListDecoder().decode([Chore].self, from: Data(contentsOf: documents.appendingPathComponent("corelibs.plist"))))
            show(try PropertyListDecoder().decode([Chore].self, from: Data(contentsOf: documents.appendingPathComponent("corelibs-xml.plist"))))
            """, in: session)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let walk = #"Walk the dog false high todo nil 1.5 0.1 ["home", "a/b"] ["Leash \"red\"\n\u{01}"] [Optional("https://example.com/dog")] Optional(2) Optional("Wed") 4"#
        let cafe = #"Café ☕︎ true low done Optional(2001-01-02 00:00:00 +0000) -3.0 2.0 [] [""] [nil] nil nil 0"#
        // iso8601 and XML plists keep whole seconds: 1.5 is read back as 1.
        let walkWholeSeconds = walk.replacingOccurrences(of: " 1.5 ", with: " 1.0 ")
        XCTAssertEqual(lines, [walk, cafe, walkWholeSeconds, cafe, walk, cafe, walkWholeSeconds, cafe, ""], result.renderedDiagnostics)
    }

    func testPropertyListsScriptsWriteDecodeInCorelibs() throws {
        let (_, session) = try runScript(Self.models + """
            let encoder = PropertyListEncoder()
            try encoder.encode(chores).write(to: documents.appendingPathComponent("chores.plist"))
            encoder.outputFormat = .xml
            try encoder.encode(chores).write(to: documents.appendingPathComponent("chores-xml.plist"))
            """)
        let binary = try documentsFile(session, "chores.plist")
        XCTAssertEqual(Array(binary.prefix(8)), Array("bplist00".utf8))
        XCTAssertEqual(try PropertyListDecoder().decode([NativeChore].self, from: binary), nativeChores)
        let xml = try documentsFile(session, "chores-xml.plist")
        XCTAssertTrue(text(xml).hasPrefix("<?xml"))
        // XML plist dates keep whole seconds (1.5 is written 2001-01-01T00:00:01Z), as corelibs' own round trip shows.
        let xmlEncoder = PropertyListEncoder()
        xmlEncoder.outputFormat = .xml
        let corelibsRoundTrip = try PropertyListDecoder().decode([NativeChore].self, from: xmlEncoder.encode(nativeChores))
        XCTAssertEqual(try PropertyListDecoder().decode([NativeChore].self, from: xml), corelibsRoundTrip)
    }

    func testDecodingErrorsCarryFoundationsMessagesAndAreCaught() throws {
        let (result, _) = try runScript("""
            struct Item: Codable { var name: String; var count: Int }
            func attempt(_ json: String) {
                do {
                    let item = try JSONDecoder().decode(Item.self, from: json.data(using: .utf8)!)
                    print("decoded", item.name)
                } catch let error as DecodingError {
                    switch error {
                    case .keyNotFound(let key, let context): print("keyNotFound", key.stringValue, context.debugDescription)
                    case .typeMismatch(_, let context): print("typeMismatch", context.codingPath.map { $0.stringValue }, context.debugDescription)
                    case .valueNotFound(_, let context): print("valueNotFound", context.debugDescription)
                    case .dataCorrupted(let context): print("dataCorrupted", context.debugDescription)
                    }
                } catch {
                    print("other", error)
                }
            }
            attempt(#"{"count":1}"#)
            attempt(#"{"name":1,"count":1}"#)
            attempt(#"{"name":null,"count":1}"#)
            attempt(#"{"name":"a","count":"x"}"#)
            attempt(#"{"name":"a""#)
            attempt("")
            attempt(#"{"name":"a","count":1.5}"#)
            attempt(#"{"name":"a","count":2}"#)
            do { _ = try JSONDecoder().decode([Item].self, from: #"[{"name":"a"}]"#.data(using: .utf8)!) } catch { print(error) }
            """)
        XCTAssertEqual(result.output, #"""
            keyNotFound name No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
            typeMismatch ["name"] Expected to decode String but found number instead.
            valueNotFound Cannot get value of type String -- found null value instead
            typeMismatch ["count"] Expected to decode Int but found a string instead.
            dataCorrupted The given data was not valid JSON.
            dataCorrupted The given data was not valid JSON.
            dataCorrupted The given data was not valid JSON.
            decoded a
            DecodingError.keyNotFound: Key 'count' not found in keyed decoding container. Path: [0]. Debug description: No value associated with key CodingKeys(stringValue: "count", intValue: nil) ("count").

            """#, result.renderedDiagnostics)
    }

    /// The messages above are corelibs' own: the same JSON given to corelibs' JSONDecoder.
    func testErrorMessagesMatchCorelibs() {
        struct Item: Codable { var name: String; var count: Int }
        func message(_ json: String) -> String {
            do {
                _ = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
                return "decoded"
            } catch let error as DecodingError {
                switch error {
                case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                    return context.debugDescription
                @unknown default: return "unknown"
                }
            } catch { return "other" }
        }
        XCTAssertEqual(message(#"{"count":1}"#), #"No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name")."#)
        XCTAssertEqual(message(#"{"name":1,"count":1}"#), "Expected to decode String but found number instead.")
        XCTAssertEqual(message(#"{"name":null,"count":1}"#), "Cannot get value of type String -- found null value instead")
        XCTAssertEqual(message(#"{"name":"a","count":"x"}"#), "Expected to decode Int but found a string instead.")
        XCTAssertEqual(message(#"{"name":"a""#), "The given data was not valid JSON.")
    }

    func testUncaughtErrorsAndNonCodableTypesStopTheScriptAtTheirLine() throws {
        let (uncaught, _) = try runScript("""
            struct Item: Codable { var name: String }
            print("before")
            let item = try JSONDecoder().decode(Item.self, from: "[]".data(using: .utf8)!)
            """, expectSuccess: false)
        XCTAssertEqual(uncaught.exitStatus, 1)
        XCTAssertEqual(uncaught.output, "before\n")
        XCTAssertTrue(uncaught.renderedDiagnostics.contains("Lesson.swift:3:"), uncaught.renderedDiagnostics)
        XCTAssertTrue(uncaught.renderedDiagnostics.contains("Expected to decode Dictionary<String, Any> but found an array instead."),
                      uncaught.renderedDiagnostics)

        let (notCodable, _) = try runScript("""
            struct Plain { var name: String }
            let data = try? JSONEncoder().encode([Plain(name: "a")])
            """, expectSuccess: false)
        XCTAssertEqual(notCodable.exitStatus, 1)
        // Refused before it runs, as swiftc refuses it.
        XCTAssertEqual(notCodable.output, "")
        XCTAssertTrue(notCodable.renderedDiagnostics.contains("Lesson.swift:2:31: error: class 'JSONEncoder' requires that 'Plain' conform to 'Encodable'"),
                      notCodable.renderedDiagnostics)
    }

    func testCorruptAndDeeplyNestedInputIsAnErrorNotACrash() throws {
        let (result, _) = try runScript(#"""
            struct Node: Codable { var children: [Node] }
            let deep = String(repeating: "[", count: 100000) + String(repeating: "]", count: 100000)
            let garbage = [Data([0xFF, 0xFE, 0x00]), Data(deep.utf8), Data("[{\"children\":[{\"children\":7}]}]".utf8), Data("[NaN]".utf8)]
            for data in garbage {
                do { _ = try JSONDecoder().decode([Node].self, from: data); print("decoded") } catch { print(error) }
            }
            do { _ = try PropertyListDecoder().decode(Node.self, from: Data([1, 2, 3])) } catch { print(error) }
            var node = Node(children: [])
            for _ in 0..<600 { node = Node(children: [node]) }
            let encoded = try JSONEncoder().encode(node)
            """#, expectSuccess: false)
        let lines = result.output.split(separator: "\n").map(String.init)
        // Foundation's message, and (as Apple's JSONDecoder does) an underlying error saying where.
        func corrupted(_ what: String, _ detail: String) -> String {
            "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not \(what).. Underlying error: "
                + "Error Domain=NSCocoaErrorDomain Code=3840 \"The data couldn’t be read because it isn’t in the correct format.\" "
                + "UserInfo={NSDebugDescription=\(detail)}"
        }
        XCTAssertEqual(lines, [
            corrupted("valid JSON", "Invalid UTF-8 around line 1, column 1."),
            corrupted("valid JSON", "Nested more than 512 levels deep around line 1, column 513."),
            "DecodingError.typeMismatch: expected value of type Array<Any>. Path: [0].children[0].children. Debug description: Expected to decode Array<Any> but found number instead.",
            corrupted("valid JSON", "Unexpected character 'N' around line 1, column 2."),
            corrupted("a valid property list", "line 1, column 1: expected an element, found \"\u{01}\""),
        ], result.output + result.renderedDiagnostics)
        // Encoding 601 levels is refused (a cycle would never end), with a located error.
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("Lesson.swift:10:"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("nested more than 512 levels deep"), result.renderedDiagnostics)
    }

    func testJSONDataKeptInUserDefaultsSurvivesTheAppEnding() throws {
        let (result, _) = try runScript("""
            struct Settings: Codable { var theme: String; var fontSize: Double; var favorites: [Int] }
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            let settings = Settings(theme: "dark", fontSize: 14.5, favorites: [3, 1])
            UserDefaults.standard.set(try JSONEncoder().encode(settings), forKey: "settings")
            Simulator.terminate()
            Simulator.tapIcon()
            if let data = UserDefaults.standard.data(forKey: "settings") {
                let loaded = try JSONDecoder().decode(Settings.self, from: data)
                print(loaded.theme, loaded.fontSize, loaded.favorites)
                print(String(data: data, encoding: .utf8)!)
            }
            """)
        XCTAssertEqual(result.output, """
            dark 14.5 [3, 1]
            {"theme":"dark","fontSize":14.5,"favorites":[3,1]}

            """)
    }

    func testTheCodableChecklistExampleSavesAndReloadsAcrossTermination() throws {
        let path = packageRoot + "/Examples/codable-checklist.swift"
        let (result, session) = try runScript(try String(contentsOfFile: path, encoding: .utf8), fileName: "codable-checklist.swift")
        XCTAssertTrue(result.output.hasPrefix("""
            first launch: no checklist yet
            launched with 0 items
            saved 3 items
            launched with 3 items
            [ ] Walk the dog normal \n\
            [x] Brush my teeth high \n\
            [ ] Learn iOS development normal due 2001-01-02 00:00:00 +0000
            """), result.output)
        struct Item: Codable, Equatable { var text: String; var checked: Bool; var priority: Int; var due: Date? }
        let data = try documentsFile(session, "Checklist.json")
        XCTAssertEqual(try JSONDecoder().decode([Item].self, from: data), [
            Item(text: "Walk the dog", checked: false, priority: 1, due: nil),
            Item(text: "Brush my teeth", checked: true, priority: 2, due: nil),
            Item(text: "Learn iOS development", checked: false, priority: 1, due: Date(timeIntervalSinceReferenceDate: 86_400)),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        XCTAssertEqual(text(data), text(try encoder.encode(try JSONDecoder().decode([Item].self, from: data))))
    }

    func testClassesEnumsWithoutRawValuesAndUntypedDefaultsRoundTrip() throws {
        let (result, _) = try runScript("""
            enum Mood: Codable { case happy, sad }
            class Pet: Codable {
                var name = ""
                var legs = 4
                var mood = Mood.happy
                let species = "dog"
                var friends: [String: [Int]] = [:]
                init() {}
            }
            let pet = Pet()
            pet.name = "Rex"
            pet.mood = .sad
            pet.friends = ["cats": [1, 2]]
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = try encoder.encode(pet)
            print(String(data: data, encoding: .utf8)!)
            let copy = try JSONDecoder().decode(Pet.self, from: data)
            print(copy.name, copy.legs, copy.mood, copy.species, copy.friends, copy === pet)
            """)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let corelibs = text(try encoder.encode(NativePet())) // {"friends":…,"mood":{"sad":{}},…}
        XCTAssertEqual(result.output, corelibs + "\nRex 4 sad dog [\"cats\": [1, 2]] false\n", result.renderedDiagnostics)
    }

    /// JSON texts at the edges of the grammar: what the script's JSONDecoder accepts and makes of
    /// each is what corelibs' JSONDecoder does.
    func testJSONGrammarEdgesAreReadAsCorelibsReadsThem() throws {
        let numbers = ["[1,]", "[01]", "[1 2]", "[-]", "[1.]", "[.5]", "[1e999]", "[-0]", "[1E2]", "[2.5e-3]", " [ 1 ,\n2\t] ",
                       "[NaN]", "[Infinity]", "[1]x", "[1", "[]", "[true]", "[9223372036854775807]", "[1e2]"]
        let strings = [#"["\u00e9\ud83d\ude00"]"#, #"["\ud800"]"#, #"["\x"]"#, #"["a\u0001\/"]"#, "[\"a\tb\"]", #"["\uD83D\uDE00"]"#, "[\"é\"]"]
        func corelibs<T: Decodable>(_ text: String, _ type: T.Type) -> String {
            do { return "\(try JSONDecoder().decode(type, from: Data(text.utf8)))" } catch { return "error" }
        }
        let expected = numbers.map { corelibs($0, [Double].self) } + strings.map { corelibs($0, [String].self) } + [corelibs("[1e2]", [Int].self), corelibs(#"{"a":1 , }"#, [String: Int].self), corelibs(#"{"a":1,,}"#, [String: Int].self)]
        func literal(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\"" }
        let (result, _) = try runScript("""
            func show(_ text: String, _ asStrings: Bool) {
                do {
                    let data = text.data(using: .utf8)!
                    if asStrings { print(try JSONDecoder().decode([String].self, from: data)) } else { print(try JSONDecoder().decode([Double].self, from: data)) }
                } catch { print("error") }
            }
            for text in [\(numbers.map(literal).joined(separator: ", "))] { show(text, false) }
            for text in [\(strings.map(literal).joined(separator: ", "))] { show(text, true) }
            do { print(try JSONDecoder().decode([Int].self, from: "[1e2]".data(using: .utf8)!)) } catch { print("error") }
            for text in [#"{"a":1 , }"#, #"{"a":1,,}"#] {
                do { print(try JSONDecoder().decode([String: Int].self, from: text.data(using: .utf8)!)) } catch { print("error") }
            }
            """)
        XCTAssertEqual(result.output.split(separator: "\n").map(String.init), expected, result.renderedDiagnostics)
        // A wide object is read in linear time (a quadratic reader would take minutes here).
        let wide = "{" + (0..<50_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        let (large, _) = try runScript("""
            let counts = try JSONDecoder().decode([String: Int].self, from: \(literal(wide)).data(using: .utf8)!)
            print(counts.count, counts["k49999"]!)
            """)
        XCTAssertEqual(large.output, "50000 49999\n", large.renderedDiagnostics)
    }

    func testOwnEncodeToAndInitFromRunWithKeyedAndSingleValueContainers() throws {
        let input = #"[{"title":"z"},{"title":"y","done":true,"tags":["q"]}]"#
        let (result, _) = try runScript(#"""
            struct Entry: Codable {
                var name: String
                var done: Bool
                var tags: [String]
                enum CodingKeys: String, CodingKey { case name = "title", done, tags }
                init(name: String, done: Bool, tags: [String]) { self.name = name; self.done = done; self.tags = tags }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .name)
                    done = try container.decodeIfPresent(Bool.self, forKey: .done) ?? false
                    tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
                }
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                    try container.encode(done, forKey: .done)
                    if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
                }
            }
            struct Other: Codable { var name: String; enum CodingKeys: String, CodingKey { case name = "nm" } }
            struct Celsius: Codable {
                var value: Double
                init(value: Double) { self.value = value }
                init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
                func encode(to encoder: Encoder) throws { var container = encoder.singleValueContainer(); try container.encode(value) }
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            print(String(data: try encoder.encode([Entry(name: "a", done: true, tags: []), Entry(name: "b", done: false, tags: ["x"])]), encoding: .utf8)!)
            let entries = try JSONDecoder().decode([Entry].self, from: #"[{"title":"z"},{"title":"y","done":true,"tags":["q"]}]"#.data(using: .utf8)!)
            print(entries.map { "\($0.name) \($0.done) \($0.tags)" })
            print(String(data: try encoder.encode([Celsius(value: 21.5)]), encoding: .utf8)!)
            print(try JSONDecoder().decode([Celsius].self, from: "[3]".data(using: .utf8)!)[0].value)
            do { _ = try JSONDecoder().decode([Entry].self, from: #"[{"done":true}]"#.data(using: .utf8)!) } catch { print(error) }
            """#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let decoded = try JSONDecoder().decode([NativeEntry].self, from: Data(input.utf8))
        var missing = ""
        do { _ = try JSONDecoder().decode([NativeEntry].self, from: Data(#"[{"done":true}]"#.utf8)) } catch { missing = "\(error)" }
        XCTAssertEqual(result.output.split(separator: "\n").map(String.init), [
            text(try encoder.encode([NativeEntry(name: "a", done: true, tags: []), NativeEntry(name: "b", done: false, tags: ["x"])])),
            "\(decoded.map { "\($0.name) \($0.done) \($0.tags)" })",
            text(try encoder.encode([NativeCelsius(value: 21.5)])),
            "\(try JSONDecoder().decode([NativeCelsius].self, from: Data("[3]".utf8))[0].value)",
            missing,
        ], result.renderedDiagnostics)
    }
}
