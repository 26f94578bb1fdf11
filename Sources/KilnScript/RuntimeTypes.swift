// What the runtime knows about a type: its members by name, its stored fields by slot, its cases.
// Script types, library types and native types registered by the embedder all use `TypeInfo`,
// so member lookup is one mechanism for all of them.

/// A script-visible type.
public final class TypeInfo {
    public enum Kind { case builtin, structure, classType, enumeration, protocolType }

    public let name: String
    public let kind: Kind
    /// The module a script type belongs to; Swift prints it in debug descriptions (`main.Point`).
    let module: String?
    @exclusivity(unchecked) public internal(set) var superclass: TypeInfo?
    /// Instance members by base name; several entries are overloads told apart by argument labels.
    @exclusivity(unchecked) var members: [String: [Member]] = [:]
    /// `static` / `class` members by base name.
    @exclusivity(unchecked) var staticMembers: [String: [Member]] = [:]
    /// Initializers (`init(...)`), told apart by argument labels.
    @exclusivity(unchecked) var initializers: [Member] = []
    /// A `private` stored property named as one the superclass keeps (its own `private var x`):
    /// the name it is stored and looked up under in this class's code (PrivateStorage.swift).
    @exclusivity(unchecked) var privateStorageNames: [String: String] = [:]
    /// Stored properties in layout order (inherited ones first for classes).
    @exclusivity(unchecked) var fieldNames: [String] = []
    /// How each stored property starts before an initializer runs (`var x = 0`), if it has a default.
    @exclusivity(unchecked) var fieldDefaults: [Eval?] = []
    /// Whether each stored property is a `var` (memberwise inits take them all; `let` with a default
    /// is left out).
    @exclusivity(unchecked) var fieldIsLet: [Bool] = []
    /// The stored properties declared `weak` (see WeakReferences.swift).
    @exclusivity(unchecked) var weakFields: Set<Int> = []
    /// Those of them declared `unowned`: read as the object itself, a fault once it is gone.
    @exclusivity(unchecked) var unownedFields: Set<Int> = []
    /// The declared Optional depth of each stored property (0 for non-optional).
    @exclusivity(unchecked) var fieldConversion: [Conversion] = []
    /// The declared type of each stored property, for native coders (see `StoredProperties.swift`).
    @exclusivity(unchecked) var fieldTypes: [DeclaredType?] = []
    /// What each stored property's declared type says of a trailing closure given to the
    /// memberwise initializer for it (TrailingClosures.swift); absent when not written.
    @exclusivity(unchecked) var fieldClosureFits: [Int: Parameter.ClosureFit] = [:]
    /// `lazy var` initializers by field index: run on first read, given `self`.
    @exclusivity(unchecked) var lazyFields: [Int: (Value) throws -> Value] = [:]
    /// Property wrappers' storage by field index: what the memberwise initializer takes for it
    /// (PropertyWrappers.swift).
    @exclusivity(unchecked) var wrappedFields: [Int: WrappedField] = [:]
    @exclusivity(unchecked) var cases: [EnumCase] = []
    /// `@dynamicMemberLookup`'s `subscript(dynamicMember:)`: whether it takes a key path (else a
    /// String); nil when the type has none (see KeyPaths.swift).
    @exclusivity(unchecked) var dynamicMemberTakesKeyPath: Bool?
    /// For `Array<Int>` made by `type(of:)`: the plain library type (StaticTypeNames.swift).
    @exclusivity(unchecked) var genericBase: TypeInfo?
    /// For `Array<String>` written as a value (`[String].self`): its arguments' metatypes (StandardTypeValues.swift).
    @exclusivity(unchecked) var typeArgumentValues: [Value]?
    /// A generic struct's parameters (`Element` of `Stack<Element>`), told from its stored
    /// properties when it is printed (StaticTypeNames.swift).
    @exclusivity(unchecked) var genericParameters: [String] = []
    /// For a library class that boxes one of Swift's values (`Interpreter.Options.bridgeBoxes`):
    /// whether the stored property `__value` holds it, which casts see instead of the box.
    @exclusivity(unchecked) var bridgesValue = false
    var bridgedValueSlot: Int? { bridgesValue ? fieldNames.firstIndex(of: "__value") : nil }
    /// Names of the protocols this type conforms to, directly or through its superclass.
    @exclusivity(unchecked) var conformances: Set<String> = []
    /// Of those, the ones a script extension declares with a `where` clause (`extension Box: Shape
    /// where T: Shape`): whether a value has them depends on its type's arguments. Each with its
    /// requirements as (generic parameter's position, protocol), nil where Kiln cannot test them.
    @exclusivity(unchecked) var conditionalConformances: [String: [(parameter: Int, protocolName: String)]?] = [:]
    /// For a protocol: its extension's members, copied into conforming types that lack them.
    @exclusivity(unchecked) var protocolDefaults: [String: [Member]] = [:]
    /// For a protocol: the names of its required members (found on `self` in its extensions).
    @exclusivity(unchecked) var requirements: Set<String> = []
    /// For a protocol: the protocols it refines (`protocol P: Q`), whose requirements its
    /// extensions also find on `self`.
    @exclusivity(unchecked) var refinedProtocols: [String] = []
    /// `deinit` of a script class, run when the last reference goes away.
    @exclusivity(unchecked) var deinitializer: FunctionCode?
    /// Set for classes with a `deinit` (on them and their subclasses), so instances can run it.
    weak var runtime: Runtime?
    /// Set when the type declares its own `==`, `hash(into:)` or `hashValue`: the run whose code
    /// Set members and Dictionary keys of the type are compared and hashed with (ScriptHashing.swift).
    weak var customHashingRun: Runtime?
    /// Whether `customHashingRun` is set (checked before the weak reference is loaded).
    @exclusivity(unchecked) var hasCustomHashing = false
    var customHashing: Runtime? { hasCustomHashing ? customHashingRun : nil }
    /// Whether this class or a superclass has a `deinit` (checked before the weak `runtime`).
    @exclusivity(unchecked) var hasDeinit = false
    /// Declared in the library lines (Kiln's Foundation/UIKit prelude), not by the script.
    @exclusivity(unchecked) var isLibrary = false
    /// `willSet`/`didSet` of stored properties, by field index.
    @exclusivity(unchecked) var observers: [Int: (willSet: FunctionCode?, didSet: FunctionCode?)] = [:]

