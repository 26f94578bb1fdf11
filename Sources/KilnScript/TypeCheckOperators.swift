// The type checker's operators: arithmetic, comparison, logic, `??`, assignment and compound
// assignment, casts and the ternary, over the tree Operators.swift folds.
import SwiftSyntax

extension TypeChecker {
    func infixType(_ infix: Infix, expected: StaticType?) -> StaticType {
        switch infix {
        case .operand(let expr):
            return typeOf(expr, expected: expected)
        case .ternary(let condition, let then, let otherwise, let node):
            check(condition, against: .bool, .condition)
            // `flag ? 1 : 2.5`: an integer literal branch is a Double where the other branch is one.
            let floating: (StaticType) -> StaticType? = { $0 == .double || $0 == .float ? $0 : nil }
            let a: StaticType, b: StaticType
            if expected == nil, isIntegerLiteral(.operand(then)), !isIntegerLiteral(otherwise) {
                b = infixType(otherwise, expected: nil)
                a = typeOf(then, expected: floating(b))
            } else if expected == nil, isIntegerLiteral(otherwise), !isIntegerLiteral(.operand(then)) {
                a = typeOf(then, expected: nil)
                b = infixType(otherwise, expected: floating(a))
            } else {
                a = typeOf(then, expected: expected)
                b = infixType(otherwise, expected: expected)
            }
            judgeTernaryBranches(a, b, then: then, otherwise: otherwise, node: node, expected: expected)
            return joined(a, b)
        case .cast(let kind, let node, let value, let typeSyntax):
            let target = table.resolve(typeSyntax)
            let source = infixType(value, expected: kind == "as" ? target : nil)
            // `coder.decodeObject(forKey: "t") as String`: an Any is only cast down with `as!` or `as?`.
            if kind == "as", (source == .any || source == .optional(.any)) && target.isKnown && target.unwrapped != .any
                && !(source == .any && target == .optional(.any)) || isDowncast(from: source, to: target) {
                error("\(source.quoted) is not convertible to \(target.quoted)", at: node,
                      notes: ["note: did you mean to use 'as!' to force downcast?"])
            }
            switch kind {
            case "is": return .bool
            case "as?": return target.isKnown ? .optional(target) : .unknown
            default: return target
            }
        case .binary(let op, let node, let lhs, let rhs):
            let type = binaryType(op, node: node, lhs, rhs, expected: expected)
            judgeConstantArithmetic(op, node: node, lhs, rhs, type: type, expected: expected)  // TypeCheckConstantOverflow.swift
            return type
        }
    }

    /// `item as Movie` of a `MediaItem`: a script class cast down to one of its subclasses.
    private func isDowncast(from source: StaticType, to target: StaticType) -> Bool {
        guard case .nominal = source, case .nominal = target, let base = table.nominal(source), let derived = table.nominal(target),
              base.kind == .classType, derived.kind == .classType, !base.isLibrary, !derived.isLibrary, base.name != derived.name else { return false }
        var current = derived.superclass
        var seen: Set<String> = [derived.name]
        while let name = current, seen.insert(name).inserted {
            if name == base.name { return true }
            current = table.types[name]?.superclass
        }
        return false
    }

    /// `a === b` of two structs: identity is a class instance's (a script's own `===` aside).
    private func judgeIdentityOperands(_ op: String, _ lhs: Infix, _ rhs: Infix) {
        let types = [infixType(lhs, expected: nil), infixType(rhs, expected: nil)]
        guard table.functions(named: op)?.allSatisfy(\.fromLibrary) ?? true else { return }
        for (type, side) in zip(types, [lhs, rhs]) {
            guard let nominal = table.nominal(type), !nominal.isLibrary, nominal.kind == .structure || nominal.kind == .enumeration,
                  nominal.staticMethods[op] == nil else { continue }
            error("argument type '\(nominal.name)' expected to be an instance of a class or class-constrained type", at: diagnosticNode(side))
            return
        }
    }

    /// `let c = flag ? 1 : "a"`: with no type the context gives, branches of two different standard
    /// types (neither a literal the other's type takes) have no common type.
    private func judgeTernaryBranches(_ a: StaticType, _ b: StaticType, then: ExprSyntax, otherwise: Infix, node: Syntax, expected: StaticType?) {
        let simple: Set<StaticType> = [.int, .double, .float, .string, .bool, .character]
        guard expected == nil, simple.contains(a), simple.contains(b), a != b,
              !literal(.operand(then), fits: b), !literal(otherwise, fits: a),
              let sequence = node.parent?.parent?.as(SequenceExprSyntax.self),
              let binding = sequence.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.typeAnnotation == nil else { return }
        error("result values in '? :' expression have mismatching types \(a.quoted) and \(b.quoted)", at: then)
    }

