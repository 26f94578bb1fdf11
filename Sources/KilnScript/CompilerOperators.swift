// Operators become closures: prefix and infix operators (with Int fast paths), assignment and
// compound assignment, casts; and the run-time type tests and declared-type conversions they use.
import SwiftSyntax

extension Compiler {
    func compilePrefix(_ prefix: PrefixOperatorExprSyntax, hint: TypeInfo? = nil) -> Eval {
        let op = prefix.operator.text
        let runtime = self.runtime
        let site = location(prefix)
        if op == "-", let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let value = Int("-" + literal.literal.text.filter { $0 != "_" }),
           floatingLiterals[location(literal)] == nil {
            return { _ in .int(value) }
        }
        // `~0` or `~(1 << 7)` where a fixed-width integer is expected: the literals take its type.
        let fixedHint = hint.flatMap { $0.kind == .builtin && NumberType.named($0.name) != nil ? $0 : nil }
        let operand = compileExpression(prefix.expression, hint: op == "~" ? fixedHint : nil)
        switch op {
        case "!":
            return { frame in
                var value = try operand(frame)
                guard case .bool(let b) = value else { return try runtime.unaryOperator("!", &value, postfix: false, at: site) }
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
                case var other:
                    if let result = try runtime.fixedPrefix("-", other, at: site) { return result }
                    return try runtime.unaryOperator("-", &other, postfix: false, at: site)
                }
            }
        case "+": return operand
        case "..<":
            return { frame in
                let bound = try operand(frame)
                if case .stringIndex(let upper) = bound { return .indexRange(lower: nil, upper: upper, closed: false) }
                guard case .int(let upper) = bound else { return try runtime.boundsRange(.void, bound, closed: false, at: site) }
                return .range(lower: Int.min, upper: upper, closed: false)
            }
        case "...":
            return { frame in
                let bound = try operand(frame)
                if case .stringIndex(let upper) = bound { return .indexRange(lower: nil, upper: upper, closed: true) }
                guard case .int(let upper) = bound else { return try runtime.boundsRange(.void, bound, closed: true, at: site) }
                return .range(lower: Int.min, upper: upper &+ 1, closed: true)
            }
        case "~":
            return { frame in
                var value = try operand(frame)
                if case .int(let x) = value { return .int(~x) }
                if let result = try runtime.fixedPrefix("~", value, at: site) { return result }
                return try runtime.unaryOperator("~", &value, postfix: false, at: site)
            }
        default:
            return compileUserUnary(op, operand: prefix.expression, postfix: false, at: prefix)
        }
    }

    /// `hint`: the declared type of the whole (`let third: Float = 1 / 3`), which the literals of
    /// an arithmetic expression take, as Swift types them.
    func compileInfix(_ tree: Infix, hint: TypeInfo? = nil) -> Eval {
        let runtime = self.runtime
        switch tree {
        case .operand(let expr):
            return compileExpression(expr, hint: hint)
        case .ternary(let condition, let then, let otherwise, _):
            let test = compileInfix(condition)
            let yes = compileExpression(then)
            let no = compileInfix(otherwise)
            return { frame in
                if case .bool(true) = try test(frame) { return try yes(frame) }
                return try no(frame)
            }
        case .cast(let kind, let node, let value, let typeSyntax):
            // `5 as UInt8`, `(1 << 4) as Float`: the literals take the type the coercion names.
            let hint = kind == "as" ? literalHint(typeSyntax) : nil
            return compileCast(kind, node: node, value: compileInfix(value, hint: hint), typeSyntax: typeSyntax)
        case .binary(let op, let node, let lhs, let rhs):
            let site = location(node)
            if op == "=" || isCompoundAssignment(op), case .operand(let target) = lhs, containsOptionalChain(target) {
                return optionalChainedAssignment(op, target: target, value: compileInfix(rhs), node: node, site: site)
            }
            if op == "=" {
                if case .operand(let target) = lhs, target.is(DiscardAssignmentExprSyntax.self) {
                    let value = compileInfix(rhs)
                    return { frame in _ = try value(frame); return .void }
                }
                if case .operand(let target) = lhs, let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
                    let places = tuple.elements.map { compileAssignmentTarget($0.expression) }
                    let value = compileInfix(rhs)
                    return { frame in
                        guard case .tuple(let t) = try value(frame) else { throw runtime.fault("expected a tuple", at: site) }
                        for (place, element) in zip(places, t.elements) { try place?.set(frame, element) }
                        return .void
                    }
                }
                guard case .operand(let target) = lhs, let place = compileAssignmentTarget(target) else {
                    return failed("cannot assign to this expression", at: node)
                }
                // `d = 2` where `var d: Double`: the literal is a Double, as Swift types it.
                let declared = target.as(DeclReferenceExprSyntax.self).flatMap { resolver.numberType(of: $0.baseName.text) }
                    ?? target.as(MemberAccessExprSyntax.self).flatMap { propertyEnumHint($0.declName.baseName.text) }
                var value = compileInfix(rhs, hint: declared)
                if case .operand(let source) = rhs, !implicitlyUnwrappedNames.isEmpty,
                   !implicitlyUnwrappedNames.contains(target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "") {
                    value = unwrappingImplicitly(source, in: nil, value)  // ImplicitlyUnwrappedArguments.swift
                }
                if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, let converts = resolver.declaredConversion(of: name) {
                    // `seen = ["a", "a"]` where `var seen: Set<String>`: the declared type converts.
                    let plain = value
                    value = { frame in try plain(frame).converted(converts) }
                } else if let converts = subscriptElementConversion(target) {
                    let plain = value
                    value = { frame in try plain(frame).converted(converts) }
                }
                if let node = rhs.placeNode, let depths = subscriptValueDepths[source.location(of: node)] {
                    value = wrappingSubscriptValue(value, depth: depths.depth, nilWrapping: depths.nilWrapping)
                }
                let set = place.setter
                if assignsOwnPropertyInOverridingObserver(target) {  // PropertyObservers.swift
                    return { frame in
                        let new = try value(frame)
                        runtime.observing.reentry = true
                        defer { runtime.observing.reentry = false }
                        try set(frame, new)
                        return .void
                    }
                }
                return { frame in
                    try set(frame, try value(frame))
                    return .void
                }
            }
            if isCompoundAssignment(op) {
                let arithmetic = String(op.dropLast())
                guard case .operand(let target) = lhs, let place = compileAssignmentTarget(target, use: .mutatingOperator(Syntax(node))) else {
                    return failed("cannot assign to this expression", at: node)
                }
                // `flags &= ~1` where `var flags: UInt8`: the literals take the variable's type.
                let declared = target.as(DeclReferenceExprSyntax.self).flatMap { resolver.numberType(of: $0.baseName.text) }
                let value = convertingLiteral(rhs, beside: lhs, compileInfix(rhs, hint: declared))
                let modify = place.modify
                if arithmetic == "+" || arithmetic == "-" {
                    // `total += i`: the Int case without a detour through the general operator.
                    let subtract = arithmetic == "-"
                    let general = compoundOperator(op, site: site)
                    let change = compoundAddition(modify, subtract: subtract, general: general, site: site)
                    // (Not `place.updateAddress ?? place.address`: the generic `??` would wrap the
                    // closure in two reabstraction thunks, run on every `total += i`.)
                    var found = place.address
                    if let update = place.updateAddress { found = update }
                    if let address = found {
                        // A variable or a plain stored property holding an Int: changed where it lives.
                        return { frame in
                            let operand = try value(frame)
                            if case .int(let y) = operand, let storage = try address(frame), case .int(let x) = storage.pointee {
                                let (result, overflow) = subtract ? x.subtractingReportingOverflow(y) : x.addingReportingOverflow(y)
                                if overflow { throw runtime.fault("arithmetic overflow: \(x) \(arithmetic) \(y) does not fit in Int", at: site) }
                                storage.pointee = .int(result)
                                return .void
                            }
                            return try change(frame, operand)
                        }
                    }
                    return { frame in try change(frame, try value(frame)) }
                }
                let apply = compoundOperator(op, site: site)
                if arithmetic == "*" || arithmetic == "/" || arithmetic == "%", let address = place.address {
                    // `total %= 1_000_007`: an Int variable changed where it lives; a zero divisor,
                    // an overflow and every other type take the general operator (and its fault).
                    let kind = arithmetic == "*" ? 0 : arithmetic == "/" ? 1 : 2
                    return { frame in
                        let operand = try value(frame)
                        if case .int(let y) = operand, let storage = try address(frame), case .int(let x) = storage.pointee {
                            let (result, overflow): (Int, Bool)
                            switch kind {
                            case 0: (result, overflow) = x.multipliedReportingOverflow(by: y)
                            case 1: (result, overflow) = y == 0 ? (0, true) : x.dividedReportingOverflow(by: y)
                            default: (result, overflow) = y == 0 ? (0, true) : x.remainderReportingOverflow(dividingBy: y)
                            }
                            if !overflow {
                                storage.pointee = .int(result)
                                return .void
                            }
                        }
                        return try modify(frame) { stored in
                            stored = try apply(stored, operand)
                            return .void
                        }
                    }
                }
                return { frame in
                    let operand = try value(frame)
                    return try place.modify(frame) { stored in
                        stored = try apply(stored, operand)
                        return .void
                    }
                }
            }
            if runtime.operatorTakesInoutLeft(op), case .operand(let target) = lhs,
               let place = compileAssignmentTarget(target, use: .mutatingOperator(Syntax(node))) {
                // `log <~ "x"` where `func <~ (lhs: inout [String], rhs: String)`: the left operand changes in place.
                let value = compileInfix(rhs)
                // `slot <-? 9` where `var slot: Int?`: what the function leaves takes the declared type.
                let converts = target.as(DeclReferenceExprSyntax.self).flatMap { reference -> Conversion? in
                    let name = reference.baseName.text
                    if let declared = resolver.declaredConversion(of: name) { return declared }
                    let depth = resolver.optionalDepth(of: name)
                    return depth > 0 ? Conversion(optionalDepth: depth) : nil
                }
                return { frame in
                    let operand = try value(frame)
                    return try place.modify(frame) { stored in
                        let result = try runtime.userInoutBinaryOperator(op, &stored, operand, at: site)
                        if let converts { stored = stored.converted(converts) }
                        return result
                    }
                }
            }
            // `let mask: UInt8 = 1 << 7 | 1`: the bitwise operators' literals take a fixed-width type too.
            let bitwise = ["&", "|", "^", "&+", "&-", "&*", "<<", ">>", "&<<", "&>>"].contains(op)
            let numericHint = hint.flatMap {
                $0.kind == .builtin && (["+", "-", "*", "/", "%"].contains(op) || (bitwise && IntKind.named($0.name) != nil)) ? $0 : nil
            }
            if op == "??", !autoclosureOperands(op).left, case .operand(let target) = lhs,
               let unwrapped = compileUnwrappedSubscript(target) {
                // `counts[key] ?? 0`: the value found is the result, with no Optional made around it.
                var right = compileInfix(rhs)
                if autoclosureOperands(op).right { let expression = right; right = { frame in Function.autoclosure(expression, in: frame) } }
                let fallback = right
                return { frame in
                    if let found = try unwrapped(frame) { return found }
                    return try fallback(frame)
                }
            }
            var left = convertingLiteral(lhs, beside: rhs, compileInfix(lhs, hint: numericHint))
            var right = convertingLiteral(rhs, beside: lhs, compileInfix(rhs, hint: numericHint))
            // `func ??? <T>(l: T?, r: @autoclosure () -> T)`: that operand is passed unevaluated.
            let autoclosed = autoclosureOperands(op)
            if autoclosed.left { let expression = left; left = { frame in Function.autoclosure(expression, in: frame) } }
            if autoclosed.right { let expression = right; right = { frame in Function.autoclosure(expression, in: frame) } }
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

    /// Which operands of the script's binary operator `op` its functions declare `@autoclosure`
    /// (every function of that name with two parameters agreeing).
    func autoclosureOperands(_ op: String) -> (left: Bool, right: Bool) {
        guard !["&&", "||", "??", "=", "==", "+", "-", "*", "/", "<", ">"].contains(op) else { return (false, false) }
        if let known = autoclosureOperatorOperands[op] { return known }
        let found = findAutoclosureOperands(op)
        autoclosureOperatorOperands[op] = found
        return found
    }

    private func findAutoclosureOperands(_ op: String) -> (left: Bool, right: Bool) {
        var candidates = (runtime.operatorFunctions[op] ?? []).filter { $0.parameters.count == 2 }
        for type in resolver.allTypes where type.module == runtime.moduleName {
            for member in type.lookupStatic(op) ?? [] {
                if case .method(let code) = member, code.parameters.count == 2 { candidates.append(code) }
            }
        }
        guard let first = candidates.first else { return (false, false) }
        let left = first.parameters[0].isAutoclosure, right = first.parameters[1].isAutoclosure
        guard left || right, candidates.allSatisfy({ $0.parameters[0].isAutoclosure == left && $0.parameters[1].isAutoclosure == right })
        else { return (false, false) }
        return (left, right)
    }

    /// What `op` (`+=`) makes of the stored value and the operand: the script's own `+=` when
    /// the type (or the file) declares one, else `+`.
    func compoundOperator(_ op: String, site: Location) -> (Value, Value) throws -> Value {
        let runtime = self.runtime
        let general = binaryOperator(String(op.dropLast()), site: site)
        return { stored, operand in
            if let changed = try runtime.userCompoundAssignment(op, stored, operand, at: site) { return changed }
            return try general(stored, operand)
        }
    }

    func isCompoundAssignment(_ op: String) -> Bool {
        op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(op)
    }

    /// `score? += bonus()`, `player?.name = "x"`: when the chain meets nil nothing more runs (the
    /// right side included), as in Swift; otherwise the assignment is done on the place.
    func optionalChainedAssignment(_ op: String, target: ExprSyntax, value: @escaping Eval, node: Syntax, site: Location) -> Eval {
        let use: PlaceUse = op == "=" ? .assignment : .mutatingOperator(node)
        guard let place = compileAssignmentTarget(target, use: use) else { return failed("cannot assign to this expression", at: node) }
        let apply = op == "=" ? nil : Optional(compoundOperator(op, site: site))
        return { frame in
            do {
                _ = try place.get(frame)  // throws when the chain meets nil
                let operand = try value(frame)
                if let apply {
                    _ = try place.modify(frame) { stored in
                        stored = try apply(stored, operand)
                        return .void
                    }
                    return .some(.void)
                }
                try place.setter(frame, operand)
                return .some(.void)
            } catch is OptionalChainNil {
                return .none  // the statement's value, `Void?`: nil when the chain met nil
            }
        }
    }

    /// `+=` / `-=` on a place, changed in place: Ints with overflow checks, Strings and Arrays
    /// appended without copying, anything else through the general operator.
    func compoundAddition(_ modify: @escaping (Frame, (inout Value) throws -> Value) throws -> Value, subtract: Bool,
                          general: @escaping (Value, Value) throws -> Value, site: Location) -> (Frame, Value) throws -> Value {
        let runtime = self.runtime
        let arithmetic = subtract ? "-" : "+"
        return { frame, operand in
            try modify(frame) { stored in
                if case .int(let x) = stored, case .int(let y) = operand {
                    let (result, overflow) = subtract ? x.subtractingReportingOverflow(y) : x.addingReportingOverflow(y)
                    if overflow { throw runtime.fault("arithmetic overflow: \(x) \(arithmetic) \(y) does not fit in Int", at: site) }
                    stored = .int(result)
                } else if !subtract, case .string(var text) = stored, case .string(let tail) = operand {
                    // Appends in place: `text += word` in a loop stays linear.
                    try runtime.checkSize(text.utf8.count + tail.utf8.count, adding: tail.utf8.count, at: site)
                    stored = .void
                    text += tail
                    stored = .string(text)
                } else if !subtract, case .bytes(var bytes) = stored, case .bytes(let tail) = operand {
                    // `data.__bytes += more`: bytes appended in place.
                    try runtime.checkSize(0, adding: tail.count, at: site)
                    stored = .void
                    bytes += tail
                    stored = .bytes(bytes)
                } else if !subtract, case .array(var elements) = stored, case .array(let tail) = operand {
                    try runtime.checkSize(elements.count + tail.count, adding: Runtime.bytes(ofValues: tail.count), at: site)
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
        case "/", "%":
            // The general path would find the operator by comparing strings on every use.
            let remainder = op == "%"
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b, y != 0 {
                    let (r, o) = remainder ? x.remainderReportingOverflow(dividingBy: y) : x.dividedReportingOverflow(by: y)
                    if !o { return .int(r) }
                }
                return try general(a, b)
            }
        case "<":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x < y) }
                if case .string(let x) = a, case .string(let y) = b { return .bool(x < y) }
                return try general(a, b)
            }
        case ">":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x > y) }
                if case .string(let x) = a, case .string(let y) = b { return .bool(x > y) }
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
                if let equal = textEquality(a, b) { return .bool(equal) }
                return try general(a, b)
            }
        case "!=":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x != y) }
                if let equal = textEquality(a, b) { return .bool(!equal) }
                return try general(a, b)
            }
        default:
            return nil
        }
    }

    /// The type that guides literals and `.case` shorthands in a value declared as `typeSyntax`:
    /// for `[Shape]` that is `Shape`, the array literal's elements' type.
    /// An array literal `value` declared as an array is marked so (`arrayLiteralsOfElements`):
    /// the hint is its elements' type, not a type the whole literal makes.
    func literalHint(_ typeSyntax: TypeSyntax?, value: ExprSyntax? = nil) -> TypeInfo? {
        guard let typeSyntax else { return nil }
        if let value, value.is(ArrayExprSyntax.self), declaresArray(typeSyntax) { arrayLiteralsOfElements.insert(location(value)) }
        if let array = typeSyntax.as(ArrayTypeSyntax.self) { return resolveType(array.element) }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) { return literalHint(optional.wrappedType) }
        return resolveType(typeSyntax)
    }

    /// The conversions a declared type implies.
    func conversion(_ typeSyntax: TypeSyntax?) -> Conversion {
        var base = typeSyntax.map(expandingAliases)  // `Maybe<Double>` of `typealias Maybe<T> = T?`
        while let current = base {
            if let optional = current.as(OptionalTypeSyntax.self) { base = expandingAliases(optional.wrappedType) }
            else if let iuo = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { base = expandingAliases(iuo.wrappedType) }
            else if let wrapped = spelledOptional(current) { base = expandingAliases(wrapped) }
            else { break }
        }
        let name = base?.as(IdentifierTypeSyntax.self)?.name.text
        var result = Conversion(optionalDepth: optionalDepth(typeSyntax), toDouble: isDoubleName(name), toNumber: name.flatMap(NumberType.named))
        if name == "AnyHashable", resolver.types["AnyHashable"] === AnyHashableBox.type { result.toNumber = .anyHashable }  // AnyHashables.swift
        if name == "Substring", resolver.types["Substring"] == nil || resolver.types["Substring"] === runtime.builtinTypes.string { result.toNumber = .substring }  // Substrings.swift
        if scriptUsesImplicitlyUnwrapped, result.optionalDepth == 0, let base, cannotHoldOptional(base) { result.unwrapsImplicitly = true }
        var elementType: TypeSyntax?
        if let array = base?.as(ArrayTypeSyntax.self) { elementType = array.element }
        if let dictionary = base?.as(DictionaryTypeSyntax.self) {
            elementType = dictionary.value
            if dictionary.key.as(IdentifierTypeSyntax.self)?.name.text == "AnyHashable", resolver.types["AnyHashable"] === AnyHashableBox.type {
                result.keyToAnyHashable = true
            }
            if scriptUsesImplicitlyUnwrapped, cannotHoldOptional(dictionary.key) { result.keyUnwrapsImplicitly = true }
        }
        if let identifier = base?.as(IdentifierTypeSyntax.self), identifier.name.text == "Set",
           resolver.types["Set"] == nil || resolver.types["Set"] === runtime.builtinTypes.set {
            result.toSet = true
            elementType = identifier.genericArgumentClause?.arguments.first.flatMap { $0.argument.as(TypeSyntax.self) }
        }
        if let tuple = base?.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            let elements = tuple.elements.map { conversion($0.type) }
            if !elements.allSatisfy(\.isIdentity) { result.tupleElements = elements }
            let labels = tuple.elements.map { $0.firstName?.text }
            if labels.contains(where: { $0 != nil }) { result.tupleLabels = labels }
        }
        if let elementType {
            let element = conversion(elementType)
            result.elementOptionalDepth = element.optionalDepth
            result.elementToDouble = element.toDouble
            result.elementToNumber = element.toNumber
            result.elementToSet = element.toSet
            if !element.tupleElements.isEmpty || !element.tupleLabels.isEmpty || !element.nestedElement.isEmpty || element.elementToDouble
                || element.unwrapsImplicitly || element.keyUnwrapsImplicitly
                || element.elementOptionalDepth > 0 || element.elementToSet {
                result.nestedElement = [element]
            }
        }
        return result
    }

    private func isDoubleName(_ name: String?) -> Bool { name == "Double" || name == "CGFloat" }
}

extension Compiler {
    /// A value assigned through a subscript into a place of Optional type `depth` deep
    /// (`TypeChecker.subscriptValueDepths`): a value is wrapped to the place's depth; a nil in
    /// `nilWrapping` Optionals (0: it stays the outer nil, which removes a dictionary's key).
    func wrappingSubscriptValue(_ value: @escaping Eval, depth: Int, nilWrapping: Int) -> Eval {
        return { frame in
            var result = try value(frame)
            if case .none = result {
                for _ in 0..<nilWrapping { result = .some(result) }
                return result
            }
            var present = 0, inner = result
            while case .some(let wrapped) = inner { present += 1; inner = wrapped }
            for _ in 0..<max(0, depth - present) { result = .some(result) }
            return result
        }
    }
}