    init(name: String, kind: Kind, module: String?) {
        self.name = name
        self.kind = kind
        self.module = module
    }

    /// For a nested type, the names of the types around it (`Outer` for `Outer.Kind`).
    @exclusivity(unchecked) var enclosingName: String?

    /// `main.Point`, `main.Outer.Kind`: how Swift names the type in debug output.
    var qualifiedName: String {
        // `extension Int { enum Kind }`: Swift names the extension's module before the library's.
        if let module, let library = extendedLibraryModule { return "(extension in \(module)):\(library).\(localPath)" }
        // `Box<Error>` inside an Optional or array: `Box<Swift.Error>`, as the standard library's protocols print.
        if module == nil, kind == .protocolType, TypeInfo.standardProtocols.contains(name) { return "Swift.\(name)" }
        return module.map { "\($0).\(localPath)" } ?? localPath
    }

    /// The standard library's protocols Kiln declares without a module (Library.swift).
    static let standardProtocols: Set<String> = ["Error", "Equatable", "Hashable", "Comparable", "CustomStringConvertible",
                                                 "CustomDebugStringConvertible", "CaseIterable", "Identifiable"]

    /// For a script type nested in an extension of a standard library type (`Int.Kind`): "Swift".
    @exclusivity(unchecked) var extendedLibraryModule: String?

