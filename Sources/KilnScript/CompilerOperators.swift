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
                if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, let converts = resolver.declaredConversion(of: name) {
                    // `seen = ["a", "a"]` where `var seen: Set<String>`: the declared type converts.
                    let plain = value
                    value = { frame in try plain(frame).converted(converts) }
                } else if let converts = subscriptElementConversion(target) {
                    let plain = value
                    value = { frame in try plain(frame).converted(converts) }
                }
                let set = place.setter
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
                    if let address = place.address {
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
                return { frame in
                    let operand = try value(frame)
                    return try place.modify(frame) { stored in try runtime.userInoutBinaryOperator(op, &stored, operand, at: site) }
                }
            }
            // `let mask: UInt8 = 1 << 7 | 1`: the bitwise operators' literals take a fixed-width type too.
            let bitwise = ["&", "|", "^", "&+", "&-", "&*", "<<", ">>", "&<<", "&>>"].contains(op)
            let numericHint = hint.flatMap {
                $0.kind == .builtin && (["+", "-", "*", "/", "%"].contains(op) || (bitwise && IntKind.named($0.name) != nil)) ? $0 : nil
            }
            let left = convertingLiteral(lhs, beside: rhs, compileInfix(lhs, hint: numericHint))
            let right = convertingLiteral(rhs, beside: lhs, compileInfix(rhs, hint: numericHint))
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

    func compileCast(_ kind: String, node: Syntax, value: @escaping Eval, typeSyntax: TypeSyntax) -> Eval {
        let runtime = self.runtime
        let site = location(node)
        let typeText = typeSyntax.trimmedText
        let check: (Frame, Value) throws -> Bool
        if let identifier = typeSyntax.as(IdentifierTypeSyntax.self), genericValueNames.contains(where: { $0.contains(identifier.name.text) })
            || resolver.conformerAliasTypes[identifier.name.text] != nil {  // ConformerAssociatedTypes.swift
            // `is T`, `as? T` with T a generic parameter bound on entry (`GenericParameters.swift`).
            let bound = compileName(identifier.name.text, at: identifier)
            check = { frame, value in
                guard case .metatype(let type) = try bound(frame) else { return false }
                // `x as? T` with T bound to NSDictionary: Foundation bridges a Swift dictionary to it.
                if type.isLibrary || type.module != runtime.moduleName, let bridged = runtime.options.bridgedClasses[type.name], bridged.accepts(value) { return true }
                let actual = runtime.typeInfo(of: value)
                return type.kind == .protocolType ? actual.conforms(to: type.name) : actual.isSubclass(of: type)
            }
        } else {
            let test = typeCheck(typeSyntax)
            check = { _, value in try test(value) }
        }
        // A cast to a collection type opens the bridged boxes among its elements; one to the
        // bridged class itself (`as? NSString`) keeps a box as it is.
        let opensElements = typeSyntax.is(ArrayTypeSyntax.self) || typeSyntax.is(DictionaryTypeSyntax.self)
        let toBridgedClass = runtime.options.bridgedClasses[typeText]?.keepsBoxes ?? false
        // A Foundation number cast to a number type converts as NSNumber does (CastSubjects.swift).
        let number = Value.castNumberTarget(typeText)
        let elementNumber = (typeSyntax.as(ArrayTypeSyntax.self)?.element ?? typeSyntax.as(DictionaryTypeSyntax.self)?.value)
            .flatMap { Value.castNumberTarget($0.trimmedText) }
        switch kind {
        case "is":
            return { frame in .bool(try check(frame, try value(frame).castSubject(asNumber: number))) }
        case "as?":
            return { frame in
                let raw = try value(frame)
                let v = raw.castSubject(asNumber: number)
                guard try check(frame, v) else { return .none }
                return .some(opensElements ? v.elementsUnboxed(asNumber: elementNumber) : toBridgedClass ? raw.withoutOptionals : v)
            }
        case "as!":
            // `nil as! T?` is nil (`decodeObject(forKey:) as! String?` of a nil value), and what
            // casts is an Optional.
            let toOptional = typeSyntax.is(OptionalTypeSyntax.self) || typeSyntax.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            return { frame in
                let raw = try value(frame)
                let v = raw.castSubject(asNumber: number)
                guard try check(frame, v) else {
                    // `nil as! T`: Swift unwraps first, and that is what fails.
                    if case .none = v {
                        if toOptional { return .none }
                        throw runtime.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                    }
                    throw runtime.fault("Could not cast value of type '\(runtime.qualifiedTypeName(of: v))' to '\(typeText)'", at: site)
                }
                let cast = opensElements ? v.elementsUnboxed(asNumber: elementNumber) : toBridgedClass ? raw.withoutOptionals : v
                return toOptional ? .some(cast) : cast
            }
        default: // `as`: a conversion the compiler checked; numeric literals take the type.
            let isDouble = typeText == "Double"
            // `ns as String` opens a bridged box; `x as Any` (or as the class itself) keeps it.
            var target = Substring(typeText)
            while target.hasSuffix("?") || target.hasSuffix("!") { target = target.dropLast() }
            let keepsBox = runtime.options.bridgedClasses[String(target)]?.keepsBoxes ?? ["Any", "AnyObject", "NSObject"].contains(target)
            // `5 as Int?`, `value as Any?`: an Optional holding the value.
            let wraps = typeSyntax.is(OptionalTypeSyntax.self)
            return { frame in
                let v = try value(frame)
                if isDouble, case .int(let x) = v { return .double(Double(x)) }
                let cast = keepsBox ? v : v.unboxed
                return wraps && !cast.isOptional ? .some(cast) : cast
            }
        }
    }

    /// A run-time test of "is this value of type T" for `is`, `as?`, `as!` and `catch is`, given
    /// the value with its Optionals looked through (`Value.castSubject`).
    func typeCheck(_ written: TypeSyntax) -> (Value) throws -> Bool {
        let typeSyntax = expandingAliases(written)
        if let optional = typeSyntax.as(OptionalTypeSyntax.self), optional.wrappedType.trimmedText == "Any" {
            return { _ in true }  // `nil as Any?`, `value as Any?`
        }
        let text = typeSyntax.trimmedText
        switch text {
        case "Any", "AnyObject", "AnyHashable": return { _ in true }
        case "Any.Type": return { if case .metatype = $0 { return true }; return false }
        case "AnyClass", "AnyObject.Type": return { if case .metatype(let type) = $0 { return type.kind == .classType }; return false }
        case "Int": return { if case .int = $0 { return true }; return false }
        case "Double": return { if case .double = $0 { return true }; return false }
        case "String": return { if case .string = $0 { return true }; return false }
        case "Bool": return { if case .bool = $0 { return true }; return false }
        case "Character": return { if case .character = $0 { return true }; return false }
        default: break
        }
        if let metatype = typeSyntax.as(MetatypeTypeSyntax.self) {
            // `T.Type`: a type value that is T or a subclass of it.
            guard let base = resolveType(metatype.baseType) else {
                error("cannot find type '\(metatype.baseType.trimmedText)' in scope", at: metatype.baseType)
                return { _ in false }
            }
            return { value in
                guard case .metatype(let type) = value else { return false }
                return base.kind == .protocolType ? type.conforms(to: base.name) : type.isSubclass(of: base)
            }
        }
        if let array = typeSyntax.as(ArrayTypeSyntax.self) {
            // `as? [String]`: every element must be one (an empty array always is).
            let element = elementTypeCheck(array.element)
            let bytesFit = try? element(.fixed(FixedInt(truncating: 0, .uint8)))
            let number = Value.castNumberTarget(array.element.trimmedText)
            return { value in
                switch value {
                case .array(let elements): return try elements.allSatisfy { try element($0.castSubject(asNumber: number)) }
                case .bytes(let bytes): return bytes.isEmpty || bytesFit == true
                default: return false
                }
            }
        }
        if let slice = typeSyntax.as(IdentifierTypeSyntax.self), slice.name.text == "ArraySlice",
           let argument = slice.genericArgumentClause?.arguments.first, case .type(let elementType) = argument.argument {
            // `as? ArraySlice<Int>` (ArraySlices.swift).
            let element = elementTypeCheck(elementType)
            return { value in
                guard case .slice(_, let elements) = value else { return false }
                return try elements.allSatisfy { try element($0.castSubject) }
            }
        }
        if let dictionary = typeSyntax.as(DictionaryTypeSyntax.self) {
            let key = elementTypeCheck(dictionary.key), element = elementTypeCheck(dictionary.value)
            let number = Value.castNumberTarget(dictionary.value.trimmedText)
            return { value in
                guard case .dictionary(let entries) = value else { return false }
                return try entries.keys.allSatisfy { try key($0.castSubject) }
                    && entries.values.allSatisfy { try element($0.castSubject(asNumber: number)) }
            }
        }
        if let tuple = typeSyntax.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            // `as? (Int, String)`: a tuple of that many elements, each of its type.
            let elements = tuple.elements.map { elementTypeCheck($0.type) }
            return { value in
                guard case .tuple(let t) = value, t.elements.count == elements.count else { return false }
                for (check, element) in zip(elements, t.elements) where !(try check(element.castSubject)) { return false }
                return true
            }
        }
        if let function = typeSyntax.as(FunctionTypeSyntax.self) {
            // `as? (Int) -> Int`: a function of that many parameters (their types are not kept at run time).
            let arity = function.parameters.count
            return { value in
                guard case .function(let f) = value else { return false }
                return f.code.parameters.count == arity || f.code.parameters.contains { $0.isVariadic }
            }
        }
        guard let type = resolveType(typeSyntax) else {
            if let identifier = typeSyntax.as(IdentifierTypeSyntax.self), typeGenericParameter(identifier.name.text, around: typeSyntax) {
                error("a cast to generic parameter '\(text)' is not supported in Kiln yet", at: typeSyntax)
            } else {
                error("cannot find type '\(text)' in scope", at: typeSyntax)
            }
            return { _ in false }
        }
        let runtime = self.runtime
        if let bridged = runtime.options.bridgedClasses[text] {
            // `$0 as? NSNumber` on an Int held in `[Any]`: Foundation bridges it.
            return { value in bridged.accepts(value) || runtime.typeInfo(of: value).isSubclass(of: type) }
        }
        return { value in
            let actual = runtime.typeInfo(of: value)
            if type.kind == .protocolType { return actual.conforms(to: type.name) }
            return actual.isSubclass(of: type)
        }
    }

    /// The test for an element type inside a cast's collection or tuple type: as `typeCheck`, but a
    /// type it cannot test (a generic parameter, a name the library keeps native) lets every
    /// element through, as before elements were checked, rather than refusing the program.
    func elementTypeCheck(_ written: TypeSyntax) -> (Value) throws -> Bool {
        let type = expandingAliases(written)
        let testable = type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
            || type.is(FunctionTypeSyntax.self) || type.is(MetatypeTypeSyntax.self)
            || ["Any", "AnyObject", "AnyHashable", "Int", "Double", "String", "Bool", "Character"].contains(type.trimmedText)
            || (!(type.as(IdentifierTypeSyntax.self).map { typeGenericParameter($0.name.text, around: type) } ?? false) && resolveType(type) != nil)
        return testable ? typeCheck(written) : { _ in true }
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
        var base = typeSyntax
        while let current = base {
            if let optional = current.as(OptionalTypeSyntax.self) { base = optional.wrappedType }
            else if let iuo = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { base = iuo.wrappedType }
            else if let wrapped = spelledOptional(current) { base = wrapped }
            else { break }
        }
        base = base.map(expandingAliases)
        let name = base?.as(IdentifierTypeSyntax.self)?.name.text
        var result = Conversion(optionalDepth: optionalDepth(typeSyntax), toDouble: isDoubleName(name), toNumber: name.flatMap(NumberType.named))
        var elementType: TypeSyntax?
        if let array = base?.as(ArrayTypeSyntax.self) { elementType = array.element }
        if let dictionary = base?.as(DictionaryTypeSyntax.self) { elementType = dictionary.value }
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
                || element.elementOptionalDepth > 0 || element.elementToSet {
                result.nestedElement = [element]
            }
        }
        return result
    }

    private func isDoubleName(_ name: String?) -> Bool { name == "Double" || name == "CGFloat" }
}
