// Expressions become `Eval` closures: literals, names (already resolved to slots), operators,
// member access, calls, closures, optional chaining.
import SwiftSyntax

/// An expression that can be assigned to or mutated in place.
struct Place {
    let get: Eval
    /// Runs `body` on the stored value in place and writes the result back.
    let modify: (Frame, (inout Value) throws -> Value) throws -> Value
    /// The Optional depth of the variable's declared type: assigned plain values are promoted.
    var wrapDepth = 0
    /// A quicker plain assignment, where the place has one (a class's stored property).
    var assign: ((Frame, Value) throws -> Void)?
    /// A variable: reading it has no side effects, so it may be read twice.
    var isVariable = false

    func set(_ frame: Frame, _ value: Value) throws {
        let stored = wrapDepth > 0 ? value.wrapped(depth: wrapDepth) : value
        if let assign { return try assign(frame, stored) }
        _ = try modify(frame) { slot in slot = stored; return .void }
    }
}

extension Compiler {
    func compileExpression(_ expr: ExprSyntax, hint: TypeInfo? = nil) -> Eval {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.filter { $0 != "_" }
            let parsed: Int?
            if text.hasPrefix("0x") { parsed = Int(text.dropFirst(2), radix: 16) }
            else if text.hasPrefix("0b") { parsed = Int(text.dropFirst(2), radix: 2) }
            else if text.hasPrefix("0o") { parsed = Int(text.dropFirst(2), radix: 8) }
            else { parsed = Int(text) }
            guard let value = parsed else { return failed("integer literal '\(text)' overflows when stored into 'Int'", at: expr) }
            if hint === library.doubleType { return { _ in .double(Double(value)) } }
            return { _ in .int(value) }
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            let value = Double(literal.literal.text.filter { $0 != "_" }) ?? 0
            return { _ in .double(value) }
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            let value = literal.literal.tokenKind == .keyword(.true)
            return { _ in .bool(value) }
        }
        if expr.is(NilLiteralExprSyntax.self) { return { _ in .none } }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return compileString(literal, hint: hint) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind.isOperator || reference.baseName.tokenKind == .binaryOperator("+") {
                return operatorFunction(reference.baseName.text, at: reference)
            }
            return compileName(reference.baseName.text, at: reference)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return compileInfix(fold(sequence)) }
        if let paren = expr.as(TupleExprSyntax.self) { return compileTuple(paren, hint: hint) }
        if let array = expr.as(ArrayExprSyntax.self) {
            let elementHint = hint === runtime.builtinTypes.set || hint === runtime.builtinTypes.array ? nil : hint
            let elements = array.elements.map { compileExpression($0.expression, hint: elementHint) }
            if hint === runtime.builtinTypes.set {
                return { frame in .set(OrderedSet(try elements.map { try $0(frame) })) }
            }
            return { frame in
                var values: [Value] = []
                values.reserveCapacity(elements.count)
                for element in elements { values.append(try element(frame)) }
                return .array(values)
            }
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            var pairs: [(Eval, Eval)] = []
            if case .elements(let elements) = dictionary.content {
                pairs = elements.map { (compileExpression($0.key), compileExpression($0.value)) }
            }
            let entries = pairs
            return { frame in
                var result = OrderedDictionary()
                for (key, value) in entries { result[try key(frame)] = try value(frame) }
                return .dictionary(result)
            }
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return compilePrefix(prefix) }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) {
            guard postfix.operator.text == "..." else {
                return failed("postfix operator '\(postfix.operator.text)' is not supported", at: postfix)
            }
            // `90...`: a range with no upper end (used in patterns and slices).
            let lower = compileExpression(postfix.expression)
            let runtime = self.runtime
            let site = location(postfix)
            return { frame in
                guard case .int(let start) = try lower(frame) else { throw runtime.fault("range bound must be an Int", at: site) }
                return .range(lower: start, upper: Int.max, closed: false)
            }
        }
        if let force = expr.as(ForceUnwrapExprSyntax.self) {
            let value = compileExpression(force.expression)
            let runtime = self.runtime
            let site = location(force.exclamationMark)
            return { frame in
                switch try value(frame) {
                case .some(let wrapped): return wrapped
                case .none: throw runtime.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                case let other: return other
                }
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return chainRoot(expr, compileMemberAccess(member, hint: hint)) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return chainRoot(expr, compileCall(call, hint: hint)) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return chainRoot(expr, compileSubscript(subscriptCall)) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) {
            let value = compileExpression(chain.expression)
            return { frame in
                switch try value(frame) {
                case .none: throw OptionalChainNil()
                case .some(let wrapped): return wrapped
                case let other: return other
                }
            }
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return compileClosure(closure) }
        if let keyPath = expr.as(KeyPathExprSyntax.self) { return compileKeyPath(keyPath) }
        if let tryExpr = expr.as(TryExprSyntax.self) { return compileTry(tryExpr) }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return compileExpression(awaitExpr.expression) }
        if let ifExpr = expr.as(IfExprSyntax.self) { return compileIfExpression(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return compileSwitchExpression(switchExpr) }
        if expr.is(SuperExprSyntax.self) { return compileName("self", at: expr) }
        if let typeExpr = expr.as(TypeExprSyntax.self) {
            guard let type = resolveType(typeExpr.type) else { return failed("cannot find type '\(typeExpr.type.trimmedDescription)' in scope", at: typeExpr) }
            return { _ in .metatype(type) }
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return { _ in .void } }
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
            if macro.macroName.text == "selector", let argument = macro.arguments.first {
                // `#selector(Type.method(with:))` names the method: "method(with:)" (labels kept).
                var expression = argument.expression
                if let member = expression.as(MemberAccessExprSyntax.self) { expression = ExprSyntax(member.declName) }
                let name = expression.trimmedDescription
                return { _ in .string(name) }
            }
            return failed("'#\(macro.macroName.text)' is not supported", at: macro)
        }
        if let specialization = expr.as(GenericSpecializationExprSyntax.self) {
            return compileExpression(specialization.expression)
        }
        return failed("this expression is not supported yet: \(expr.kind)", at: expr)
    }

    /// Ends an optional chain: `a?.b.c` is nil when `a` is, else the result wrapped in an Optional.
    func chainRoot(_ expr: ExprSyntax, _ eval: @escaping Eval) -> Eval {
        guard containsOptionalChain(expr) else { return eval }
        if let parent = expr.parent, isChainLink(parent, base: expr) { return eval }
        return { frame in
            do { return try eval(frame).flattenedOptional } catch is OptionalChainNil { return .none }
        }
    }

    private func containsOptionalChain(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base }
            else if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let sub = node.as(SubscriptCallExprSyntax.self) { current = sub.calledExpression }
            else if let force = node.as(ForceUnwrapExprSyntax.self) { current = force.expression }
            else { return false }
        }
        return false
    }

    private func isChainLink(_ parent: Syntax, base: ExprSyntax) -> Bool {
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == base.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == base.id }
        if let sub = parent.as(SubscriptCallExprSyntax.self) { return sub.calledExpression.id == base.id }
        if let chain = parent.as(OptionalChainingExprSyntax.self) { return chain.expression.id == base.id }
        if let force = parent.as(ForceUnwrapExprSyntax.self) { return force.expression.id == base.id }
        return false
    }

    // MARK: Names

    func compileName(_ name: String, at node: some SyntaxProtocol) -> Eval {
        if name == "Self", let (depth, _) = resolver.resolveSelf() {
            // The dynamic type of `self` (itself, in a static method).
            let runtime = self.runtime
            return { frame in
                let receiver = frame.ancestor(depth).slots[0]
                if case .metatype = receiver { return receiver }
                return .metatype(runtime.typeInfo(of: receiver))
            }
        }
        if name == "self" || name == "super" {
            guard let (depth, _) = resolver.resolveSelf() else {
                if let index = resolver.globalScope.names["self"] { let g = globalFrame; return { _ in g.slots[index] } }
                return failed("cannot find 'self' in scope", at: node)
            }
            if depth == 0 { return { frame in frame.slots[0] } }
            return { frame in frame.ancestor(depth).slots[0] }
        }
        guard let binding = resolver.resolve(name) else {
            return unknownName(name, at: node)
        }
        let runtime = self.runtime
        let site = location(node)
        switch binding {
        case .local(let depth, let index):
            switch depth {
            case 0: return { frame in frame.slots[index] }
            case 1: return { frame in (frame.parent ?? frame).slots[index] }
            default: return { frame in frame.ancestor(depth).slots[index] }
            }
        case .global(let index):
            let globals = globalFrame
            return { _ in globals.slots[index] }
        case .functions(let functions):
            let captured = globalFrame
            guard let first = functions.first else { return failed("cannot find '\(name)' in scope", at: node) }
            return { _ in .function(Function(code: first, captured: captured)) }
        case .type(let type):
            return { _ in .metatype(type) }
        case .implicitMember(let depth, _, let name):
            let cache = MemberCache()
            return { frame in
                let receiver = frame.ancestor(depth).slots[0]
                if case .object(let instance) = receiver, instance.type === cache.storedClass { return instance.fields[cache.storedIndex] }
                return try runtime.getMember(receiver, name, cache: cache, at: site)
            }
        case .implicitStatic(let type, let name):
            let cache = MemberCache()
            return { _ in try runtime.getMember(.metatype(type), name, cache: cache, at: site) }
        case .computedGlobal(let getter, _):
            return { _ in
                var none = Value.void
                return try runtime.call(getter, captured: nil, selfValue: &none, arguments: [], at: site)
            }
        }
    }

    /// `+` or `>` passed as a function (`reduce(0, +)`, `sorted(by: >)`).
    func operatorFunction(_ op: String, at node: some SyntaxProtocol) -> Eval {
        let runtime = self.runtime
        let site = location(node)
        let code = FunctionCode(name: op, parameters: [Parameter(label: nil), Parameter(label: nil)], hasSelf: false)
        code.native = { _, arguments in try runtime.binary(op, arguments[0], arguments[1], at: site) }
        let function = Function(code: code, captured: nil)
        return { _ in .function(function) }
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol) -> Eval {
        var notes: [String] = []
        if let suggestion = nearestName(to: name, in: resolver.visibleNames()) {
            notes.append("\(source.fileName):\(location(node)): note: did you mean '\(suggestion)'?")
        }
        return failed("cannot find '\(name)' in scope", at: node, notes: notes)
    }

    // MARK: Places

    /// Compiles an expression that can be assigned to; nil (with an error) when it cannot.
    func compilePlace(_ expr: ExprSyntax) -> Place? {
        let runtime = self.runtime
        let site = location(expr)
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self", let (depth, _) = resolver.resolveSelf() {
                return slotPlace(depth: depth, index: 0)
            }
            let wrapDepth = resolver.optionalDepth(of: name)
            switch resolver.resolve(name) {
            case .local(let depth, let index)?:
                var place = slotPlace(depth: depth, index: index)
                place.wrapDepth = wrapDepth
                return place
            case .global(let index)?:
                let globals = globalFrame
                return Place(get: { _ in globals.slots[index] }, modify: { _, body in
                    var value = globals.slots[index]
                    globals.slots[index] = .void
                    defer { globals.slots[index] = value }
                    return try body(&value)
                }, wrapDepth: wrapDepth)
            case .implicitMember(let depth, _, let name)?:
                let base = slotPlace(depth: depth, index: 0)
                return memberPlace(base, name: name, site: site)
            case .implicitStatic(let type, let name)?:
                return staticPlace(type, name: name, site: site)
            case .computedGlobal(let getter, let setter)?:
                guard let setter else {
                    error("cannot assign to value: '\(name)' is a get-only property", at: reference)
                    return nil
                }
                return Place(get: { _ in
                    var none = Value.void
                    return try runtime.call(getter, captured: nil, selfValue: &none, arguments: [], at: site)
                }, modify: { _, body in
                    var none = Value.void
                    var value = try runtime.call(getter, captured: nil, selfValue: &none, arguments: [], at: site)
                    let result = try body(&value)
                    _ = try runtime.call(setter, captured: nil, selfValue: &none, arguments: [value], at: site)
                    return result
                })
            case nil:
                _ = unknownName(name, at: reference)
                return nil
            default:
                error("cannot assign to '\(name)'", at: reference)
                return nil
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let baseExpr = member.base {
            let name = member.declName.baseName.text
            guard memberCanExist(name, on: baseExpr, at: member.declName) else {
                return Place(get: { _ in .void }, modify: { _, _ in .void }) // reported; the script will not run
            }
            if let typeName = baseExpr.as(DeclReferenceExprSyntax.self), case .type(let type)? = resolver.resolve(typeName.baseName.text) {
                return staticPlace(type, name: name, site: site)
            }
            if let base = compilePlace(baseExpr) { return memberPlace(base, name: name, site: site) }
            // A member of a class instance held in a `let` or returned by a call is still settable.
            let value = compileExpression(baseExpr)
            let cache = MemberCache()
            return Place(get: { frame in try runtime.getMember(try value(frame), name, cache: cache, at: site) },
                         modify: { frame, body in
                var receiver = try value(frame)
                return try runtime.modifyMember(&receiver, name, cache: cache, at: site, body)
            })
        }
        if let sub = expr.as(SubscriptCallExprSyntax.self) {
            guard let base = compilePlace(sub.calledExpression) else { return nil }
            let indices = sub.arguments.map { compileExpression($0.expression) }
            let labels = sub.arguments.map { $0.label?.text }
            return Place(
                get: { frame in
                    let keys = try indices.map { try $0(frame) }
                    return try runtime.subscriptGet(try base.get(frame), keys, labels: labels, at: site)
                },
                modify: { frame, body in
                    let keys = try indices.map { try $0(frame) }
                    return try base.modify(frame) { container in
                        try runtime.subscriptModify(&container, keys, labels: labels, at: site, body)
                    }
                })
        }
        if let force = expr.as(ForceUnwrapExprSyntax.self), let base = compilePlace(force.expression) {
            return Place(get: { frame in try runtime.unwrap(try base.get(frame), at: site) }, modify: { frame, body in
                try base.modify(frame) { stored in
                    guard case .some(var wrapped) = stored else {
                        throw runtime.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                    }
                    stored = .none
                    defer { stored = .some(wrapped) }
                    return try body(&wrapped)
                }
            })
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self), let base = compilePlace(chain.expression) {
            return Place(get: { frame in
                guard case .some(let wrapped) = try base.get(frame) else { throw OptionalChainNil() }
                return wrapped
            }, modify: { frame, body in
                try base.modify(frame) { stored in
                    guard case .some(var wrapped) = stored else { throw OptionalChainNil() }
                    stored = .none
                    defer { stored = .some(wrapped) }
                    return try body(&wrapped)
                }
            })
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compilePlace(only.expression)
        }
        return nil
    }

    func slotPlace(depth: Int, index: Int) -> Place {
        var place: Place
        if depth == 0 {
            place = Place(get: { frame in frame.slots[index] }, modify: { frame, body in
                var value = frame.slots[index]
                frame.slots[index] = .void
                defer { frame.slots[index] = value }
                return try body(&value)
            })
        } else {
            place = Place(get: { frame in frame.ancestor(depth).slots[index] }, modify: { frame, body in
                let owner = frame.ancestor(depth)
                var value = owner.slots[index]
                owner.slots[index] = .void
                defer { owner.slots[index] = value }
                return try body(&value)
            })
        }
        place.isVariable = true
        return place
    }

    func memberPlace(_ base: Place, name: String, site: Location) -> Place {
        let runtime = self.runtime
        let cache = MemberCache()
        var place = Place(
            get: { frame in
                let receiver = try base.get(frame)
                if case .object(let instance) = receiver, instance.type === cache.storedClass { return instance.fields[cache.storedIndex] }
                return try runtime.getMember(receiver, name, cache: cache, at: site)
            },
            modify: { frame, body in
                do {
                    // Class instances are references: change the object without touching the variable.
                    // (Any other copy must be released before the in-place change below.)
                    var receiver = try base.get(frame)
                    if case .object(let instance) = receiver, instance.type === cache.storedClass {
                        return try body(&instance.fields[cache.storedIndex])
                    }
                    if case .object = receiver {
                        return try runtime.modifyMember(&receiver, name, cache: cache, at: site, body)
                    }
                }
                return try base.modify(frame) { stored in try runtime.modifyMember(&stored, name, cache: cache, at: site, body) }
            })
        guard base.isVariable else { return place }
        let modify = place.modify
        place.assign = { frame, value in
            // `self.x = x` in an initializer: straight into the object's field once it is known.
            if case .object(let instance) = try base.get(frame), instance.type === cache.storedClass {
                instance.fields[cache.storedIndex] = value
                return
            }
            _ = try modify(frame) { slot in slot = value; return .void }
        }
        return place
    }

    func staticPlace(_ type: TypeInfo, name: String, site: Location) -> Place {
        let runtime = self.runtime
        let cache = MemberCache()
        return Place(
            get: { _ in try runtime.getMember(.metatype(type), name, cache: cache, at: site) },
            modify: { _, body in
                var receiver = Value.metatype(type)
                return try runtime.modifyMember(&receiver, name, cache: cache, at: site, body)
            })
    }

    // MARK: Strings and tuples

    func compileString(_ literal: StringLiteralExprSyntax, hint: TypeInfo?) -> Eval {
        var parts: [Eval] = []
        var plain = ""
        var isPlain = true
        let runtime = self.runtime
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let value = unescape(text.content.text)
                plain += value
                parts.append { _ in .string(value) }
            case .expressionSegment(let interpolation):
                isPlain = false
                let site = location(interpolation)
                guard let first = interpolation.expressions.first else { continue }
                let eval = compileExpression(first.expression)
                parts.append { frame in .string(try runtime.describe(try eval(frame), at: site)) }
            }
        }
        if isPlain {
            let text = plain
            if hint === library.characterType, text.count == 1, let character = text.first { return { _ in .character(character) } }
            return { _ in .string(text) }
        }
        let all = parts
        return { frame in
            var text = ""
            for part in all { if case .string(let piece) = try part(frame) { text += piece } }
            return .string(text)
        }
    }

    private func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\", let next = iterator.next() else { result.append(c); continue }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "\\": result.append("\\")
            case "u":
                var hex = ""
                while let h = iterator.next(), h != "}" { if h != "{" { hex.append(h) } }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { result.append(Character(scalar)) }
            default: result.append(next)
            }
        }
        return result
    }

    func compileTuple(_ tuple: TupleExprSyntax, hint: TypeInfo?) -> Eval {
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return compileExpression(only.expression, hint: hint)
        }
        let elements = tuple.elements.map { compileExpression($0.expression) }
        let labels = tuple.elements.map { $0.label?.text }
        return { frame in
            .tuple(Tuple(elements: try elements.map { try $0(frame) }, labels: labels))
        }
    }

    // MARK: Operators

    func compilePrefix(_ prefix: PrefixOperatorExprSyntax) -> Eval {
        let op = prefix.operator.text
        let runtime = self.runtime
        let site = location(prefix)
        if op == "-", let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let value = Int("-" + literal.literal.text.filter { $0 != "_" }) {
            return { _ in .int(value) }
        }
        let operand = compileExpression(prefix.expression)
        switch op {
        case "!":
            return { frame in
                guard case .bool(let b) = try operand(frame) else { throw runtime.fault("'!' needs a Bool", at: site) }
                return .bool(!b)
            }
        case "-":
            return { frame in
                switch try operand(frame) {
                case .int(let x):
                    let (result, overflow) = Int(0).subtractingReportingOverflow(x)
                    if overflow { throw runtime.fault("arithmetic overflow", at: site) }
                    return .int(result)
                case .double(let x): return .double(-x)
                case let other: throw runtime.fault("unary '-' cannot be applied to '\(typeName(of: other))'", at: site)
                }
            }
        case "+": return operand
        case "..<":
            return { frame in
                guard case .int(let upper) = try operand(frame) else { throw runtime.fault("range bound must be an Int", at: site) }
                return .range(lower: Int.min, upper: upper, closed: false)
            }
        case "...":
            return { frame in
                guard case .int(let upper) = try operand(frame) else { throw runtime.fault("range bound must be an Int", at: site) }
                return .range(lower: Int.min, upper: upper &+ 1, closed: true)
            }
        case "~":
            return { frame in
                guard case .int(let x) = try operand(frame) else { throw runtime.fault("'~' needs an Int", at: site) }
                return .int(~x)
            }
        default:
            return failed("prefix operator '\(op)' is not supported", at: prefix)
        }
    }

    func compileInfix(_ tree: Infix) -> Eval {
        let runtime = self.runtime
        switch tree {
        case .operand(let expr):
            return compileExpression(expr)
        case .ternary(let condition, let then, let otherwise, _):
            let test = compileInfix(condition)
            let yes = compileExpression(then)
            let no = compileInfix(otherwise)
            return { frame in
                if case .bool(true) = try test(frame) { return try yes(frame) }
                return try no(frame)
            }
        case .cast(let kind, let node, let value, let typeSyntax):
            return compileCast(kind, node: node, value: compileInfix(value), typeSyntax: typeSyntax)
        case .binary(let op, let node, let lhs, let rhs):
            let site = location(node)
            if op == "=" {
                if case .operand(let target) = lhs, target.is(DiscardAssignmentExprSyntax.self) {
                    let value = compileInfix(rhs)
                    return { frame in _ = try value(frame); return .void }
                }
                if case .operand(let target) = lhs, let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
                    let places = tuple.elements.map { compilePlace($0.expression) }
                    let value = compileInfix(rhs)
                    return { frame in
                        guard case .tuple(let t) = try value(frame) else { throw runtime.fault("expected a tuple", at: site) }
                        for (place, element) in zip(places, t.elements) { try place?.set(frame, element) }
                        return .void
                    }
                }
                guard case .operand(let target) = lhs, let place = compilePlace(target) else {
                    return failed("cannot assign to this expression", at: node)
                }
                let value = compileInfix(rhs)
                return { frame in
                    let newValue = try value(frame)
                    try place.set(frame, newValue)
                    return .void
                }
            }
            if op.count >= 2, op.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(op) {
                let arithmetic = String(op.dropLast())
                guard case .operand(let target) = lhs, let place = compilePlace(target) else {
                    return failed("cannot assign to this expression", at: node)
                }
                let value = compileInfix(rhs)
                if arithmetic == "+" || arithmetic == "-" {
                    // `total += i`: the Int case without a detour through the general operator.
                    let subtract = arithmetic == "-"
                    let general = binaryOperator(arithmetic, site: site)
                    return { frame in
                        let operand = try value(frame)
                        return try place.modify(frame) { stored in
                            if case .int(let x) = stored, case .int(let y) = operand {
                                let (result, overflow) = subtract ? x.subtractingReportingOverflow(y) : x.addingReportingOverflow(y)
                                if overflow { throw runtime.fault("arithmetic overflow: \(x) \(arithmetic) \(y) does not fit in Int", at: site) }
                                stored = .int(result)
                            } else if !subtract, case .string(var text) = stored, case .string(let tail) = operand {
                                // Appends in place: `text += word` in a loop stays linear.
                                try runtime.checkSize(text.utf8.count + tail.utf8.count, at: site)
                                stored = .void
                                text += tail
                                stored = .string(text)
                            } else if !subtract, case .array(var elements) = stored, case .array(let tail) = operand {
                                try runtime.checkSize(elements.count + tail.count, at: site)
                                stored = .void
                                elements += tail
                                stored = .array(elements)
                            } else {
                                stored = try general(stored, operand)
                            }
                            return .void
                        }
                    }
                }
                let apply = binaryOperator(arithmetic, site: site)
                return { frame in
                    let operand = try value(frame)
                    return try place.modify(frame) { stored in
                        stored = try apply(stored, operand)
                        return .void
                    }
                }
            }
            let left = compileInfix(lhs)
            let right = compileInfix(rhs)
            switch op {
            case "&&":
                return { frame in
                    guard case .bool(true) = try left(frame) else { return .bool(false) }
                    return try right(frame)
                }
            case "||":
                return { frame in
                    if case .bool(true) = try left(frame) { return .bool(true) }
                    return try right(frame)
                }
            case "??":
                return { frame in
                    switch try left(frame) {
                    case .none: return try right(frame)
                    case .some(let wrapped): return wrapped
                    case let other: return other
                    }
                }
            default:
                if let fast = intFastPath(op, left, right, site: site) { return fast }
                let apply = binaryOperator(op, site: site)
                return { frame in try apply(try left(frame), try right(frame)) }
            }
        }
    }

    /// Specialized closures for the common Int operators; other operand types take the general path.
    func intFastPath(_ op: String, _ left: @escaping Eval, _ right: @escaping Eval, site: Location) -> Eval? {
        let runtime = self.runtime
        @inline(__always) func general(_ a: Value, _ b: Value) throws -> Value { try runtime.binary(op, a, b, at: site) }
        switch op {
        case "+":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b {
                    let (r, o) = x.addingReportingOverflow(y)
                    if o { throw runtime.fault("arithmetic overflow: \(x) + \(y) does not fit in Int", at: site) }
                    return .int(r)
                }
                return try general(a, b)
            }
        case "-":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b {
                    let (r, o) = x.subtractingReportingOverflow(y)
                    if o { throw runtime.fault("arithmetic overflow: \(x) - \(y) does not fit in Int", at: site) }
                    return .int(r)
                }
                return try general(a, b)
            }
        case "*":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b {
                    let (r, o) = x.multipliedReportingOverflow(by: y)
                    if o { throw runtime.fault("arithmetic overflow: \(x) * \(y) does not fit in Int", at: site) }
                    return .int(r)
                }
                return try general(a, b)
            }
        case "<":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x < y) }
                return try general(a, b)
            }
        case ">":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x > y) }
                return try general(a, b)
            }
        case "<=":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x <= y) }
                return try general(a, b)
            }
        case ">=":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x >= y) }
                return try general(a, b)
            }
        case "==":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x == y) }
                return try general(a, b)
            }
        case "!=":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x != y) }
                return try general(a, b)
            }
        default:
            return nil
        }
    }

    func compileCast(_ kind: String, node: Syntax, value: @escaping Eval, typeSyntax: TypeSyntax) -> Eval {
        let runtime = self.runtime
        let site = location(node)
        let check = typeCheck(typeSyntax)
        let typeText = typeSyntax.trimmedDescription
        switch kind {
        case "is":
            return { frame in .bool(try check(try value(frame))) }
        case "as?":
            return { frame in
                var v = try value(frame)
                if case .some(let wrapped) = v { v = wrapped }
                return try check(v) ? .some(v) : .none
            }
        case "as!":
            return { frame in
                var v = try value(frame)
                if case .some(let wrapped) = v { v = wrapped }
                guard try check(v) else {
                    throw runtime.fault("Could not cast value of type '\(runtime.qualifiedTypeName(of: v))' to '\(typeText)'", at: site)
                }
                return v
            }
        default: // `as`: a conversion the compiler checked; numeric literals take the type.
            let isDouble = typeText == "Double"
            return { frame in
                let v = try value(frame)
                if isDouble, case .int(let x) = v { return .double(Double(x)) }
                return v
            }
        }
    }

    /// A run-time test of "is this value of type T" for `is`, `as?`, `as!` and `catch is`.
    func typeCheck(_ typeSyntax: TypeSyntax) -> (Value) throws -> Bool {
        let text = typeSyntax.trimmedDescription
        switch text {
        case "Any", "AnyObject": return { _ in true }
        case "Int": return { if case .int = $0 { return true }; return false }
        case "Double": return { if case .double = $0 { return true }; return false }
        case "String": return { if case .string = $0 { return true }; return false }
        case "Bool": return { if case .bool = $0 { return true }; return false }
        case "Character": return { if case .character = $0 { return true }; return false }
        default: break
        }
        if typeSyntax.is(ArrayTypeSyntax.self) { return { if case .array = $0 { return true }; return false } }
        if typeSyntax.is(DictionaryTypeSyntax.self) { return { if case .dictionary = $0 { return true }; return false } }
        guard let type = resolveType(typeSyntax) else {
            error("cannot find type '\(text)' in scope", at: typeSyntax)
            return { _ in false }
        }
        let runtime = self.runtime
        return { value in
            let actual = runtime.typeInfo(of: value)
            if type.kind == .protocolType { return actual.conforms(to: type.name) }
            return actual.isSubclass(of: type)
        }
    }

    /// The type that guides literals and `.case` shorthands in a value declared as `typeSyntax`:
    /// for `[Shape]` that is `Shape`, the array literal's elements' type.
    func literalHint(_ typeSyntax: TypeSyntax?) -> TypeInfo? {
        guard let typeSyntax else { return nil }
        if let array = typeSyntax.as(ArrayTypeSyntax.self) { return resolveType(array.element) }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) { return literalHint(optional.wrappedType) }
        return resolveType(typeSyntax)
    }

    /// The conversions a declared type implies.
    func conversion(_ typeSyntax: TypeSyntax?) -> Conversion {
        var base = typeSyntax
        while let current = base {
            if let optional = current.as(OptionalTypeSyntax.self) { base = optional.wrappedType }
            else if let iuo = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { base = iuo.wrappedType }
            else { break }
        }
        let name = base?.as(IdentifierTypeSyntax.self)?.name.text
        var result = Conversion(optionalDepth: optionalDepth(typeSyntax), toDouble: isDoubleName(name))
        var elementType: TypeSyntax?
        if let array = base?.as(ArrayTypeSyntax.self) { elementType = array.element }
        if let dictionary = base?.as(DictionaryTypeSyntax.self) { elementType = dictionary.value }
        if let elementType {
            let element = conversion(elementType)
            result.elementOptionalDepth = element.optionalDepth
            result.elementToDouble = element.toDouble
        }
        return result
    }

    private func isDoubleName(_ name: String?) -> Bool { name == "Double" || name == "Float" || name == "CGFloat" }

    /// `Int?` is 1, `Int??` 2, `Int!` 1, anything else 0.
    func optionalDepth(_ typeSyntax: TypeSyntax?) -> Int {
        guard let typeSyntax else { return 0 }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) { return 1 + optionalDepth(optional.wrappedType) }
        if let iuo = typeSyntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return 1 + optionalDepth(iuo.wrappedType) }
        return 0
    }

    func resolveType(_ typeSyntax: TypeSyntax) -> TypeInfo? {
        if let identifier = typeSyntax.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Set" { return runtime.builtinTypes.set }
            if case .type(let type)? = resolver.resolve(identifier.name.text) { return type }
            return resolver.types[identifier.name.text]
        }
        if let member = typeSyntax.as(MemberTypeSyntax.self) { return resolver.types[member.name.text] }
        if typeSyntax.is(ArrayTypeSyntax.self) { return library.arrayType }
        if typeSyntax.is(DictionaryTypeSyntax.self) { return library.dictionaryType }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) { return resolveType(optional.wrappedType) }
        if let iuo = typeSyntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return resolveType(iuo.wrappedType) }
        return nil
    }

    // MARK: Try

    func compileTry(_ tryExpr: TryExprSyntax) -> Eval {
        let value = compileExpression(tryExpr.expression)
        let runtime = self.runtime
        let site = location(tryExpr)
        switch tryExpr.questionOrExclamationMark?.text {
        case "?":
            return { frame in
                do { return try value(frame).flattenedOptional } catch is ScriptError { return .none }
            }
        case "!":
            return { frame in
                do { return try value(frame) } catch let thrown as ScriptError {
                    let text = (try? runtime.debugDescribe(thrown.value, at: site)) ?? "error"
                    throw runtime.fault("'try!' expression unexpectedly raised an error: \(text)", at: site)
                }
            }
        default:
            return value
        }
    }

    func compileIfExpression(_ ifExpr: IfExprSyntax) -> Eval {
        let condition = compileConditions(ifExpr.conditions)
        let body = compileValueBlock(ifExpr.body)
        var otherwise: Eval = { _ in .void }
        switch ifExpr.elseBody {
        case .ifExpr(let nested): otherwise = compileIfExpression(nested)
        case .codeBlock(let block): otherwise = compileValueBlock(block)
        case nil: break
        }
        let elseBody = otherwise
        return { frame in try condition(frame) ? try body(frame) : try elseBody(frame) }
    }

    /// A branch of an `if`/`switch` expression: its last expression is its value.
    func compileValueBlock(_ block: CodeBlockSyntax) -> Eval {
        compileValueItems(Array(block.statements))
    }

    func compileValueItems(_ items: [CodeBlockItemSyntax]) -> Eval {
        guard let last = items.last, case .expr(let expr) = last.item else {
            let exec = compileItems(items, topLevel: false)
            return { frame in
                if case .returned(let value) = try exec(frame) { return value }
                return .void
            }
        }
        let before = compileItems(Array(items.dropLast()), topLevel: false)
        let value = compileExpression(expr)
        return { frame in _ = try before(frame); return try value(frame) }
    }
}

/// A call site's memory of the member it found last time, so lookups by name happen once per type.
final class MemberCache {
    @exclusivity(unchecked) var type: TypeInfo?
    @exclusivity(unchecked) var members: [Member] = []
    @exclusivity(unchecked) var plan: ArgumentPlan?
    @exclusivity(unchecked) var chosen: Member?
    /// For a plain stored property of a class (no observers, no conversion): the class and the
    /// field's index, so reading and writing it skip the member machinery.
    @exclusivity(unchecked) var storedClass: TypeInfo?
    @exclusivity(unchecked) var storedIndex = 0
    /// A method or initializer of a class whose arguments need no rearranging: called directly.
    @exclusivity(unchecked) var directCode: FunctionCode?
}