    /// `Outer.Kind`: the type's name inside its module.
    var localPath: String { enclosingName.map { "\($0).\(name)" } ?? name }

    func isSubclass(of other: TypeInfo) -> Bool {
        var type: TypeInfo? = self
        while let current = type {
            if current === other { return true }
            type = current.superclass
        }
        return false
    }

    func conforms(to protocolName: String) -> Bool {
        var type: TypeInfo? = self
        while let current = type {
            if current.conformances.contains(protocolName) { return true }
            type = current.superclass
        }
        return false
    }

    /// The members named `name`, searching superclasses and protocol extensions.
    func lookup(_ name: String) -> [Member]? {
        var type: TypeInfo? = self
        while let current = type {
            if let found = current.members[name] { return found }
            type = current.superclass
        }
        return nil
    }

    func lookupStatic(_ name: String) -> [Member]? {
        var type: TypeInfo? = self
        while let current = type {
            if let found = current.staticMembers[name] { return found }
            type = current.superclass
        }
        return nil
    }

    /// Drops what the type holds of a run (compiled members, defaults, its superclass): they
    /// capture the run's frames and types, and the cycle would outlive the run.
    func releaseDefinitions() {
        members = [:]
        staticMembers = [:]
        initializers = []
        protocolDefaults = [:]
        fieldDefaults = []
        lazyFields = [:]
        observers = [:]
        deinitializer = nil
        superclass = nil
    }

    func fieldIndex(_ name: String) -> Int? { fieldNames.firstIndex(of: name) }

    /// Protocols this type and its superclasses conform to.
    var allConformances: Set<String> {
        var names: Set<String> = []
        var type: TypeInfo? = self
        while let current = type {
            names.formUnion(current.conformances)
            type = current.superclass
        }
        return names
    }

    func caseIndex(_ name: String) -> Int? { cases.firstIndex { $0.name == name } }

    /// Every member name, for "did you mean" suggestions.
    var allMemberNames: [String] {
        var names: [String] = []
        var type: TypeInfo? = self
        while let current = type {
            names += Array(current.members.keys) + Array(current.staticMembers.keys) + current.cases.map(\.name)
            type = current.superclass
        }
        return names
    }
}

/// One case of an enum.
struct EnumCase {
    let name: String
    /// Labels of the associated values (nil where unlabeled); empty when the case has none.
    let labels: [String?]
    let rawValue: Value?
    var conversions: [Conversion] = []
    /// The associated values' declared types (what a synthesized Codable decodes them as).
    var payloadTypes: [DeclaredType?] = []
}

/// A member of a type.
enum Member {
    /// A stored property at a field slot.
    case stored(name: String, index: Int)
    /// A computed property (script or native getter; optional setter).
    case computed(name: String, get: FunctionCode, set: FunctionCode?)
    /// A method or initializer; `mutating` methods of value types get `self` in-out.
    case method(FunctionCode)
    /// A static stored property, kept in a global cell.
    case staticStored(name: String, cell: Cell)

    var function: FunctionCode? {
        if case .method(let code) = self { return code }
        return nil
    }

    /// A `static` (or `class`) method or computed property: a protocol extension's defaults
    /// keep both kinds in one table.
    var isStatic: Bool {
        switch self {
        case .method(let code), .computed(_, let code, _): return code.isStatic
        case .staticStored: return true
        case .stored: return false
        }
    }
}

/// A mutable box for static properties and captured globals.
final class Cell {
    @exclusivity(unchecked) var value: Value
    /// For `static var x = expensive()` the initializer runs on first use, as in Swift.
    @exclusivity(unchecked) var lazyInit: Eval?
    /// The initializer as declared, kept so that ``reset()`` can make the value start again.
    private let initializer: Eval?
    init(_ value: Value, lazyInit: Eval? = nil) {
        self.value = value
        self.lazyInit = lazyInit
        self.initializer = lazyInit
    }

