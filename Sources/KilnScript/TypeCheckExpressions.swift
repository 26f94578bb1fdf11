// The type checker's expressions: each gets its static type, bottom up, with the type its
// context expects passed down to literals (`let d: Double = 3`) and implicit members (`.active`).
import SwiftSyntax

extension TypeChecker {
    /// The static type of `expr`; `expected` is what its context wants, where that decides a literal.
    func typeOf(_ expr: ExprSyntax, expected: StaticType? = nil) -> StaticType {
        let (type, chained) = chainType(expr, expected: expected)
        guard chained else { return type }
        return type == .unknown ? .unknown : .optional(type.unwrapped == type ? type : type.unwrapped)
    }

    /// The type of one link of a postfix chain, and whether a `?` earlier in the chain makes the
    /// whole chain optional (`item?.name.count` is `Int?`).
    private func chainType(_ expr: ExprSyntax, expected: StaticType?) -> (StaticType, chained: Bool) {
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            let (base, chained) = chainType(optional.expression, expected: nil)
            if !chained { judgeOptionalChain(optional, of: base) }  // TypeCheckRefusedValues.swift
            return (base.isOptional ? base.unwrapped : .unknown, true)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if member.base?.is(GenericSpecializationExprSyntax.self) == true, let layout = memoryLayoutType(expr) { return (layout, false) }
            guard let baseExpr = member.base else {
                judgeImplicitMember(member, expected: expected)
                judgeUncalledPayloadCase(member, expected: expected)
                let found = implicitMember(member.declName.baseName.text, expected: expected)
                // The expected type has the member (a static whose type the checker did not infer too).
                let name = member.declName.baseName.text
                if let expected, let type = table.nominal(expected.unwrapped),
                   found != .unknown || type.staticProperties[name] != nil || type.cases[name] != nil {
                    implicitMemberTypes[source.location(of: member)] = type.name
                }
                return (found, false)
            }
            if member.declName.baseName.text == "none", let wrapped = writtenOptionalWrapped(baseExpr) { return (.optional(wrapped), false) }
            let (base, chained) = chainType(baseExpr, expected: nil)
            if !chained, let type = table.nominal(base) {
                noteProtocolReceiver(type, member)  // StaticProtocolDispatch.swift
                if !source.actorNames.isEmpty { judgeActorIsolation(member, of: type, call: nil) }  // TypeCheckActors.swift
            }
            else if !chained, base == .unknown { noteGenericProtocolReceiver(baseExpr, member) }
            judgeMissingMember(member, of: base)
            judgeLazyReadOnConstant(member, of: base)
            judgeMutatingMethodReference(member, of: base)  // TypeCheckUnusedValues.swift
            judgeAccess(member.declName, of: base)  // TypeCheckAccess.swift
            if judgeConstrainedMember(member.declName.baseName.text, of: base, call: nil, at: Syntax(member.declName), baseExpr: baseExpr) {
                return (.unknown, chained)
            }
            return (memberType(of: base, name: member.declName.baseName.text, baseExpr: baseExpr), chained)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if call.arguments.first?.label?.text == "ofValue", let layout = memoryLayoutType(expr) { return (layout, false) }
            if let specialization = call.calledExpression.as(GenericSpecializationExprSyntax.self), judgeGenericArguments(specialization) {
                return (.unknown, false)  // TypeCheckGenerics.swift
            }
            return callType(call, expected: expected)
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let (base, chained) = chainType(subscriptCall.calledExpression, expected: nil)
            let arguments = Array(subscriptCall.arguments)
            // `counts[word, default: 0]`: the default is a value of the dictionary's.
            if case .dictionary(let key, let value) = base, arguments.count == 2, arguments[0].label == nil,
               arguments[1].label?.text == "default" {
                check(arguments[0].expression, against: key, .argument)
                judgeSubstringKey(arguments[0].expression, key: key)  // TypeCheckSubstrings.swift
                check(arguments[1].expression, against: value, .argument)
                return (value, chained)
            }
            for argument in arguments { _ = typeOf(argument.expression) }
            // `tags[0]` on a `[String]?`: the optional's subscript is its wrapped collection's.
            if case .optional(let wrapped) = base {
                switch wrapped {
                case .array, .dictionary:
                    let baseExpr = subscriptCall.calledExpression
                    error("value of optional type \(base.quoted) must be unwrapped to refer to member 'subscript' of wrapped base type \(wrapped.quoted)",
                          at: baseExpr.lastToken(viewMode: .sourceAccurate).map(Syntax.init) ?? Syntax(baseExpr), notes: [
                            "note: chain the optional using '?' to access member 'subscript' only for non-'nil' base values",
                            "note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
                          ])
                    return (.unknown, chained)
                default:
                    break
                }
            }
            if judgeMissingSubscript(subscriptCall, of: base) { return (.unknown, chained) }  // TypeCheckMembers.swift
            if judgeSubscriptLabels(subscriptCall, of: base) { return (.unknown, chained) }  // TypeCheckMembers.swift
            guard arguments.count == 1, arguments[0].label == nil else { return (.unknown, chained) }
            if base.aliasTarget == .string, isRangeArgument(arguments[0].expression) { return (.substring, chained) }  // TypeCheckSubstrings.swift
            if base.aliasTarget == .string, typeOf(arguments[0].expression) == .int, !scriptExtendsStringSubscripts {
                error("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.", at: subscriptCall)
                return (.unknown, chained)
            }
            switch base {
            case .array(let element):
                let index = typeOf(arguments[0].expression)
                if [.string, .double, .bool].contains(index), !scriptExtendsSubscripts(of: ["Array", "Collection", "Sequence", "RandomAccessCollection", "MutableCollection", "BidirectionalCollection"]) {
                    // `fruits["1"]`: no subscript of an Array takes it.
                    error("no exact matches in call to subscript ", at: subscriptCall.leftSquare)
                    return (.unknown, chained)
                }
                if case .optional(let wrapped) = index, wrapped.desugared == .int {
                    // `names[names.firstIndex(of: "b")]`: the index is still optional.
                    error("value of optional type \(index.quoted) must be unwrapped to a value of type \(wrapped.quoted)",
                          at: diagnosticNode(arguments[0].expression), notes: Self.unwrapNotes)
                    return (element, chained)
                }
                return (index == .int ? element : .unknown, chained)
            case .dictionary(let key, let value):
                check(arguments[0].expression, against: key, .argument)
                judgeSubstringKey(arguments[0].expression, key: key)  // TypeCheckSubstrings.swift
                return (.optional(value), chained)
            case .set(let element):
                // `tags[0]`: a Set's subscripts take its own indices, not positions counted from 0.
                let index = typeOf(arguments[0].expression)
                if [.int, .string].contains(index), !scriptExtendsSubscripts(of: ["Set", "Collection", "Sequence", "SetAlgebra"]) {
                    if element.isKnown, element != index {
                        error("cannot convert value of type \(index.quoted) to expected argument type 'Set<\(element)>.Index'",
                              at: diagnosticNode(arguments[0].expression))
                    } else {
                        error("no exact matches in call to subscript ", at: subscriptCall.leftSquare)
                    }
                }
                return (.unknown, chained)
            default:
                return (.unknown, chained)
            }
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            let (base, chained) = chainType(unwrap.expression, expected: nil)
            if !chained { judgeForceUnwrap(unwrap, of: base) }  // TypeCheckRefusedValues.swift
            return (base.isOptional ? base.unwrapped : .unknown, chained)
        }
        return (plainType(expr, expected: expected), false)
    }

    /// The values each fixed-width integer type holds (as far as an `Int` reaches).
    static let fixedWidthRanges: [String: ClosedRange<Int>] = [
        "Int8": -128...127, "Int16": -32_768...32_767, "Int32": Int(Int32.min)...Int(Int32.max), "Int64": Int.min...Int.max,
        "UInt8": 0...255, "UInt16": 0...65_535, "UInt32": 0...Int(UInt32.max), "UInt64": 0...Int.max, "UInt": 0...Int.max,
    ]

    private func plainType(_ expr: ExprSyntax, expected: StaticType?) -> StaticType {
        // A literal takes the type an alias stands for (`let fees: Ledger = ["rent": 800]`).
        let wanted = expected?.unwrapped.aliasTarget
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            if case .sugared(let name, .unknown)? = wanted, let range = TypeChecker.fixedWidthRanges[name] {
                // swiftc refuses a literal its type cannot hold (Kiln would otherwise keep its low bits).
                let digits = literal.literal.text.filter { $0 != "_" }
                let value = digits.hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) : digits.hasPrefix("0b") ? Int(digits.dropFirst(2), radix: 2)
                    : digits.hasPrefix("0o") ? Int(digits.dropFirst(2), radix: 8) : Int(digits)
                // `-128` is the literal 128 under a prefix minus.
                let negated = literal.parent?.as(PrefixOperatorExprSyntax.self)?.operator.text == "-"
                if let value, !range.contains(negated ? -value : value) {
                    // swiftc's constant folding (TypeCheckConstantOverflow.swift): reported when nothing else is.
                    let message = negated && range.lowerBound == 0
                        ? "negative integer '-\(literal.literal.text)' overflows when stored into unsigned type '\(name)'"
                        : "integer literal '\(negated ? "-" : "")\(literal.literal.text)' overflows when stored into '\(name)'"
                    noteConstantOverflow(message, at: negated ? Syntax(literal.parent!) : Syntax(literal))
                }
                return .unknown
            }
            let type: StaticType = wanted == .double || wanted == .float ? wanted! : .int
            noteLiteral(literal, type)
            return type
        }
        if expr.is(FloatLiteralExprSyntax.self) { return wanted == .float ? .float : .double }
        if expr.is(BooleanLiteralExprSyntax.self) { return .bool }
        if expr.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        if let string = expr.as(StringLiteralExprSyntax.self) { return stringLiteralType(string, wanted: wanted) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            judgeInheritedAccess(reference)  // TypeCheckAccess.swift
            if case .function(let parameters, let result)? = wanted { chooseOverloadValue(reference, parameters, result) }  // TypeCheckArguments.swift
            let type = referenceType(reference.baseName.text)
            // `decode(Score, from: data)`, `let kind = Score`: a type's name alone is not a value.
            if case .metatype(let instance) = type, reference.argumentNames == nil,
               reference.parent?.is(LabeledExprSyntax.self) == true && reference.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                || reference.parent?.is(InitializerClauseSyntax.self) == true,
               [.int, .double, .string, .bool].contains(instance) || table.nominal(instance).map({ !$0.isLibrary }) == true,
               lookupLocalOrMember(reference.baseName.text) == nil, scopes[0][reference.baseName.text] == nil {
                error("expected member name or initializer call after type name", at: reference)
            }
            // `decode([Expense], from: data)`: an array type's name alone, as an argument.
            if case .metatype(let instance) = type, reference.argumentNames == nil,
               let array = reference.parent?.parent?.parent?.as(ArrayExprSyntax.self), array.elements.count == 1,
               array.parent?.is(LabeledExprSyntax.self) == true && array.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true,
               table.nominal(instance).map({ !$0.isLibrary }) == true,
               lookupLocalOrMember(reference.baseName.text) == nil, scopes[0][reference.baseName.text] == nil {
                error("expected member name or initializer call after type name", at: array)
            }
            if type == .unknown { judgeStaticMemberOnInstance(reference) }  // TypeCheckConstrainedExtensions.swift
            return type
        }
        if expr.is(SuperExprSyntax.self) {
            if let owner = selfType, !owner.isLibrary {
                // `super.init()` in a struct's initializer; in a class that inherits nothing.
                if owner.kind == .structure || owner.kind == .enumeration {
                    error("'super' cannot be used in non-class type '\(owner.name)'", at: expr)
                } else if owner.kind == .classType, owner.superclass == nil, owner.inherited.isEmpty {
                    error("'super' cannot be used in class '\(owner.name)' because it has no superclass", at: expr)
                }
            }
            return selfType?.superclass.map { table.named($0) } ?? .unknown
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return typeOf(only.expression, expected: expected)
            }
            var expectedElements: [StaticType] = []
            if case .tuple(let types)? = wanted?.desugared, types.count == tuple.elements.count { expectedElements = types }
            let elements = tuple.elements.enumerated().map { index, element in
                typeOf(element.expression, expected: index < expectedElements.count ? expectedElements[index] : nil)
            }
            if tuple.elements.isEmpty { return .void }
            guard tuple.elements.contains(where: { $0.label != nil }) else { return .tuple(elements) }
            // `(x: 3, y: 7)`: the labelled tuple type, as a written one is (`TypeTable.resolve`).
            guard elements.allSatisfy(\.isKnown) else { return .unknown }
            let spelled = zip(tuple.elements, elements).map { element, type in element.label.map { "\($0.text): \(type)" } ?? type.description }
            return .sugared("(" + spelled.joined(separator: ", ") + ")", .tuple(elements))
        }
        if let array = expr.as(ArrayExprSyntax.self) { return arrayLiteralType(array, wanted: wanted) }
        if let dictionary = expr.as(DictionaryExprSyntax.self) { return dictionaryLiteralType(dictionary, wanted: wanted) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            // A script's own operators: their precedence and types are the compiler's to find.
            if usesCustomOperator(sequence) { return .unknown }
            // `1 + try load()`: a `try` may follow only an assignment (`=`, `+=`, …).
            let elements = Array(sequence.elements)
            for (index, element) in elements.enumerated() where index > 0 {
                guard let attempt = element.as(TryExprSyntax.self),
                      let op = elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                      !(op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)) else { continue }
                error("'try' cannot appear to the right of a non-assignment operator", at: attempt.tryKeyword)
                return .unknown
            }
            return infixType(fold(sequence), expected: expected)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = typeOf(prefix.expression, expected: expected)
            switch prefix.operator.text {
            case "!": return .bool
            case "-", "+": return operand.isNumeric ? operand : .unknown
            case "++", "--": judgeIncrement(prefix.operator)
            default: break
            }
            return .unknown
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) {
            _ = typeOf(postfix.expression)
            judgeIncrement(postfix.operator)
            return .unknown
        }
        if let tryExpr = expr.as(TryExprSyntax.self) {
            tryDepth += 1
            defer { tryDepth -= 1 }
            let inner = typeOf(tryExpr.expression, expected: tryExpr.questionOrExclamationMark == nil ? expected : nil)
            switch tryExpr.questionOrExclamationMark?.text {
            case "?": return inner == .unknown ? .unknown : .optional(inner.unwrapped)
            default: return inner
            }
        }
        if let awaited = expr.as(AwaitExprSyntax.self) { return typeOf(awaited.expression, expected: expected) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            check(ternary.condition, against: .bool, .condition)
            return joined(typeOf(ternary.thenExpression, expected: expected), typeOf(ternary.elseExpression, expected: expected))
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            // Folded already (an embedder's tree): typed like a folded sequence.
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
                return infixType(.binary(op: op.operator.text, node: Syntax(op), lhs: .operand(infix.leftOperand), rhs: .operand(infix.rightOperand)), expected: expected)
            }
            return .unknown
        }
        if let closure = expr.as(ClosureExprSyntax.self) {
            // A capture list changes what `self` is inside: not followed yet.
            // `[weak self]`, `[unowned self]`, `[self]` alone are followed (TypeCheckClosures.swift).
            if let capture = closure.signature?.capture,
               !capture.items.allSatisfy({ $0.name.tokenKind == .keyword(.self) && $0.initializer == nil }) { return .unknown }
            return closureType(closure, expected: expected)
        }
        // Key paths, macros, `if`/`switch` expressions: not followed yet.
        return .unknown
    }

    private func stringLiteralType(_ string: StringLiteralExprSyntax, wanted: StaticType?) -> StaticType {
        var isSimple = true
        for segment in string.segments {
            if case .expressionSegment(let interpolation) = segment {
                isSimple = false
                for argument in interpolation.expressions { _ = typeOf(argument.expression) }
            }
        }
        guard wanted == .character, isSimple else { return .string }
        // swift-syntax may cut a literal into several segments at an escape (`"\n"`): join them.
        let literal = string.segments.compactMap { segment -> String? in
            if case .stringSegment(let text) = segment { return text.content.text }
            return nil
        }.joined()
        // Counted as Swift counts Characters, after the escapes: `"\u{65}\u{301}"` (e and a
        // combining accent) and `"\u{1F1FA}\u{1F1F8}"` (a flag) are one (StringEscapes.swift).
        guard unescape(literal, pounds: string.openingPounds?.text.count ?? 0).count == 1 else { return .string }
        characterLiterals.insert(source.location(of: string))
        return .character
    }

    private func arrayLiteralType(_ array: ArrayExprSyntax, wanted: StaticType?) -> StaticType {
        switch wanted {
        case .array(let element)?, .set(let element)?:
            for item in array.elements { check(item.expression, against: element, .element) }
            return wanted!
        case .nominal?:
            // An OptionSet's literal: its elements are members of the set's own type (`[.a, .b]`).
            guard let type = table.nominal(wanted!), type.inherited.contains("OptionSet") else { fallthrough }
            for item in array.elements { _ = typeOf(item.expression, expected: wanted) }
            // A script's set is made through its `init(arrayLiteral:)` (ScriptLiterals.swift).
            if !type.isLibrary { literalNominalTypes[source.location(of: array)] = type.name }
            return wanted!
        default:
            let types = array.elements.map { typeOf($0.expression) }
            if let widened = widenedLiterals(array.elements.map(\.expression), types) { return .array(widened) }
            if let made = literalsBesideScriptType(array.elements.map(\.expression), types) { return .array(made) }
            if let wrapped = optionalElementType(types) {
                // `[maybe, "x"]`, `[1, nil]`: an array of Optionals, its plain elements wrapped.
                optionalArrayLiterals.insert(source.location(of: array))
                return .array(.optional(wrapped))
            }
            guard let first = types.first, types.allSatisfy({ $0 == first }), first.isKnown else { return .unknown }
            return .array(first)
        }
    }

    /// The `T` of elements typed `T` and `T?` (or `nil`), some of them Optional: Swift's `[T?]`.
    private func optionalElementType(_ types: [StaticType]) -> StaticType? {
        var wrapped: StaticType?, optional = false
        for type in types {
            let plain: StaticType
            switch type.desugared {
            case .nilLiteral: optional = true; continue
            case .optional(let inner): optional = true; plain = inner
            case let other: plain = other
            }
            guard plain.isKnown, !plain.isOptional, plain != .nilLiteral, wrapped == nil || wrapped == plain else { return nil }
            wrapped = plain
        }
        return optional ? wrapped : nil
    }

    private func dictionaryLiteralType(_ dictionary: DictionaryExprSyntax, wanted: StaticType?) -> StaticType {
        guard case .elements(let elements) = dictionary.content else {
            if case .dictionary? = wanted { return wanted! }
            return .unknown
        }
        if case .dictionary(let key, let value)? = wanted {
            for element in elements {
                check(element.key, against: key, .dictionaryKey)
                check(element.value, against: value, .dictionaryValue)
            }
            return wanted!
        }
        let keys = elements.map { typeOf($0.key) }
        var values = elements.map { typeOf($0.value) }
        if let widened = widenedLiterals(elements.map(\.value), values) { values = values.map { _ in widened } }
        guard let key = keys.first, let value = values.first, key.isKnown, value.isKnown,
              keys.allSatisfy({ $0 == key }), values.allSatisfy({ $0 == value }) else { return .unknown }
        return .dictionary(key, value)
    }

    /// `[21, 23.5, 19]`: integer literals among Doubles are Doubles (the literal's type is the
    /// collection's element type, which the Double elements decide).
    private func widenedLiterals(_ elements: [ExprSyntax], _ types: [StaticType]) -> StaticType? {
        guard types.contains(.double), types.contains(.int) else { return nil }
        func isIntegerLiteral(_ expr: ExprSyntax) -> Bool {
            if expr.is(IntegerLiteralExprSyntax.self) { return true }
            if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return prefix.expression.is(IntegerLiteralExprSyntax.self) }
            return false
        }
        guard zip(elements, types).allSatisfy({ $1 == .double || ($1 == .int && isIntegerLiteral($0)) }) else { return nil }
        for (element, type) in zip(elements, types) where type == .int { check(element, against: .double, .element) }
        return .double
    }

    /// `[price, 3]` where `price` is a script type adopting `ExpressibleByIntegerLiteral`: the
    /// literals are made instances of it (ScriptLiterals.swift), as swiftc types the array.
    private func literalsBesideScriptType(_ elements: [ExprSyntax], _ types: [StaticType]) -> StaticType? {
        guard let typed = types.first(where: { if case .nominal = $0 { return true }; return false }),
              let nominal = table.nominal(typed), !nominal.isLibrary, literalMayInitialize(nominal),
              zip(elements, types).allSatisfy({ $1 == typed || isLiteral($0) }) else { return nil }
        for (element, type) in zip(elements, types) where type != typed { check(element, against: typed, .element) }
        return typed
    }

    /// The one type both branches have; `unknown` when they differ.
    func joined(_ a: StaticType, _ b: StaticType) -> StaticType {
        if a == b { return a }
        if b == .nilLiteral, a.isKnown { return a.isOptional ? a : .optional(a) }
        if a == .nilLiteral, b.isKnown { return b.isOptional ? b : .optional(b) }
        return .unknown
    }

    // MARK: Names

    /// A name used as a value: a local, a member of `self`, a global, a type.
    func referenceType(_ name: String) -> StaticType {
        if name == "self" {
            // `[weak self]` and `guard let self` in a closure name it in a scope of their own.
            for scope in scopes.dropFirst().reversed() { if let type = scope["self"] { return type } }
            guard let selfType else { return .unknown }
            return inStaticContext ? .metatype(.nominal(selfType.name)) : .nominal(selfType.name)
        }
        return lookupValue(name)
    }

    func lookupValue(_ name: String) -> StaticType {
        for scope in scopes.dropFirst().reversed() {
            if let type = scope[name] { return type }
        }
        if let selfType, let member = propertyType(of: selfType, name, isStatic: inStaticContext) { return member }
        if let type = scopes[0][name] { return type }
        let type = table.named(name)
        if type != .unknown { return .metatype(type) }
        return .unknown
    }

    /// Whether the script declares a subscript in an extension String may use (`extension String {
    /// subscript(i: Int) -> Character … }`): then `text[0]` is the script's.
    var scriptExtendsStringSubscripts: Bool {
        scriptExtendsSubscripts(of: ["String", "StringProtocol", "Collection", "BidirectionalCollection", "Sequence"])
    }

    func scriptExtendsSubscripts(of extended: Set<String>) -> Bool {
        scriptItems.contains { item in
            guard let x = item.item.as(ExtensionDeclSyntax.self), extended.contains(x.extendedType.trimmedText) else { return false }
            return x.memberBlock.members.contains { $0.decl.is(SubscriptDeclSyntax.self) }
        }
    }

    /// `r.total` of a `let r` whose struct declares `lazy var total`: the first read stores the
    /// value, so the getter is mutating ("cannot use mutating getter on immutable value: 'r' is a
    /// 'let' constant").
    private func judgeLazyReadOnConstant(_ member: MemberAccessExprSyntax, of base: StaticType) {
        guard case .nominal(let typeName, _) = base.desugared, let reference = member.base?.as(DeclReferenceExprSyntax.self),
              reference.baseName.tokenKind != .keyword(.self), let type = table.nominal(base), !type.isLibrary,
              type.kind == .structure, topLevelTypeNames.contains(typeName) else { return }
        let name = member.declName.baseName.text
        let isLazy = scriptItems.contains { item in
            guard let structure = item.item.as(StructDeclSyntax.self), structure.name.text == typeName else { return false }
            return structure.memberBlock.members.contains { entry in
                guard let variable = entry.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "lazy" }) else { return false }
                return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            }
        }
        guard isLazy, declaredByLet(reference) else { return }
        error("cannot use mutating getter on immutable value: '\(reference.baseName.text)' is a 'let' constant", at: member.declName)
    }

    /// `let s: Shape = .circle` of `case circle(Double)`: a case with a payload, not called,
    /// where its enum is expected ("member 'circle' expects argument of type 'Double'"). Patterns
    /// (`case .circle:`) match it without its payload.
    private func judgeUncalledPayloadCase(_ member: MemberAccessExprSyntax, expected: StaticType?) {
        guard let expected, case .nominal = expected.unwrapped.desugared, let type = table.nominal(expected.unwrapped),
              !type.isLibrary, type.kind == .enumeration, !type.isGeneric else { return }
        let name = member.declName.baseName.text
        guard member.declName.argumentNames == nil, type.strictCases.contains(name), case let payload?? = type.cases[name],
              payload.count == 1, let only = payload.first, only.isKnown, type.caseLabels[name] == [nil],
              type.staticProperties[name] == nil, type.staticMethods[name] == nil else { return }
        if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id { return }
        var current = member.parent
        while let node = current {
            if node.is(ExpressionPatternSyntax.self) || node.is(SwitchCaseItemSyntax.self) || node.is(MatchingPatternConditionSyntax.self)
                || node.is(CodeBlockItemSyntax.self) || node.is(KeyPathExprSyntax.self) {
                if !node.is(CodeBlockItemSyntax.self) { return }
                break
            }
            current = node.parent
        }
        error("member '\(name)' expects argument of type '\(only.description)'", at: member.declName)
    }

    /// `.name` where the context expects a type: its case or static property.
    func implicitMember(_ name: String, expected: StaticType?) -> StaticType {
        guard let expected, let type = table.nominal(expected.unwrapped) else { return .unknown }
        if let associated = type.cases[name] { return associated == nil ? .nominal(type.name) : .unknown }
        if let property = type.staticProperties[name] { return property }
        return .unknown
    }

    /// `.name` of a script type that has no such member ("type 'E' has no member 'b'"), where the
    /// checker knows all the type's members: no protocols, no superclass, not generic.
    func judgeImplicitMember(_ member: MemberAccessExprSyntax, expected: StaticType?) {
        let name = member.declName.baseName.text
        guard let expected, let type = table.nominal(expected.unwrapped), !type.isOpen, !type.isGeneric,
              type.superclass == nil, type.kind != .protocolType,
              !(expected.isOptional && (name == "none" || name == "some")), name != "init",
              type.cases[name] == nil, type.staticProperties[name] == nil, type.staticMethods[name] == nil else { return }
        if type.isLibrary {
            // The prelude's enums and option sets declare all their values (`.pretty` for
            // `.prettyPrinted`, `.medum` for `.medium`).
            guard type.kind == .enumeration || (type.kind == .structure && type.inherited.contains("OptionSet")) else { return }
        } else {
            guard type.inherited.isEmpty, declaredHere(type) else { return }
        }
        error("type '\(type.name)' has no member '\(name)'", at: member.declName)
    }

    /// `count++`, `--i`: Swift has no `++` or `--` unless the script declares one.
    private func judgeIncrement(_ op: TokenSyntax) {
        let name = op.text
        guard name == "++" || name == "--" else { return }
        // Declared by the script: an operator declaration, or an operator function (`prefix func ++`).
        let declared = source.parsedText.contains("func \(name)") || source.tree.statements.contains { item in
            guard case .decl(let decl) = item.item, let declaration = decl.as(OperatorDeclSyntax.self) else { return false }
            return declaration.name.text == name
        }
        if !declared { error("cannot find operator '\(name)' in scope; did you mean '\(name.prefix(1))= 1'?", at: op) }
    }

    /// The element type a `for … in` gives its variable.
    func elementType(ofSequence sequence: ExprSyntax) -> StaticType {
        if let folded = sequence.as(SequenceExprSyntax.self).map({ fold($0) }), case .binary(let op, _, let lhs, let rhs) = folded,
           op == "..<" || op == "..." {
            let low = infixType(lhs, expected: nil), high = infixType(rhs, expected: nil)
            return low == .int && high == .int ? .int : .unknown
        }
        let type = typeOf(sequence)
        if case .optional(let wrapped) = type.desugared, wrapped == .any
            || [StaticType.array(.unknown), .set(.unknown), .dictionary(.unknown, .unknown), .string].contains(where: { $0.extensionName == wrapped.extensionName }) {
            error("for-in loop requires \(type.quoted) to conform to 'Sequence'; did you mean to unwrap optional?", at: diagnosticNode(sequence))
            return .unknown
        }
        switch type {
        case .array(let element), .set(let element): return element
        case .dictionary(let key, let value): return .dictionaryElement(key, value)
        case .string: return .character
        default: return .unknown
        }
    }
}

extension TypeChecker {
    /// `Optional<Int>` or `Int?` written as the base of `.none`: the wrapped type; nil otherwise.
    func writtenOptionalWrapped(_ base: ExprSyntax) -> StaticType? {
        if let specialized = base.as(GenericSpecializationExprSyntax.self),
           specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional", lookupLocalOrMember("Optional") == nil,
           specialized.genericArgumentClause.arguments.count == 1, case .type(let type)? = specialized.genericArgumentClause.arguments.first?.argument {
            let wrapped = table.resolve(type)
            return wrapped.isKnown ? wrapped : nil
        }
        if let chained = base.as(OptionalChainingExprSyntax.self), let name = chained.expression.as(DeclReferenceExprSyntax.self),
           lookupLocalOrMember(name.baseName.text) == nil {
            let wrapped = table.named(name.baseName.text)
            return wrapped.isKnown ? wrapped : nil
        }
        return nil
    }
}
