// Which overload of a top-level function a call's labels (and a closure or autoclosure argument)
// pick, and calls whose argument labels fit none of them. The message shows what
// was written, every candidate and the nearest one; a Swift 2 call that leaves out the first
// argument's label (`imageForKey(k)` for `func imageForKey(key: String)`) runs, with a note.
import SwiftSyntax

/// Swift's name for a call or a function: `greet(name:)`; a trailing closure's label shows as `_`.
func selector(_ name: String, labels: [String?]) -> String {
    name + "(" + labels.map { (isTrailingClosureLabel($0) ? "_" : $0 ?? "_") + ":" }.joined() + ")"
}

/// A call of `name` with `labels` that none of `candidates` (their selectors) can take.
struct OverloadMismatch {
    let name: String
    /// The type whose member was called, for methods.
    let typeName: String?
    let labels: [String?]
    let candidates: [String]

    var written: String { selector(name, labels: labels) }

    var message: String {
        let callee = typeName.map { "'\(name)' of '\($0)'" } ?? "'\(name)'"
        return "no \(callee) takes the arguments '\(written)'; there is \(candidates.joined(separator: ", "))"
    }

    /// The candidate closest to what was written (the first of equally close ones).
    var nearest: String? {
        let written = self.written
        return candidates.min { editDistance(written, $0) < editDistance(written, $1) }
    }

    var suggestion: String? { nearest.map { "did you mean '\($0)'?" } }
}

/// The selectors of `codes` in the order the script declares them (overloads are kept latest first).
func declaredSelectors(_ codes: [FunctionCode]) -> [String] {
    codes.enumerated().sorted { a, b in
        let x = a.element.location.map { ($0.line, $0.column) } ?? (Int.max, a.offset)
        let y = b.element.location.map { ($0.line, $0.column) } ?? (Int.max, b.offset)
        return x < y
    }.map(\.element.selector)
}

/// How Swift 2 would have called `code` with `labels`: with no label for the first argument,
/// which is all that differs from today's call. The plan of today's call, or nil.
func swift2Plan(_ labels: [String?], for code: FunctionCode) -> ArgumentPlan? {
    // Only functions and methods the script declares: initializers had every label in Swift 2
    // too, and native members have their old spellings in the renamed-API table.
    guard !code.isNative, !code.isInitializer, code.location != nil, code.name != "closure",
          let first = code.parameters.first?.label, let written = labels.first, written == nil else { return nil }
    var today = labels
    today[0] = first
    return ArgumentPlan(labels: today, parameters: code.parameters)
}

/// Of `candidates`, the overload whose parameters fit `labels` that Swift ranks first: where several
/// fit, the one leaving the fewest defaulted parameters unwritten (`f()` beside `f(x: Int = 1)`,
/// `m(1)` beside `m(_: Int, b: Int = 2)`, an inherited `convenience init()` beside an
/// `init(wheels: Int = 2)`) when the written arguments' parameters have the same declared types;
/// otherwise (`log("x")` of a script's `log(_: String, line: Int = #line)` beside `log(_: Double)`)
/// the first, as before: the checker has chosen by type where it could.
func fittingOverload<C: Collection>(_ candidates: C, labels: [String?], code: (C.Element) -> FunctionCode?) -> (C.Element, FunctionCode, ArgumentPlan)? {
    var best: (C.Element, FunctionCode, ArgumentPlan)?
    for candidate in candidates {
        guard let function = code(candidate), let plan = ArgumentPlan(labels: labels, parameters: function.parameters) else { continue }
        if let found = best {
            guard function.parameters.count < found.1.parameters.count else { continue }
            if !labels.isEmpty {
                guard let fewer = function.parameterTypeNames, let more = found.1.parameterTypeNames,
                      fewer.count >= labels.count, more.count >= labels.count,
                      fewer.prefix(labels.count).elementsEqual(more.prefix(labels.count)) else { continue }
            }
        }
        best = (candidate, function, plan)
        if function.parameters.count <= labels.count { break }  // nothing is left unwritten
    }
    return best
}

extension Runtime {
    /// The method among `found` that a Swift 2 call with `labels` means, noted at `site`.
    func swift2Overload(_ found: [Member], labels: [String?], at site: Location) -> (Member, ArgumentPlan)? {
        for member in found {
            guard case .method(let code) = member, let plan = swift2Plan(labels, for: code) else { continue }
            noteSwift2Call(of: code, labels: labels, at: site)
            return (member, plan)
        }
        return nil
    }