    /// Forgets the value: the initializer runs again on next use, as in a new process.
    func reset() {
        guard let initializer else { return }
        value = .void
        lazyInit = initializer
    }
}

/// A parameter of a function.
struct Parameter {
    /// The argument label callers write (`nil` for `_`).
    let label: String?
    let defaultValue: Eval?
    let isVariadic: Bool
    let isInout: Bool
    /// `@autoclosure`: the caller's expression is passed unevaluated, as a closure.
    var isAutoclosure = false
    /// A default of `#line`, `#function`, …: its value at the call site.
    var callerLiteral: ((Location) -> Value)?
    /// Whether its declared type takes a trailing closure (TrailingClosures.swift).
    var closureFit = ClosureFit.unknown

    init(label: String?, defaultValue: Eval? = nil, isVariadic: Bool = false, isInout: Bool = false) {
        self.label = label
        self.defaultValue = defaultValue
        self.isVariadic = isVariadic
        self.isInout = isInout
    }
}

/// The body of a callable thing: a compiled script function or a native Swift closure.
final class FunctionCode {
    let name: String
    @exclusivity(unchecked) var parameters: [Parameter] {
        didSet { plainArity = FunctionCode.plainArity(of: parameters) }
    }
    /// How many arguments a call passes straight into the frame: the parameter count, or -1 when
    /// one is variadic (its arguments are gathered into an array first). Checked by the calls of
    /// function values (`Runtime.callValue(_:_:at:)`) instead of the parameters themselves.
    @exclusivity(unchecked) private(set) var plainArity = 0
    /// Slots the function's frame needs (self, parameters, locals).
    @exclusivity(unchecked) var frameSize: Int = 0 {
        didSet { if frameSize != oldValue { spareFrame = nil } }
    }
    /// Compiled body; set after the whole program is declared, so functions can call each other.
    /// The compiled body; `{ _ in .next }` until it is compiled. Not optional: a closure kept in
    /// an Optional is called through a reabstraction thunk, which the hottest call in the
    /// interpreter cannot afford.
    @exclusivity(unchecked) var body: Exec = { _ in .next } {
        didSet {
            hasBody = true
            // The box the call path runs, without retaining it (`runBody`). A body replaced while
            // it runs (a lazy body's stand-in compiling the real one) stays alive in `retired`.
            if let old = bodyBox { retired.append(old) }
            let box = ExecBox(body)
            bodyBox = box
            bodyReference = Unmanaged.passUnretained(box)
        }
    }
    @exclusivity(unchecked) private(set) var hasBody = false
    @exclusivity(unchecked) private var bodyBox: ExecBox?
    @exclusivity(unchecked) private var retired: [ExecBox] = []
    @exclusivity(unchecked) private var bodyReference: Unmanaged<ExecBox>?

    /// Runs the body in `frame`: the body's closure is called without a retain and a release of
    /// its context (it is kept by `bodyBox`, or by `retired` once replaced).
    @inline(__always)
    func runBody(_ frame: Frame) throws -> Flow {
        guard let reference = bodyReference else { return .next }
        return try reference._withUnsafeGuaranteedRef { try $0.run(frame) }
    }
    /// A frame of `frameSize` slots kept from this function's last call, whose parent is the
    /// globals: a call from a site that knows its callee takes it before the pool (`Runtime.callFrame`).
    @exclusivity(unchecked) var spareFrame: Frame?
    /// A library declaration of an old spelling (`insert(_:atIndex:)`): never the overload a
    /// mistaken call's message explains itself by.
    var isOldSpelling = false
    /// Generic parameters only the result type names (ResultTypeGenerics.swift).
    @exclusivity(unchecked) var resultGenerics: ResultGenerics?
    /// A closure whose body is one expression (`{ $0 < $1 }`): that expression, which
    /// `Runtime.evaluate` calls for its value without the `Flow` a body returns. Set with `body`
    /// by `setExpressionBody`.
    @exclusivity(unchecked) private(set) var hasExpressionBody = false
    /// The expression, run borrowed as the body is (`runExpression`); a replaced one stays alive.
    @exclusivity(unchecked) private var expressionBoxes: [EvalBox] = []
    @exclusivity(unchecked) private var expressionReference: Unmanaged<EvalBox>?

