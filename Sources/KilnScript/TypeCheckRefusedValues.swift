// Values swiftc cannot type, refused in its words: an empty collection literal with nothing to say
// its element type (`let things = []`), `!` on a value that is not optional (`n!` for an `Int`),
// `==` / `<` on two values of a generic parameter nothing constrains (`func same<T>(_ a: T, _ b: T)
// { a == b }`) or of a protocol's type, and `<` on tuples with a `Bool` element (Bool is not Comparable).
import SwiftSyntax

extension TypeChecker {
    /// `let x = []` / `var d = [:]` without a type annotation: swiftc has no element type to give.
    func judgeEmptyCollectionLiteral(_ value: ExprSyntax) {
        let isEmptyArray = value.as(ArrayExprSyntax.self)?.elements.isEmpty == true
        var isEmptyDictionary = false
        if let dictionary = value.as(DictionaryExprSyntax.self), case .colon = dictionary.content { isEmptyDictionary = true }
        guard isEmptyArray || isEmptyDictionary else { return }
        error("empty collection literal requires an explicit type", at: value)
    }

    /// `n!` where `n`'s type is surely not optional (an implicitly unwrapped optional is `unknown`).
    func judgeForceUnwrap(_ unwrap: ForceUnwrapExprSyntax, of base: StaticType) {
        guard base.isKnown, isSurelyNonOptional(base) || isLibraryInitializerCall(unwrap.expression, of: base) else { return }
        error("cannot force unwrap value of non-optional type \(base.quoted)", at: unwrap.exclamationMark)
    }

