// Native types and functions that Swift code (KilnFoundation, tests) gives to scripts.

/// What native code can do while a script runs: call back into script objects, report faults.
public final class NativeContext {
    let runtime: Runtime
    init(runtime: Runtime) { self.runtime = runtime }

    /// Calls the script method `name` (labels as written, e.g. `["with"]` for `encode(with:)`) on `receiver`.
    public func callMethod(_ name: String, labels: [String?], on receiver: Value, arguments: [Value]) throws -> Value {
        let cache = memberCache(CallKey(name: name, labels: labels))
        let site = runtime.currentLocation
        let (member, plan) = try runtime.findMethod(on: receiver, name, labels: labels, cache: cache, at: site)
        var selfValue = receiver
        return try runtime.invoke(member, plan: plan, on: &selfValue, arguments: arguments, at: site)
    }

    /// Calls a script function value (a closure passed to native code).
    public func call(_ function: Value, arguments: [Value]) throws -> Value {
        try runtime.callValue(function, arguments: arguments, at: runtime.currentLocation)
    }

    /// Reads a property (stored or computed) of a script or native value.
    public func property(_ name: String, of value: Value) throws -> Value {
        try runtime.getMember(value, name, cache: MemberCache(), at: runtime.currentLocation)
    }

    /// Sets a property of a script object (class instances; value types are copies).
    public func setProperty(_ name: String, of value: Value, to newValue: Value) throws {
        var receiver = value
        _ = try runtime.modifyMember(&receiver, name, cache: MemberCache(), at: runtime.currentLocation) { stored in
            stored = newValue
            return .void
        }
    }

    /// Creates an instance of a type by name, as `Name(label: argument, …)` would: what an
    /// unarchiver does to revive `Module.ChecklistItem` through `init(coder:)`. Accepts the plain
    /// or the module-qualified name. `allocated` is told of a class's instance before its
    /// initializer runs, so that references back to it (a cycle in the archive) find it.
    public func construct(_ typeName: String, labels: [String?], arguments: [Value],
                          allocated: ((Value) -> Void)? = nil) throws -> Value {
        let plain = typeName.hasPrefix(runtime.moduleName + ".") ? String(typeName.dropFirst(runtime.moduleName.count + 1)) : typeName
        guard let type = runtime.scriptTypes[plain] else { throw runtime.fault("no type named '\(typeName)'", at: nil) }
        return try runtime.construct(type, labels: labels, arguments: arguments, cache: memberCache(CallKey(name: "init " + plain, labels: labels)),
                                     frame: runtime.globals, at: runtime.currentLocation, allocated: allocated)
    }

    /// A call native code makes again and again (a coder's `encode(with:)` on each object, an
    /// unarchiver's `init(coder:)`): what a call site in the script keeps, kept here by method
    /// and labels, so the method is looked up once per receiver type.
    private struct CallKey: Hashable {
        let name: String
        let labels: [String?]
    }
    private var callCaches: [CallKey: MemberCache] = [:]

    /// The cache found last, asked before the table (an archive encodes and decodes its objects
    /// one after another: the same call again and again, whose key hashing cost hundreds of
    /// instructions each).
    @exclusivity(unchecked) private var lastCall: (key: CallKey, cache: MemberCache)?

    private func memberCache(_ key: CallKey) -> MemberCache {
        if let last = lastCall, last.key.name == key.name, last.key.labels == key.labels { return last.cache }
        if let known = callCaches[key] {
            lastCall = (key, known)
            return known
        }
        let cache = MemberCache()
        callCaches[key] = cache
        lastCall = (key, cache)
        return cache
    }

    /// The name Swift gives the value's type in archives and debug output (`main.ChecklistItem`);
    /// for a type passed as a value (`Item.self`), that type's name.
    public func qualifiedTypeName(of value: Value) -> String {
        switch value {
        case .object(let instance): return instance.type.qualifiedName
        case .structValue(let type, _), .enumCase(let type, _, _), .metatype(let type): return type.qualifiedName
        default: return typeName(of: value)
        }
    }

    /// `error as NSError` of a script's own error value: its domain, code and userInfo entries
    /// (ErrorDescriptions.swift).
    public func bridgedErrorParts(of value: Value) throws -> (domain: String, code: Int, userInfo: [(String, Value)]) {
        try runtime.bridgedErrorParts(of: value, at: runtime.currentLocation)
    }