    func setExpressionBody(_ expression: @escaping Eval) {
        body = { frame in .returned(try expression(frame)) }
        let box = EvalBox(expression)
        expressionBoxes.append(box)
        expressionReference = Unmanaged.passUnretained(box)
        hasExpressionBody = true
    }

    /// The expression body's value in `frame`, its closure called without a retain and a release
    /// of its context.
    @inline(__always)
    func runExpression(_ frame: Frame) throws -> Value {
        guard let reference = expressionReference else { return .void }
        return try reference._withUnsafeGuaranteedRef { try $0.run(frame) }
    }

    /// Whether `expressionBody` gives a call's result as it is: an expression body, and no
    /// conversions of the parameters or the result.
    var returnsExpressionValue: Bool { hasExpressionBody && !convertsParameters && !convertsResult && !isInitializer }
    /// Native implementation: receives `self` (in-out, for mutating members) and the arguments.
    @exclusivity(unchecked) var native: ((inout Value, [Value]) throws -> Value)? {
        didSet { isNative = native != nil }
    }
    /// A native member with `inout` parameters (`formIndex(after: &i)`): it changes the arguments
    /// in place, and a call with `&x` arguments stores them back (`Runtime.callWithInout`).
    @exclusivity(unchecked) var nativeInout: ((inout Value, inout [Value]) throws -> Value)?
    /// A native method of one argument, called with the argument alone (no arguments array):
    /// set beside `native` for the hot ones (`Library.method(_:_:label:mutating:_:)`). On a
    /// library initializer (`Library.initializer(_:_:)`, `Int(x)`), `self` is unused.
    @exclusivity(unchecked) var nativeUnary: ((inout Value, Value) throws -> Value)? {
        didSet { unaryMethod = nativeUnary.map(UnaryMethod.init) }
    }
    /// `nativeUnary` held by a class, for call sites that run it borrowed (InPlaceCalls.swift).
    @exclusivity(unchecked) private(set) var unaryMethod: UnaryMethod?
    /// A library function reading its arguments' text: a Substring among them is given to it as a
    /// String (Substrings.swift). Script code, and library code that stores what it is given
    /// (`append`, `insert`), keeps the Substring.
    @exclusivity(unchecked) var demotesSubstrings = false
    /// A library property's getter (`Library.property`: `count`, `isUppercase`), given `self`
    /// borrowed: a member read that found it before calls it with no copy of `self`.
    @exclusivity(unchecked) var nativeGetter: ((Value) throws -> Value)?
    /// An operator used as a function (`reduce(0, +)`, `sort(by: >)`): its two operands, with no
    /// arguments array.
    @exclusivity(unchecked) var nativeBinary: ((Value, Value) throws -> Value)?
    /// Checked on the call path instead of loading the optional closure.
    @exclusivity(unchecked) private(set) var isNative = false
    /// Whether slot 0 holds `self`.
    @exclusivity(unchecked) var hasSelf: Bool
    @exclusivity(unchecked) var isMutating: Bool
    @exclusivity(unchecked) var isStatic: Bool = false
    @exclusivity(unchecked) var throwsErrors: Bool = false
    /// `init?`: the result is an Optional, nil when the body returns nil.
    @exclusivity(unchecked) var isFailable: Bool = false
    /// `init!`: nil when the body returns nil, else the instance itself (implicitly unwrapped).
    @exclusivity(unchecked) var isImplicitlyFailable: Bool = false
    /// A class's `convenience init` (inherited when a subclass overrides every designated one).
    @exclusivity(unchecked) var isConvenienceInit: Bool = false
    /// A writable key path's steps (`\P.tags.count`, `\[Int].[0]`), which `value[keyPath:]` reads and writes.
    @exclusivity(unchecked) var keyPathSteps: [KeyPathStep]?
    /// A function's declared parameter types by name, which choose among overloads of one name
    /// and labels (OperatorOverloads.swift).
    @exclusivity(unchecked) var parameterTypeNames: [String?]?
    /// A closure's `[weak x]` / `[unowned self]` captures: slots of its capture frame holding
    /// boxes, opened on each call (`CaptureLists.swift`).
    @exclusivity(unchecked) var weakCaptures: [(slot: Int, isUnowned: Bool, isSelf: Bool)] = []
    /// Parameters declared `T?`: (slot, depth), promoted on entry.
    @exclusivity(unchecked) var parameterConversions: [(slot: Int, conversion: Conversion)] = [] {
        didSet { convertsParameters = !parameterConversions.isEmpty }
    }
    /// What the declared return type does to returned values.
    @exclusivity(unchecked) var returnConversion = Conversion() {
        didSet { convertsResult = !returnConversion.isIdentity || returnTupleLabels != nil }
    }
    /// The labels of a declared tuple return type (`-> (min: Int, max: Int)`), given to the result.
    @exclusivity(unchecked) var returnTupleLabels: [String?]? {
        didSet { convertsResult = !returnConversion.isIdentity || returnTupleLabels != nil }
    }
    /// Flags the call path checks instead of the collections above.
    @exclusivity(unchecked) private(set) var convertsParameters = false
    @exclusivity(unchecked) private(set) var convertsResult = false
    let isInitializer: Bool
    /// The `init()` Swift gives a type without initializers of its own: it returns the blank
    /// instance unchanged, so construction can skip the call.
    @exclusivity(unchecked) var isImplicitEmptyInit = false
    /// Where the function was declared, for stack traces and notes.
    @exclusivity(unchecked) var location: Location?