    /// The note for a Swift 2 call: it runs, and this says what today's Swift needs.
    func noteSwift2Call(of code: FunctionCode, labels: [String?], at site: Location) {
        let label = code.parameters.first?.label ?? "_"
        let message = "'\(selector(code.name, labels: labels))' is Swift 2's spelling of a call to '\(code.selector)' "
            + "(a first argument had no label then); today's Swift needs the label '\(label):' here, "
            + "or a '_' before the first parameter in the declaration"
        // Once per run, at the first call, as the notes of renamed APIs: the declaration is where
        // the fix goes.
        guard !notes.contains(where: { $0.message == message }) else { return }
        // The interpreter gives the note its file when the run ends.
        notes.append(Diagnostic(severity: .note, message: message, fileName: "", location: site))
    }

    /// The fault for a method call no overload of `found` can take.
    func noMatchingOverload(_ name: String, of type: TypeInfo, labels: [String?], found: [Member], at site: Location) -> RuntimeFault {
        let mismatch = OverloadMismatch(name: name, typeName: type.name, labels: labels,
                                        candidates: declaredSelectors(found.compactMap(\.function)))
        return fault(mismatch.message + (mismatch.suggestion.map { "; " + $0 } ?? ""), at: site)
    }
}

extension Compiler {
    /// swiftc's words for a call whose labels fit no overload but one overload explains them: the
    /// call left out its last arguments (`write(to: url, atomically: true)` without `encoding:`:
    /// "missing argument for parameter 'encoding' in call", at the `)`), or added one argument
    /// (`data.write(to: url, atomically: true)`: "extra argument 'atomically' in call", at its value).
    func missingOrExtraArgument(_ labels: [String?], _ codes: [FunctionCode], at node: Syntax) -> (String, Syntax)? {
        var ancestor: Syntax? = node
        while let current = ancestor, !current.is(FunctionCallExprSyntax.self) { ancestor = current.parent }
        guard let call = ancestor?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.arguments.count == labels.count else { return nil }
        var extra: (String, Syntax)?
        // `names.joined(", ")`: the one overload taking as many arguments, its labels left out.
        let codes = codes.filter { !$0.isOldSpelling }
        let sameCount = codes.filter { $0.parameters.count == labels.count && !$0.parameters.contains(where: { $0.isVariadic }) }
        if sameCount.count == 1, let expected = Optional(sameCount[0].parameters.map(\.label)),
           zip(labels, expected).allSatisfy({ $0 == $1 || $0 == nil }), let paren = call.leftParen {
            let missing = zip(labels, expected).filter { $0 != $1 }.map { ($0.1 ?? "_") + ":" }
            if !missing.isEmpty {
                let place = labels.count == 1 ? call.arguments.first.map { Syntax($0.expression) } ?? Syntax(paren) : Syntax(paren)
                return ("missing argument \(missing.count == 1 ? "label" : "labels") '\(missing.joined())' in call", place)
            }
        }
        for code in codes where !code.parameters.contains(where: { $0.isVariadic }) {
            var given = 0, index = 0
            let parameters = code.parameters
            while given < labels.count && index < parameters.count {
                if labels[given] == parameters[index].label { given += 1; index += 1 }
                else if parameters[index].defaultValue != nil || parameters[index].callerLiteral != nil { index += 1 }
                else { break }
            }
            if given == labels.count {
                guard let missing = parameters[index...].firstIndex(where: { $0.defaultValue == nil && $0.callerLiteral == nil }),
                      let paren = call.rightParen else { continue }
                let name = parameters[missing].label.map { "'\($0)'" } ?? "#\(missing + 1)"
                return ("missing argument for parameter \(name) in call", Syntax(paren))
            }
            if index == parameters.count, given == labels.count - 1, extra == nil {
                let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: given)]
                extra = (argument.label.map { "extra argument '\($0.text)' in call" } ?? "extra argument in call", Syntax(argument.expression))
            }
        }
        return extra
    }

    /// A String's or a library type's method call whose labels the checker found no overload
    /// for: refused before the script runs when none of the runtime's overloads takes them
    /// either (the runtime would stop there with the same list).
    func libraryLabelsCanMatch(_ labels: [String?], _ name: String, of typeName: String, at node: some SyntaxProtocol) -> Bool {
        let builtin = runtime.builtinTypes
        let standard = ["String": builtin.string, "Array": builtin.array, "Dictionary": builtin.dictionary, "Set": builtin.set]
        guard let type = standard[typeName] ?? resolver.types[typeName] else { return true }
        // A type's own members and those its protocols' extensions give it (`extension Sequence`).
        var found = (type.lookup(name) ?? []) + (type.protocolDefaults[name] ?? [])
        // The script's extensions of the library protocols the type conforms to (`extension
        // Sequence { func sorted(by:ascending:) }`), which join its members only once the
        // bodies are compiled (`extendLibraryTypes`).
        for (protocolName, proto) in resolver.types where proto.kind == .protocolType && proto.module == nil {
            guard let members = proto.protocolDefaults[name], builtin.conforming(to: protocolName).contains(where: { $0 === type }) else { continue }
            found += members
        }
        guard !found.isEmpty else { return true }
        return membersTakeLabels(labels, name, of: type, found, at: node)
    }

    /// `String(data: data)`: a library type's initializer call whose labels none of its
    /// initializers takes, refused before the script runs (the runtime would stop there).
    func libraryInitializerLabelsCanMatch(_ labels: [String?], of type: TypeInfo, at node: some SyntaxProtocol) -> Bool {
        guard type.isLibrary || type.kind == .builtin, type.genericBase == nil, !type.initializers.isEmpty else { return true }
        return membersTakeLabels(labels, "init", of: type, type.initializers, at: node)
    }

    /// Whether one of `found` (a type's overloads of `name`) takes the labels; otherwise the
    /// mismatch is reported in swiftc's words where one overload explains it.
    func membersTakeLabels(_ labels: [String?], _ name: String, of type: TypeInfo, _ found: [Member], at node: some SyntaxProtocol) -> Bool {
        var codes: [FunctionCode] = []
        for member in found {
            guard case .method(let code) = member else { return true }
            if ArgumentPlan(labels: labels, parameters: code.parameters) != nil || swift2Plan(labels, for: code) != nil { return true }
            codes.append(code)
        }
        if let (message, place) = missingOrExtraArgument(labels, codes, at: Syntax(node)) {
            error(message, at: place)
        } else {
            reportOverloadMismatch(OverloadMismatch(name: name, typeName: type.name, labels: labels, candidates: declaredSelectors(codes)), at: node)
        }
        return false
    }

    /// Reports, before the script runs, a call no overload can take, with the nearest as a note.
    func reportOverloadMismatch(_ mismatch: OverloadMismatch, at node: some SyntaxProtocol) {
        let notes = mismatch.suggestion.map { ["\(source.fileName):\(location(node)): note: \($0)"] } ?? []
        error(mismatch.message, at: node, notes: notes)
    }
}