    /// Whether `value`'s type has a method named `name` (for `responds(to:)` and `#selector` targets).
    public func responds(_ value: Value, to name: String) -> Bool {
        runtime.typeInfo(of: value).lookup(name) != nil
    }

    /// The argument labels of each overload of the method `name` of `value`'s type (its static
    /// methods, for a type): `[[nil, "didFinishLaunchingWithOptions"]]`. For calling a method the
    /// script may spell in an older Swift.
    public func methodLabels(_ name: String, of value: Value) -> [[String?]] {
        methods(name, of: value).map { $0.parameters.map(\.label) }
    }

    /// Whether a call of `name` with `labels` fits a method of `value` (defaults and variadics
    /// counted, as the call would).
    public func responds(_ value: Value, to name: String, labels: [String?]) -> Bool {
        methods(name, of: value).contains { ArgumentPlan(labels: labels, parameters: $0.parameters) != nil }
    }

    private func methods(_ name: String, of value: Value) -> [FunctionCode] {
        let type = runtime.typeInfo(of: value)
        let members: [Member]?
        if case .metatype = value { members = type.lookupStatic(name) } else { members = type.lookup(name) ?? type.protocolDefaults[name] }
        return (members ?? []).compactMap(\.function)
    }

    /// An error that stops the script at the current statement, like a failed precondition.
    public func fault(_ message: String) -> Error { runtime.fault(message, at: nil) }

    /// A Swift error for native code to throw: the script's `do`/`catch` and `try?` catch
    /// `value` (a script value whose type adopts `Error`, such as one made with `construct`) as
    /// they catch an error a throwing function of the script raised.
    ///
    ///     let error = try context.construct("NSError", labels: ["domain", "code", "userInfo"], arguments: …)
    ///     throw context.error(error)
    public func error(_ value: Value) -> Error { ScriptError(value: value, location: scriptLocation) }

    /// A note shown with the run's diagnostics, at the script's line that led to this call.
    public func note(_ message: String) { diagnose(.note, message) }

    /// A warning shown with the run's diagnostics, at the script's line that led to this call.
    public func warning(_ message: String) { diagnose(.warning, message) }

    private func diagnose(_ severity: Diagnostic.Severity, _ message: String) {
        let location = scriptLocation
        guard !runtime.notes.contains(where: { $0.message == message && $0.location == location }) else { return }
        // The interpreter gives it the file's name when the run ends.
        runtime.notes.append(Diagnostic(severity: severity, message: message, fileName: "", location: location))
    }

    /// Where the script is: the statement or call being run, or, inside the embedder's library
    /// lines (`Interpreter.Options.libraryLineCount`), the innermost call from the script's own.
    public var scriptLocation: Location {
        let libraryLines = runtime.options.libraryLineCount
        let current = runtime.currentLocation
        guard current.line <= libraryLines else { return current }
        return runtime.callStack.last { $0.callSite.line > libraryLines }?.callSite ?? current
    }

    /// `print`'s text for a value.
    public func describe(_ value: Value) throws -> String { try runtime.describe(value, at: runtime.currentLocation) }

    /// Writes to the script's output; past the run's output limit, stops the script.
    public func write(_ text: String) throws { try runtime.write(text) }

    /// Stops the script if one of its limits (time, memory, Ctrl-C) has been passed: native code
    /// that loops over many elements calls this between them.
    public func checkLimits() throws { try runtime.checkLimits(at: nil) }

    /// Checks, before making it, an allocation of `bytes` on the script's behalf (a `Data` of a
    /// million bytes): stops the script if it would take the run past its memory limit.
    public func checkAllocation(bytes: Int) throws { try runtime.checkSize(0, adding: bytes, at: nil) }

    /// Forgets the values of the static stored properties of the named types: each runs its
    /// initializer again on next use, as in a new process. (An app's statics start again when
    /// iOS ends the app and it is launched anew.)
    public func resetStaticProperties(ofTypes typeNames: Set<String>) {
        for (typeName, cell) in runtime.staticCells where typeNames.contains(typeName) { cell.reset() }
    }
}