    init(name: String, parameters: [Parameter], hasSelf: Bool, isMutating: Bool = false) {
        self.name = name
        isInitializer = name == "init"
        self.parameters = parameters
        self.hasSelf = hasSelf
        self.isMutating = isMutating
        plainArity = FunctionCode.plainArity(of: parameters)
    }

    private static func plainArity(of parameters: [Parameter]) -> Int {
        parameters.contains { $0.isVariadic } ? -1 : parameters.count
    }

    /// Swift's name for the function, `greet(person:)`.
    var selector: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

extension Value {
    /// Whether the value holds no reference (a number, a Bool, `()`, `nil`, an Int range): one
    /// stored over it needs no release first.
    @inline(__always)
    var holdsNoReference: Bool {
        switch self {
        case .void, .int, .double, .fixed, .float, .bool, .none, .range: return true
        default: return false
        }
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// A copy of the value stored here (a variable read): an Int, a Double or a Bool copied with no
    /// call to the general copy, which checks for references to retain.
    @inline(__always)
    var copiedValue: Value {
        switch pointee {
        case .int(let x): return .int(x)
        case .double(let x): return .double(x)
        case .bool(let x): return .bool(x)
        default: return pointee
        }
    }
}

/// A compiled body held by a class, so the call path can run it borrowed (`FunctionCode.runBody`).
final class ExecBox {
    let run: Exec
    init(_ run: @escaping Exec) { self.run = run }
}

/// A compiled expression held by a class, run borrowed (`FunctionCode.runExpression`).
final class EvalBox {
    let run: Eval
    init(_ run: @escaping Eval) { self.run = run }
}

/// What a frame records besides its slots.
struct FrameHeader {
    let count: Int
    var parent: Frame?
    /// A method's frame that a `[weak self]` closure shares (for a `var` of the method): its
    /// `self` is let go when the method returns (CaptureLists.swift).
    var releasesSelfOnReturn = false
    /// Set when a closure or local function is made in the frame: the layout of the code that
    /// runs in it, whose uncaptured slots its call lets go when it returns (`Runtime.recycle`).
    var capturedBy: FrameLayout?
}

/// The slots of one function call (or of one block whose variables closures capture).
///
/// One allocation holds the header and the slots (a `ManagedBuffer`), and slots are reached
/// through a pointer: a frame never changes size, and the pointer spares every variable access the
/// exclusivity and uniqueness checks a Swift array would make.
final class Frame: ManagedBuffer<FrameHeader, Value> {
    /// A frame of `size` slots, all `()`.
    static func make(size: Int, parent: Frame?) -> Frame {
        let buffer = Frame.create(minimumCapacity: max(size, 1)) { _ in FrameHeader(count: size, parent: parent) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: size) }
        return frame
    }

