// `let` means what it means in Swift: a constant cannot be assigned, passed in-out, or — when it
// holds a value type — changed through one of its properties or subscripts. Swift's compiler
// rejects all of these before the program runs, and students meet them early (value semantics is
// a persistence lesson's first topic), so Kiln reports them with the compiler's words: before the
// script runs wherever the kind of value is known from the declaration, and otherwise when the
// assignment happens (a `let` holding a class instance may have its properties set).
import SwiftSyntax

/// A constant: what it holds, and whether a `let` declared it (a parameter, a loop variable or
/// an `if let` binding are constants too, but have no `let` to change to `var`).
struct Constant {
    var kind: ConstantKind
    var isLetDeclaration: Bool
}

/// What a `let` constant is known to hold, from its declaration.
enum ConstantKind {
    /// A struct, enum, tuple, array, dictionary, string or number: nothing in it can change.
    case value
    /// A class instance: its properties can be set through the constant.
    case reference
    /// Not known before running (a function's result, a parameter).
    case unknown
    /// An array literal of elements not all known to be values (`[Copy(name: "a")]`): the array
    /// cannot change, an element that is a class instance can.
    case elementsUnknown
}

extension Resolver {
    /// Marks `name`, just declared in the current scope, as a constant.
    func markConstant(_ name: String, kind: ConstantKind = .unknown, isLetDeclaration: Bool = false) {
        scope.constants[name] = Constant(kind: kind, isLetDeclaration: isLetDeclaration)
    }

    /// Marks `name`, just declared in the current scope, as a variable (it may shadow a constant).
    func markVariable(_ name: String) { scope.constants[name] = nil }

    /// Whether the code being compiled is in an initializer's body (closures inside it included).
    var isInInitializer: Bool {
        var current: Scope? = scope
        while let s = current {
            if s.kind == .function && s.selfType != nil { return s.isInitializerBody }
            current = s.parent
        }
        return false
    }

    /// Whether the code being compiled is an initializer's own body (not a closure in it) setting
    /// a stored property its type declares (not one it inherits): Swift stores it directly,
    /// without the property's `willSet`/`didSet`.
    func initializerSetsOwnProperty(_ name: String) -> Bool {
        var current: Scope? = scope
        while let s = current, s.kind != .function { current = s.parent }
        guard let s = current, s.isInitializerBody, let type = s.selfType, type.fieldIndex(name) != nil else { return false }
        return type.superclass?.fieldIndex(name) == nil
    }

    /// The script type the variable `name` resolves to is declared to hold, if its declaration said.
    func staticType(of name: String) -> TypeInfo? { declaringScope(of: name)?.staticTypes[name] }

    /// What the constant `name` resolves to holds; nil when it resolves to a variable or to
    /// something that is not a local or global name.
    func constant(_ name: String) -> Constant? { declaringScope(of: name)?.constants[name] }

    /// The innermost scope that declares the variable `name`.
    private func declaringScope(of name: String) -> Scope? {
        var current: Scope? = scope
        while let s = current {
            if s.names[name] != nil { return s }
            // Inside a method, the type's own member of that name hides a top-level one.
            if s.declaresMember(name) { return nil }
            current = s.parent
        }
        return nil
    }
}

