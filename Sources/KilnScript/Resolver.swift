// Where a name becomes a slot. Scopes are opened and closed as the compiler walks the tree; each
// declared name gets a slot number in the frame of its function (or of its capture block), and
// each use of a name is resolved to (frames up, slot) once, before anything runs.
import SwiftSyntax

/// What a name refers to, as resolved at compile time.
enum Binding {
    /// A local: `depth` frames up from the current one, at `index`.
    case local(depth: Int, index: Int)
    /// A top-level variable, in the global frame.
    case global(index: Int)
    /// Top-level functions (overloads by argument labels).
    case functions([FunctionCode])
    /// A type name.
    case type(TypeInfo)
    /// A member of the enclosing type, reached through `self` (`self` is at `depth`, slot 0).
    case implicitMember(selfDepth: Int, type: TypeInfo, name: String)
    /// A static member of the enclosing type used without `Type.` inside a static method.
    case implicitStatic(type: TypeInfo, name: String)
    /// A computed top-level variable (`var total: Int { … }`): reading calls the getter.
    case computedGlobal(get: FunctionCode, set: FunctionCode?)
}

/// The slots of one runtime frame, counted while its scopes are compiled.
final class FrameLayout {
    var size = 0
    func allocate() -> Int {
        size += 1
        return size - 1
    }
    /// The slots that code of an inner frame reads by walking up to this one (a closure's or a
    /// local function's use of a local, of a parameter or of `self`): they live as long as the frame.
    var captured: Set<Int> = []
    /// The other slots, last first: a call lets them go when it returns, even when a closure or a
    /// local function it made still holds its frame (`Runtime.recycle`) — Swift captures variables,
    /// not frames, so what no closure uses dies with the call (a closure stored in a local would
    /// otherwise keep the frame, and the frame the closure, for good).
    lazy var uncapturedSlots: [Int] = (0..<size).reversed().filter { !captured.contains($0) }
}

/// One lexical scope.
final class Scope {
    enum Kind {
        case global
        /// A function, method or closure body: a new frame at run time.
        case function
        /// A block whose variables are captured by a closure declared in it: a new frame per entry,
        /// so each loop iteration's closure sees its own variables, as in Swift.
        case captureBlock
        /// Any other block: its names live in the enclosing frame.
        case block
    }

    let kind: Kind
    let parent: Scope?
    let layout: FrameLayout
    var names: [String: Int] = [:]
    /// How many levels of Optional a name's declared type has (`Int?` is 1): assigning a plain value
    /// to it wraps the value, as Swift's implicit promotion does.
    var optionalDepths: [String: Int] = [:]
    /// The declared number type of a name (`var d: Double`, `var b: UInt8`): the literals of a
    /// value assigned to it take that type (`d = 2` is 2.0).
    var numberTypes: [String: TypeInfo] = [:]
    /// What a declared type does to a value assigned to the name later (`seen = ["a"]` where
    /// `var seen: Set<String>`), when it does something besides Optional wrapping.
    var conversions: [String: Conversion] = [:]
    /// `lazy var` locals: their initial values, computed on first read.
    var lazyLocals: [String: Eval] = [:]
    /// Computed and observed locals (`var area: Double { w * h }`, `var n = 0 { didSet { … } }`):
    /// their getter (nil: the slot is read as it is) and setter, given the declaring frame
    /// (PropertyObservers.swift).
    var accessorLocals: [String: (get: ((Frame) throws -> Value)?, set: ((Frame, Value) throws -> Void)?)] = [:]
    /// `weak var` locals (and top-level variables): they hold their object in a weak box
    /// (WeakReferences.swift), opened where they are read.
    var weakLocals: Set<String> = []
    /// Wrapped locals (`@Clamped(0...10) var level = 5`): `level` and `$level` read the wrapper
    /// kept in `_level` through its `wrappedValue` / `projectedValue` (PropertyWrappers.swift).
    var wrappedLocals: [String: (storage: String, member: String)] = [:]
    /// The names declared with `let` (and what each is known to hold; see CompilerConstants.swift).
    var constants: [String: Constant] = [:]
    /// An initializer's body: the type's `let` properties may be set here.
    var isInitializerBody = false
    /// The script type a variable holds when its declaration says (`let item = Item()`,
    /// `var item: Item`): its members are checked before the script runs.
    var staticTypes: [String: TypeInfo] = [:]
    /// `let backwards = names.reversed()`: the names holding a standard library view (SequenceViewPrinting.swift).
    var viewBindings: [String: ViewBinding] = [:]
    /// For a method body: the type whose members are in scope through `self`.
    var selfType: TypeInfo?
    /// For a method of a protocol extension: the types its `where Self: C` clause names, whose
    /// members `self` has too (`Resolver.constraintClosure`).
    var constraintTypes: [TypeInfo] = []
    var isStaticContext = false
    /// Labels of enclosing loops, for `break label`.
    var loopLabel: String?

