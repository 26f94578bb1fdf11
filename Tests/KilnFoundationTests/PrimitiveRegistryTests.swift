// The prelude (Prelude*.swift) calls native primitives, `__kiln…` global functions that the
// Bindings files register (`Bindings.primitive`). Both sides are read here: every primitive the
// prelude calls is registered, with as many arguments as it is called with (else the call fails
// only when a script reaches it), and every registered one is called by the prelude (else it is
// dead native code).
import Foundation
import Testing
@testable import KilnFoundation
@testable import KilnScript

@Suite struct PrimitiveRegistryTests {
    /// The `__kiln…` global functions the prelude calls, each with the argument counts of its
    /// calls: `__kilnX(` not after a `.` or a name character (a method of a prelude type, such as
    /// `value.__kilnPayload()`), and not declared by the prelude itself (`func __kilnPayload(`,
    /// which the Bindings call on script values).
    static func primitivesThePreludeCalls() throws -> [String: Set<Int>] {
        let text = Prelude.source
        let call = try NSRegularExpression(pattern: "(?<![.A-Za-z0-9_])(__kiln[A-Za-z0-9_]+)\\s*\\(")
        let declaration = try NSRegularExpression(pattern: "func\\s+(__kiln[A-Za-z0-9_]+)")
        let range = NSRange(text.startIndex..., in: text)
        let declared = Set(declaration.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
        let bytes = Array(text.utf8)
        var calls: [String: Set<Int>] = [:]
        for match in call.matches(in: text, range: range) {
            guard let nameRange = Range(match.range(at: 1), in: text), let whole = Range(match.range, in: text) else { continue }
            let name = String(text[nameRange])
            if declared.contains(name) { continue }
            let openParenthesis = text.utf8.distance(from: text.startIndex, to: whole.upperBound) - 1
            calls[name, default: []].insert(argumentCount(bytes, openParenthesis: openParenthesis))
        }
        return calls
    }

    /// How many arguments the parenthesized list at `openParenthesis` has: commas at its own
    /// depth, outside string literals, plus one unless it is empty.
    static func argumentCount(_ text: [UInt8], openParenthesis: Int) -> Int {
        let (comma, quote, backslash) = (UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "\\"))
        let openers: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
        let closers: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]
        var depth = 0, commas = 0, empty = true, inString = false, index = openParenthesis
        while index < text.count {
            let c = text[index]
            if inString {
                if c == backslash { index += 2; continue }
                if c == quote { inString = false }
            } else if c == quote {
                inString = true
                empty = false
            } else if openers.contains(c) {
                depth += 1
                if depth > 1 { empty = false }
            } else if closers.contains(c) {
                depth -= 1
                if depth == 0 { break }
            } else if c == comma && depth == 1 {
                commas += 1
            } else if depth >= 1 && c != 32 && c != 10 && c != 9 {
                empty = false
            }
            index += 1
        }
        return empty ? 0 : commas + 1
    }

    /// The `__kiln…` functions the Bindings register in a session's interpreter, with their arity.
    static func registeredPrimitives() throws -> [String: Int] {
        let session = try FoundationSession()
        let interpreter = Interpreter()
        Bindings(simulator: session.simulator, moduleName: "main", classes: []).register(in: interpreter)
        var registered: [String: Int] = [:]
        for function in interpreter.registeredFunctions where function.name.hasPrefix("__kiln") {
            #expect(registered[function.name] == nil, "\(function.name) is registered twice")
            registered[function.name] = function.labels.count
        }
        return registered
    }

    @Test func everyPrimitiveThePreludeCallsIsRegisteredWithItsArity() throws {
        let called = try Self.primitivesThePreludeCalls()
        let registered = try Self.registeredPrimitives()
        #expect(called.count > 20)
        #expect(Set(called.keys).subtracting(registered.keys).sorted() == [])
        let wrongArity = called.filter { name, counts in registered[name].map { counts != [$0] } ?? false }
            .map { "\($0.key): called with \($0.value.sorted()), registered with \(registered[$0.key]!)" }.sorted()
        #expect(wrongArity == [])
    }

    @Test func everyRegisteredPrimitiveIsCalledByThePrelude() throws {
        let called = try Self.primitivesThePreludeCalls()
        let registered = try Self.registeredPrimitives()
        #expect(registered.count > 20)
        #expect(Set(registered.keys).subtracting(called.keys).sorted() == [])
    }

    /// The signature table (NativeSignatures.swift) declares exactly the native functions the
    /// session registers, each with its arity.
    @Test func theSignatureTableIsTheRegisteredFunctions() throws {
        let session = try FoundationSession()
        let interpreter = Interpreter()
        Bindings(simulator: session.simulator, moduleName: "main", classes: []).register(in: interpreter)
        let registered = Dictionary(uniqueKeysWithValues: interpreter.registeredFunctions.map { ($0.name, $0.labels.count) })
        let declared = Dictionary(uniqueKeysWithValues: NativeSignatures.functions.map {
            (NativeSignatures.name(of: $0), NativeSignatures.arity(of: $0))
        })
        #expect(declared == registered)
        #expect(declared["__kilnImageFilled"] == 7)
        #expect(declared["__kilnAddBlockObserver"] == 4)
    }

    /// The scan finds what it should: primitives called inside expressions, with their argument
    /// counts, and not the methods the prelude declares.
    @Test func theScanReadsCallsNotDeclarations() throws {
        let called = try Self.primitivesThePreludeCalls()
        #expect(called["__kilnDefaultsRegister"] == [1])
        #expect(called["__kilnPayload"] == nil)
        let sample = Array("f(a, g(b, c), [d, e], \"x, y\")".utf8)
        #expect(Self.argumentCount(sample, openParenthesis: 1) == 4)
        #expect(Self.argumentCount(Array("f( )".utf8), openParenthesis: 1) == 0)
    }
}
