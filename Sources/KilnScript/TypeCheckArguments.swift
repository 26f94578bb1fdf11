// The type checker's judgement of a call whose arguments fit no way the one declaration it can
// reach: a missing argument, an extra one, a missing, wrong or extraneous label — in swiftc's
// words and at swiftc's places (the `(`, the argument, or just after the argument before a gap).
import SwiftSyntax

extension TypeChecker {
    /// Where a call's arguments come from, for the leniencies each allows.
    enum CalleeKind {
        /// A function or method of the script: a first label left out is Swift 2's spelling (runs
        /// with a note) in a script written in Swift 2 (`isSwift2Code`); swiftc's error otherwise.
        case scriptFunction
        /// An initializer of the script: every label was written in Swift 2 too.
        case scriptInitializer
        /// A method or initializer the library declares: only labels are judged, when every
        /// declaration of that name has the same labels (Apple's overloads may take other counts).
        case library
    }

    /// Reports swiftc's error for `call`, whose labels `signature` (the only candidate) does not
    /// accept. Returns whether it reported.
    @discardableResult
    func judgeArguments(_ call: FunctionCallExprSyntax, given: [String?], expected signature: FunctionSignature,
                        kind: CalleeKind) -> Bool {
        guard signature.variadic == nil, let paren = call.leftParen else { return false }
        let expected = signature.labels
        let arguments = Array(call.arguments)
        if given.count == expected.count {
            return judgeLabels(call, given: given, expected: signature, kind: kind, paren: Syntax(paren))
        }
        guard kind != .library else { return false }
        if given.count < expected.count, given.count == arguments.count, call.trailingClosure == nil, given.contains(nil),
           signature.hasDefault[given.count...].allSatisfy({ $0 }),
           zip(given, expected).allSatisfy({ $0 == $1 || $0 == nil }) {
            // `f(3)` of `func f(x: Int, y: Int = 0)`: the leading parameters, their labels left out.
            let differing = zip(given, expected).filter { $0 != $1 }
            if !differing.isEmpty {
                let labels = differing.map { ($0.1 ?? "_") + ":" }.joined()
                let place = given.count == 1 ? arguments.first.map { Syntax($0.expression) } ?? Syntax(paren) : Syntax(paren)
                error("missing argument \(differing.count == 1 ? "label" : "labels") '\(labels)' in call", at: place)
                return true
            }
        }
        if given.count < expected.count {
            // Each written argument in order meets a parameter of its label; the required ones left are missing.
            var matched: [Int] = []
            var index = 0
            for label in given {
                while index < expected.count, expected[index] != label { index += 1 }
                guard index < expected.count else { return false }
                matched.append(index)
                index += 1
            }
            let missing = expected.indices.filter { !matched.contains($0) && !signature.hasDefault[$0] }
            guard !missing.isEmpty else { return false }
            func named(_ index: Int) -> String { expected[index].map { "'\($0)'" } ?? "#\(index + 1)" }
            if missing.count > 1 {
                error("missing arguments for parameters \(missing.map(named).joined(separator: ", ")) in call", at: paren)
                return true
            }
            // One argument missing: just after the argument before it, or after the `(`.
            let before = matched.lastIndex { $0 < missing[0] }
            let anchor = before.flatMap { arguments[$0].expression.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) }
                ?? paren.nextToken(viewMode: .sourceAccurate)
            guard let anchor else { return false }
            error("missing argument for parameter \(named(missing[0])) in call", at: anchor)
            return true
        }
        // `g(3)` of `func g()`: swiftc's words, at the one argument (or at the `(` for several).
        if expected.isEmpty {
            error("argument passed to call that takes no arguments", at: arguments.count == 1 ? Syntax(arguments[0].expression) : Syntax(paren))
            return true
        }
        // More arguments than parameters: those the parameters take in order, and the extra ones.
        var extra: [Int] = []
        var index = 0
        for (position, label) in given.enumerated() {
            var probe = index
            while probe < expected.count, expected[probe] != label, signature.hasDefault[probe] { probe += 1 }
            if probe < expected.count, expected[probe] == label {
                index = probe + 1
            } else {
                extra.append(position)
            }
        }
        guard !extra.isEmpty, index == expected.count || signature.hasDefault[index...].allSatisfy({ $0 }),
              given.count - extra.count <= expected.count else { return false }
        if extra.count > 1 {
            error("extra arguments at positions \(extra.map { "#\($0 + 1)" }.joined(separator: ", ")) in call", at: paren)
        } else if let label = given[extra[0]] {
            error("extra argument '\(label)' in call", at: arguments[extra[0]].expression)
        } else {
            error("extra argument in call", at: arguments[extra[0]].expression)
        }
        return true
    }