    init(kind: Kind, parent: Scope?, selfType: TypeInfo? = nil) {
        self.kind = kind
        self.parent = parent
        self.selfType = selfType
        switch kind {
        case .global, .function, .captureBlock: layout = FrameLayout()
        case .block: layout = parent?.layout ?? FrameLayout()
        }
    }

    var opensFrame: Bool { kind != .block }

    /// Whether this is a method's scope whose type has a member `name` (which then hides any
    /// variable of that name declared further out), as `Resolver.resolve` finds it.
    func declaresMember(_ name: String) -> Bool {
        guard let type = selfType, kind == .function else { return false }
        if isStaticContext { return type.lookupStatic(name) != nil || type.caseIndex(name) != nil }
        return type.lookup(name) != nil || type.fieldIndex(name) != nil || type.protocolDefaults[name] != nil
            || type.requirements.contains(name) || type.lookupStatic(name) != nil || constraintMemberType(name) != nil
    }

    /// The type of `constraintTypes` that has the member `name` (`name` in `extension P where
    /// Self: Animal` is Animal's, read from `self`).
    func constraintMemberType(_ name: String) -> TypeInfo? {
        constraintTypes.first { type in
            type.lookup(name) != nil || type.fieldIndex(name) != nil || type.protocolDefaults[name] != nil || type.requirements.contains(name)
        }
    }

    /// Whether the innermost method around this scope is static.
    var isStaticContextChain: Bool {
        var current: Scope? = self
        while let s = current {
            if s.selfType != nil && s.kind == .function { return s.isStaticContext }
            current = s.parent
        }
        return false
    }
}

/// Resolves names against the scopes, the top-level functions and the types.
final class Resolver {
    private(set) var scope: Scope
    let globalScope: Scope
    var globalFunctions: [String: [FunctionCode]] = [:]
    /// The capture lists being compiled, innermost last (`CaptureLists.swift`).
    var captureProbes: [CaptureProbe] = []
    var computedGlobals: [String: (get: FunctionCode, set: FunctionCode?)] = [:]
    var types: [String: TypeInfo] = [:]
    /// Nested types (and type aliases) by their path, `Outer.Kind`: two types may nest a `Kind`.
    var qualifiedTypes: [String: TypeInfo] = [:]
    /// `typealias` declarations in the order written: (path, name, nested, the aliased type).
    var aliases: [(path: String, name: String, isNested: Bool, target: TypeSyntax)] = []
    /// What each type alias names, by name and by path (for conversions a name alone implies,
    /// such as an Int literal stored as a `Money` that is a `Double`).
    var aliasTargets: [String: TypeSyntax] = [:]
    /// The generic parameters of a generic alias (`typealias Pair<T> = (first: T, second: T)`), by name.
    var aliasGenericParameters: [String: [String]] = [:]
    /// An associated type that conformers give different types (`typealias Item = Int` in one,
    /// `String` in another): the type for each conformer, by its path (ConformerAssociatedTypes.swift).
    var conformerAliasTypes: [String: [String: TypeInfo]] = [:]
    /// While a protocol extension's members are declared: the types its `where Self: C` (or
    /// `Self == C`) names, given to its bodies' scopes (`Scope.constraintTypes`).
    var declaringSelfConstraints: [TypeInfo] = []

    init() {
        globalScope = Scope(kind: .global, parent: nil)
        scope = globalScope
    }

    func push(_ kind: Scope.Kind, selfType: TypeInfo? = nil, isStatic: Bool = false) {
        let inner = Scope(kind: kind, parent: scope, selfType: selfType)
        inner.isStaticContext = isStatic
        scope = inner
    }

    /// Leaves the current scope; returns how many slots its frame needs (for frame-opening scopes).
    @discardableResult
    func pop() -> Int {
        let size = scope.layout.size
        if let parent = scope.parent { scope = parent }
        return size
    }

