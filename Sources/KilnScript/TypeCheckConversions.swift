// Which values convert to which types, and swiftc's message when one does not: in a declaration
// with a type ("specified type"), an assignment, an argument, a return, a collection literal.
import SwiftSyntax

extension TypeChecker {
    /// Where a value meets the type it must have; each has its own words in swiftc's messages.
    enum ConversionContext {
        case specified, assignment, subscriptAssignment, argument, returnValue, closureResult, element, dictionaryKey, dictionaryValue, condition

        func mismatch(_ value: StaticType, _ target: StaticType) -> String { mismatch(value.quoted, target.quoted) }

        /// The same for types already quoted as swiftc quotes them.
        func mismatch(_ value: String, _ target: String) -> String {
            switch self {
            case .specified: return "cannot convert value of type \(value) to specified type \(target)"
            case .assignment: return "cannot assign value of type \(value) to type \(target)"
            case .subscriptAssignment: return "cannot assign value of type \(value) to subscript of type \(target)"
            case .argument: return "cannot convert value of type \(value) to expected argument type \(target)"
            case .returnValue: return "cannot convert return expression of type \(value) to return type \(target)"
            case .closureResult: return "cannot convert value of type \(value) to closure result type \(target)"
            case .element: return "cannot convert value of type \(value) to expected element type \(target)"
            case .dictionaryKey: return "cannot convert value of type \(value) to expected dictionary key type \(target)"
            case .dictionaryValue: return "cannot convert value of type \(value) to expected dictionary value type \(target)"
            case .condition: return "cannot convert value of type \(value) to expected condition type \(target)"
            }
        }

        func nilMismatch(_ target: StaticType) -> String {
            switch self {
            case .specified: return "'nil' cannot initialize specified type \(target.quoted)"
            case .assignment, .subscriptAssignment: return "'nil' cannot be assigned to type \(target.quoted)"
            case .returnValue, .closureResult: return "'nil' is incompatible with return type \(target.quoted)"
            case .argument: return "'nil' is not compatible with expected argument type \(target.quoted)"
            case .element: return "'nil' is not compatible with expected element type \(target.quoted)"
            case .dictionaryKey: return "'nil' is not compatible with expected dictionary key type \(target.quoted)"
            case .dictionaryValue: return "'nil' is not compatible with expected dictionary value type \(target.quoted)"
            case .condition: return "'nil' is not compatible with expected condition type \(target.quoted)"
            }
        }
    }

    static let unwrapNotes = [
        "note: coalesce using '??' to provide a default when the optional value contains 'nil'",
        "note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
    ]

    /// Types `expr` where `target` is expected and reports it if it cannot be converted.
    /// `assignment`: the `=` of an assignment, where swiftc reports one collection for another.
    /// Its type is returned.
    @discardableResult
    func check(_ expr: ExprSyntax, against target: StaticType, _ context: ConversionContext, assignment: Syntax? = nil) -> StaticType {
        if let array = unparenthesized(expr).as(ArrayExprSyntax.self), case .dictionary = target, !target.hasSugar,
           [.specified, .assignment, .argument, .returnValue].contains(context),
           table.builtinExtensions["Dictionary"]?.inherited.contains("ExpressibleByArrayLiteral") != true {
            // `register(defaults: ["volume", 3])`: a dictionary is written with colons.
            for element in array.elements { _ = typeOf(element.expression) }
            let dictionary = target.desugared
            if array.elements.isEmpty {
                error("use [:] to get an empty dictionary literal", at: array)
            } else {
                error("dictionary of type '\(dictionary)' cannot be \(context == .specified ? "initialized" : "used") with array literal", at: array)
            }
            return .unknown
        }
        let type = typeOf(expr, expected: target)
        if type == .unknown, let view = dictionaryView(expr), target.isKnown, isCollection(target) || Self.simpleTypes.contains(target.desugared) {
            // `let keys: [String] = dict.keys`: a dictionary's keys are its own collection, not an array.
            error(context.mismatch(view, target), at: diagnosticNode(expr))
            return type
        }
        if let sequence = expr.as(SequenceExprSyntax.self), Self.simpleTypes.contains(target), type == .unknown,
           [.specified, .argument, .returnValue].contains(context),
           case .ternary(_, let then, let otherwise, let node) = fold(sequence) {
            // `let discount: Double = isMember ? 0.1 : "none"`: each branch is judged against the
            // type, the mismatch reported at the `?`.
            let thenType = typeOf(then, expected: target)
            if Self.simpleTypes.contains(thenType) { report(thenType, against: target, context, at: node, expr: then) }
            if case .operand(let other) = otherwise {
                let otherType = typeOf(other, expected: target)
                if Self.simpleTypes.contains(otherType) { report(otherType, against: target, context, at: node, expr: other) }
            }
            return type
        }
        // `reversedNames = names.sorted()` of another element type: a collection of one kind into
        // another of the same kind is "cannot assign" even to a declaration's type, and an
        // assignment's is reported at its `=`.
        if isCollection(type), isCollection(target), type.desugared.extensionName == target.desugared.extensionName, !convertible(type, to: target) {
            if context == .specified {
                report(type, against: target, .assignment, at: diagnosticNode(expr), expr: expr)
                return type
            }
            if context == .assignment, let assignment {
                report(type, against: target, context, at: assignment, expr: expr)
                return type
            }
        }
        report(type, against: target, context, at: diagnosticNode(expr), expr: expr)
        return type
    }

