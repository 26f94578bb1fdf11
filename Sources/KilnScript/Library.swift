// The standard library a lesson uses: global functions (print, min, zip, stride, …) and the
// initializers of the built-in types. Members of the built-in types are in LibraryMembers.swift.

/// The built-in names of one run.
final class Library {
    let runtime: Runtime
    var types: [String: TypeInfo] = [:]
    /// What `makeIterator()` of an Array, Set, Dictionary or Range gives (LibraryHasherIterators.swift).
    private(set) lazy var indexingIteratorType: TypeInfo = declareIndexingIterator()
    var functions: [String: [FunctionCode]] = [:]

    /// At the run's end, with `Runtime.tearDown`: the library's types and functions hold compiled
    /// closures that hold the library and its runtime, a cycle that kept every run alive.
    func tearDown() {
        for type in types.values where type !== AnyHashableBox.type { type.releaseDefinitions() }  // shared: AnyHashables.swift
        indexingIteratorType.releaseDefinitions()
        types = [:]
        functions = [:]
    }

    var doubleType: TypeInfo { runtime.builtinTypes.double }
    var characterType: TypeInfo { runtime.builtinTypes.character }
    var arrayType: TypeInfo { runtime.builtinTypes.array }
    var dictionaryType: TypeInfo { runtime.builtinTypes.dictionary }

    init(runtime: Runtime) {
        self.runtime = runtime
        let builtins = runtime.builtinTypes
        for type in [builtins.int, builtins.double, builtins.bool, builtins.string, builtins.character,
                     builtins.optional, builtins.array, builtins.dictionary, builtins.set] {
            types[type.name] = type
        }
        for name in ["Error", "Equatable", "Hashable", "Comparable", "CustomStringConvertible",
                     "CustomDebugStringConvertible", "CaseIterable", "Codable", "AnyObject", "Identifiable"] {
            types[name] = TypeInfo(name: name, kind: .protocolType, module: nil)
        }
        for (name, requirements) in libraryProtocolRequirements {
            let proto = TypeInfo(name: name, kind: .protocolType, module: nil)
            proto.requirements = requirements
            proto.conformances = libraryProtocolRefinements[name] ?? []
            types[name] = proto
        }
        declareResult()
        declareGlobalFunctions()
        declareInitializers()
        declareFixedWidthTypes()
        declareFixedWidthReportingOverflow()  // LibraryFixedWidthOverflow.swift
        declareHasher()
        declareMirror()  // LibraryMirror.swift
        declareLazySequences()  // LibraryLazySequences.swift
        declareObjectIdentifier()  // LibraryObjectIdentifier.swift
        declareBoundsRanges()  // BoundsRanges.swift
        declareKeyPathMembers()  // KeyPaths.swift
        _ = indexingIteratorType
        declareMembers()
        // `index(of:)` and `index(where:)`: Swift 4's names of `firstIndex(of:)` and
        // `firstIndex(where:)`, deprecated but still compiled.
        for type in [builtins.array, builtins.string] {
            let of = (type.members["firstIndex"] ?? []).filter { member in
                if case .method(let code) = member { return [["of"], ["where"]].contains(code.parameters.map(\.label)) }
                return false
            }
            type.members["index", default: []] += of
        }
        markSubstringDemotion()  // Substrings.swift
    }

    var site: Location { runtime.currentLocation }