    /// As many arguments as parameters, with other labels: "incorrect argument label in call
    /// (have 'y:', expected 'x:')", "missing argument label 'x:' in call", "extraneous argument
    /// label 'x:' in call", or "argument 'a' must precede argument 'b'".
    private func judgeLabels(_ call: FunctionCallExprSyntax, given: [String?], expected signature: FunctionSignature,
                             kind: CalleeKind, paren: Syntax) -> Bool {
        let expected = signature.labels
        let pairs = Array(zip(given, expected))
        let differing = pairs.filter { $0 != $1 }
        guard !differing.isEmpty else { return false }
        // Swift 2 left out a function's first label; Kiln runs that with a note in Swift 2 code.
        if kind == .scriptFunction, isSwift2Code, pairs[0].0 == nil, pairs[0].1 != nil, pairs.dropFirst().allSatisfy({ $0 == $1 }) { return false }
        func spelled(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        // The right labels in the wrong order: swiftc names the one that must come first, at it.
        if Set(given.compactMap { $0 }) == Set(expected.compactMap { $0 }), given.compactMap({ $0 }).count == given.count,
           let first = pairs.first(where: { $0 != $1 }), let early = first.1, let late = first.0,
           let argument = call.arguments.first(where: { $0.label?.text == early }) {
            error("argument '\(early)' must precede argument '\(late)'", at: argument)
            return true
        }
        // `set(forKey: key, value)`: the unnamed argument that must come first, by its position.
        if given.map({ $0 ?? "_" }).sorted() == expected.map({ $0 ?? "_" }).sorted(),
           let i = pairs.firstIndex(where: { $0 != $1 }), pairs[i].1 == nil, let late = pairs[i].0,
           let j = given.indices.first(where: { $0 > i && given[$0] == nil }) {
            error("unnamed argument #\(j + 1) must precede argument '\(late)'", at: Array(call.arguments)[j])
            return true
        }
        if differing.allSatisfy({ $0.0 == nil }) {
            let labels = differing.map { ($0.1 ?? "_") + ":" }.joined()
            let noun = differing.count == 1 ? "label" : "labels"
            // One argument alone: swiftc points at it rather than at the `(`.
            let place = given.count == 1 ? call.arguments.first.map { Syntax($0.expression) } ?? paren : paren
            error("missing argument \(noun) '\(labels)' in call", at: place)
            return true
        }
        if differing.allSatisfy({ $0.1 == nil }) {
            let labels = differing.map { ($0.0 ?? "_") + ":" }.joined()
            error("extraneous argument \(differing.count == 1 ? "label" : "labels") '\(labels)' in call", at: paren)
            return true
        }
        let noun = differing.count == 1 ? "label" : "labels"
        error("incorrect argument \(noun) in call (have '\(spelled(given))', expected '\(spelled(expected))')", at: paren)
        return true
    }

    /// Whether the script uses an old spelling the embedder runs (`.mainBundle()`,
    /// `.uppercaseString`): then it is Swift 2 code, which swiftc refuses anyway, and a call without
    /// its first label is Swift 2's spelling rather than a mistake of today's Swift.
    var isSwift2Code: Bool {
        guard !oldSpellings.isEmpty else { return false }
        let names = Set(oldSpellings)
        return scriptItems.contains { item in
            item.tokens(viewMode: .sourceAccurate).contains { token in
                names.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            }
        }
    }

    /// The one overload whose parameters are exactly the arguments' types (a literal has its
    /// default type: `describe(3)` is `describe(_: Int)`), recorded for the compiler.
    func chooseByType(_ call: FunctionCallExprSyntax, _ candidates: [FunctionSignature], at place: Location? = nil,
                      expected: StaticType? = nil) -> FunctionSignature? {
        let labels = call.arguments.map { $0.label?.text }
        if let chosen = chooseByRangeShape(call, candidates, labels: labels) {  // TypeCheckSubstitution.swift
            return recordOverloadChoice(chosen, call, at: place)
        }
        let reported = diagnostics.count
        let types = call.arguments.map { argument -> StaticType in
            let expr = unparenthesized(argument.expression)
            if expr.is(IntegerLiteralExprSyntax.self) { return .int }
            if expr.is(FloatLiteralExprSyntax.self) { return .double }
            return typeOf(expr)
        }
        diagnostics.removeSubrange(reported...)
        guard types.allSatisfy(\.isKnown) else { return nil }
        // A variadic parameter (`sum(_: Int...)`) counts as loose, yet its element type is exact.
        let comparable = { (candidate: FunctionSignature) in !candidate.isGeneric && (!candidate.isLoose || candidate.variadic != nil) }
        var exact = candidates.filter { candidate in
            guard comparable(candidate), let indices = candidate.parameterIndices(for: labels) else { return false }
            return zip(types, indices).allSatisfy { $0 == candidate.parameters[$1] }
        }
        if exact.isEmpty, types.contains(.double) {
            // `sum(1.5, 2)` beside `sum(_: Int...)` and `sum(_: Double...)`: an integer literal becomes a Double.
            let arguments = Array(call.arguments)
            exact = candidates.filter { candidate in
                guard comparable(candidate), let indices = candidate.parameterIndices(for: labels) else { return false }
                return zip(zip(arguments, types), indices).allSatisfy { pair, index in
                    pair.1 == candidate.parameters[index]
                        || (candidate.parameters[index] == .double && unparenthesized(pair.0.expression).is(IntegerLiteralExprSyntax.self))
                }
            }
        }
        if let expected, expected.isKnown, !exact.contains(where: { $0.result == expected }) {
            // `let d: Double = process(4)` of `process(Int) -> Int` and `process(Double) -> Double`: the
            // result the context wants decides, a literal argument taking that overload's parameter type.
            let literalFits = { [self] (argument: LabeledExprSyntax, type: StaticType, parameter: StaticType) -> Bool in
                let expr = self.unparenthesized(argument.expression)
                if type == parameter { return true }
                if expr.is(IntegerLiteralExprSyntax.self) { return parameter == .double || parameter == .float }
                if expr.is(FloatLiteralExprSyntax.self) { return parameter == .float }
                return false
            }
            let byResult = candidates.filter { candidate in
                guard candidate.result == expected, !candidate.isGeneric, !candidate.isLoose,
                      let indices = candidate.parameterIndices(for: labels) else { return false }
                return zip(zip(call.arguments, types), indices).allSatisfy { literalFits($0.0, $0.1, candidate.parameters[$1]) }
            }
            if byResult.count == 1 { exact = byResult }
        }
        if exact.count > 1, let expected, expected.isKnown, exact.filter({ $0.result == expected }).count == 1 {
            exact = exact.filter { $0.result == expected }  // `let n: Int = make()` beside `make() -> String`
        }
        if exact.count > 1, let fewest = exact.map(\.parameters.count).min(), exact.filter({ $0.parameters.count == fewest }).count == 1 {
            exact = exact.filter { $0.parameters.count == fewest }  // `f()` beside `f(x: Int = 1)`: the fewest defaults left unwritten
        }
        if exact.isEmpty, candidates.contains(where: \.isGeneric) {
            // `show(2.5)` beside `show<T>(_: T)` and `show<T>(_: [T])`: a `[T]` parameter takes only an
            // array; of those that fit, the one naming the most of the argument's shape.
            func fits(_ argument: StaticType, _ parameter: StaticType) -> Bool {
                switch (parameter.desugared, argument.desugared) {
                case (.unknown, _): return true
                case (.array(let p), .array(let a)), (.set(let p), .set(let a)), (.optional(let p), .optional(let a)): return fits(a, p)
                case (.dictionary(let pk, let pv), .dictionary(let ak, let av)): return fits(ak, pk) && fits(av, pv)
                default: return argument == parameter
                }
            }
            let shaped = candidates.filter { candidate in
                guard candidate.isGeneric, candidate.variadic == nil, let indices = candidate.parameterIndices(for: labels),
                      indices.count == types.count else { return false }
                return zip(types, indices).allSatisfy { fits($0, candidate.parameters[$1]) }
            }
            let open = { (candidate: FunctionSignature) in candidate.parameters.filter { $0 == .unknown }.count }
            let fewest = shaped.map(open).min()
            let best = shaped.filter { open($0) == fewest }
            if best.count == 1, !candidates.contains(where: { !$0.isGeneric && $0.isLoose }) { exact = best }
        }
        guard exact.count == 1, let chosen = exact.first else { return nil }
        return recordOverloadChoice(chosen, call, at: place)
    }

    /// The overload chosen for the compiler, by its declaration's name's place.
    private func recordOverloadChoice(_ chosen: FunctionSignature, _ call: FunctionCallExprSyntax, at place: Location?) -> FunctionSignature? {
        guard let offset = chosen.declarationOffset, let token = source.tree.token(at: AbsolutePosition(utf8Offset: offset)),
              token.parent?.is(FunctionDeclSyntax.self) == true || token.parent?.is(InitializerDeclSyntax.self) == true else { return nil }
        overloadChoices[place ?? source.location(of: call)] = source.location(of: token)
        return chosen
    }

    /// `let f: (Int) -> Int = square`, `[1, 2].map(square)` beside `square(_: Double)`: the
    /// overload of the function type the context wants, recorded for the compiler.
    func chooseOverloadValue(_ reference: DeclReferenceExprSyntax, _ parameters: [StaticType], _ result: StaticType) {
        let name = reference.baseName.text
        // The script's own functions only (no library declarations read for `+` in `reduce(0, +)`).
        guard !reference.baseName.tokenKind.isOperator, reference.argumentNames == nil, let functions = table.functions[name],
              functions.count > 1, parameters.allSatisfy(\.isKnown), lookupLocalOrMember(name) == nil, scopes[0][name] == nil else { return }
        let fitting = functions.filter { candidate in
            !candidate.fromLibrary && !candidate.isGeneric && candidate.variadic == nil && candidate.parameters == parameters
                && (!result.isKnown || candidate.result == result)
        }
        guard fitting.count == 1, let offset = fitting[0].declarationOffset,
              let token = source.tree.token(at: AbsolutePosition(utf8Offset: offset)),
              token.parent?.is(FunctionDeclSyntax.self) == true else { return }
        overloadChoices[source.location(of: reference)] = source.location(of: token)
    }

    /// Several declarations of a script's function, each taking the call's labels, none its
    /// arguments' types: "no exact matches in call to global function 'f'", at the callee's name.
    func judgeNoExactMatch(_ call: FunctionCallExprSyntax, candidates: [FunctionSignature], what: String) {
        guard candidates.count > 1, !call.arguments.isEmpty, call.trailingClosure == nil,
              candidates.allSatisfy({ !$0.isLoose && !$0.isGeneric && !$0.fromLibrary && $0.variadic == nil }) else { return }
        let labels = call.arguments.map { $0.label?.text }
        let arguments = Array(call.arguments)
        let reported = diagnostics.count
        // Literals take their type from the parameter: a candidate whose parameters a literal
        // fits is not judged here.
        guard !arguments.contains(where: { isLiteral($0.expression) && !($0.expression.is(BooleanLiteralExprSyntax.self) || $0.expression.is(FloatLiteralExprSyntax.self)) }) else { return }
        let types = arguments.map { typeOf($0.expression) }
        diagnostics.removeSubrange(reported...)
        guard types.allSatisfy(\.isKnown) else { return }
        for candidate in candidates {
            guard let indices = candidate.parameterIndices(for: labels) else { return }
            let fits = zip(types, indices).allSatisfy { type, index in
                let parameter = candidate.parameters[index]
                if type == .double, parameter == .float { return true }
                return parameter.isKnown ? convertible(type, to: parameter) : true
            }
            if fits || candidate.parameters.contains(where: { !$0.isKnown }) { return }
        }
        let callee = call.calledExpression
        let node = callee.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(callee)
        error("no exact matches in call to \(what)", at: node)
    }
}