    /// `words?.count` where `words` is an array: the same values as `judgeForceUnwrap`'s.
    func judgeOptionalChain(_ chain: OptionalChainingExprSyntax, of base: StaticType) {
        guard base.isKnown, isSurelyNonOptional(base), !chain.expression.is(ForceUnwrapExprSyntax.self) else { return }
        // `self?.x` and `[weak owner] in owner?.x`: a weak capture is optional, which the checker does not type.
        var root = ExprSyntax(chain.expression)
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self" else { return }
        var node = chain.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self), closure.signature?.capture != nil { return }
            node = current.parent
        }
        error("cannot use optional chaining on non-optional value of type \(base.quoted)", at: chain.questionMark)
    }

    /// `if let name = coder.decodeObject(forKey: "name") as! String`, `guard let title = note.title`:
    /// a conditional binding of a value surely not optional. Not judged through `??`, a ternary or
    /// `Optional(…)`, whose optionality the checker may not follow.
    func judgeNonOptionalBinding(_ binding: OptionalBindingConditionSyntax, _ type: StaticType) {
        guard binding.typeAnnotation == nil, type.isKnown,
              isSurelyNonOptional(type) || isLibraryInitializerCall(binding.initializer?.value, of: type) else { return }
        if let value = binding.initializer?.value {
            if let sequence = value.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.text == "!" else { return }
            }
            if value.is(TernaryExprSyntax.self) || value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "Optional" { return }
        }
        error("initializer for conditional binding must have Optional type, not \(type.quoted)", at: binding)
    }

    /// `URL(fileURLWithPath: path)`: a library struct's initializer the library declares not failable.
    private func isLibraryInitializerCall(_ value: ExprSyntax?, of type: StaticType) -> Bool {
        guard var value else { return false }
        if let tryExpr = value.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark == nil { value = tryExpr.expression }
        guard case .nominal(let name, _) = type.desugared, let nominal = table.nominal(type.desugared), nominal.isLibrary,
              nominal.kind == .structure, let call = value.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return false }
        return true
    }

    private func isSurelyNonOptional(_ type: StaticType) -> Bool {
        switch type.desugared {
        case .int, .double, .float, .bool, .string, .character, .array, .dictionary, .set, .tuple: return true
        case .nominal:
            guard let nominal = table.nominal(type.desugared) else { return false }
            return !nominal.isLibrary && nominal.kind != .protocolType
        default: return false
        }
    }

    // MARK: Generic parameters

    /// `a == b` / `a < b` / `a + b` where both operands are values of one generic parameter of the
    /// enclosing function (or of the generic type whose declaration holds the method) that has no
    /// constraint: "binary operator '==' cannot be applied to two 'T' operands".
    func judgeUnconstrainedGenericOperands(_ op: String, _ lhs: ExprSyntax?, _ rhs: ExprSyntax?, at node: Syntax) -> Bool {
        guard ["==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "%", "+=", "-=", "*="].contains(op), table.functions(named: op) == nil,
              let lhs, let rhs, let left = unconstrainedGenericType(of: lhs), left == unconstrainedGenericType(of: rhs) else { return false }
        // In a closure the call and its closure are solved together: swiftc names the protocol.
        if ["==", "!=", "<", ">", "<=", ">="].contains(op), enclosingClosure(of: node) != nil {
            let proto = ["==", "!="].contains(op) ? "Equatable" : "Comparable"
            error("referencing operator function '\(op)' on '\(proto)' requires that '\(left)' conform to '\(proto)'", at: node)
            return true
        }
        // A ternary's condition is worded otherwise: `a > b ? a : b`, `(a == b) ? …`.
        if let list = node.parent?.as(ExprListSyntax.self), list.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            return judgeUnconstrainedTernaryCondition(op, list, left: left, at: node)
        }
        if let list = node.parent?.as(ExprListSyntax.self), list.count == 3,
           let tuple = list.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let outer = tuple.parent?.parent?.as(ExprListSyntax.self), outer.count >= 3,
           outer.first.map({ Syntax($0) == Syntax(tuple) }) == true, outer.dropFirst().first?.is(UnresolvedTernaryExprSyntax.self) == true {
            return judgeUnconstrainedTernaryCondition(op, list, left: left, at: node)
        }
        error("binary operator '\(op)' cannot be applied to two '\(left)' operands", at: node)
        return true
    }

    /// `a > b ? a : b` of an unconstrained `T`: swiftc names the protocol the operator's function
    /// is declared on ("referencing operator function '>' on 'Comparable' requires that 'T'
    /// conform to 'Comparable'"), for a comparison that is the whole condition.
    private func judgeUnconstrainedTernaryCondition(_ op: String, _ list: ExprListSyntax, left: String, at node: Syntax) -> Bool {
        let proto: String
        switch op {
        case "==", "!=": proto = "Equatable"
        case "<", ">", "<=", ">=": proto = "Comparable"
        default: return false
        }
        guard list.count >= 3, Syntax(list.dropFirst().first!) == node else { return false }
        if list.count > 3, !(list.dropFirst(3).first?.is(UnresolvedTernaryExprSyntax.self) ?? false) { return false }
        error("referencing operator function '\(op)' on '\(proto)' requires that '\(left)' conform to '\(proto)'", at: node)
        return true
    }

    /// The unconstrained generic parameter whose value `expr` surely is: a parameter of the
    /// enclosing generic function declared `x: T`, or a `for` loop's element of a parameter `[T]`
    /// (`for value in items`, `for (index, value) in items.enumerated()`), bound once in the function.
    private func unconstrainedGenericType(of expr: ExprSyntax) -> String? {
        // `best!` of a `var best = items.first` (or `.last`) of a parameter `items: [T]`.
        if let unwrap = unparenthesized(expr).as(ForceUnwrapExprSyntax.self), let name = unwrap.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let function = enclosingFunction(of: Syntax(expr)), let body = function.body, bindings(of: name, in: body) == 1,
           let initial = singleInitializer(of: name, in: body)?.as(MemberAccessExprSyntax.self), ["first", "last"].contains(initial.declName.baseName.text),
           let items = initial.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, bindings(of: items, in: body) == 0,
           let element = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == items && $0.ellipsis == nil })?
               .type.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self), element.genericArgumentClause == nil,
           unconstrainedParameters(function).union(unconstrainedTypeParameters(around: function).parameters).contains(element.name.text) {
            return element.name.text
        }
        guard let name = unparenthesized(expr).as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self",
              let function = enclosingFunction(of: Syntax(expr)), let body = function.body else { return nil }
        let typeFree = unconstrainedTypeParameters(around: function)
        let free = unconstrainedParameters(function).union(typeFree.parameters)
        guard !free.isEmpty, bindings(of: name, in: body) <= 1 else { return nil }
        let parameters = function.signature.parameterClause.parameters
        func parameterType(_ name: String) -> TypeSyntax? {
            parameters.first { ($0.secondName ?? $0.firstName).text == name && $0.ellipsis == nil }?.type
        }
        // `$0` (or a named parameter) of a closure given to `items.filter`, `contains`, `sorted`, …
        // of a parameter `items: [T]`.
        if let closure = enclosingClosure(of: Syntax(expr)), let index = closureParameterIndex(name, of: closure) {
            guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  Self.elementClosureMethods.contains(member.declName.baseName.text), index < (member.declName.baseName.text.hasPrefix("sort") ? 2 : 1),
                  let items = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, bindings(of: items, in: body) == 0,
                  let element = parameterType(items)?.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self),
                  element.genericArgumentClause == nil, free.contains(element.name.text) else { return nil }
            return element.name.text
        }
        if parameterType(name) == nil, bindings(of: name, in: body) == 0, let stored = typeFree.properties[name] {
            return stored  // `total + other` of a `var total: Value`
        }
        if parameterType(name) == nil, bindings(of: name, in: body) == 1, let initial = singleInitializer(of: name, in: body) {
            // `var m = xs[0]` of a parameter `xs: [T]`, or `var m = a` of a parameter `a: T`.
            if let subscriptCall = initial.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
               let items = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, bindings(of: items, in: body) == 0,
               let element = parameterType(items)?.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self),
               element.genericArgumentClause == nil, free.contains(element.name.text) {
                return element.name.text
            }
            if let source = initial.as(DeclReferenceExprSyntax.self)?.baseName.text, bindings(of: source, in: body) == 0,
               let generic = parameterType(source)?.as(IdentifierTypeSyntax.self), generic.genericArgumentClause == nil,
               free.contains(generic.name.text) {
                return generic.name.text
            }
        }
        if let type = parameterType(name) {
            guard bindings(of: name, in: body) == 0, let generic = type.as(IdentifierTypeSyntax.self),
                  generic.genericArgumentClause == nil, free.contains(generic.name.text) else { return nil }
            return generic.name.text
        }
        // A `for` loop's element over a parameter `[T]`.
        guard let token = body.tokens(viewMode: .sourceAccurate).first(where: { $0.text == name && $0.parent?.is(IdentifierPatternSyntax.self) == true }),
              let loop = token.parent?.parent.flatMap({ findAncestor(ForStmtSyntax.self, of: $0) }) else { return nil }
        var sequence = unparenthesized(loop.sequence)
        if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
            // `(index, value)` over `items.enumerated()`.
            guard tuple.elements.count == 2, tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
                  let base = member.base else { return nil }
            sequence = unparenthesized(base)
        } else if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text != name {
            return nil
        }
        // `for x in items.dropFirst()`: the same elements.
        if let call = sequence.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["dropFirst", "dropLast", "reversed", "prefix", "suffix"].contains(member.declName.baseName.text), let base = member.base {
            sequence = unparenthesized(base)
        }
        guard let items = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text, bindings(of: items, in: body) == 0,
              let element = parameterType(items)?.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self),
              element.genericArgumentClause == nil, free.contains(element.name.text) else { return nil }
        return element.name.text
    }

    private static let elementClosureMethods: Set<String> = [
        "filter", "contains", "first", "firstIndex", "last", "lastIndex", "allSatisfy", "sorted", "forEach", "map", "compactMap",
    ]

    /// The innermost closure around `node` inside its function.
    private func enclosingClosure(of node: Syntax) -> ClosureExprSyntax? {
        enclosing(ClosureExprSyntax.self, of: node) { $0.is(FunctionDeclSyntax.self) || $0.is(MemberBlockSyntax.self) }
    }

    /// Which of `closure`'s parameters `name` is: `$n`, or a name its signature lists.
    private func closureParameterIndex(_ name: String, of closure: ClosureExprSyntax) -> Int? {
        switch closure.signature?.parameterClause {
        case nil:
            guard name.hasPrefix("$"), let index = Int(name.dropFirst()) else { return nil }
            return index
        case .simpleInput(let list)?:
            return list.enumerated().first { $0.element.name.text == name }?.offset
        case .parameterClause(let clause)?:
            return clause.parameters.enumerated().first { ($0.element.secondName ?? $0.element.firstName).text == name && $0.element.type == nil }?.offset
        }
    }

    /// The initial value of the local `name` bound by a plain `let`/`var` without a written type.
    private func singleInitializer(of name: String, in body: CodeBlockSyntax) -> ExprSyntax? {
        guard let token = body.tokens(viewMode: .sourceAccurate).first(where: { $0.text == name && $0.parent?.is(IdentifierPatternSyntax.self) == true }),
              let binding = token.parent?.parent?.as(PatternBindingSyntax.self), binding.typeAnnotation == nil,
              binding.parent?.parent?.is(VariableDeclSyntax.self) == true, let value = binding.initializer?.value else { return nil }
        return unparenthesized(value)
    }

    private func findAncestor<T: SyntaxProtocol>(_ kind: T.Type, of node: Syntax) -> T? {
        var current: Syntax? = node
        while let node = current {
            if let found = node.as(kind) { return found }
            if node.is(CodeBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The innermost function declaration around `node`.
    private func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        enclosing(FunctionDeclSyntax.self, of: node) { $0.is(MemberBlockSyntax.self) || $0.is(SourceFileSyntax.self) }
    }

    /// The innermost `kind` around `node`, looked for up to a node `stop` says ends the search.
    private func enclosing<T: SyntaxProtocol>(_ kind: T.Type, of node: Syntax, stop: (Syntax) -> Bool) -> T? {
        var current = node.parent
        while let node = current {
            if let found = node.as(kind) { return found }
            if stop(node) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The function's generic parameters without a constraint in its clause or `where`.
    private func unconstrainedParameters(_ function: FunctionDeclSyntax) -> Set<String> {
        guard let clause = function.genericParameterClause else { return [] }
        var names = Set(clause.parameters.filter { $0.inheritedType == nil && $0.specifier == nil }.map(\.name.text))
        for clauseText in [clause.genericWhereClause?.trimmedText, function.genericWhereClause?.trimmedText].compactMap({ $0 }) {
            // Any mention in a `where` clause may constrain it.
            names = names.filter { !clauseText.contains($0) }
        }
        return names
    }

    /// For a method in a generic type's own declaration: the type's generic parameters without a
    /// constraint (none where the file extends the type, which may constrain them), not hidden by
    /// the method's own, and its stored properties declared as one of them (`var total: Value`).
    private func unconstrainedTypeParameters(around function: FunctionDeclSyntax) -> (parameters: Set<String>, properties: [String: String]) {
        guard let block = function.parent?.parent?.parent?.as(MemberBlockSyntax.self) else { return ([], [:]) }
        var clause: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?, typeName: String?
        if let s = block.parent?.as(StructDeclSyntax.self) { (clause, whereClause, typeName) = (s.genericParameterClause, s.genericWhereClause, s.name.text) }
        if let c = block.parent?.as(ClassDeclSyntax.self) { (clause, whereClause, typeName) = (c.genericParameterClause, c.genericWhereClause, c.name.text) }
        guard let clause, let typeName, whereClause == nil, function.genericWhereClause == nil,
              !scriptItems.contains(where: { $0.item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == typeName }) else { return ([], [:]) }
        let own = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let names = Set(clause.parameters.filter { $0.inheritedType == nil && $0.specifier == nil }.map(\.name.text)).subtracting(own)
        var properties: [String: String] = [:]
        let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for member in block.members where !isStatic {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let written = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), written.genericArgumentClause == nil,
                      names.contains(written.name.text) else { continue }
                properties[name] = written.name.text
            }
        }
        return (names, properties)
    }

    /// How many times `body` binds `name` (a local, a loop variable, a closure's or a nested
    /// function's parameter).
    private func bindings(of name: String, in body: CodeBlockSyntax) -> Int {
        body.tokens(viewMode: .sourceAccurate).filter { token in
            guard token.text == name, let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                || parent.is(ClosureParameterSyntax.self) || parent.is(FunctionParameterSyntax.self)
                || parent.is(OptionalBindingConditionSyntax.self)
        }.count
    }

    // MARK: Tuples and existentials

    /// `<` between two tuples of one type with a `Bool` element (Bool is not Comparable); `==` or
    /// `<` between two values of a script protocol's type (an existential is not Equatable, even
    /// of a protocol refining Equatable).
    func judgeUncomparableOperands(_ op: String, _ left: StaticType, _ right: StaticType, at node: Syntax) -> Bool {
        guard ["==", "!=", "<", ">", "<=", ">="].contains(op), table.functions(named: op) == nil, left == right else { return false }
        if case .nominal = left.desugared, let type = table.nominal(left.desugared), !type.isLibrary, type.kind == .protocolType {
            error("binary operator '\(op)' cannot be applied to two 'any \(type.name)' operands", at: node)
            return true
        }
        guard op != "==", op != "!=", case .tuple(let elements) = left.desugared, (2...6).contains(elements.count),
              elements.allSatisfy(\.isKnown), elements.contains(.bool) else { return false }
        error("binary operator '\(op)' cannot be applied to two \(left.quoted) operands", at: node)
        return true
    }
}
