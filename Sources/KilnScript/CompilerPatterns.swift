// Patterns become matchers: closures that test a value and bind the names the pattern declares.
// Used by `let (a, b) = …`, `for (i, x) in …`, `switch`, `if case`, and `catch`.
import SwiftSyntax

/// Tests a value against a pattern, binding names into the frame; false when it does not match.
typealias Matcher = (Frame, Value) throws -> Bool

/// A matcher held by a class: a payload's matchers kept in an array of these are called as they
/// are, where an array of closures would wrap each in two conversion thunks.
final class MatcherBox {
    let run: Matcher
    init(_ run: @escaping Matcher) { self.run = run }
}

extension Compiler {
    /// The slot for `name` in the current scope, reusing it when several patterns of one `case`
    /// bind the same name.
    func bindingSlot(_ name: String) -> (global: Bool, index: Int) {
        if resolver.isGlobalScope, let index = resolver.globalScope.names[name] { return (true, index) }
        if let index = resolver.scope.names[name] { return (resolver.isGlobalScope, index) }
        return (resolver.isGlobalScope, resolver.declare(name))
    }

    func store(_ name: String) -> (Frame, Value) -> Void {
        let (isGlobal, index) = bindingSlot(name)
        if isGlobal {
            let globals = globalFrame
            return { _, value in globals.slots[index] = value }
        }
        return { frame, value in frame.slots[index] = value }
    }

    /// A pattern that only binds (`let x`, `let (a, b)`, `for (key, value) in`).
    func compileBindingPattern(_ pattern: PatternSyntax, isLet: Bool, topLevel: Bool = false) -> Matcher {
        compilePattern(pattern, binding: true)
    }