    /// `Result<Success, Failure>`: an enum of the standard library.
    private func declareResult() {
        let result = TypeInfo(name: "Result", kind: .enumeration, module: "Swift")
        for (index, name) in ["success", "failure"].enumerated() {
            result.cases.append(EnumCase(name: name, labels: [nil], rawValue: nil))
            let code = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: true)
            code.native = { _, arguments in .enumCase(result, index, arguments) }
            result.staticMembers[name] = [.method(code)]
        }
        let get = FunctionCode(name: "get", parameters: [], hasSelf: true)
        get.native = { selfValue, _ in
            guard case .enumCase(_, let index, let payload) = selfValue, let value = payload.first else { return .void }
            if index == 0 { return value }
            throw ScriptError(value: value, location: self.site)
        }
        result.members["get"] = [.method(get)]
        // `map`/`mapError` change the value of one case and keep the other; `flatMap`/`flatMapError`
        // give the closure's own Result.
        for (name, transformsSuccess, flattens) in [("map", true, false), ("mapError", false, false),
                                                    ("flatMap", true, true), ("flatMapError", false, true)] {
            let code = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: true)
            code.native = { [unowned self] selfValue, arguments in
                guard case .enumCase(_, let index, let payload) = selfValue, let value = payload.first,
                      (index == 0) == transformsSuccess else { return selfValue }
                let transformed = try self.runtime.callValue(arguments[0], arguments: [value], at: self.site)
                return flattens ? transformed : .enumCase(result, index, [transformed])
            }
            result.members[name] = [.method(code)]
        }
        // `Result { try parse(s) }`: success with the closure's value, or failure with its error.
        initializer(result, ["catching"]) { [unowned self] arguments in
            do {
                return .enumCase(result, 0, [try self.runtime.callValue(arguments[0], arguments: [], at: self.site)])
            } catch let error as ScriptError {
                return .enumCase(result, 1, [error.value])
            }
        }
        types["Result"] = result
    }

    /// Registers a native global function.
    func function(_ name: String, _ parameters: [Parameter], _ body: @escaping ([Value]) throws -> Value) {
        let code = FunctionCode(name: name, parameters: parameters, hasSelf: false)
        code.native = { _, arguments in try body(arguments) }
        functions[name, default: []].append(code)
    }

    /// Registers a native initializer of a built-in type.
    func initializer(_ type: TypeInfo, _ labels: [String?], _ body: @escaping ([Value]) throws -> Value) {
        let code = FunctionCode(name: "init", parameters: labels.map { Parameter(label: $0) }, hasSelf: true)
        code.native = { _, arguments in try body(arguments) }
        type.initializers.append(.method(code))
    }

    /// A native initializer of one unlabeled argument (`Int(x)`), which a call site calls with the
    /// argument alone (`FunctionCode.nativeUnary`), with no arguments array.
    func initializer(_ type: TypeInfo, _ body: @escaping (Value) throws -> Value) {
        let code = FunctionCode(name: "init", parameters: [Parameter(label: nil)], hasSelf: true)
        code.native = { _, arguments in try body(arguments[0]) }
        code.nativeUnary = { _, argument in try body(argument) }
        type.initializers.append(.method(code))
    }

    private func declareGlobalFunctions() {
        let runtime = self.runtime
        let space: Eval = { _ in .string(" ") }
        let newline: Eval = { _ in .string("\n") }
        function("print", [Parameter(label: nil, isVariadic: true), Parameter(label: "separator", defaultValue: space),
                           Parameter(label: "terminator", defaultValue: newline)]) { [unowned self] arguments in
            guard case .array(let items) = arguments[0], case .string(let separator) = arguments[1],
                  case .string(let terminator) = arguments[2] else { return .void }
            try runtime.write(try items.map { try runtime.describe($0, at: self.site) }.joined(separator: separator) + terminator)
            return .void
        }
        function("debugPrint", [Parameter(label: nil, isVariadic: true), Parameter(label: "separator", defaultValue: space),
                                Parameter(label: "terminator", defaultValue: newline)]) { [unowned self] arguments in
            guard case .array(let items) = arguments[0], case .string(let separator) = arguments[1],
                  case .string(let terminator) = arguments[2] else { return .void }
            try runtime.write(try items.map { try runtime.debugDescribe($0, at: self.site) }.joined(separator: separator) + terminator)
            return .void
        }
        // `readLine()`: the next line of the embedder's input, without its newline unless asked.
        function("readLine", [Parameter(label: "strippingNewline", defaultValue: { _ in .bool(true) })]) { arguments in
            guard let line = runtime.options.inputLine?() else { return .none }
            guard case .bool(true) = arguments[0] else { return .some(.string(line)) }
            // "\r\n" is one Character.
            return .some(.string(line.last == "\n" || line.last == "\r\n" ? String(line.dropLast()) : line))
        }
        for name in ["min", "max"] {
            function(name, [Parameter(label: nil), Parameter(label: nil, isVariadic: true)]) { [unowned self] arguments in
                guard case .array(let rest) = arguments[1] else { return arguments[0] }
                var best = arguments[0]
                for value in rest {
                    let better = name == "min" ? try runtime.less(value, best, at: self.site) : try runtime.less(best, value, at: self.site)
                    if better { best = value }
                }
                // `max(1.5, 2)`: an integer literal beside a Double is a Double.
                if case .int(let x) = best, rest.contains(where: { if case .double = $0 { true } else { false } })
                    || { if case .double = arguments[0] { true } else { false } }() {
                    return .double(Double(x))
                }
                return best
            }
        }
        function("abs", [Parameter(label: nil)]) { [unowned self] arguments in
            switch arguments[0] {
            case .int(let x):
                if x == Int.min { throw runtime.fault("arithmetic overflow: abs(Int.min)", at: self.site) }
                return .int(Swift.abs(x))
            case .double(let x): return .double(Swift.abs(x))
            case .float(let x): return .float(Swift.abs(x))
            case .fixed(let x) where x.isNegative: return try runtime.binary("-", .fixed(FixedInt(truncating: 0, x.kind)), arguments[0], at: self.site)
            default: return arguments[0]
            }
        }
        // `repeatElement(x, count: n)`: its elements (Swift's `Repeated` collection), for `Array(…)`, `for`, `joined`.
        function("repeatElement", [Parameter(label: nil), Parameter(label: "count")]) { [unowned self] arguments in
            guard case .int(let count) = arguments[1], count >= 0 else { throw runtime.fault("Negative count not allowed", at: self.site) }
            return .array(Array(repeating: arguments[0], count: count))
        }
        // `withoutActuallyEscaping(f) { escapable in … }`: Kiln's closures may always escape, so `f` itself.
        function("withoutActuallyEscaping", [Parameter(label: nil), Parameter(label: "do")]) { [unowned self] arguments in
            try self.call(arguments[1], arguments[0])
        }
        function("zip", [Parameter(label: nil), Parameter(label: nil)]) { [unowned self] arguments in
            // A range (`1...`) is walked only as far as the other sequence goes.
            func rangeStart(_ value: Value) -> Int? {
                if case .range(let lower, _, _) = value { return lower }
                return nil
            }
            if runtime.isStepped(arguments[0]) || runtime.isStepped(arguments[1]) { return try self.zipStepped(arguments[0], arguments[1]) }
            switch (rangeStart(arguments[0]), rangeStart(arguments[1])) {
            case (let start?, nil):
                let b = try runtime.elements(of: arguments[1], at: self.site)
                return .array(try self.zipRange(arguments[0], start, with: b, rangeFirst: true))
            case (nil, let start?):
                let a = try runtime.elements(of: arguments[0], at: self.site)
                return .array(try self.zipRange(arguments[1], start, with: a, rangeFirst: false))
            default:
                let a = try runtime.elements(of: arguments[0], at: self.site)
                let b = try runtime.elements(of: arguments[1], at: self.site)
                return .array(zip(a, b).map { .tuple(Tuple(elements: [$0, $1], labels: [nil, nil])) })
            }
        }
        for bound in ["to", "through"] {
            function("stride", [Parameter(label: "from"), Parameter(label: bound), Parameter(label: "by")]) { [unowned self] arguments in
                try self.stride(arguments[0], arguments[1], arguments[2], inclusive: bound == "through")
            }
        }
        function("type", [Parameter(label: "of")]) { arguments in .metatype(runtime.typeInfo(of: arguments[0])) }
        let emptyMessage: Eval = { _ in .string("") }
        function("fatalError", [Parameter(label: nil, defaultValue: emptyMessage)]) { [unowned self] arguments in
            let message = (try? runtime.describe(arguments[0], at: self.site)) ?? ""
            throw runtime.fault("Fatal error" + (message.isEmpty ? "" : ": \(message)"), at: self.site)
        }
        for name in ["preconditionFailure", "assertionFailure"] {
            function(name, [Parameter(label: nil, defaultValue: emptyMessage)]) { [unowned self] arguments in
                let message = (try? runtime.describe(arguments[0], at: self.site)) ?? ""
                throw runtime.fault("Fatal error" + (message.isEmpty ? "" : ": \(message)"), at: self.site)
            }
        }
        function("dump", [Parameter(label: nil), Parameter(label: "name", defaultValue: { _ in .none }),
                          Parameter(label: "indent", defaultValue: { _ in .int(0) }), Parameter(label: "maxDepth", defaultValue: { _ in .int(.max) }),
                          Parameter(label: "maxItems", defaultValue: { _ in .int(.max) })]) { [unowned self] arguments in
            var name: String?
            switch arguments[1] {
            case .string(let text), .some(.string(let text)): name = text
            default: name = nil
            }
            try runtime.write(try runtime.dump(arguments[0], name: name, indent: try self.int(arguments[2]), maxDepth: try self.int(arguments[3]),
                                               maxItems: try self.int(arguments[4]), at: self.site))
            return arguments[0]
        }
        for name in ["precondition", "assert"] {
            function(name, [Parameter(label: nil), Parameter(label: nil, defaultValue: emptyMessage)]) { [unowned self] arguments in
                if case .bool(false) = arguments[0] {
                    let message = (try? runtime.describe(arguments[1], at: self.site)) ?? ""
                    throw runtime.fault((name == "assert" ? "Assertion failed" : "Precondition failed") + (message.isEmpty ? "" : ": \(message)"), at: self.site)
                }
                return .void
            }
        }
    }

    private func zipRange(_ range: Value, _ start: Int, with others: [Value], rangeFirst: Bool) throws -> [Value] {
        guard case .range(_, let upper, _) = range else { return [] }
        var result: [Value] = []
        var index = start
        for other in others {
            guard index < upper else { break }
            let pair = rangeFirst ? [Value.int(index), other] : [other, .int(index)]
            result.append(.tuple(Tuple(elements: pair, labels: [nil, nil])))
            index += 1
        }
        return result
    }

    private func stride(_ from: Value, _ to: Value, _ by: Value, inclusive: Bool) throws -> Value {
        var result: [Value] = []
        switch (from, to, by) {
        case let (.int(start), .int(end), .int(step)):
            guard step != 0 else { throw runtime.fault("stride step must not be zero", at: site) }
            let (span, overflow) = end.subtractingReportingOverflow(start)
            let count = overflow ? Int.max : span.magnitude / step.magnitude > UInt(Int.max) ? Int.max : Int(span.magnitude / step.magnitude)
            try runtime.checkSize(count, adding: Runtime.bytes(ofValues: count), at: site)
            let add = { (x: Int) throws in
                if result.count & 0xFFFF == 0 { try self.runtime.checkLimits(at: self.site) }
                result.append(.int(x))
            }
            if inclusive { for x in Swift.stride(from: start, through: end, by: step) { try add(x) } }
            else { for x in Swift.stride(from: start, to: end, by: step) { try add(x) } }
        default:
            guard let start = from.asDouble, let end = to.asDouble, let step = by.asDouble, step != 0, step.isFinite else {
                throw runtime.fault("stride needs numbers and a non-zero step", at: site)
            }
            let steps = ((end - start) / step).magnitude
            let count = steps.isFinite && steps < 1e18 ? Int(steps) : Int.max
            try runtime.checkSize(count, adding: Runtime.bytes(ofValues: count), at: site)
            if inclusive { for x in Swift.stride(from: start, through: end, by: step) { result.append(.double(x)) } }
            else { for x in Swift.stride(from: start, to: end, by: step) { result.append(.double(x)) } }
        }
        return .array(result)
    }

    private func declareInitializers() {
        let runtime = self.runtime
        let builtins = runtime.builtinTypes
        initializer(builtins.int) { [unowned self] argument in
            switch argument {
            case .int: return argument
            case .double(let x):
                guard x.isFinite, x > -9.3e18, x < 9.3e18, let value = Int(exactly: x.rounded(.towardZero)) else {
                    throw runtime.fault("Double value cannot be converted to Int because it is outside the representable range", at: self.site)
                }
                return .int(value)
            case .string(let text): return Int(text).map { .some(.int($0)) } ?? .none
            case .character(let c): return Int(String(c)).map { .some(.int($0)) } ?? .none
            case .bool(let b): return .int(b ? 1 : 0)
            case .fixed(let x):
                guard let value = x.intValue else { throw runtime.fault("Not enough bits to represent the passed value", at: self.site) }
                return .int(value)
            case .float(let x):
                guard x.isFinite, abs(x) < 9.2e18 else {
                    throw runtime.fault("Float value cannot be converted to Int because it is outside the representable range", at: self.site)
                }
                return .int(Int(x))
            default: throw runtime.fault("cannot convert '\(typeName(of: argument))' to Int", at: self.site)
            }
        }
        initializer(builtins.double) { [unowned self] argument in
            switch argument {
            case .int(let x): return .double(Double(x))
            case .double: return argument
            case .fixed(let x): return .double(x.doubleValue)
            case .float(let x): return .double(Double(x))
            case .string(let text): return Double(text).map { .some(.double($0)) } ?? .none
            default: throw runtime.fault("cannot convert '\(typeName(of: argument))' to Double", at: self.site)
            }
        }
        initializer(builtins.string) { [unowned self] argument in
            var argument = argument
            if case .structValue(let type, _) = argument, type.module == "Swift", Library.steppedTypeNames.contains(type.name) {
                argument = .array(try runtime.elements(of: argument, at: self.site))  // `String(sequence(…))`: its Characters
            }
            if case .slice(_, let characters) = argument { argument = .array(characters) }  // `String(chars[0..<3])`
            if case .array(let characters) = argument {
                if let text = ASCIICharacters.string(from: characters) { return .string(text) }
                // Characters appended to one string (`String(text.reversed())`), not one string each.
                var text = ""
                text.reserveCapacity(characters.count)
                for element in characters {
                    if case .character(let c) = element { text.append(c) } else { text += (try? runtime.describe(element, at: self.site)) ?? "" }
                }
                return .string(text)
            }
            // `String(x)` of a Double is its description: a NaN is plain `nan` there, unlike print's `snan`.
            if case .double(let x) = argument { return .string(x.description) }
            return .string(try runtime.describe(argument, at: self.site))
        }
        initializer(builtins.string, [nil, "radix"]) { [unowned self] arguments in
            guard case .int(let radix) = arguments[1], (2...36).contains(radix) else {
                throw runtime.fault("String(_:radix:) needs an integer and a radix from 2 to 36", at: self.site)
            }
            switch arguments[0] {
            case .int(let x): return .string(String(x, radix: radix))
            case .fixed(let x): return .string(x.kind.isSigned ? String(x.signed, radix: radix) : String(x.bits, radix: radix))
            default: throw runtime.fault("String(_:radix:) needs an integer and a radix from 2 to 36", at: self.site)
            }
        }
        declareStringDecoding(builtins.string)
        for label in ["stringLiteral", "extendedGraphemeClusterLiteral", "unicodeScalarLiteral"] {
            initializer(builtins.string, [label]) { arguments in
                if case .character(let c) = arguments[0] { return .string(String(c)) }
                return arguments[0]
            }
        }
        // Kiln keeps a Substring as a String: `Substring("ab")`, `Substring()` make one.
        types["Substring"] = builtins.string
        initializer(builtins.string, ["describing"]) { [unowned self] arguments in
            if case .double(let x) = arguments[0] { return .string(x.description) }  // `nan`, where print writes `snan`
            return .string(try runtime.describe(arguments[0], at: self.site))
        }
        initializer(builtins.string, ["reflecting"]) { [unowned self] arguments in .string(try runtime.debugDescribe(arguments[0], at: self.site)) }
        initializer(builtins.string, []) { _ in .string("") }
        initializer(builtins.string, ["repeating", "count"]) { [unowned self] arguments in
            guard case .int(let count) = arguments[1], count >= 0 else {
                throw runtime.fault("String(repeating:count:) needs a count of at least 0", at: self.site)
            }
            let (total, overflow) = count.multipliedReportingOverflow(by: max(1, (try? runtime.describe(arguments[0], at: self.site).utf8.count) ?? 1))
            try runtime.checkSize(overflow ? Int.max : total, adding: overflow ? Int.max : total, at: self.site)
            switch arguments[0] {
            case .string(let s): return .string(String(repeating: s, count: count))
            case .character(let c): return .string(String(repeating: c, count: count))
            default: return .string("")
            }
        }
        initializer(builtins.character, [nil]) { arguments in
            if case .string(let s) = arguments[0], s.count == 1, let c = s.first { return .character(c) }
            return arguments[0]
        }
        initializer(builtins.bool, [nil]) { arguments in
            // `Bool("true")` is failable: only "true" and "false" make a Bool.
            guard case .string(let text) = arguments[0] else { return arguments[0] }
            return Bool(text).map { .some(.bool($0)) } ?? .none
        }
        // `Int()`, `Double()`, `Bool()`: zero and false (what `T()` of an `init()` requirement makes).
        initializer(builtins.int, []) { _ in .int(0) }
        initializer(builtins.double, []) { _ in .double(0) }
        initializer(builtins.bool, []) { _ in .bool(false) }
        initializer(builtins.optional, [nil]) { arguments in .some(arguments[0]) }
        // Fixed-width integers are Ints whose range is checked where they are made.
        for (name, range) in [("UInt8", 0...255), ("Int8", -128...127), ("UInt16", 0...65535), ("Int16", -32768...32767),
                              ("UInt32", 0...Int(UInt32.max)), ("Int32", Int(Int32.min)...Int(Int32.max)), ("Int64", Int.min...Int.max),
                              ("UInt", 0...Int.max)] {
            let type = TypeInfo(name: name, kind: .builtin, module: nil)
            initializer(type, [nil]) { [unowned self] arguments in
                var value = arguments[0]
                if case .double(let d) = value, d.isFinite, let whole = Int(exactly: d.rounded(.towardZero)) { value = .int(whole) }
                guard case .int(let x) = value, range.contains(x) else {
                    throw runtime.fault("Not enough bits to represent the passed value in \(name)", at: self.site)
                }
                return .int(x)
            }
            types[name] = type
        }
        let scalar = TypeInfo(name: "UnicodeScalar", kind: .builtin, module: nil)
        initializer(scalar, [nil]) { [unowned self] arguments in
            // From a literal or a UInt8 a scalar always exists; from another integer it may not
            // (`UnicodeScalar(0xD800)` is nil), so that initializer is failable, as Swift's is.
            switch arguments[0] {
            case .string(let text) where text.unicodeScalars.count == 1: return .character(Character(text.unicodeScalars.first!))
            case .character(let character) where character.unicodeScalars.count == 1: return .character(character)
            case .fixed(let byte) where byte.kind == .uint8: return .character(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: byte.bits))))
            default: break
            }
            guard case .int(let code) = arguments[0].numericallyPlain else { throw runtime.fault("not a Unicode scalar value", at: self.site) }
            // An Int the checker saw (`UnicodeScalar(97)`, `UnicodeScalar(i)`): failable. A byte
            // Kiln holds as an Int (`ch.asciiValue!`, `data[0]`) is a UInt8 to Swift: it is not.
            var failable = runtime.failableScalarInits.contains(self.site)
            if case .fixed = arguments[0] { failable = true }
            guard code >= 0, code <= 0x10FFFF, let value = Unicode.Scalar(UInt32(code)) else {
                if failable { return .none }
                throw runtime.fault("not a Unicode scalar value", at: self.site)
            }
            return failable ? .some(.character(Character(value))) : .character(Character(value))
        }
        types["UnicodeScalar"] = scalar
        types["Unicode"] = TypeInfo(name: "Unicode", kind: .builtin, module: nil)
        types["Unicode.Scalar"] = scalar
        initializer(builtins.array, []) { _ in .array([]) }
        initializer(builtins.array, [nil]) { [unowned self] arguments in .array(try runtime.elements(of: arguments[0], at: self.site)) }
        initializer(builtins.array, ["repeating", "count"]) { [unowned self] arguments in
            guard case .int(let count) = arguments[1], count >= 0 else {
                throw runtime.fault("Array(repeating:count:) needs a count of at least 0", at: self.site)
            }
            try runtime.checkSize(count, adding: Runtime.bytes(ofValues: count), at: self.site)
            return .array(Array(repeating: arguments[0], count: count))
        }
        initializer(builtins.set, []) { _ in .set(OrderedSet()) }
        initializer(builtins.set, [nil]) { [unowned self] arguments in .set(OrderedSet(try runtime.elements(of: arguments[0], at: self.site))) }
        initializer(builtins.dictionary, []) { _ in .dictionary(OrderedDictionary()) }
        initializer(builtins.dictionary, ["grouping", "by"]) { [unowned self] arguments in
            var groups = OrderedDictionary()
            for element in try runtime.elements(of: arguments[0], at: self.site) {
                let key = try runtime.callValue(arguments[1], arguments: [element], at: self.site)
                if case .array(var members)? = groups[key] {
                    groups[key] = .void
                    members.append(element)
                    groups[key] = .array(members)
                } else {
                    groups[key] = .array([element])
                }
            }
            return .dictionary(groups)
        }
        initializer(builtins.dictionary, ["uniqueKeysWithValues"]) { [unowned self] arguments in
            var result = OrderedDictionary()
            for pair in try runtime.elements(of: arguments[0], at: self.site) {
                guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { continue }
                if result[tuple.elements[0]] != nil {
                    throw runtime.fault("Fatal error: Duplicate values for key: '\(try runtime.describe(tuple.elements[0], at: self.site))'", at: self.site)
                }
                result[tuple.elements[0]] = tuple.elements[1]
            }
            return .dictionary(result)
        }
    }
}

extension Value {
    var asDouble: Double? {
        switch self {
        case .int(let x): return Double(x)
        case .double(let x): return x
        default: return nil
        }
    }
}