    /// Declares `name` in the current scope and returns its slot.
    func declare(_ name: String) -> Int {
        let index = scope.layout.allocate()
        scope.names[name] = index
        return index
    }

    /// The script's own infix operators (`CustomOperators.swift`).
    var customOperators: [String: OperatorInfo] = [:]

    var isGlobalScope: Bool { scope === globalScope }

    func setOptionalDepth(_ name: String, _ depth: Int) {
        if depth > 0 { scope.optionalDepths[name] = depth }
    }

    /// Whether any computed or observed local was declared: names are looked up as one only then.
    var hasAccessorLocals = false
    func accessorLocal(_ name: String) -> (get: ((Frame) throws -> Value)?, set: ((Frame, Value) throws -> Void)?)? {
        hasAccessorLocals ? declaringScope(of: name)?.accessorLocals[name] : nil
    }

    /// The initial value of the `lazy var` local `name` resolves to, if it is one.
    func lazyLocal(_ name: String) -> Eval? { declaringScope(of: name)?.lazyLocals[name] }
    /// Whether any `weak var` was declared: names are looked up as weak locals only then.
    var hasWeakLocals = false
    func isWeakLocal(_ name: String) -> Bool { hasWeakLocals && declaringScope(of: name)?.weakLocals.contains(name) == true }

    /// The declared number type of the variable `name` resolves to, if it has one.
    func numberType(of name: String) -> TypeInfo? { declaringScope(of: name)?.numberTypes[name] }
    func declaredConversion(of name: String) -> Conversion? { declaringScope(of: name)?.conversions[name] }

    /// The declared Optional depth of the variable `name` resolves to.
    func optionalDepth(of name: String) -> Int { declaringScope(of: name)?.optionalDepths[name] ?? 0 }

    /// Whether any wrapped local was declared: names are looked up as wrapped locals only then.
    var hasWrappedLocals = false

    /// The wrapper storage and member a wrapped local's name (or its `$` projection) reads,
    /// where no nearer declaration hides it.
    func wrappedLocal(_ name: String) -> (storage: String, member: String)? {
        var current: Scope? = scope
        while let s = current {
            if let wrapped = s.wrappedLocals[name] { return wrapped }
            if s.names[name] != nil || s.declaresMember(name) { return nil }
            current = s.parent
        }
        return nil
    }

    /// The innermost scope that declares `name`.
    private func declaringScope(of name: String) -> Scope? {
        var current: Scope? = scope
        while let s = current {
            if s.names[name] != nil { return s }
            if s.declaresMember(name) { return nil }
            current = s.parent
        }
        return nil
    }

    /// The binding for `name` where it is used, or nil when nothing of that name is in scope.
    func resolve(_ name: String) -> Binding? {
        var current: Scope? = scope
        var depth = 0
        var passedProbes = 0
        while let s = current {
            if let index = s.names[name] {
                if s.kind == .global { return .global(index: index) }
                if passedProbes > 0 { notePassedProbes(from: scope, to: s, isConstant: s.constants[name] != nil) }
                if depth > 0 { s.layout.captured.insert(index) }
                return .local(depth: depth, index: index)
            }
            if !captureProbes.isEmpty, captureProbes.contains(where: { $0.scope === s }) { passedProbes += 1 }
            if let type = s.selfType, s.kind == .function {
                if s.isStaticContext {
                    if type.lookupStatic(name) != nil || type.caseIndex(name) != nil { return .implicitStatic(type: type, name: name) }
                    // `name` in a protocol extension's static member: the conformer's static requirement.
                    if type.kind == .protocolType, type.requirements.contains(name) || type.protocolDefaults[name]?.contains(where: \.isStatic) == true {
                        return .implicitStatic(type: type, name: name)
                    }
                } else if type.lookup(name) != nil || type.fieldIndex(name) != nil || type.protocolDefaults[name] != nil
                            || type.requirements.contains(name) || conformedDefault(name, of: type) {
                    // `self` is slot 0 of the method's frame.
                    if depth > 0 { s.layout.captured.insert(0) }
                    return .implicitMember(selfDepth: depth, type: type, name: type.privateStorageNames[name] ?? name)
                } else if type.lookupStatic(name) != nil {
                    return .implicitStatic(type: type, name: name)
                } else if let constraint = s.constraintMemberType(name) {
                    // `name` in `extension P where Self: Animal`: Animal's member, read from `self`.
                    if depth > 0 { s.layout.captured.insert(0) }
                    return .implicitMember(selfDepth: depth, type: constraint, name: name)
                }
            }
            if s.opensFrame && s.kind != .global { depth += 1 }
            current = s.parent
        }
        if let computed = computedGlobals[name] { return .computedGlobal(get: computed.get, set: computed.set) }
        if let functions = globalFunctions[name] { return .functions(functions) }
        if let type = enclosingNestedType(name) ?? types[name] { return .type(type) }
        return nil
    }