/// A native method, initializer or function body: the context, `self` (the instance, or the type
/// for static members) and the arguments in parameter order.
public typealias NativeBody = (NativeContext, inout Value, [Value]) throws -> Value

/// A type implemented in Swift and visible to scripts: a class scripts can subclass, or a protocol.
///
///     var counter = NativeType(name: "Counter")
///     counter.initializer(labels: []) { _, selfValue, _ in
///         if case .object(let instance) = selfValue { instance.native = Box(0) }
///         return selfValue
///     }
///     counter.method("increment", labels: []) { … }
///     interpreter.register(counter)
public struct NativeType {
    public enum Kind { case classType, protocolType }

    public let name: String
    public var kind: Kind
    /// The name of a native class registered earlier that this one inherits from.
    public var superclassName: String?
    /// Protocols (native or script) this type conforms to.
    public var conformances: [String]
    fileprivate var initializers: [(labels: [String?], body: NativeBody)] = []
    fileprivate var methods: [(name: String, labels: [String?], isStatic: Bool, body: NativeBody)] = []
    fileprivate var properties: [(name: String, isStatic: Bool, get: NativeBody, set: NativeBody?)] = []

    public init(name: String, kind: Kind = .classType, superclassName: String? = nil, conformances: [String] = []) {
        self.name = name
        self.kind = kind
        self.superclassName = superclassName
        self.conformances = conformances
    }

    /// `init(labels…)`: `self` is the new instance (of the script subclass, when one calls `super.init`).
    public mutating func initializer(labels: [String?], _ body: @escaping NativeBody) {
        initializers.append((labels, body))
    }

    public mutating func method(_ name: String, labels: [String?], isStatic: Bool = false, _ body: @escaping NativeBody) {
        methods.append((name, labels, isStatic, body))
    }

    public mutating func property(_ name: String, isStatic: Bool = false, get: @escaping NativeBody, set: NativeBody? = nil) {
        properties.append((name, isStatic, get, set))
    }

    func install(into library: Library, context: NativeContext) {
        let type = TypeInfo(name: name, kind: kind == .classType ? .classType : .protocolType, module: nil)
        if let superclassName, let parent = library.types[superclassName] {
            type.superclass = parent
            type.fieldNames = parent.fieldNames
            type.fieldDefaults = parent.fieldDefaults
            type.fieldIsLet = parent.fieldIsLet
        }
        type.conformances = Set(conformances)
        func code(_ name: String, _ labels: [String?], _ body: @escaping NativeBody) -> FunctionCode {
            let code = FunctionCode(name: name, parameters: labels.map { Parameter(label: $0) }, hasSelf: true)
            code.demotesSubstrings = true  // Substrings.swift
        code.native = { selfValue, arguments in try body(context, &selfValue, arguments) }
            code.demotesSubstrings = true  // Substrings.swift
            return code
        }
        for (labels, body) in initializers {
            let initializer = code("init", labels, body)
            initializer.isMutating = true
            type.initializers.append(.method(initializer))
        }
        if type.initializers.isEmpty {
            type.initializers = type.superclass?.initializers ?? []
            if type.initializers.isEmpty, kind == .classType {
                type.initializers = [.method(code("init", []) { _, selfValue, _ in selfValue })]
            }
        }
        for (name, labels, isStatic, body) in methods {
            let member = Member.method(code(name, labels, body))
            if isStatic { type.staticMembers[name, default: []].append(member) } else { type.members[name, default: []].append(member) }
        }
        for (name, isStatic, get, set) in properties {
            let setter = set.map { body -> FunctionCode in
                let setter = code(name, [nil], body)
                return setter
            }
            let member = Member.computed(name: name, get: code(name, [], get), set: setter)
            if isStatic { type.staticMembers[name, default: []].append(member) } else { type.members[name, default: []].append(member) }
        }
        library.types[name] = type
    }
}

/// A native body for a method the embedder's library lines declare in Swift (KilnFoundation's
/// prelude: `NSCoder.decodeObject(forKey:)`): the method is declared, type-checked and overridden
/// as written, but a call runs `body` instead of the written body, with `self` and the arguments
/// converted to the parameters' types as the written body gets them, and its result converted to
/// the declared type. For hot methods whose frame and statements cost more than their work; the
/// body must do what the written one does.
public struct NativeMethodBody {
    public let typeName: String
    public let name: String
    public let labels: [String?]
    let body: NativeBody