extension Compiler {
    /// Marks the names a `let`/`var` binding declares, with what a constant is known to hold.
    func markBinding(_ pattern: PatternSyntax, isLet: Bool, initializer: ExprSyntax?, annotation: TypeSyntax? = nil) {
        let names = boundNames(pattern)
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            // `let item = Item(…)` or `var item: Item`: a non-optional instance of a script type.
            var declared: TypeInfo?
            let builtins = runtime.builtinTypes
            if let annotation {
                declared = annotation.as(IdentifierTypeSyntax.self).flatMap { resolver.types[$0.name.text] }
            } else if initializer?.is(ArrayExprSyntax.self) == true {
                declared = builtins.array
            } else if initializer?.is(DictionaryExprSyntax.self) == true {
                declared = builtins.dictionary
            } else if initializer?.is(StringLiteralExprSyntax.self) == true {
                declared = builtins.string
            } else if let call = initializer?.as(FunctionCallExprSyntax.self), let type = typeNamed(by: call.calledExpression),
                      !type.initializers.contains(where: { $0.function?.isFailable == true }) {
                declared = type
            }
            resolver.scope.staticTypes[identifier.identifier.text] = declared
        }
        // `let x: Int` with no value is assigned later, once: Kiln does not follow definite
        // initialization, so only a `let` with its value is a constant here.
        guard isLet, let initializer else {
            for name in names { resolver.markVariable(name) }
            return
        }
        let kind = names.count == 1 && pattern.is(IdentifierPatternSyntax.self) ? constantKind(of: initializer) : .unknown
        for name in names { resolver.markConstant(name, kind: kind, isLetDeclaration: true) }
    }

    /// What an initializer's value is, when its syntax says: a literal, or a call of a type's
    /// initializer.
    func constantKind(of expr: ExprSyntax) -> ConstantKind {
        if let array = expr.as(ArrayExprSyntax.self), !array.elements.allSatisfy({ constantKind(of: $0.expression) == .value }) {
            return .elementsUnknown
        }
        // `["k": Box()]`: its values may be class instances, changed through the constant.
        if case .elements(let pairs)? = expr.as(DictionaryExprSyntax.self)?.content,
           !pairs.allSatisfy({ constantKind(of: $0.value) == .value }) {
            return .elementsUnknown
        }
        if expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) || expr.is(StringLiteralExprSyntax.self)
            || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(TupleExprSyntax.self) {
            return .value
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let type = typeNamed(by: call.calledExpression) {
            switch type.kind {
            case .classType: return .reference
            case .structure, .enumeration: return type.module == nil ? .unknown : .value
            default: return .unknown
            }
        }
        return .unknown
    }

    /// How a place is about to be changed: the compiler words each refusal by it.
    enum PlaceUse {
        case assignment
        /// `+=` and the other mutating operators: the operator's node.
        case mutatingOperator(Syntax)
        /// `&x`: the in-out expression.
        case inOut(Syntax)
    }

    /// The place an assignment, a mutating operator or `&` changes, with `let` enforced.
    func compileAssignmentTarget(_ expr: ExprSyntax, use: PlaceUse = .assignment) -> Place? {
        guard let place = compilePlace(expr) else { return nil }
        if let property = letProperty(expr) { return checkingLetProperty(property, place: place, use: use) }
        guard let root = constantRoot(of: expr) else { return place }
        let name = root.reference.baseName.text
        let notes = root.constant.isLetDeclaration ? [changeLetToVar(name)] : []
        let isWholeValue = root.reference.id == expr.id || expr.as(ForceUnwrapExprSyntax.self)?.expression.id == root.reference.id
        // Where and how swiftc says it (checked against swiftc in ConstantTests).
        let message: String
        let node: Syntax
        switch use {
        case .mutatingOperator(let operatorNode):
            message = "left side of mutating operator isn't mutable: '\(name)' is a 'let' constant"
            node = operatorNode
        case .inOut(let inoutNode):
            message = "cannot pass immutable value as inout argument: '\(name)' is a 'let' constant"
            node = inoutNode
        case .assignment where isWholeValue:
            message = "cannot assign to value: '\(name)' is a 'let' constant"
            node = Syntax(expr)
        case .assignment:
            if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
                message = "cannot assign through subscript: '\(name)' is a 'let' constant"
                node = Syntax(subscriptCall.leftSquare)
            } else {
                message = "cannot assign to property: '\(name)' is a 'let' constant"
                if let member = expr.as(MemberAccessExprSyntax.self) { node = Syntax(member.declName) } else { node = Syntax(expr) }
            }
        }
        if isWholeValue {
            error(message, at: node, notes: notes)
            return place
        }
        if pathThroughConstant(expr, root: root.reference) == .throughReference { return place }
        switch root.constant.kind {
        case .reference:
            return place
        case .value:
            error(message, at: node, notes: notes)
            return place
        case .elementsUnknown:
            // `copies[0].name = …`: an element may be a class instance, whose properties change
            // through a constant; known when it runs. The array itself is a value.
            if let subscriptCall = expr.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id != root.reference.id,
               isPlainPath(subscriptCall.calledExpression) {
                // `boxes["k"]?[0] = 4`: allowed when the element subscripted is a class instance.
                return place.checked(by: refusingValueChange(throughAnyOf: pathPrefixes(of: subscriptCall.calledExpression), message: message, at: node))
            }
            guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, base.id != root.reference.id else {
                error(message, at: node, notes: notes)
                return place
            }
            if base.is(SubscriptCallExprSyntax.self) {
                guard isPlainPath(base) else { return place }
                return place.checked(by: refusingValueChange(through: base, members: [member.declName.baseName.text], message: message, at: node))
            }
            // `list.first!.hits = 9`: allowed when the element reached is a class instance.
            guard isPlainPath(base) else {
                error(message, at: node, notes: notes)
                return place
            }
            return place.checked(by: refusingValueChange(throughAnyOf: pathPrefixes(of: base), message: message, at: node))
        case .unknown:
            // Allowed when a class instance (or a `nonmutating set`) is on the way: the struct
            // fields from the constant, or (`alias[0].v = 1` where `let alias = boxes`) an element
            // or property on a plain path, read again.
            let byMembers = refusingValueChange(through: root.reference, members: memberSteps(expr, from: root.reference),
                                                message: message, at: node)
            if let base = expr.as(MemberAccessExprSyntax.self)?.base ?? expr.as(SubscriptCallExprSyntax.self)?.calledExpression,
               base.id != root.reference.id, isPlainPath(base) {
                let byPrefixes = refusingValueChange(throughAnyOf: pathPrefixes(of: base), message: message, at: node)
                return place.checked(by: { frame in
                    do { try byPrefixes(frame) } catch { try byMembers(frame) }
                })
            }
            return place.checked(by: byMembers)
        }
    }

    /// `a[0].b` and its prefixes (`a[0]`, `a`), longest first.
    private func pathPrefixes(of expr: ExprSyntax) -> [ExprSyntax] {
        var prefixes: [ExprSyntax] = [expr]
        var current = expr
        while let next = placeBase(of: current) {  // CompilerReferencePaths.swift
            prefixes.append(next)
            current = next
        }
        // `a["k"]?` is read as `a["k"]` (an Optional the check unwraps).
        return prefixes.map { $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0 }
    }

    /// As `refusingValueChange(through:)`, allowing the change when any of `paths` holds a class instance.
    private func refusingValueChange(throughAnyOf paths: [ExprSyntax], message: String, at node: some SyntaxProtocol) -> (Frame) throws -> Void {
        let values = paths.map { compileExpression($0) }
        let runtime = self.runtime
        let site = location(node)
        return { frame in
            for value in values {
                var held = try value(frame)
                while case .some(let wrapped) = held { held = wrapped }
                if case .object = held { return }
            }
            throw runtime.fault(message, at: site)
        }
    }

    /// Known only when it runs: a change through the constant `reference` is refused unless it
    /// holds a class instance (whose properties may change through a constant).
    /// `members`: the member names from the reference to the changed value (nil for a step that is
    /// not a member); a class instance or a `nonmutating set` on the way allows the change.
    private func refusingValueChange(through reference: some ExprSyntaxProtocol, members: [String?] = [], message: String,
                                     at node: some SyntaxProtocol) -> (Frame) throws -> Void {
        let value = compileExpression(ExprSyntax(reference))
        let runtime = self.runtime
        let site = location(node)
        return { frame in
            var held = try value(frame)
            for (position, name) in members.enumerated() {
                while case .some(let wrapped) = held { held = wrapped }
                guard case .structValue(let type, let fields) = held, let name else { break }
                if hasNonmutatingSetter(name, type) { return }
                guard position < members.count - 1, let index = type.fieldIndex(name), index < fields.count else { break }
                held = fields[index]
                if case .object = held { return }
            }
            while case .some(let wrapped) = held { held = wrapped }
            switch held {
            case .object: return
            case .metatype where !members.isEmpty: return  // `kind.count += 1`: a type's static property
            default: throw runtime.fault(message, at: site)
            }
        }
    }

    /// Whether `expr` is, or reaches through members, subscripts and unwrapping, a global or local
    /// computed variable without a setter.
    func readsGetOnlyComputed(_ expr: ExprSyntax) -> Bool {
        var current = expr
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
            else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
            else if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else if let chain = current.as(OptionalChainingExprSyntax.self) { current = chain.expression }
            else { break }
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return false }
        let name = reference.baseName.text
        switch resolver.resolve(name) {
        case .computedGlobal(_, let setter)?: return setter == nil
        case .local? : return resolver.accessorLocal(name).map { $0.set == nil } ?? false
        default: return false
        }
    }

    /// The receiver of a method call: a mutating method cannot be called on a value held by a
    /// constant (`let a = [1]; a.append(2)`), known before running when the constant's type and
    /// the method say so, else when the call runs (it changes the receiver in place only then).
    func compileMethodReceiver(_ baseExpr: ExprSyntax, memberName: DeclReferenceExprSyntax) -> Place {
        if let double = doubleLiteralReceiver(baseExpr, member: memberName.baseName.text) { return valueReceiver(double) }
        // `categories.keys.sorted()` of a get-only computed variable: read, not a place to change.
        if readsGetOnlyComputed(baseExpr) { return valueReceiver(compileExpression(baseExpr)) }
        let place = compilePlace(baseExpr) ?? valueReceiver(compileExpression(baseExpr))
        guard let root = constantRoot(of: baseExpr), root.constant.kind != .reference else { return place }
        if root.reference.id != baseExpr.id, pathThroughConstant(baseExpr, root: root.reference) == .throughReference { return place }
        let name = root.reference.baseName.text
        let message = "cannot use mutating member on immutable value: '\(name)' is a 'let' constant"
        if root.reference.id == baseExpr.id, root.constant.kind == .value || root.constant.kind == .elementsUnknown, let type = resolver.staticType(of: name),
           let members = type.lookup(memberName.baseName.text), !members.isEmpty,
           members.allSatisfy({ if case .method(let code) = $0 { return code.isMutating }; return false }) {
            let notes = root.constant.isLetDeclaration ? [changeLetToVar(name)] : []
            error(message, at: memberName, notes: notes)
            return place
        }
        return place.checked(by: refusingValueChange(through: root.reference, members: memberSteps(baseExpr, from: root.reference),
                                                     message: message, at: memberName))
    }

    /// A `let` property set outside its type's initializers: `name = …` or `self.name = …` in a
    /// method (known before running), or `item.name = …` (known when it runs, from the instance's
    /// type; only for a base without calls, which is evaluated a second time for the check).
    private enum LetProperty {
        case known(name: String, node: Syntax)
        case atRunTime(name: String, base: ExprSyntax, node: Syntax)
    }

    private func letProperty(_ expr: ExprSyntax) -> LetProperty? {
        guard !resolver.isInInitializer else { return nil }
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .implicitMember(_, let type, let name)? = resolver.resolve(reference.baseName.text) {
            return isLetField(name, of: type) ? .known(name: name, node: Syntax(reference)) : nil
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let (_, type) = resolver.resolveSelf() {
            return isLetField(name, of: type) ? .known(name: name, node: Syntax(member.declName)) : nil
        }
        // Only names that some type declares as a `let` field are worth a check when running.
        guard resolver.allTypes.contains(where: { isLetField(name, of: $0) }), isPlainPath(base) else { return nil }
        return .atRunTime(name: name, base: base, node: Syntax(member.declName))
    }

    private func isLetField(_ name: String, of type: TypeInfo) -> Bool {
        guard let index = type.fieldIndex(name), index < type.fieldIsLet.count else { return false }
        return type.fieldIsLet[index]
    }

    /// A variable, or properties of one: reading it again has no side effects.
    func isPlainPath(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return isPlainPath(base) }
        // `frozen["a"]!.value += 1`, `frozen["a"]?.value += 1`
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return isPlainPath(force.expression) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return isPlainPath(chain.expression) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            // Indices read again for the check: literals and variables only.
            return isPlainPath(subscriptCall.calledExpression) && subscriptCall.arguments.allSatisfy {
                $0.expression.is(IntegerLiteralExprSyntax.self) || $0.expression.is(StringLiteralExprSyntax.self) || isPlainPath($0.expression)
            }
        }
        return false
    }

    private func checkingLetProperty(_ property: LetProperty, place: Place, use: PlaceUse) -> Place {
        func message(_ name: String) -> String {
            switch use {
            case .assignment: return "cannot assign to property: '\(name)' is a 'let' constant"
            case .mutatingOperator: return "left side of mutating operator isn't mutable: '\(name)' is a 'let' constant"
            case .inOut: return "cannot pass immutable value as inout argument: '\(name)' is a 'let' constant"
            }
        }
        switch property {
        case .known(let name, let node):
            // swiftc points at the operator of `count += 1`, at the `&` of `&count`.
            switch use {
            case .mutatingOperator(let operatorNode), .inOut(let operatorNode): error(message(name), at: operatorNode, notes: [changeLetToVar(name)])
            case .assignment: error(message(name), at: node, notes: [changeLetToVar(name)])
            }
            return place
        case .atRunTime(let name, let base, let node):
            let value = compileExpression(base)
            let runtime = self.runtime
            let site = location(node)
            let text = message(name)
            let check: (Frame) throws -> Void = { frame in
                var held = try value(frame)
                while case .some(let wrapped) = held { held = wrapped }
                let type: TypeInfo
                switch held {
                case .object(let instance): type = instance.type
                case .structValue(let structType, _): type = structType
                default: return
                }
                guard let index = type.fieldIndex(name), index < type.fieldIsLet.count, type.fieldIsLet[index] else { return }
                throw runtime.fault(text, at: site)
            }
            return place.checked(by: check)
        }
    }

    /// The compiler's note on a `let` that is changed.
    private func changeLetToVar(_ name: String) -> String { "note: change 'let' to 'var' to make '\(name)' mutable" }

    /// The constant a place expression starts from (`p` in `p.x`, `p.items[0]`, `p!`), what it is
    /// known to hold, and whether the change goes through a subscript last.
    private func constantRoot(of expr: ExprSyntax) -> (reference: DeclReferenceExprSyntax, constant: Constant, throughSubscript: Bool)? {
        var current = expr
        let throughSubscript = expr.is(SubscriptCallExprSyntax.self)
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                // A property of `self` (`count = 0` in a method) is not a local constant.
                guard name != "self", let constant = resolver.constant(name) else { return nil }
                return (reference, constant, throughSubscript)
            }
            if let inner = placeBase(of: current) { current = inner; continue }
            return nil
        }
    }
}

extension Place {
    /// This place, with `check` run before each change (it throws to refuse the change).
    func checked(by check: @escaping (Frame) throws -> Void) -> Place {
        let modify = self.modify
        var checked = Place(get: get, modify: { frame, body in try check(frame); return try modify(frame, body) }, wrapDepth: wrapDepth)
        if let assign {
            checked.assign = { frame, value in try check(frame); try assign(frame, value) }
        }
        return checked
    }
}