    private func isIntegerLiteral(_ infix: Infix) -> Bool {
        guard case .operand(let expr) = infix else { return false }
        let plain = unparenthesized(expr)
        if let prefix = plain.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return prefix.expression.is(IntegerLiteralExprSyntax.self) }
        return plain.is(IntegerLiteralExprSyntax.self)
    }

    private func isLiteral(_ infix: Infix) -> Bool {
        if case .operand(let expr) = infix { return isLiteral(expr) }
        return false
    }

    /// `name == "ada"` where `name` is a script type adopting `ExpressibleByStringLiteral`: the
    /// literal is made one through its `init(stringLiteral:)` (ScriptLiterals.swift), as swiftc types it.
    private func noteLiteralOperand(_ infix: Infix, beside other: StaticType) {
        guard let expr = expression(infix).map(unparenthesized), isLiteral(expr) || expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self),
              let nominal = table.nominal(other.unwrapped), !nominal.isLibrary, literalMayInitialize(nominal) else { return }
        literalNominalTypes[source.location(of: expr)] = nominal.name
    }

    private func expression(_ infix: Infix) -> ExprSyntax? {
        if case .operand(let expr) = infix { return expr }
        return nil
    }

    /// `let names: [String] = defaults.array(forKey: "names") ?? []` (or `a ?? "x"` of an `Int?`
    /// into a String): the optional's values are not the declared type's, in swiftc's words —
    /// which depend on the operands' forms.
    private func judgeCoalescingDeclaration(node: Syntax, _ lhs: Infix, wrapped: StaticType, _ rhs: Infix, expected: StaticType) -> Bool {
        guard expected.isKnown, wrapped.isKnown, !convertible(wrapped, to: expected), let left = expression(lhs), let right = expression(rhs),
              let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let binding = sequence.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.typeAnnotation != nil else { return false }
        let plainLeft = unparenthesized(left), plainRight = unparenthesized(right)
        let isName = plainLeft.is(DeclReferenceExprSyntax.self)
        guard isName || plainLeft.is(FunctionCallExprSyntax.self) else { return false }
        if plainRight.is(ArrayExprSyntax.self) || plainRight.is(DictionaryExprSyntax.self) {
            switch (wrapped.desugared, expected.desugared) {
            case (.array, .array), (.dictionary, .dictionary): break
            default: return false
            }
            if isName {
                error("conflicting arguments to generic parameter 'T' ('\(wrapped)' vs. '\(expected)')", at: node)
            } else {
                error("cannot convert value of type \(wrapped.quoted) to expected argument type \(expected.quoted)", at: diagnosticNode(left))
            }
            return true
        }
        guard literal(rhs, fits: expected), !literal(rhs, fits: wrapped), [StaticType.int, .double, .string, .bool].contains(wrapped.desugared) else { return false }
        error("cannot convert value of type \(StaticType.optional(wrapped).quoted) to expected argument type \(StaticType.optional(expected).quoted)",
              at: diagnosticNode(left))
        return true
    }

    /// Whether a literal of the other operand's kind can take `type` (`1` can be a Double).
    private func literal(_ infix: Infix, fits type: StaticType) -> Bool {
        guard case .operand(let expr) = infix else { return false }
        let plain = unparenthesized(expr)
        if plain.is(IntegerLiteralExprSyntax.self) { return type.isNumeric }
        if plain.is(FloatLiteralExprSyntax.self) { return type == .double || type == .float }
        if plain.is(StringLiteralExprSyntax.self) { return type == .string || type == .character }
        if plain.is(BooleanLiteralExprSyntax.self) { return type == .bool }
        if let prefix = plain.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literal(.operand(prefix.expression), fits: type)
        }
        return false
    }

    private func binaryType(_ op: String, node: Syntax, _ lhs: Infix, _ rhs: Infix, expected: StaticType?) -> StaticType {
        switch op {
        case "===", "!==":
            judgeIdentityOperands(op, lhs, rhs)
            return .bool
        case "=":
            let target = placeType(lhs)
            let isSubscript = expression(lhs).map { unparenthesized($0).is(SubscriptCallExprSyntax.self) } ?? false
            let valueType = check(rhs, against: target, isSubscript ? .subscriptAssignment : .assignment, assignment: node)
            if isSubscript { noteSubscriptValueDepth(lhs, rhs, target: target, valueType: valueType) }
            if let place = expression(lhs) {
                let subscriptCall = unparenthesized(place).as(SubscriptCallExprSyntax.self)
                let member = unparenthesized(place).as(MemberAccessExprSyntax.self)
                if let subscriptCall { judgeSetterAccess(place, use: .subscriptAssignment, at: Syntax(subscriptCall.leftSquare)) }
                if let member {
                    judgeSetterAccess(place, use: .assignment, at: Syntax(member.declName))
                    judgeUnassignableMember(place, use: .assignment, at: Syntax(member.declName))  // TypeCheckAccess.swift
                }
            }
            return .void
        case "+=", "-=", "*=", "/=":
            if judgeUnconstrainedGenericOperands(op, expression(lhs), expression(rhs), at: node) { return .void }  // TypeCheckRefusedValues.swift
            let target = placeType(lhs)
            // `counts[word] += 1`, `y += 1` on an `Int?`: the place must be unwrapped first.
            if case .optional(let wrapped) = target, wrapped.isNumeric || (wrapped == .string && op == "+="),
               let place = expression(lhs), !containsOptionalChain(unparenthesized(place)), !scriptOperator(op, target, wrapped) {
                let value = infixType(rhs, expected: wrapped)
                if value == wrapped || value.aliasTarget == wrapped.aliasTarget || (isLiteral(rhs) && literal(rhs, fits: wrapped)) {
                    error("value of optional type \(target.quoted) must be unwrapped to a value of type \(wrapped.quoted)",
                          at: diagnosticNode(lhs), notes: Self.unwrapNotes)
                }
                return .void
            }
            if case .operand(let value) = rhs, target.isNumeric || (target == .string && op == "+=") {
                check(value, against: target, .argument)
            } else if op == "+=", case .array = target, case .operand(let value) = rhs, unparenthesized(value).is(ArrayExprSyntax.self) {
                // `scores += [4]`: the literal is an array of the target's elements.
                _ = infixType(rhs, expected: target)
            } else if op == "+=", case .array(let element) = target.desugared, [StaticType.int, .double, .bool].contains(element),
                      case .operand(let value) = rhs, infixType(rhs, expected: element).desugared == element {
                // `scores += 4`: an element where a sequence goes (`append` adds one).
                error("cannot convert value of type \(element.quoted) to expected argument type 'Array<\(element)>'", at: diagnosticNode(value))
            } else {
                _ = infixType(rhs, expected: nil)
                // `total += 5` where Money's `+=` takes a Money: the literal is a Money.
                if case .nominal = target.desugared, let nominal = table.nominal(target.desugared), !nominal.isLibrary {
                    func pairs(_ op: String) -> [FunctionSignature] {
                        ((nominal.staticMethods[op] ?? []) + (table.functions(named: op) ?? [])).filter { $0.parameters.count == 2 }
                    }
                    // Without its own `+=`, an AdditiveArithmetic type's `+=` is its `+`'s.
                    let pairs = pairs(op).isEmpty ? pairs(String(op.dropLast())) : pairs(op)
                    if pairs.contains(where: { $0.parameters[1] == target }),
                       !pairs.contains(where: { [StaticType.int, .double, .float].contains($0.parameters[1]) }) {
                        noteLiteralOperand(rhs, beside: target)
                    }
                }
            }
            if let place = expression(lhs) {
                judgeSetterAccess(place, use: .mutatingOperator, at: node)
                judgeUnassignableMember(place, use: .mutatingOperator, at: node)
            }
            return .void
        case "&&", "||":
            check(lhs, against: .bool, .argument)
            check(rhs, against: .bool, .argument)
            return .bool
        case "??":
            let left = infixType(lhs, expected: expected.map { .optional($0.unwrapped) })
            guard case .optional(let wrapped) = left else {
                _ = infixType(rhs, expected: nil)
                return .unknown
            }
            if let expected, judgeCoalescingDeclaration(node: node, lhs, wrapped: wrapped, rhs, expected: expected) { return .unknown }
            if case .operand(let value) = rhs {
                let right = typeOf(value, expected: left)
                if right.isOptional || right == .nilLiteral { return right.isKnown ? left : .unknown }
                if wrapped.isKnown && right.isKnown && !convertible(right, to: wrapped) {
                    check(value, against: wrapped, .argument)
                    return .unknown
                }
                return wrapped
            }
            _ = infixType(rhs, expected: wrapped)
            return .unknown
        case "+", "-", "*", "/", "%":
            return arithmeticType(op, node: node, lhs, rhs, expected: expected)
        case "==", "!=", "<", ">", "<=", ">=":
            let (left, right) = operandTypes(lhs, rhs, expected: nil)
            noteLiteralOperand(lhs, beside: right)  // `temperature > 20` makes a Temperature of 20
            noteLiteralOperand(rhs, beside: left)
            // TypeCheckRefusedValues.swift
            if judgeUnconstrainedGenericOperands(op, expression(lhs), expression(rhs), at: node) { return .bool }
            if judgeUncomparableOperands(op, left, right, at: node) { return .bool }
            if judgeEnumAgainstLiteral(op, lhs, left, rhs, right) { return .bool }
            if judgeInstanceAgainstLiteral(op, node: node, left, rhs) { return .bool }
            if judgeEquality(op, left, right, operands: [expression(lhs), expression(rhs)], at: node) { return .bool }
            if judgeOptionalEquality(op, lhs, left, rhs, right, at: node) { return .bool }
            // Optionals are equatable, but not ordered: `<` needs the value.
            if op != "==" && op != "!=", reportUnwrapped(lhs, left, rhs, right, among: [.int, .double, .float, .string, .character]) {
                return .bool
            }
            // `scores.last > scores.first`: two optionals are not ordered.
            if op != "==" && op != "!=", left.isOptional, left == right, !scriptOperator(op, left, right),
               [StaticType.int, .double, .float, .string, .character].contains(left.unwrapped) {
                error("binary operator '\(op)' cannot be applied to two \(left.quoted) operands", at: node)
                return .bool
            }
            let simple: Set<StaticType> = [.int, .double, .float, .string, .bool, .character]
            if simple.contains(left), simple.contains(right), left != right, !scriptOperator(op, left, right),
               !(isLiteral(lhs) && literal(lhs, fits: right)), !(isLiteral(rhs) && literal(rhs, fits: left)),
               !(isLiteral(lhs) && isLiteral(rhs)) {
                error("binary operator '\(op)' cannot be applied to operands of type \(left.quoted) and \(right.quoted)", at: node)
            }
            return .bool
        case "|", "&", "^":
            // `.prettyPrinted | .sortedKeys`: an option set is written as an array literal; the
            // bitwise operators are the integers' (BinaryInteger's).
            let left = infixType(lhs, expected: expected)
            let right = infixType(rhs, expected: left.isKnown ? left : expected)
            if left == right, case .nominal = left.desugared, let nominal = table.nominal(left), nominal.kind != .protocolType,
               !nominal.isOpen, Self.fixedWidthRanges[nominal.name] == nil,
               nominal.staticMethods[op] == nil, !scriptOperator(op, left, right) {
                error("referencing operator function '\(op)' on 'BinaryInteger' requires that '\(nominal.name)' conform to 'BinaryInteger'", at: node)
                return .unknown
            }
            return left == right && left == .int ? left : .unknown
        default:
            _ = infixType(lhs, expected: nil)
            _ = infixType(rhs, expected: nil)
            if op.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(op), let place = expression(lhs) {
                judgeSetterAccess(place, use: .mutatingOperator, at: node)
            }
            return .unknown
        }
    }

    /// `price * 2` where the script declares `func * (a: Money, b: Int) -> Money` (or `2 * price`
    /// with `func * (n: Int, m: Money)`): the result of
    /// the one operator function whose parameters are the operands' types.
    private func scriptOperatorResult(_ op: String, _ left: StaticType, _ right: StaticType, literal: Bool = false) -> StaticType? {
        var signatures = (table.functions(named: op) ?? []).filter { !$0.fromLibrary }
        for side in [left, right] {
            if let nominal = table.nominal(side.desugared), !nominal.isLibrary { signatures += nominal.staticMethods[op] ?? [] }
        }
        let fitting = signatures.filter {
            $0.parameters.count == 2 && $0.parameters[0] == left && !$0.isGeneric
                && (literal ? literalFits(right, $0.parameters[1]) : $0.parameters[1] == right)
        }
        guard fitting.count == 1, let result = fitting.first?.result, result.isKnown, !result.mentionsUnknown else { return nil }
        return result
    }

    /// Whether the script declares `op` for two values of `type` and none for `type` and a number.
    private func declaresSameTypeOperator(_ op: String, _ type: StaticType) -> Bool {
        guard case .nominal = type.desugared, let nominal = table.nominal(type.desugared), !nominal.isLibrary else { return false }
        let signatures = (nominal.staticMethods[op] ?? []) + (table.functions(named: op) ?? [])
        let pairs = signatures.filter { $0.parameters.count == 2 }
        return pairs.contains { $0.parameters.allSatisfy { $0 == type } }
            && !pairs.contains { $0.parameters.contains { $0 == .int || $0 == .double || $0 == .float } }
    }

    /// `size == "S"` of a script enum (with a raw value or not) and a literal: swiftc takes the
    /// literal's type's operator and blames the enum operand.
    private func judgeEnumAgainstLiteral(_ op: String, _ lhs: Infix, _ left: StaticType, _ rhs: Infix, _ right: StaticType) -> Bool {
        for (side, type, other) in [(lhs, left, rhs), (rhs, right, lhs)] {
            guard case .nominal = type.desugared, let nominal = table.nominal(type), nominal.kind == .enumeration, !nominal.isLibrary,
                  !nominal.inherited.contains(where: { $0.hasPrefix("ExpressibleBy") }), table.functions(named: op) == nil,
                  nominal.staticMethods[op] == nil, case .operand(let literal) = other else { continue }
            let plain = unparenthesized(literal)
            let literalType: StaticType
            if plain.is(StringLiteralExprSyntax.self) { literalType = .string }
            else if plain.is(IntegerLiteralExprSyntax.self) { literalType = .int }
            else if plain.is(FloatLiteralExprSyntax.self) { literalType = .double }
            else if plain.is(BooleanLiteralExprSyntax.self) { literalType = .bool }
            else { continue }
            error("cannot convert value of type \(type.quoted) to expected argument type \(literalType.quoted)", at: diagnosticNode(side))
            return true
        }
        return false
    }

    /// `point == 1`, `item != "lamp"` of a script struct or class and a literal the type cannot
    /// be made from: swiftc looks for the operator among the literal's protocols
    /// (`BinaryInteger`, `StringProtocol`) or, for a fraction or a Bool, the literal's type.
    private func judgeInstanceAgainstLiteral(_ op: String, node: Syntax, _ left: StaticType, _ rhs: Infix) -> Bool {
        guard case .nominal = left.desugared, let nominal = table.nominal(left), !nominal.isLibrary,
              nominal.kind == .structure || nominal.kind == .classType, nominal.genericParameters.isEmpty,
              !nominal.inherited.contains(where: { $0.hasPrefix("ExpressibleBy") || table.nominal(.nominal($0))?.isLibrary == false }),
              table.functions(named: op)?.contains(where: { !$0.fromLibrary }) != true,
              (nominal.staticMethods[op] ?? []).allSatisfy({ $0.parameters.allSatisfy { $0.desugared == left.desugared } }),
              let literal = expression(rhs).flatMap(naturalLiteralType) else { return false }
        let ordering = op != "==" && op != "!="
        switch literal {
        case .int, .string:
            let protocolName = literal == .int ? "BinaryInteger" : "StringProtocol"
            error("referencing operator function '\(op)' on '\(protocolName)' requires that '\(nominal.name)' conform to '\(protocolName)'", at: node)
        case .bool where ordering:
            error("cannot convert value of type 'Bool' to expected argument type '\(nominal.name)'", at: diagnosticNode(rhs))
        case .double, .bool:
            if op == "!=" {
                error("conflicting arguments to generic parameter 'Self' ('\(nominal.name)' vs. \(literal.quoted))", at: node)
            } else {
                error("binary operator '\(op)' cannot be applied to operands of type '\(nominal.name)' and \(literal.quoted)", at: node)
            }
        default:
            return false
        }
        return true
    }

    /// `==` and `!=` between an optional of a simple type and a value of another (or a literal
    /// that cannot become the optional's type), in swiftc's words, which depend on the operator,
    /// the side the optional is on and whether the other operand is a literal, an Int or a Bool:
    /// "cannot convert value of type 'Int?' to expected argument type 'String'" (at the optional),
    /// "conflicting arguments to generic parameter 'Self' ('Int?' vs. 'String')" (at `!=`),
    /// "optional type 'Int?' cannot be used as a boolean; test for '!= nil' instead"; two optionals
    /// of different types at the operator; a String's `first`/`last` against a String, where
    /// swiftc reads `first(where:)`.
    private func judgeOptionalEquality(_ op: String, _ lhs: Infix, _ left: StaticType, _ rhs: Infix, _ right: StaticType,
                                       at node: Syntax) -> Bool {
        guard op == "==" || op == "!=", table.functions(named: op) == nil else { return false }
        let simple: Set<StaticType> = [.int, .double, .float, .string, .bool, .character]
        let l = left.desugared, r = right.desugared
        if case .optional(let a) = l, case .optional(let b) = r {
            guard op == "==", !isLiteral(lhs), !isLiteral(rhs), simple.contains(a), simple.contains(b), a != b else { return false }
            error("binary operator '\(op)' cannot be applied to operands of type \(left.quoted) and \(right.quoted)", at: node)
            return true
        }
        let optionalOnLeft: Bool
        let wrapped: StaticType
        if case .optional(let a) = l { (optionalOnLeft, wrapped) = (true, a) }
        else if case .optional(let b) = r { (optionalOnLeft, wrapped) = (false, b) }
        else { return false }
        let (optionalSide, otherSide) = optionalOnLeft ? (lhs, rhs) : (rhs, lhs)
        let optionalType = optionalOnLeft ? left : right
        guard simple.contains(wrapped), !isLiteral(optionalSide), let optionalExpr = expression(optionalSide) else { return false }
        let otherIsLiteral = isLiteral(otherSide)
        let other: StaticType
        if otherIsLiteral {
            guard let literal = expression(otherSide).flatMap(naturalLiteralType), !literalFits(literal, wrapped) else { return false }
            other = literal
        } else {
            other = (optionalOnLeft ? r : l)
            guard simple.contains(other), other != wrapped else { return false }
        }
        if optionalOnLeft, wrapped == .character, other == .string, !otherIsLiteral,
           let member = unparenthesized(optionalExpr).as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text) {
            error("type '((String.Element) throws -> Bool) throws -> String.Element?' (aka '((Character) throws -> Bool) throws -> Optional<Character>') cannot conform to 'StringProtocol' [#ProtocolTypeNonConformance]", at: node)
            return true
        }
        let asBoolean = other == .bool && wrapped != .bool
        // `!=` against anything but an Int, the optional first or the other a literal.
        if op == "!=", other != .int, optionalOnLeft || otherIsLiteral {
            error("conflicting arguments to generic parameter 'Self' (\(optionalType.quoted) vs. \(other.quoted))", at: node)
        } else if asBoolean {
            error("optional type \(optionalType.quoted) cannot be used as a boolean; test for '!= nil' instead", at: diagnosticNode(optionalExpr))
        } else {
            error("cannot convert value of type \(optionalType.quoted) to expected argument type \(other.quoted)", at: diagnosticNode(optionalExpr))
        }
        return true
    }

    /// A literal's own type, before any context: `3` Int, `2.5` Double, `"a"` String, `true` Bool.
    private func naturalLiteralType(_ expr: ExprSyntax) -> StaticType? {
        let expr = unparenthesized(expr)
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return naturalLiteralType(prefix.expression) }
        if expr.is(IntegerLiteralExprSyntax.self) { return .int }
        if expr.is(FloatLiteralExprSyntax.self) { return .double }
        if expr.is(StringLiteralExprSyntax.self) { return .string }
        if expr.is(BooleanLiteralExprSyntax.self) { return .bool }
        return nil
    }

    /// Whether a literal of that type can become `type` (an Int literal a Double; a String
    /// literal a Character, left unjudged since it depends on its length).
    private func literalFits(_ literal: StaticType, _ type: StaticType) -> Bool {
        switch literal {
        case .int: return [.int, .double, .float].contains(type)
        case .double: return [.double, .float].contains(type)
        case .string: return [.string, .character].contains(type)
        default: return literal == type
        }
    }

    /// Both operands' types, the literal one typed by the other (`d + 1`, `1 + d`).
    private func operandTypes(_ lhs: Infix, _ rhs: Infix, expected: StaticType?) -> (StaticType, StaticType) {
        // `60 * 60 * 24.0`: arithmetic of number literals alone takes its type from the whole
        // (a Double where any literal has a fraction), not from its first operand.
        if let leftFraction = numberLiterals(lhs), let rightFraction = numberLiterals(rhs) {
            let numeric = expected?.isNumeric == true ? expected : nil
            let shared = numeric ?? (leftFraction || rightFraction ? StaticType.double : nil)
            return (infixType(lhs, expected: shared), infixType(rhs, expected: shared))
        }
        if (isLiteral(lhs) || numberLiterals(lhs) != nil) && !isLiteral(rhs) {
            let right = infixType(rhs, expected: expected)
            return (infixType(lhs, expected: right.isKnown ? right.unwrapped : expected), right)
        }
        let left = infixType(lhs, expected: expected)
        return (left, infixType(rhs, expected: left.isKnown ? left.unwrapped : expected))
    }

    /// A library type's own operator for these operands: its declared result (`date + 60 * 60 *
    /// 24.0` is a Date through the prelude's `static func + (lhs: Date, rhs: Double) -> Date`).
    private func libraryOperatorResult(_ op: String, _ left: StaticType, _ right: StaticType, rightIsLiteral: Bool) -> StaticType? {
        guard case .nominal = left.desugared, let nominal = table.nominal(left.desugared), nominal.isLibrary else { return nil }
        let fitting = (nominal.staticMethods[op] ?? []).filter { signature in
            // `date + 1`: an integer literal is the TimeInterval the operator takes.
            let second = signature.parameters.count == 2 ? signature.parameters[1].desugared : .unknown
            return signature.parameters.count == 2 && signature.parameters[0].desugared == left.desugared
                && (second == right.desugared || (rightIsLiteral && right == .int && (second == .double || second == .float)))
        }
        return fitting.count == 1 ? fitting[0].result : nil
    }

    /// `url + "items.json"`, `note + tags` of a type with no `+` that is no Sequence, joined to a
    /// String or an array: swiftc reaches for RangeReplaceableCollection's `+ (Self, Other)` and
    /// says the first operand is not the Sequence it needs.
    private func judgeSequenceAppend(_ op: String, _ left: StaticType, _ right: StaticType, at node: Syntax) -> Bool {
        guard op == "+", right.desugared == .string || { if case .array = right.desugared { return true }; return false }(),
              case .nominal(let name, let arguments) = left.desugared, arguments.isEmpty, !scriptOperator(op, left, right),
              let nominal = table.nominal(left.desugared), nominal.kind != .protocolType else { return false }
        if nominal.isLibrary {
            // Date's `+` takes a TimeInterval.
            guard ["URL", "Date", "UUID"].contains(name),
                  (nominal.staticMethods[op] ?? []).allSatisfy({ $0.parameters.count == 2 && $0.parameters[1].isNumeric }) else { return false }
        } else {
            guard nominal.staticMethods[op] == nil else { return false }
            let neutral: Set<String> = ["Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Comparable", "CustomStringConvertible",
                                        "Identifiable", "Sendable", "CaseIterable", "Error"]
            guard !nominal.isOpen, nominal.genericParameters.isEmpty, nominal.superclass == nil, declaredHere(nominal),
                  nominal.inherited.allSatisfy({ neutral.contains($0) || (table.types[$0].map { $0.kind == .protocolType && !$0.isLibrary && $0.inherited.isEmpty } ?? false) })
            else { return false }
        }
        error("operator function '+' requires that '\(name)' conform to 'Sequence'", at: node)
        return true
    }

    /// Whether `infix` is arithmetic of number literals alone, and then whether one has a fraction.
    private func numberLiterals(_ infix: Infix) -> Bool? {
        switch infix {
        case .operand(let expr):
            let plain = unparenthesized(expr)
            if let prefix = plain.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return numberLiterals(.operand(prefix.expression)) }
            if let sequence = plain.as(SequenceExprSyntax.self) { return numberLiterals(fold(sequence)) }
            switch naturalLiteralType(plain) {
            case .int?: return false
            case .double?: return true
            default: return nil
            }
        case .binary(let op, _, let lhs, let rhs):
            guard ["+", "-", "*", "/"].contains(op), let left = numberLiterals(lhs), let right = numberLiterals(rhs) else { return nil }
            return left || right
        case .ternary, .cast:
            return nil
        }
    }

    /// Whether the script declares operator `op` for these standard types (`static func * (s: String, n: Int)`
    /// in an extension of String, or a global `func * (…)`): then swiftc finds it.
    private func scriptOperator(_ op: String, _ left: StaticType, _ right: StaticType) -> Bool {
        if table.functions(named: op)?.contains(where: { !$0.fromLibrary }) == true { return true }
        return [left, right].contains { table.builtinExtensions[$0.unwrapped.extensionName]?.staticMethods[op]?.contains(where: { !$0.fromLibrary }) == true }
    }

    private func arithmeticType(_ op: String, node: Syntax, _ lhs: Infix, _ rhs: Infix, expected: StaticType?) -> StaticType {
        if judgeUnconstrainedGenericOperands(op, expression(lhs), expression(rhs), at: node) { return .unknown }  // TypeCheckRefusedValues.swift
        // `count = 2.5 * 2` into an Int: number literals only, one of them a Double's, make a Double.
        if expected?.desugared == .int, ["+", "-", "*", "/"].contains(op), table.functions(named: op) == nil,
           numberLiterals(.binary(op: op, node: node, lhs: lhs, rhs: rhs)) == true {
            return .double
        }
        // `name + " scored " + points + " points"`: a string literal after makes the chain before it a String.
        var chainExpected: StaticType?
        if op == "+", case .binary("+", _, _, _) = lhs, case .operand(let next) = rhs, unparenthesized(next).is(StringLiteralExprSyntax.self) {
            chainExpected = .string
        }
        // `let r: Point<Double> = Point(x: 1, y: 1) + Point(x: 2, y: 3)`: made with the context's arguments.
        if let expected, case .nominal(let name, let arguments) = expected.desugared, !arguments.isEmpty,
           [lhs, rhs].allSatisfy({ infix in
               guard case .operand(let operand) = infix, let call = unparenthesized(operand).as(FunctionCallExprSyntax.self) else { return false }
               return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name.split(separator: ".").last.map(String.init)
           }) {
            chainExpected = expected
        }
        if op == "+", let expected, case .array(let wanted) = expected.desugared, wanted.isKnown,
           case .operand(let operand) = rhs, unparenthesized(operand).is(ArrayExprSyntax.self),
           case .operand(let first) = lhs, unparenthesized(first).is(DeclReferenceExprSyntax.self),
           case .array(let element) = infixType(lhs, expected: nil).desugared, element.isKnown, element != wanted.desugared,
           convertible(.array(element), to: expected) {
            // `let all: [Payable] = staff + [Contractor()]`: both sides are the context's array
            // (an array of a subclass or conformer converts), so the literal's elements are its.
            _ = infixType(rhs, expected: expected)
            return expected
        }
        if op == "+", let expected, case .array(let wanted) = expected.desugared, wanted.isKnown, table.nominal(wanted)?.kind == .protocolType || wanted == .any,
           case .operand(let operand) = rhs, unparenthesized(operand).is(ArrayExprSyntax.self),
           case .operand(let first) = lhs, unparenthesized(first).is(ArrayExprSyntax.self) {
            // `let shapes: [Shape] = [Circle()] + [Square()]`: both literals are the context's.
            _ = infixType(lhs, expected: expected)
            _ = infixType(rhs, expected: expected)
            return expected
        }
        let (left, right) = operandTypes(lhs, rhs, expected: chainExpected ?? (expected?.isNumeric == true ? expected : nil))
        // `total * 0.15` where the script declares `static func * (a: Money, k: Double) -> Money`.
        if case .nominal = left.desugared, case .operand(let value) = rhs, let natural = naturalLiteralType(unparenthesized(value)),
           let result = scriptOperatorResult(op, left, natural, literal: true) {
            return result
        }
        // `price + 1.5` where Money's `+` takes two Moneys: the literal is a Money.
        if declaresSameTypeOperator(op, right) { noteLiteralOperand(lhs, beside: right) }
        if declaresSameTypeOperator(op, left) { noteLiteralOperand(rhs, beside: left) }
        guard left.isKnown, right.isKnown else { return .unknown }
        if left.isScriptNominal || right.isScriptNominal, let result = scriptOperatorResult(op, left, right) { return result }
        if judgeSequenceAppend(op, left, right, at: node) { return .unknown }
        if left != right, scriptOperator(op, left, right) { return .unknown }
        // `end - start` of two Dates: swiftc takes `Date - TimeInterval` and blames the second.
        if op == "-" || op == "+", left == .nominal("Date"), right == .nominal("Date"), table.nominal(left)?.isLibrary == true,
           !scriptOperator(op, left, right) {
            error("cannot convert value of type 'Date' to expected argument type \(StaticType.sugared("TimeInterval", .double).quoted)",
                  at: diagnosticNode(rhs))
            return .unknown
        }
        if !scriptOperator(op, left, right), let result = libraryOperatorResult(op, left, right, rightIsLiteral: isLiteral(rhs)) { return result }
        // `value + 1` of an `Any` (a value read out of `[String: Any]`): it must be cast first.
        if left == .any || right == .any, !scriptOperator(op, left, right) {
            let other = left == .any ? right : left
            if other == .any {
                error("binary operator '\(op)' cannot be applied to two 'Any' operands", at: node)
                return .unknown
            }
            if other == .int {
                error("cannot convert value of type 'Any' to expected argument type 'Int'", at: diagnosticNode(left == .any ? lhs : rhs))
                return .unknown
            }
            if [StaticType.double, .float, .string].contains(other) {
                error("binary operator '\(op)' cannot be applied to operands of type \(left.quoted) and \(right.quoted)", at: node)
                return .unknown
            }
        }
        let simple: Set<StaticType> = [.int, .double, .float, .string]
        if judgeArrayArithmetic(op, node: node, lhs, left, rhs, right, among: simple, expected: expected) { return .unknown }
        // `count + ch` of a Character: Characters have no arithmetic, so swiftc takes the other's and blames it.
        for (side, type, other, otherSide) in [(lhs, left, right, rhs), (rhs, right, left, lhs)]
        where type.desugared == .character && simple.contains(other.desugared) && !isLiteral(side) && !isLiteral(otherSide)
            && !scriptOperator(op, left, right) {
            error("cannot convert value of type \(type.quoted) to expected argument type \(other.quoted)", at: diagnosticNode(side))
            return .unknown
        }
        if reportUnwrapped(lhs, left, rhs, right, among: op == "+" ? simple : [.int, .double, .float]) {
            return .unknown
        }
        // `a + b` of two `Int?`s: swiftc names both, unless a subscript is one of them (`prices["tea"]
        // + prices["milk"]`), where it asks for the first to be unwrapped.
        if case .optional(let wrapped) = left.desugared, left.desugared == right.desugared, !scriptOperator(op, left, right),
           (op == "+" ? simple : [.int, .double, .float]).contains(wrapped) {
            let subscripted = [lhs, rhs].contains { side in expression(side).map { unparenthesized($0).is(SubscriptCallExprSyntax.self) } ?? false }
            if subscripted {
                error("value of optional type \(left.quoted) must be unwrapped to a value of type \(wrapped.quoted)",
                      at: diagnosticNode(lhs), notes: Self.unwrapNotes)
            } else {
                error("binary operator '\(op)' cannot be applied to two \(left.quoted) operands", at: node)
            }
            return .unknown
        }
        // One optional operand of another type: swiftc takes the other's operator and blames it.
        for (side, type, other) in [(lhs, left, right), (rhs, right, left)] {
            // `defaults.object(forKey: "n") + 1`: an `Any?` too.
            guard case .optional(let wrapped) = type, simple.contains(wrapped) || wrapped == .any, simple.contains(other) else { continue }
            error("cannot convert value of type \(type.quoted) to expected argument type \(other.quoted)", at: diagnosticNode(side))
            return .unknown
        }
        if left == right {
            // Double's operator gives a `Double`, whatever alias its operands were (`TimeInterval`).
            if left.isNumeric { return left.aliasTarget }
            // Two Substrings joined make a Substring (RangeReplaceableCollection's `+`).
            if left == .string && op == "+" { return left.isSubstring && right.isSubstring ? .substring : .string }
            if case .array = left, op == "+" { return left }
            if case .array = left.desugared, !scriptOperator(op, left, right) {
                // `before - after` of two arrays: only `+` joins them.
                error("binary operator '\(op)' cannot be applied to two \(left.quoted) operands", at: node)
            }
            return .unknown
        }
        guard simple.contains(left), simple.contains(right), !(isLiteral(lhs) && isLiteral(rhs)) else { return .unknown }
        // Where the context wants one operand's type, swiftc picks that operator and blames the other.
        if let expected, expected == left || expected == right {
            let (wrong, type) = expected == left ? (rhs, right) : (lhs, left)
            error("cannot convert value of type \(type.quoted) to expected argument type \(expected.quoted)", at: diagnosticNode(wrong))
        } else {
            error("binary operator '\(op)' cannot be applied to operands of type \(left.quoted) and \(right.quoted)", at: node)
        }
        return .unknown
    }

    /// `scores + 4`, `prices * 2`, `1 - counts`: an array beside a number or a string, in the
    /// words swiftc's choice of operator gives. `+`, `*` and `/` with the array first (and `+` of
    /// an element after or before its array) find no operator for the pair; otherwise swiftc takes
    /// the other operand's operator and blames the array — and a String `+` a `[String]` names the
    /// unavailable append.
    private func judgeArrayArithmetic(_ op: String, node: Syntax, _ lhs: Infix, _ left: StaticType, _ rhs: Infix, _ right: StaticType,
                                      among simple: Set<StaticType>, expected: StaticType?) -> Bool {
        let arrayFirst: Bool
        let element: StaticType, other: StaticType
        if case .array(let e) = left.desugared, simple.contains(right.desugared) { (arrayFirst, element, other) = (true, e.desugared, right.desugared) }
        else if case .array(let e) = right.desugared, simple.contains(left.desugared) { (arrayFirst, element, other) = (false, e.desugared, left.desugared) }
        else { return false }
        if op == "+", arrayFirst, let expected, expected.desugared == left.desugared {
            // `scores = scores + 77`: the context wants the array, so `+` joins two of them.
            error("cannot convert value of type \(right.quoted) to expected argument type 'Array<\(element)>'", at: diagnosticNode(rhs))
        } else if op == "+", element == .string, other == .string {
            error("'+' is unavailable: Operator '+' cannot be used to append a String to a sequence of strings", at: node)
        } else if (op == "+" && (element == other || (!arrayFirst && other == .string))) || (arrayFirst && (op == "*" || op == "/")) {
            error("binary operator '\(op)' cannot be applied to operands of type \(left.quoted) and \(right.quoted)", at: node)
        } else {
            let (array, type) = arrayFirst ? (lhs, left) : (rhs, right)
            error("cannot convert value of type \(type.quoted) to expected argument type \(other.quoted)", at: diagnosticNode(array))
        }
        return true
    }

    /// An optional operand where its wrapped type would do ("must be unwrapped"), for wrapped
    /// types the operator takes; whether it was reported.
    private func reportUnwrapped(_ lhs: Infix, _ left: StaticType, _ rhs: Infix, _ right: StaticType, among types: Set<StaticType>) -> Bool {
        for (side, type, other, otherSide) in [(lhs, left, right, rhs), (rhs, right, left, lhs)] {
            guard case .optional(let wrapped) = type, other.isKnown, !other.isOptional, types.contains(wrapped) else { continue }
            if wrapped == other || (isLiteral(otherSide) && literal(otherSide, fits: wrapped)) {
                error("value of optional type \(type.quoted) must be unwrapped to a value of type \(wrapped.quoted)",
                      at: diagnosticNode(side), notes: Self.unwrapNotes)
                return true
            }
        }
        return false
    }

    /// `d["k"] = value`, `items[i] = value` where the place is of an Optional type holding an
    /// Optional or `Any` (a dictionary's place is its value type's Optional): the place's depth,
    /// and how many Optionals wrap a nil value — where the place's type is the value's wrapped
    /// (`nil as Any?` into a `[String: Any?]`, `none as Any` into a `[String: Any]`) Swift wraps
    /// it and nil is stored; where they differ (an `Int?` into a `[String: Any?]`) the nil maps to
    /// the outer nil, a removal.
    private func noteSubscriptValueDepth(_ lhs: Infix, _ rhs: Infix, target: StaticType, valueType: StaticType) {
        let target = target.desugared, valueType = valueType.desugared
        guard valueType.isKnown, valueType != .nilLiteral, case .optional(let wanted) = target, let value = rhs.placeNode,
              case .operand(let place) = lhs, let subscriptCall = unparenthesized(place).as(SubscriptCallExprSyntax.self) else { return }
        let base = typeOf(subscriptCall.calledExpression).desugared
        switch base {
        case .dictionary: guard wanted.isOptional || wanted == .any || wanted == .anyObject else { return }
        case .array: break
        default: return
        }
        var depth = 0, inner = target, nilWrapping = 0
        while case .optional(let wrapped) = inner {
            depth += 1
            inner = wrapped
            if wrapped == valueType { nilWrapping = depth }
        }
        subscriptValueDepths[source.location(of: value)] = (depth, nilWrapping)
    }

    /// The type of what an assignment's left side names; `unknown` for `_` and what is not followed.
    func placeType(_ infix: Infix) -> StaticType {
        guard case .operand(let expr) = infix else { return .unknown }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .unknown }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 { return .unknown }
        // `self = …` in a class's initializer is a different mistake in Swift (and the library's
        // way of making an NSArray an array): not judged as a conversion.
        if expr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", selfType?.kind == .classType { return .unknown }
        return typeOf(expr)
    }
}

private extension StaticType {
    /// A struct, class or enum by name (the script's operators may take it).
    var isScriptNominal: Bool { if case .nominal = desugared { return true }; return false }
}