    /// A name found in `found`, beyond capture lists' scopes: each closure it was passed by uses
    /// a variable of the scopes around it.
    private func notePassedProbes(from start: Scope, to found: Scope, isConstant: Bool) {
        var current: Scope? = start
        while let s = current, s !== found {
            for probe in captureProbes where probe.scope === s {
                probe.usesEnclosingLocals = true
                if !isConstant { probe.usesEnclosingVariables = true }
            }
            current = s.parent
        }
    }

    /// Inside a type's methods, a type nested in it (or in the types around it) by its own name:
    /// `Kind` in `Outer` is `Outer.Kind`, whatever other `Kind` the file has.
    private func enclosingNestedType(_ name: String) -> TypeInfo? {
        guard !qualifiedTypes.isEmpty else { return nil }
        var current: Scope? = scope
        while let s = current {
            if let type = s.selfType, s.kind == .function {
                var path: String? = type.localPath
                while let outer = path {
                    if let nested = qualifiedTypes[outer + "." + name] { return nested }
                    path = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
                }
                return nil
            }
            current = s.parent
        }
        return nil
    }

    /// The type nested in `outer` under `name` (`Outer.Kind`), if any.
    func nestedType(_ name: String, in outer: TypeInfo) -> TypeInfo? {
        qualifiedTypes[outer.localPath + "." + name]
    }

    /// Every type, including nested ones whose plain name another type has.
    var allTypes: [TypeInfo] {
        // Each once: an alias names its type under a second name (`typealias State = UIApplicationState`).
        var seen = Set<ObjectIdentifier>()
        var all: [TypeInfo] = []
        for type in Array(types.values) + Array(qualifiedTypes.values) where seen.insert(ObjectIdentifier(type)).inserted { all.append(type) }
        return all
    }

    /// `self` of the innermost method, as (frames up, slot 0).
    func resolveSelf() -> (depth: Int, type: TypeInfo)? {
        var current: Scope? = scope
        var depth = 0
        while let s = current {
            if let type = s.selfType, s.kind == .function {
                if depth > 0 { s.layout.captured.insert(0) }
                return (depth, type)
            }
            if s.opensFrame && s.kind != .global { depth += 1 }
            current = s.parent
        }
        return nil
    }

    /// What `self` is known to be besides the protocol, in a protocol extension's method: the
    /// extension's `where Self: C` types (a class, or a protocol) and what the protocol refines,
    /// with the protocols those refine or conform to (their extensions' members are `self`'s too).
    func constraintClosure(_ written: [TypeInfo], of proto: TypeInfo) -> [TypeInfo] {
        var pending = written + proto.refinedProtocols.compactMap { types[$0] }
        guard !pending.isEmpty else { return [] }
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(proto)])
        var closure: [TypeInfo] = []
        while let type = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            closure.append(type)
            if type.kind == .protocolType { pending += type.refinedProtocols.compactMap { types[$0] } }
            pending += type.allConformances.compactMap { types[$0] }
        }
        return closure
    }

    /// Every name visible from here, for "did you mean".
    func visibleNames() -> [String] {
        var names: [String] = []
        var current: Scope? = scope
        while let s = current {
            names += s.names.keys
            if let type = s.selfType { names += type.allMemberNames + type.fieldNames }
            current = s.parent
        }
        return names + globalFunctions.keys + types.keys
    }
}

extension Resolver {
    /// Whether a protocol `type` adopts gives it the member `name` in an extension: called by its
    /// bare name inside the type's own methods (`hi()` for `extension P { func hi() }`).
    func conformedDefault(_ name: String, of type: TypeInfo) -> Bool {
        type.allConformances.contains { (types[$0]?.protocolDefaults[name]).map { _ in true } ?? false }
    }
}