    public init(type typeName: String, name: String, labels: [String?], _ body: @escaping NativeBody) {
        self.typeName = typeName
        self.name = name
        self.labels = labels
        self.body = body
    }

    /// Gives the method of `types[typeName]` named `name` with `labels` this body.
    func install(in types: [String: TypeInfo], runtime: Runtime, context: NativeContext) {
        guard let type = types[typeName] else { return }
        for case .method(let code) in type.members[name] ?? [] where code.parameters.map(\.label) == labels {
            let body = self.body
            code.native = { [unowned(unsafe) code, unowned(unsafe) runtime] selfValue, arguments in
                try runtime.runNativeBody(code, selfValue: &selfValue, arguments: arguments) { try body(context, &$0, $1) }
            }
        }
    }
}

/// A native global function.
public struct NativeFunction {
    public let name: String
    public let labels: [String?]
    let body: (NativeContext, [Value]) throws -> Value

    public init(name: String, labels: [String?], _ body: @escaping (NativeContext, [Value]) throws -> Value) {
        self.name = name
        self.labels = labels
        self.body = body
    }
}

/// An old spelling of an API that still runs, with a note naming today's: the table the bindings
/// layer fills (`encodeObject(_:forKey:)` → `encode(_:forKey:)`, `.DocumentDirectory` →
/// `.documentDirectory`). The note is given once per run, at the first use.
public struct RenamedAPI {
    /// `propertyToMethod`: a Swift 2 property that is a method today (`uppercaseString` → `uppercased()`).
    /// `type`: a type's old name (`NSDateFormatter` → `DateFormatter`; `typeName` and `oldName` are
    /// the old name): the embedder declares it (a `typealias`), the checker notes each use.
    public enum Kind { case method, staticMethod, property, staticProperty, propertyToMethod, type }

    /// The type whose member was renamed.
    public let typeName: String
    public let kind: Kind
    public let oldName: String
    /// Argument labels of a method (ignored for properties).
    public let oldLabels: [String?]
    public let newName: String
    public let newLabels: [String?]

    public init(typeName: String, kind: Kind = .method, oldName: String, oldLabels: [String?] = [],
                newName: String, newLabels: [String?] = []) {
        self.typeName = typeName
        self.kind = kind
        self.oldName = oldName
        self.oldLabels = oldLabels
        self.newName = newName
        self.newLabels = newLabels
    }

    private var isMethod: Bool { kind == .method || kind == .staticMethod }
    var oldSelector: String { isMethod ? "\(oldName)(" + oldLabels.map { "\($0 ?? "_"):" }.joined() + ")" : oldName }
    var newSelector: String {
        isMethod || kind == .propertyToMethod ? "\(newName)(" + newLabels.map { "\($0 ?? "_"):" }.joined() + ")" : newName
    }

    func install(into library: Library, fileName: String) {
        guard kind != .type, let type = library.types[typeName] else { return }
        let runtime = library.runtime
        let newName = self.newName, newLabels = self.newLabels, isMethod = self.isMethod, kind = self.kind
        let note = "'\(oldSelector)' has been renamed to '\(newSelector)'"
        let code = FunctionCode(name: oldName, parameters: isMethod ? oldLabels.map { Parameter(label: $0) } : [], hasSelf: true)
        var noted = false
        code.native = { selfValue, arguments in
            if !noted {
                noted = true
                runtime.notes.append(Diagnostic(severity: .note, message: note, fileName: fileName, location: runtime.currentLocation))
            }
            let site = runtime.currentLocation
            let cache = MemberCache()
            guard isMethod || kind == .propertyToMethod else { return try runtime.getMember(selfValue, newName, cache: cache, at: site) }
            let (member, plan) = try runtime.findMethod(on: selfValue, newName, labels: newLabels, cache: cache, at: site)
            return try runtime.invoke(member, plan: plan, on: &selfValue, arguments: arguments, at: site)
        }
        let member: Member = isMethod ? .method(code) : .computed(name: oldName, get: code, set: nil)
        switch kind {
        case .method, .property, .propertyToMethod: type.members[oldName, default: []].append(member)
        case .staticMethod, .staticProperty: type.staticMembers[oldName, default: []].append(member)
        case .type: break
        }
    }
}
