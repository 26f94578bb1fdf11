// A stored property's `willSet` and `didSet`, and how a subclass's `override var x: Int { didSet
// { … } }` adds its own to the inherited property: its `willSet` runs before the superclass's, its
// `didSet` after, as the overriding setter calls the superclass's around the store.
import SwiftSyntax

extension Compiler {
    /// The observers an accessor block declares, compiled with the type's other bodies.
    func observers(_ accessors: AccessorBlockSyntax, of type: TypeInfo) -> (willSet: FunctionCode?, didSet: FunctionCode?) {
        guard case .accessors(let list) = accessors.accessors else { return (nil, nil) }
        var willSet: FunctionCode?, didSet: FunctionCode?
        for accessor in list {
            let isWill = accessor.accessorSpecifier.text == "willSet"
            let code = FunctionCode(name: accessor.accessorSpecifier.text, parameters: [Parameter(label: nil)], hasSelf: true,
                                    isMutating: type.kind != .classType)
            let parameterName = accessor.parameters?.name.text ?? (isWill ? "newValue" : "oldValue")
            scheduleBody(code, selfType: type, isStatic: false, parameters: [parameterName]) { [unowned self] in
                self.compileOptionalBlock(accessor.body)
            }
            if isWill { willSet = code } else { didSet = code }
        }
        return (willSet, didSet)
    }

    /// A subclass's instances run the observers its superclass has on the properties they inherit
    /// (parents are declared first, so a grandparent's reach them too), after (`didSet`) or before
    /// (`willSet`) the subclass's own overriding ones.
    func inheritObservers(_ type: TypeInfo, from parent: TypeInfo) {
        for (index, inherited) in parent.observers {
            guard let own = type.observers[index] else {
                type.observers[index] = inherited
                continue
            }
            type.observers[index] = (chain(own.willSet, inherited.willSet), chain(inherited.didSet, own.didSet))
        }
    }