extension Compiler {
    /// Picks the overload whose parameters fit the argument labels.
    func choose(_ functions: [FunctionCode], labels: [String?], site: Location? = nil, call: FunctionCallExprSyntax? = nil) -> (FunctionCode, ArgumentPlan)? {
        if let site, let chosen = overloadChoices[site], let code = functions.first(where: { $0.location == chosen }),
           let plan = ArgumentPlan(labels: labels, parameters: code.parameters) {
            return (code, plan)
        }
        if let call, functions.count > 1 {
            // `serve(customer: { … })` and `serve(customer: queue.removeFirst())` beside
            // `serve(customer: @autoclosure () -> String)`: a closure literal goes to the overload
            // taking a closure, any other expression to the one taking an autoclosure.
            let arguments = Array(call.arguments)
            let fitting = functions.filter {
                $0.parameters.count == arguments.count && ArgumentPlan(labels: labels, parameters: $0.parameters) != nil
            }
            if fitting.count > 1, fitting.contains(where: { $0.parameters.contains(where: \.isAutoclosure) }),
               let code = fitting.first(where: { code in
                   zip(arguments, code.parameters).allSatisfy { argument, parameter in
                       !parameter.isAutoclosure || !argument.expression.is(ClosureExprSyntax.self)
                   } && zip(arguments, code.parameters).contains { $0.expression.is(ClosureExprSyntax.self) != $1.isAutoclosure }
               }), let plan = ArgumentPlan(labels: labels, parameters: code.parameters) {
                return (code, plan)
            }
        }
        return fittingOverload(functions, labels: labels, code: { $0 }).map { ($0.1, $0.2) }
    }
}