    static let simpleTypes: Set<StaticType> = [.int, .double, .string, .bool]

    /// `dict.keys` / `dict.values` of a dictionary of known types: its view's type as swiftc
    /// spells it (`'Dictionary<String, Int>.Keys'`); the checker types the views themselves `unknown`.
    func dictionaryView(_ expr: ExprSyntax) -> StaticType? {
        guard let member = unparenthesized(expr).as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.argumentNames == nil, isPlainReference(base) else { return nil }
        let name = member.declName.baseName.text
        guard name == "keys" || name == "values" else { return nil }
        guard case .dictionary(let key, let value)? = dictionaryViewBase(expr) else { return nil }
        let spelled = "Dictionary<\(key.description), \(value.description)>.\(name == "keys" ? "Keys" : "Values")"
        return .nominal(spelled)
    }

    /// The element of the dictionary view `expr` reads: its keys' type or its values', sugared
    /// as swiftc spells it (`Dictionary<String, Int>.Keys.Element`, aka `String`).
    func dictionaryViewElement(_ expr: ExprSyntax) -> StaticType? {
        guard case .nominal(let view, _)? = dictionaryView(expr), case .dictionary(let key, let value)? = dictionaryViewBase(expr) else { return nil }
        return .sugared(view + ".Element", view.hasSuffix(".Keys") ? key : value)
    }

    /// The dictionary type (of known keys and values) whose `keys` or `values` `expr` reads.
    func dictionaryViewBase(_ expr: ExprSyntax) -> StaticType? {
        guard let member = unparenthesized(expr).as(MemberAccessExprSyntax.self), let base = member.base, isPlainReference(base) else { return nil }
        let reported = diagnostics.count
        let baseType = typeOf(base)
        if diagnostics.count > reported { diagnostics.removeSubrange(reported...) }
        guard case .dictionary(let key, let value) = baseType.desugared, key.isKnown, value.isKnown else { return nil }
        return .dictionary(key, value)
    }