    /// `override var value: Int { didSet { … } }` on a property the superclass computes: the
    /// superclass's getter, and a setter that runs `willSet`, the superclass's setter and
    /// `didSet` — reading the old value first (through the getter) only when `didSet` names it.
    func observingInheritedComputed(_ name: String, _ accessors: AccessorBlockSyntax, of type: TypeInfo) -> Member? {
        guard case .accessors(let list) = accessors.accessors, isObservers(accessors),
              case .computed(_, let getter, let inheritedSetter)? = type.superclass?.lookup(name)?.first else { return nil }
        let (willSet, didSet) = observers(accessors, of: type)
        let didSetAccessor = list.first { $0.accessorSpecifier.text == "didSet" }
        let oldName = didSetAccessor?.parameters?.name.text ?? "oldValue"
        let readsOld = didSetAccessor?.body.map { NameCollector.names(in: $0).contains(oldName) } ?? false
        let runtime = self.runtime
        let setter = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: true)
        setter.native = { [unowned runtime] selfValue, arguments in
            let site = runtime.currentLocation
            let old = readsOld ? try runtime.call(getter, captured: nil, selfValue: &selfValue, arguments: [], at: site) : .void
            if let willSet { _ = try runtime.call(willSet, selfValue: &selfValue, argument: arguments[0], at: site) }
            if let inheritedSetter { _ = try runtime.call(inheritedSetter, selfValue: &selfValue, argument: arguments[0], at: site) }
            if let didSet { _ = try runtime.call(didSet, selfValue: &selfValue, argument: old, at: site) }
            return .void
        }
        return .computed(name: name, get: getter, set: setter)
    }

    /// The hidden global that holds an observed top-level variable's value.
    static func observedStorageName(_ name: String) -> String { "$observed " + name }

    /// `var score = 0 { willSet { … } didSet { … } }` at the top level: a computed global whose
    /// getter reads a hidden global and whose setter runs `willSet`, stores, then runs `didSet`
    /// (reading the old value first only when `didSet` names it). The declaration's statement
    /// stores the initial value without the observers, as Swift's does.
    func declareObservedGlobal(_ name: String, _ accessors: AccessorBlockSyntax, type: TypeSyntax?) {
        guard case .accessors(let list) = accessors.accessors else { return }
        let storage = resolver.declare(Compiler.observedStorageName(name))
        var willSet: FunctionCode?, didSet: FunctionCode?
        var readsOld = false
        for accessor in list {
            let isWill = accessor.accessorSpecifier.text == "willSet"
            let code = FunctionCode(name: accessor.accessorSpecifier.text, parameters: [Parameter(label: nil)], hasSelf: false)
            let parameterName = accessor.parameters?.name.text ?? (isWill ? "newValue" : "oldValue")
            scheduleBody(code, selfType: nil, isStatic: false, parameters: [parameterName]) { [unowned self] in
                self.compileOptionalBlock(accessor.body)
            }
            if isWill { willSet = code } else {
                didSet = code
                readsOld = accessor.body.map { NameCollector.names(in: $0).contains(parameterName) } ?? false
            }
        }
        let runtime = self.runtime, globals = globalFrame
        let getter = FunctionCode(name: name, parameters: [], hasSelf: false)
        getter.native = { _, _ in globals.slots[storage] }
        let setter = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: false)
        let converts = conversion(type).shallow
        setter.native = { [unowned runtime] _, arguments in
            let site = runtime.currentLocation
            var none = Value.void
            let value = converts.isIdentity ? arguments[0] : arguments[0].converted(converts)
            if let willSet { _ = try runtime.call(willSet, selfValue: &none, argument: value, at: site) }
            let old = readsOld ? globals.slots[storage] : .void
            globals.slots[storage] = value
            if let didSet { _ = try runtime.call(didSet, selfValue: &none, argument: old, at: site) }
            return .void
        }
        resolver.computedGlobals[name] = (getter, setter)
    }

    /// A computed or observed local variable (in a function, closure or block): its name gets a
    /// slot — the value itself for an observed one, unused for a computed one — and its
    /// accessors run as small functions of the declaring frame (`Resolver.accessorLocal`).
    /// Returns the statement that stores an observed local's initial value.
    func declareAccessorLocal(_ name: String, _ accessors: AccessorBlockSyntax, type: TypeSyntax?, initial: Eval?) -> Exec? {
        let slot = resolver.declare(name)
        let converts = conversion(type).shallow
        resolver.hasAccessorLocals = true
        /// An accessor's body as a function of the declaring frame, given its one parameter.
        func body(_ block: CodeBlockSyntax?, parameter: String?) -> (Frame, Value) throws -> Value {
            resolver.push(.function)
            let parameterSlot = parameter.map { resolver.declare($0) }
            if let parameter { resolver.markConstant(parameter) }
            let compiled = compileOptionalBlock(block)
            let size = resolver.pop()
            return { home, argument in
                let frame = Frame.make(size: size, parent: home)
                defer { frame.releaseUncaptured() }
                if let parameterSlot { frame.slots[parameterSlot] = argument }
                if case .returned(let value) = try compiled(frame) { return value }
                return .void
            }
        }
        guard case .accessors(let list) = accessors.accessors, isObservers(accessors) else {
            // `var area: Double { w * h }`, or with `get { }` and `set { }`.
            resolver.push(.function)
            let getterBody = compileGetter(accessors)
            let size = resolver.pop()
            let get: (Frame) throws -> Value = { home in
                let frame = Frame.make(size: size, parent: home)
                defer { frame.releaseUncaptured() }
                guard case .returned(let value) = try getterBody(frame) else { return .void }
                return converts.isIdentity ? value : value.converted(converts)
            }
            var set: ((Frame, Value) throws -> Void)?
            if case .accessors(let list) = accessors.accessors, let setter = list.first(where: { $0.accessorSpecifier.text == "set" }) {
                let run = body(setter.body, parameter: setter.parameters?.name.text ?? "newValue")
                set = { home, value in _ = try run(home, converts.isIdentity ? value : value.converted(converts)) }
            }
            resolver.scope.accessorLocals[name] = (get, set)
            return nil
        }
        var willSet: ((Frame, Value) throws -> Value)?, didSet: ((Frame, Value) throws -> Value)?
        for accessor in list {
            let isWill = accessor.accessorSpecifier.text == "willSet"
            let run = body(accessor.body, parameter: accessor.parameters?.name.text ?? (isWill ? "newValue" : "oldValue"))
            if isWill { willSet = run } else { didSet = run }
        }
        resolver.scope.accessorLocals[name] = (nil, { home, given in
            let value = converts.isIdentity ? given : given.converted(converts)
            if let willSet { _ = try willSet(home, value) }
            let old = home.slots[slot]
            home.slots[slot] = value
            if let didSet { _ = try didSet(home, old) }
        })
        guard let initial else { return nil }
        return { frame in frame.slots[slot] = try initial(frame); return .next }
    }

    /// One observer that runs `first`, then `second` (either may be missing).
    private func chain(_ first: FunctionCode?, _ second: FunctionCode?) -> FunctionCode? {
        guard let first, let second else { return first ?? second }
        let runtime = self.runtime
        let code = FunctionCode(name: first.name, parameters: [Parameter(label: nil)], hasSelf: true)
        code.native = { [unowned runtime] selfValue, arguments in
            _ = try runtime.call(first, selfValue: &selfValue, argument: arguments[0], at: runtime.currentLocation)
            _ = try runtime.call(second, selfValue: &selfValue, argument: arguments[0], at: runtime.currentLocation)
            return .void
        }
        return code
    }
}

extension Compiler {
    /// `value = 10` (or `self.value = 10`) inside a `willSet`/`didSet` of `override var value`:
    /// the overriding setter, which Swift runs again whole — the observers included — where an
    /// observer of the property's own declaration stores without observing.
    func assignsOwnPropertyInOverridingObserver(_ target: ExprSyntax) -> Bool {
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        else if let member = target.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { name = member.declName.baseName.text }
        else { return false }
        var current = Syntax(target).parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            if let accessor = node.as(AccessorDeclSyntax.self) {
                guard ["didSet", "willSet"].contains(accessor.accessorSpecifier.text),
                      let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self),
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
                return variable.modifiers.contains { $0.name.text == "override" }
            }
            current = node.parent
        }
        return false
    }
}