    func compilePattern(_ pattern: PatternSyntax, binding: Bool = false) -> Matcher {
        let runtime = self.runtime
        let site = location(pattern)
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let set = store(identifier.identifier.text)
            return { frame, value in set(frame, value); return true }
        }
        if pattern.is(WildcardPatternSyntax.self) { return { _, _ in true } }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            return compilePattern(valueBinding.pattern, binding: true)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return compilePattern(only.pattern, binding: binding) }
            let parts = tuple.elements.map { compilePattern($0.pattern, binding: binding) }
            return { frame, value in
                guard case .tuple(let t) = value, t.elements.count == parts.count else {
                    throw runtime.fault("expected a tuple of \(parts.count) elements", at: site)
                }
                for (part, element) in zip(parts, t.elements) where !(try part(frame, element)) { return false }
                return true
            }
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) {
            let check = typeCheck(isType.type)
            let number = Value.castNumberTarget(isType.type.trimmedText)
            if let bridge = castBridge(isType.type) {  // `catch is CocoaError` of an NSError
                return { frame, value in
                    let subject = value.castSubject(asNumber: number)
                    return try check(subject) || bridge(frame, subject) != nil
                }
            }
            return { _, value in try check(value.castSubject(asNumber: number)) }
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return compileExpressionPattern(expression.expression, binding: binding)
        }
        error("this pattern is not supported in Kiln yet", at: pattern)
        return { _, _ in false }
    }

    /// Patterns written as expressions: `.circle(let r)`, `(0, _)`, `1...5`, `"a"`, `x?`.
    func compileExpressionPattern(_ expr: ExprSyntax, binding: Bool) -> Matcher {
        let runtime = self.runtime
        let site = location(expr)
        if let patternExpr = expr.as(PatternExprSyntax.self) { return compilePattern(patternExpr.pattern, binding: binding) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return { _, _ in true } }
        if binding, let reference = expr.as(DeclReferenceExprSyntax.self) {
            let set = store(reference.baseName.text)
            return { frame, value in set(frame, value); return true }
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self),
           let typeExpr = Array(sequence.elements)[2].as(TypeExprSyntax.self) {
            // `let e as BankError`: a type test that binds the value.
            _ = cast
            let inner = compileExpressionPattern(Array(sequence.elements)[0], binding: binding)
            let check = typeCheck(typeExpr.type)
            let number = Value.castNumberTarget(typeExpr.type.trimmedText)
            if let bridge = castBridge(typeExpr.type) {  // `catch let e as CocoaError` of an NSError
                return { frame, value in
                    let subject = value.castSubject(asNumber: number)
                    if try check(subject) { return try inner(frame, subject) }
                    guard let bridged = try bridge(frame, subject) else { return false }
                    return try inner(frame, bridged)
                }
            }
            return { frame, value in
                let subject = value.castSubject(asNumber: number)
                return try check(subject) && inner(frame, subject)
            }
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self) {
            // `case let x?`: matches a non-nil optional and binds its value.
            let inner = compileExpressionPattern(chain.expression, binding: binding)
            return { frame, value in
                switch value {
                case .some(let wrapped): return try inner(frame, wrapped)
                case .none: return false
                // An optional stored without its wrapping (`let t: (String, String?) = ("go", "x")`):
                // only nil is absent.
                default: return try inner(frame, value)
                }
            }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let parts = tuple.elements.map { MatcherBox(compileExpressionPattern($0.expression, binding: binding)) }
            return { frame, value in
                guard case .tuple(let t) = value, t.elements.count == parts.count else { return false }
                for (part, element) in zip(parts, t.elements) where !(try part.run(frame, element)) { return false }
                return true
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || isTypeName(member.base),
           !namesStaticValue(member.declName.baseName.text, written: member.base.flatMap(typeNamed(by:))) {
            return enumCasePattern(member.declName.baseName.text, payload: nil, binding: binding, site: site,
                                   written: member.base.flatMap(typeNamed(by:)))
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil || isTypeName(member.base) {
            let payload = call.arguments.map { MatcherBox(compileExpressionPattern($0.expression, binding: binding)) }
            return enumCasePattern(member.declName.baseName.text, payload: payload, binding: binding, site: site,
                                   written: member.base.flatMap(typeNamed(by:)))
        }
        // A value to compare with `~=`: through one declared for the pattern's and the value's
        // types where one fits (`func ~= (pattern: Even, value: Int)`, Foundation's
        // `CocoaError.Code` against an error), else ranges contain and anything else is `==`.
        let value = compileExpression(expr)
        let scriptMatches = declaresPatternOperator
        return { frame, subject in
            let pattern = try value(frame)
            if scriptMatches || pattern.isInstance, let matched = try runtime.userPatternMatch(pattern, subject, at: site) { return matched }
            // `case 0:` on an Int, `case "q":` on a String: compared at once.
            if case .int(let x) = pattern, case .int(let y) = subject { return x == y }
            if case .string(let x) = pattern, case .string(let y) = subject { return x == y }
            switch pattern {
            case .range(let lower, let upper, let closed):
                if case .int(let x) = subject { return x >= lower && x < upper }
                if case .some(.int(let x)) = subject { return x >= lower && x < upper }
                // `case 80..<90:` on a Double: the integer literals are Double bounds.
                if let x = subject.castSubject.asDouble, case .double = subject.castSubject {
                    guard lower == Int.min || x >= Double(lower) else { return false }
                    if upper == Int.max { return true }
                    return closed ? x <= Double(upper - 1) : x < Double(upper)
                }
                return false
            default:
                if let range = runtime.bounds(of: pattern) { return try runtime.boundsContain(range, subject, at: site) }  // BoundsRanges.swift
                // (`case "5":` on an Int through the script's `func ~= (pattern: String, value: Int)` is
                // `userPatternMatch` above, which calls only a `~=` whose parameters fit.)
                return try runtime.equal(subject, pattern, at: site)
            }
        }
    }

    /// Whether the script declares a `~=` of its own, at file scope or in one of its types.
    private var declaresPatternOperator: Bool {
        let libraryLines = runtime.options.libraryLineCount
        return runtime.operatorFunctions["~="]?.contains { ($0.location?.line ?? 0) > libraryLines } ?? false
            || resolver.allTypes.contains { !$0.isLibrary && $0.lookupStatic("~=") != nil }
    }

    /// Whether `.name` / `T.name` in a pattern is a static value to compare (`case
    /// CocoaError.fileNoSuchFile:`), not an enum case: no enum has such a case, a type has
    /// such a static member.
    private func namesStaticValue(_ name: String, written: TypeInfo?) -> Bool {
        if let written { return written.caseIndex(name) == nil && written.lookupStatic(name) != nil && written.kind != .enumeration }
        if name == "some" || name == "none" { return false }
        if resolver.allTypes.contains(where: { $0.caseIndex(name) != nil }) { return false }
        return resolver.allTypes.contains { $0.module != nil && $0.kind != .enumeration && $0.lookupStatic(name) != nil }
    }

    private func isTypeName(_ expr: ExprSyntax?) -> Bool {
        if let member = expr?.as(MemberAccessExprSyntax.self), let base = member.base {
            return nestedType(member.declName.baseName.text, in: base) != nil
        }
        guard let reference = expr?.as(DeclReferenceExprSyntax.self) else { return false }
        if case .type? = resolver.resolve(reference.baseName.text) { return true }
        return false
    }

    /// `.name(payload…)`, or `Type.name(…)` (`written`), which a value of another type does not
    /// match: `catch StoreError.full` lets any other error go on.
    private func enumCasePattern(_ name: String, payload: [MatcherBox]?, binding: Bool, site: Location, written: TypeInfo? = nil) -> Matcher {
        let runtime = self.runtime
        final class CaseCache { var type: TypeInfo?; var index = -1 }
        let cache = CaseCache()
        let expected = written?.kind == .enumeration ? written : nil
        func match(_ frame: Frame, _ value: Value) throws -> Bool {
            if let expected, !value.isOptional, runtime.typeInfo(of: value) !== expected { return false }
            switch value {
            case .enumCase(let type, let index, _):
                if cache.type !== type {
                    guard let found = type.caseIndex(name) else {
                        // An Optional's value held unwrapped (an element of a `[Move?]`): `.none`
                        // does not match it, `.some(p)` matches it by `p`.
                        if name == "none" { return false }
                        if name == "some" {
                            guard let payload, let first = payload.first else { return true }
                            return try first.run(frame, value)
                        }
                        throw runtime.fault("'\(type.name)' has no case '\(name)'", at: site)
                    }
                    cache.type = type
                    cache.index = found
                }
                guard index == cache.index else { return false }
                // The associated values are taken only once the case is the one (a switch tries
                // its other cases first, and copying them out retains their array).
                guard let payload, case .enumCase(_, _, let values) = value else { return true }
                if payload.count == 1 && values.count > 1 {
                    return try payload[0].run(frame, .tuple(Tuple(elements: values, labels: type.cases[index].labels)))
                }
                for (part, element) in zip(payload, values) where !(try part.run(frame, element)) { return false }
                return true
            case .some(let wrapped):
                // `case .left:` on an Optional enum matches the wrapped value, as `.left?` would.
                guard name == "some" else { return try match(frame, wrapped) }
                guard let payload, let first = payload.first else { return true }
                return try first.run(frame, wrapped)
            case .none:
                return name == "none"
            default:
                throw runtime.fault("'.\(name)' cannot match a value of type '\(typeName(of: value))'", at: site)
            }
        }
        return match
    }

    // MARK: Switch

    /// A switch's cases, each its matcher and its body (as statements, or as a value: by
    /// `valueOf` when given — a result builder's block).
    private func compileCases(_ switchExpr: SwitchExprSyntax, asValue: Bool,
                              valueOf: (([CodeBlockItemSyntax]) -> Eval)? = nil) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                error("#if inside switch is not supported", at: element)
                continue
            }
            // A case whose patterns and body make no closure binds its names in the enclosing
            // frame, as `if let` does, and lets them go when it ends (`SwitchCase.release`): no
            // frame is taken and given back for each case tried.
            let kind = blockKind(switchCase)
            resolver.push(kind)
            var matchers: [MatcherBox] = []
            switch switchCase.label {
            case .default:
                matchers.append(MatcherBox { _, _ in true })
            case .case(let label):
                for item in label.caseItems {
                    let pattern = compilePattern(item.pattern)
                    if let whereClause = item.whereClause {
                        let condition = compileCondition(whereClause.condition)
                        matchers.append(MatcherBox { frame, value in try pattern(frame, value) && condition(frame) })
                    } else {
                        matchers.append(MatcherBox(pattern))
                    }
                }
            }
            let items = Array(switchCase.statements)
            let body: Exec = asValue ? { _ in .next } : compileItems(items, topLevel: false)
            let value: Eval? = asValue ? (valueOf?(items) ?? compileValueItems(items)) : nil
            let bound = resolver.scope.names.values.sorted(by: >)  // last declared first, as Swift releases them
            let size = resolver.pop()
            let all = matchers
            let matches: Matcher = all.count == 1 ? all[0].run : { frame, value in
                for matcher in all where try matcher.run(frame, value) { return true }
                return false
            }
            cases.append(SwitchCase(matches: matches, body: body, value: value, size: size,
                                    ownFrame: kind == .captureBlock, bound: bound))
        }
        return cases
    }

    func compileSwitch(_ switchExpr: SwitchExprSyntax, label: String?) -> Exec {
        let subject = compileExpression(switchExpr.subject)
        let cases = compileCases(switchExpr, asValue: false)
        let runtime = self.runtime
        let site = location(switchExpr)
        return { frame in
            let value = try subject(frame)
            var index = 0
            while index < cases.count {
                let entry = cases[index]
                var flow: Flow
                if entry.ownFrame {
                    // A case's frame comes from the pool and goes back to it (its bindings released)
                    // once the case did not match or its body ended, unless a closure kept it.
                    let inner = runtime.frame(size: entry.size, parent: frame)
                    guard try entry.matches(inner, value) else {
                        runtime.recycle(inner)
                        index += 1
                        continue
                    }
                    flow = try entry.body(inner)
                    runtime.recycle(inner)
                } else {
                    // Bindings in the enclosing frame, let go once the case did not match or its body ended.
                    guard try entry.matching(frame, { try entry.matches(frame, value) }) else {
                        index += 1
                        continue
                    }
                    flow = try entry.releasing(frame) { try entry.body(frame) }
                }
                // `fallthrough` runs the following bodies without matching their patterns.
                while case .fallThrough = flow, index + 1 < cases.count {
                    index += 1
                    flow = try cases[index].run(frame, runtime: runtime)
                }
                switch flow {
                case .breakLoop(let target) where target == nil || target == label: return .next
                case .fallThrough: return .next
                default: return flow
                }
            }
            throw runtime.fault("no case of the switch matched \(try runtime.debugDescribe(value, at: site))", at: site)
        }
    }

    /// A `switch` as a value; `valueOf` compiles a case's body (a result builder's block), and
    /// `inject` gets the chosen case's value with its position and the number of cases.
    func compileSwitchExpression(_ switchExpr: SwitchExprSyntax, valueOf: (([CodeBlockItemSyntax]) -> Eval)? = nil,
                                 inject: ((Value, Int, Int) throws -> Value)? = nil) -> Eval {
        let subject = compileExpression(switchExpr.subject)
        let cases = compileCases(switchExpr, asValue: true, valueOf: valueOf)
        let runtime = self.runtime
        let site = location(switchExpr)
        return { frame in
            let value = try subject(frame)
            for (index, entry) in cases.enumerated() {
                if !entry.ownFrame {
                    guard try entry.matching(frame, { try entry.matches(frame, value) }), let result = entry.value else { continue }
                    let chosen = try entry.releasing(frame) { try result(frame) }
                    guard let inject else { return chosen }
                    return try inject(chosen, index, cases.count)
                }
                let inner = runtime.frame(size: entry.size, parent: frame)
                guard try entry.matches(inner, value), let result = entry.value else {
                    runtime.recycle(inner)
                    continue
                }
                let chosen = try result(inner)
                runtime.recycle(inner)
                guard let inject else { return chosen }
                return try inject(chosen, index, cases.count)
            }
            throw runtime.fault("no case of the switch matched", at: site)
        }
    }
}