    /// A name, or a chain of member names on one (`self.scores`, `shop.prices`).
    private func isPlainReference(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return isPlainReference(base) }
        return false
    }

    /// The same for a folded operand (`x = value as? String`).
    @discardableResult
    func check(_ infix: Infix, against target: StaticType, _ context: ConversionContext, assignment: Syntax? = nil) -> StaticType {
        if case .operand(let expr) = infix { return check(expr, against: target, context, assignment: assignment) }
        let type = infixType(infix, expected: target)
        report(type, against: target, context, at: diagnosticNode(infix), expr: nil)
        return type
    }

    /// swiftc's message for a value of `type` where `target` is expected, if it does not convert;
    /// `expr` when the value is an expression of its own (a literal's message is its own).
    private func isCollection(_ type: StaticType) -> Bool {
        switch type.desugared {
        case .array, .dictionary, .set: return true
        default: return false
        }
    }

    func report(_ type: StaticType, against target: StaticType, _ context: ConversionContext, at: Syntax, expr: ExprSyntax?) {
        guard target.isKnown else { return }
        if type == .nilLiteral {
            guard !target.isOptional && target != .any else { return }
            // `let z: Nothing = nil` where `Nothing` adopts `ExpressibleByNilLiteral`: made through
            // its `init(nilLiteral:)` (ScriptLiterals.swift).
            if let nominal = table.nominal(target), nominal.inherited.contains("ExpressibleByNilLiteral") {
                if !nominal.isLibrary, let expr { literalNominalTypes[source.location(of: expr)] = nominal.name }
                return
            }
            error(context.nilMismatch(target), at: at)
            return
        }
        if !type.isKnown {
            // `show([.a, .b])`: an array literal of implicit members may still make a script type.
            if let expr, expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self),
               let nominal = table.nominal(target.unwrapped), !nominal.isLibrary, literalMayInitialize(nominal) {
                literalNominalTypes[source.location(of: expr)] = nominal.name
            }
            return
        }
        if judgeSubstringConversion(type, against: target, context, at: at, expr: expr) { return }  // TypeCheckSubstrings.swift
        if judgeStringForSubstring(type, against: target, context, at: at, expr: expr) { return }
        guard !convertible(type, to: target) else { return }
        // `title = coder.decodeObject(of: NSString.self, …)`: Foundation's class bridges only through `as`.
        if type.desugared == .nominal("NSString"), target.desugared == .string, table.nominal(type)?.isLibrary == true {
            error("'NSString' is not implicitly convertible to \(target.quoted); did you mean to use 'as' to explicitly convert?", at: at)
            return
        }
        let plain = expr.map(unparenthesized)
        if let tryExpr = plain?.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark?.text == "?",
           case .optional(let wrapped) = type, !target.isOptional, convertible(wrapped, to: target) {
            error("value of optional type \(type.quoted) not unwrapped; did you mean to use 'try!' or chain with '?'?", at: tryExpr.tryKeyword)
            return
        }
        // An array or dictionary literal may make a script type that adopts `ExpressibleByArrayLiteral`.
        let literal = expr.map { isLiteral($0) || $0.is(ArrayExprSyntax.self) || $0.is(DictionaryExprSyntax.self) } ?? false
        if literal, let nominal = table.nominal(target.unwrapped), literalMayInitialize(nominal) {
            // A script type's: the compiler makes it through `init(…Literal:)` (ScriptLiterals.swift).
            if !nominal.isLibrary, let expr { literalNominalTypes[source.location(of: expr)] = nominal.name }
            return
        }
        if target == .bool, context != .closureResult, let message = booleanMessage(type, plain) {
            error(message, at: at)
            return
        }
        // An optional collection into another collection: swiftc asks for the unwrap first.
        if case .optional(let wrapped) = type, !target.isOptional,
           convertible(wrapped, to: target) || (isCollection(wrapped) && isCollection(target) && wrapped.extensionName == target.extensionName) {
            error("value of optional type \(type.quoted) must be unwrapped to a value of type \(wrapped.quoted)", at: at, notes: Self.unwrapNotes)
            return
        }
        if judgeExistentialConformance(type, against: target, context, at: at) { return }
        // A literal or any value not optional meets the wrapped type of an optional target:
        // swiftc names that type (`label.text = count`: "… to type 'String'").
        let shown = literal || !type.isOptional ? target.unwrapped : target
        // An optional into another optional: swiftc says "assign" even to a declaration's type.
        let context = context == .specified && type.isOptional && target.isOptional ? .assignment : context
        // From Any (what NSCoder decodes) a cast is the way: swiftc offers it.
        let cast = (type.unwrapped == .any || type.unwrapped == .anyObject) && !target.isOptional
        // The cast goes after the value (`coder.decodeObject(forKey: "n") as! String`).
        let end = source.endLocation(of: expr.map(Syntax.init) ?? at)
        error(context.mismatch(type, shown), at: at, fixIts: cast ? [.insert(" as! \(target)", at: end)] : [])
    }

    /// A script type that does not adopt the script's protocol where a value of the protocol
    /// is expected: swiftc's own words for a declaration's type, an argument and a return value
    /// (`'Runner'`), and the general ones elsewhere, the protocol spelled `any Runner`. Whether
    /// it reported.
    private func judgeExistentialConformance(_ type: StaticType, against target: StaticType, _ context: ConversionContext, at: Syntax) -> Bool {
        guard mentionsScriptProtocol(target) else { return false }
        if !type.isOptional, case .nominal(let name, _) = target.desugared.unwrapped, case .nominal = type.desugared {
            switch context {
            case .specified: error("value of type \(type.quoted) does not conform to specified type '\(name)'", at: at); return true
            case .argument: error("argument type \(type.quoted) does not conform to expected type '\(name)'", at: at); return true
            case .returnValue: error("return expression of type \(type.quoted) does not conform to '\(name)'", at: at); return true
            default: break
            }
        }
        // `let xs: [Runner] = cars`: one collection for another is "assign" (as `check` says it).
        let words = context == .specified ? .assignment : context
        error(words.mismatch(type.quoted, "'\(existentialSpelling(target))'"), at: at)
        return true
    }

    /// Whether a type names one of the script's protocols (as itself, an element, an Optional's).
    func mentionsScriptProtocol(_ type: StaticType) -> Bool {
        switch type.desugared {
        case .nominal(let name, let arguments):
            guard arguments.isEmpty, let nominal = table.types[name] else { return false }
            return nominal.kind == .protocolType && !nominal.isLibrary
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): return mentionsScriptProtocol(wrapped)
        case .dictionary(let key, let value): return mentionsScriptProtocol(key) || mentionsScriptProtocol(value)
        default: return false
        }
    }

    /// A type as swiftc spells it where a protocol is an existential: `any Runner`, `(any Runner)?`,
    /// `[any Runner]`.
    private func existentialSpelling(_ type: StaticType) -> String {
        switch type.desugared {
        case .nominal(let name, let arguments) where arguments.isEmpty && mentionsScriptProtocol(type): return "any \(name)"
        case .optional(let wrapped):
            let inner = existentialSpelling(wrapped)
            return mentionsScriptProtocol(wrapped) && !inner.hasPrefix("[") ? "(\(inner))?" : "\(inner)?"
        case .array(let element): return "[\(existentialSpelling(element))]"
        case .set(let element): return "Set<\(existentialSpelling(element))>"
        case .dictionary(let key, let value): return "[\(existentialSpelling(key)) : \(existentialSpelling(value))]"
        default: return type.description
        }
    }

    /// What swiftc says of an integer or an optional where a Bool is wanted.
    private func booleanMessage(_ type: StaticType, _ expr: ExprSyntax?) -> String? {
        if let literal = expr?.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text
            guard text == "0" || text == "1" else { return nil }
            return "integer literal value '\(text)' cannot be used as a boolean; did you mean '\(text == "1" ? "true" : "false")'?"
        }
        if type == .int, !(expr.map(isLiteral) ?? false) { return "type 'Int' cannot be used as a boolean; test for '!= 0' instead" }
        if case .optional(let wrapped) = type, wrapped != .bool {
            return "optional type \(type.quoted) cannot be used as a boolean; test for '!= nil' instead"
        }
        return nil
    }

    /// Whether a value of type `value` may be used where `target` is expected; true whenever the
    /// checker cannot be sure it may not.
    func convertible(_ value: StaticType, to target: StaticType) -> Bool {
        guard value.isKnown, target.isKnown, value != target else { return true }
        if case .sugared(_, let plain) = target { return convertible(value, to: plain) }
        if case .sugared(_, let plain) = value { return convertible(plain, to: target) }
        switch target {
        case .any, .anyObject: return true
        case .optional(let wrapped):
            if case .optional(let inner) = value { return convertible(inner, to: wrapped) }
            return convertible(value, to: wrapped)
        default: break
        }
        switch (value, target) {
        case (.optional, _): return false
        case (.array(let a), .array(let b)), (.set(let a), .set(let b)): return convertible(a, to: b)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)): return convertible(k1, to: k2) && convertible(v1, to: v2)
        case (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { convertible($0, to: $1) }
        case (.function, _), (_, .function), (.metatype, _), (_, .metatype): return true
        case (.nominal(let a, let xs), .nominal(let b, let ys)):
            guard let from = table.types[a], let to = table.types[b] else { return true }
            // `Box<String>` where a `Box<Int>` is wanted: a script's generic type converts only to
            // itself with the same arguments (both known whole).
            // Judged for arguments of plain value types only: where a class, a protocol, `Any` or
            // an Optional is wanted, a generic function's parameter may have been made that type.
            if a == b, !from.isLibrary, !from.genericParameters.isEmpty, !xs.isEmpty, xs.count == ys.count,
               !value.mentionsUnknown, !target.mentionsUnknown, (xs + ys).allSatisfy(isPlainValueArgument) {
                return zip(xs, ys).allSatisfy { $0.desugared == $1.desugared }
            }
            // Two types of one name (a nested `Kind` and the file's): if the checker ever resolved a
            // name to the wrong one, it must not refuse for it.
            if a.split(separator: ".").last == b.split(separator: ".").last { return true }
            // `start(Car())` for `func start(_ r: Runner)`: a script type the script's declarations
            // show does not adopt the script's protocol.
            if to.kind == .protocolType, !to.isLibrary, xs.isEmpty, ys.isEmpty, conformsToScriptProtocol(value, b) == false { return false }
            if to.kind == .protocolType || from.kind == .protocolType || from.isOpen || to.isOpen { return true }
            if from.kind == .classType && to.kind == .classType { return table.isSubclass(a, of: b) ?? true }
            return false
        case (.nominal(let a, _), _):
            // A protocol's existential needs a cast to become a concrete type; not judged yet.
            return table.types[a]?.kind == .protocolType
        case (_, .nominal(let b, _)):
            // Whether a standard type conforms to a protocol is not judged yet.
            return table.types[b]?.kind == .protocolType
        default:
            return false
        }
    }

    private func isPlainValueArgument(_ type: StaticType) -> Bool {
        switch type.desugared {
        case .int, .double, .float, .bool, .string, .character: return true
        case .nominal(let name, let arguments):
            guard arguments.isEmpty, let nominal = table.types[name], !nominal.isLibrary, nominal.genericParameters.isEmpty else { return false }
            return nominal.kind == .structure || nominal.kind == .enumeration
        default: return false
        }
    }

    /// Whether a literal may be a value of a declared type: a script type that adopts one of the
    /// `ExpressibleBy…Literal` protocols, a library type unless it is one of those the checker
    /// knows are not (Apple's may be where Kiln's declaration does not say).
    func literalMayInitialize(_ type: NominalType) -> Bool {
        if type.isLibrary { return !["URL", "Data", "Date", "UUID"].contains(type.name) && type.kind != .enumeration }
        return type.inherited.contains { $0.hasPrefix("ExpressibleBy") || $0 == "OptionSet" }
    }

    /// Whether `expr` is a literal whose type its context decides.
    func isLiteral(_ expr: ExprSyntax) -> Bool {
        let expr = unparenthesized(expr)
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) || expr.is(StringLiteralExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isLiteral(prefix.expression) }
        return false
    }

    func unparenthesized(_ expr: ExprSyntax) -> ExprSyntax {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return unparenthesized(only.expression)
        }
        return expr
    }

    /// The node swiftc reports an expression at: a member's name, a call's callee, an
    /// operator, a subscript's `[`, a ternary's `?`, a force unwrap's `!`, a cast's `as`.
    func diagnosticNode(_ expr: ExprSyntax) -> Syntax {
        let expr = unparenthesized(expr)
        if let member = expr.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return diagnosticNode(call.calledExpression) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return Syntax(subscriptCall.leftSquare) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return Syntax(unwrap.exclamationMark) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return diagnosticNode(fold(sequence)) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return Syntax(infix.operator) }
        if let ternary = expr.as(TernaryExprSyntax.self) { return Syntax(ternary.questionMark) }
        if let cast = expr.as(AsExprSyntax.self) { return Syntax(cast.asKeyword) }
        if let tryExpr = expr.as(TryExprSyntax.self) { return diagnosticNode(tryExpr.expression) }
        if let awaited = expr.as(AwaitExprSyntax.self) { return diagnosticNode(awaited.expression) }
        return Syntax(expr)
    }

    func diagnosticNode(_ infix: Infix) -> Syntax {
        switch infix {
        case .operand(let expr): return diagnosticNode(expr)
        case .binary(_, let node, _, _), .ternary(_, _, _, let node), .cast(_, let node, _, _): return node
        }
    }
}
