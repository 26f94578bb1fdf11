// What native coders read of a script type (StoredProperties.swift): stored properties with their
// declared types, enum cases with raw values, nested types, instances made without an initializer.
import XCTest
import KilnScript

final class StoredPropertyTests: XCTestCase {
    /// `describeType(T.self)` prints what native code sees of T; `rebuild(x)` makes a copy of x
    /// from its field values, without running an initializer.
    private func makeInterpreter() -> Interpreter {
        let interpreter = Interpreter()
        interpreter.register(NativeFunction(name: "describeType", labels: [nil]) { context, arguments in
            guard case .metatype(let type) = arguments[0] else { throw context.fault("not a type") }
            var lines = type.storedProperties.map { property in
                "\(property.name): \(property.type.map(String.init(describing:)) ?? "?")"
                    + (property.isLet ? " let" : "") + (property.hasDefault ? " =" : "")
            }
            lines += type.enumCases.map { "case \($0.name)" + ($0.rawValue.map { " = \((try? context.describe($0)) ?? "")" } ?? "") }
            if let keys = context.nestedType("CodingKeys", in: type) { lines.append("CodingKeys: \(keys.enumCases.map(\.name))") }
            lines.append("Codable: \(type.adopts("Codable"))")
            return .string(lines.joined(separator: "; "))
        })
        interpreter.register(NativeFunction(name: "rebuild", labels: [nil, nil]) { context, arguments in
            let type: TypeInfo
            switch arguments[0] {
            case .structValue(let t, _): type = t
            case .object(let instance): type = instance.type
            default: throw context.fault("not an instance")
            }
            guard case .dictionary(let values) = arguments[1] else { throw context.fault("no fields") }
            var fields: [String: Value] = [:]
            for (key, value) in zip(values.keys, values.values) { if case .string(let name) = key { fields[name] = value } }
            return try context.makeInstance(of: type, fields: fields)
        })
        return interpreter
    }

    func testDeclaredTypesOfStoredPropertiesAreRecorded() {
        let result = makeInterpreter().run(source: """
            protocol Codable {}
            struct Date {}
            struct Checklist: Codable {
                struct Entry: Codable { var text: String }
                let title: String
                var items: [Entry] = []
                var scores: [String: Double?]
                var due: Date?
                var done = false
                var count = 0
                var ratio = 0.5
                var made = Date()
                var computed: Int { return 1 }
                static var shared = 3
                enum CodingKeys: String { case title = "name", items }
            }
            enum Kind: Int { case low = 1, high }
            print(describeType(Checklist.self))
            print(describeType(Kind.self))
            """, fileName: "types.swift")
        XCTAssertEqual(result.output, """
            title: String let; items: [Entry] =; scores: [String: Double?]; due: Date? =; done: Bool =; count: Int =; \
            ratio: Double =; made: Date =; CodingKeys: ["title", "items"]; Codable: true
            case low = 1; case high = 2; Codable: false

            """, result.renderedDiagnostics)
    }

    func testAnInstanceIsMadeFromFieldValuesWithoutRunningAnInitializer() {
        let result = makeInterpreter().run(source: """
            struct Point { var x: Double; var y = 7; var label: String?
                init() { print("init ran"); x = 0 } }
            class Box { var width = 1; var name: String; init(name: String) { print("init ran"); self.name = name } }
            let p = rebuild(Point(), ["x": 3, "label": "a"])
            print(p.x, p.y, p.label)
            let b = rebuild(Box(name: "b"), ["name": "c"])
            print(b.width, b.name)
            """, fileName: "make.swift")
        XCTAssertEqual(result.output, "init ran\n3.0 7 Optional(\"a\")\ninit ran\n1 c\n", result.renderedDiagnostics)
    }
}