    deinit {
        // Last slot first: Swift releases a scope's locals in the reverse order of their declarations.
        withUnsafeMutablePointers { header, elements in
            var i = header.pointee.count
            while i > 0 {
                i -= 1
                (elements + i).deinitialize(count: 1)
            }
        }
    }

    /// The slots (valid while the frame lives).
    @inline(__always)
    var slots: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToElements { $0 } }

    // The header is reached through its pointer, not `header`: ManagedBuffer's `header` is a
    // class property, and every access to it would go through a dynamic exclusivity check.
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// The frame a closure was created in: captured variables are found by walking up.
    @inline(__always)
    var parent: Frame? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.parent } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.parent = newValue } }
    }

    var releasesSelfOnReturn: Bool {
        get { withUnsafeMutablePointerToHeader { $0.pointee.releasesSelfOnReturn } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.releasesSelfOnReturn = newValue } }
    }

    var capturedBy: FrameLayout? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.capturedBy } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.capturedBy = newValue } }
    }

    /// At the end of the call or block the frame is for: when a closure or local function made in
    /// it was kept, the slots none of them uses are let go (what the frame alone held dies here, as
    /// Swift's locals do; the rest lives with the closures).
    @inline(__always)
    func releaseUncaptured() {
        guard let layout = capturedBy else { return }
        let slots = self.slots, count = self.count
        for slot in layout.uncapturedSlots where slot < count { slots[slot] = .void }
    }

    /// Records that a closure or local function of code laid out by `layout` holds this frame.
    @inline(__always)
    func noteCaptured(by layout: FrameLayout) {
        withUnsafeMutablePointerToHeader { header in
            if header.pointee.capturedBy !== layout { header.pointee.capturedBy = layout }
        }
    }

    /// Whether `frame` is the parent, compared without retaining either.
    @inline(__always)
    func hasParent(_ frame: Frame) -> Bool {
        withUnsafeMutablePointerToHeader { header in
            guard let parent = header.pointee.parent else { return false }
            return ObjectIdentifier(parent) == ObjectIdentifier(frame)
        }
    }

    /// Sets every slot to `()`, releasing what the frame held (a number or a Bool is simply
    /// overwritten: nothing to release).
    @inline(__always)
    func clear() {
        let slots = self.slots
        var i = count
        while i > 0 {
            i -= 1
            if slots[i].holdsNoReference { (slots + i).initialize(to: .void) } else { slots[i] = .void }
        }
    }

    @inline(__always)
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        var remaining = depth
        while remaining > 0, let up = frame.parent {
            frame = up
            remaining -= 1
        }
        return frame
    }
}

/// A line and column in the script (1-based, as the compiler prints them).
public struct Location: Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// Evaluates an expression in a frame.
typealias Eval = (Frame) throws -> Value

/// What a statement did: go on, leave a loop, or return.
enum Flow {
    case next
    case breakLoop(String?)
    case continueLoop(String?)
    case returned(Value)
    /// `fallthrough`: run the next case's body.
    case fallThrough
}

/// Runs a statement in a frame.
typealias Exec = (Frame) throws -> Flow