/// One compiled case of a `switch`. A class: a switch tries its cases one after another, and
/// taking a tuple of closures out of the array would retain and release each closure every time.
final class SwitchCase {
    let matches: Matcher
    let body: Exec
    let value: Eval?
    let size: Int
    /// Whether the case runs in a frame of its own (a closure in it could capture its names);
    /// else its names are `bound` slots of the enclosing frame.
    let ownFrame: Bool
    let bound: [Int]

    init(matches: @escaping Matcher, body: @escaping Exec, value: Eval?, size: Int, ownFrame: Bool = true, bound: [Int] = []) {
        (self.matches, self.body, self.value, self.size, self.ownFrame, self.bound) = (matches, body, value, size, ownFrame, bound)
    }

    /// `work` in `frame`, then (however it ends, unless it says true: a match whose bindings the
    /// body uses) the case's bindings let go.
    @inline(__always)
    func matching(_ frame: Frame, _ work: () throws -> Bool) throws -> Bool {
        if bound.isEmpty { return try work() }
        let matched: Bool
        do { matched = try work() } catch { release(frame); throw error }
        if !matched { release(frame) }
        return matched
    }

    /// `work` in `frame`, then the case's bindings let go.
    @inline(__always)
    func releasing<T>(_ frame: Frame, _ work: () throws -> T) throws -> T {
        if bound.isEmpty { return try work() }
        defer { release(frame) }
        return try work()
    }

    func release(_ frame: Frame) {
        let slots = frame.slots
        for slot in bound { slots[slot] = .void }
    }

    /// The body alone (a `fallthrough` into it), in its own frame or in `frame`.
    func run(_ frame: Frame, runtime: Runtime) throws -> Flow {
        guard ownFrame else { return try releasing(frame) { try body(frame) } }
        let inner = runtime.frame(size: size, parent: frame)
        let flow = try body(inner)
        runtime.recycle(inner)
        return flow
    }
}
